import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal payloads give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry: unknown) => canonicalJson(entry ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the canonical JSON of a request body: a batch's identity besides its id. */
export function payloadHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
