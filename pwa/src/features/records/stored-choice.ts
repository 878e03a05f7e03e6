/**
 * An admin's display choice kept in localStorage (the records' view and columns). Storage may be
 * blocked or full: the choice then lasts only as long as the page, nothing fails.
 */
export function readStoredChoice(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStoredChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not kept: see above.
  }
}
