/** Completion (spec section 4): set explicitly, or when every question is answered. */
export function isComplete(explicitCompleted: boolean | null | undefined, answered: number, total: number): boolean {
  return explicitCompleted === true || (total > 0 && answered >= total);
}
