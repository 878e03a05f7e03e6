/** Whether a value read from stored JSON is a plain object (not null, not an array), to read its fields safely. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
