/** A checkbox map value means 'ticked' when it is true or a string (the 'Other' text). */
export function isTicked(value: unknown): boolean {
  return value === true || typeof value === 'string';
}

/** Length in characters (Unicode code points), as the user sees it. */
export function characterCount(text: string): number {
  return [...text].length;
}
