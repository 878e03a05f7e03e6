/**
 * Whether one stored answer counts as answered for progress:
 * - null, undefined, '' and whitespace-only strings: no;
 * - other strings and finite numbers (0 included): yes;
 * - booleans: true yes, false no (an unticked checkbox);
 * - arrays (multiText fields, a bin's cards): yes when at least one entry is answered;
 * - objects (checkbox map, radio { selection, other }): yes when at least one value is answered.
 */
export function isAnswered(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return countAnswered(value) > 0;
  if (typeof value === 'object') return Object.values(value).some(isAnswered);
  return false;
}

/** How many entries of an answer list (holes included as unanswered) or answer map are answered. */
export function countAnswered(answers: unknown): number {
  if (Array.isArray(answers)) {
    const list: readonly unknown[] = answers;
    let count = 0;
    for (let index = 0; index < list.length; index += 1) {
      if (isAnswered(list[index])) count += 1;
    }
    return count;
  }
  if (answers !== null && typeof answers === 'object') {
    return Object.values(answers).filter(isAnswered).length;
  }
  return 0;
}
