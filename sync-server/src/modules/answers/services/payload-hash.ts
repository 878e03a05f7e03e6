import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level, so equal payloads give equal text. Entries holding
 * undefined are left out of objects and written as null in arrays. Stored batches keep the hash
 * of this text, so it must never change for a given value (a replay would then be refused).
 *
 * For JSON data (what a request body is), JSON.stringify writes each object's keys in the order
 * Object.keys gives them: when that order is sorted everywhere (zod writes a batch in the order of
 * its schema, which is sorted), its text is the canonical one, in one native call. Otherwise the
 * sorted list of every key in the value is its property list: each object is then written with
 * its keys in that order. A "__proto__" key takes a walk in JavaScript instead (as a property list
 * entry it would read every object's prototype).
 */
export function canonicalJson(value: unknown): string {
  if (keysSortedThroughout(value)) return JSON.stringify(value) ?? 'null';
  const keys = new Set<string>();
  collectKeys(value, keys);
  if (keys.has('__proto__')) return writeSorted(value);
  // sort() without a comparator orders strings by UTF-16 code units, as writeSorted's `a < b` does.
  return JSON.stringify(value, [...keys].sort()) ?? 'null';
}

/** True when every object inside `value` enumerates its keys in sorted order. */
function keysSortedThroughout(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) if (!keysSortedThroughout(value[index])) return false;
    return true;
  }
  const keys = Object.keys(value);
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    if (index > 0 && !((keys[index - 1] as string) < key)) return false;
    if (!keysSortedThroughout((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** Every own key of every object inside `value`. */
function collectKeys(value: unknown, keys: Set<string>): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) collectKeys(value[index], keys);
    return;
  }
  for (const key of Object.keys(value)) {
    keys.add(key);
    collectKeys((value as Record<string, unknown>)[key], keys);
  }
}

/** The canonical text written key by key. */
function writeSorted(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry: unknown) => writeSorted(entry ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${writeSorted(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the canonical JSON of a request body: a batch's identity besides its id. */
export function payloadHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
