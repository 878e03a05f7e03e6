import { hkdfSync } from 'node:crypto';

/**
 * A 256-bit key for one purpose, derived (HKDF-SHA-256) from the server's session secret, so one
 * configured secret yields independent keys and no key serves two purposes.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'career-assessment', purpose, 32));
}
