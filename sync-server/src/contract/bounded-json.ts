/** Nesting allowed in an answer value (an interview checkbox map is 2 levels; a card list 1). */
export const MAX_ANSWER_DEPTH = 8;

/**
 * True when `value` is JSON data (null, string, finite number, boolean, list, plain object) nested
 * at most `maxDepth` levels. The walk stops at the limit, so deeply nested input cannot exhaust
 * the stack (parsed JSON bodies can be nested far deeper than recursion allows).
 */
export function isBoundedJson(value: unknown, maxDepth: number = MAX_ANSWER_DEPTH): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || maxDepth <= 0) return false;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      if (!isBoundedJson(value[index], maxDepth - 1)) return false;
    }
    return true;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((entry) => isBoundedJson(entry, maxDepth - 1));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
