/** Whether stored myers-briggs results hold an object under `key` (the provider's MBTI or SII result). */
export function holdsProviderResult(results: unknown, key: 'mbti' | 'sii'): boolean {
  if (typeof results !== 'object' || results === null) return false;
  const value: unknown = (results as Record<string, unknown>)[key];
  return typeof value === 'object' && value !== null;
}
