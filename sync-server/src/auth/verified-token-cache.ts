/**
 * Tokens already verified, with their claims, until they expire. Checking a token's signature and
 * claims gives the same answer for the same text until its expiry (the key does not change while
 * the process runs), and a client sends the same session token with every request: verifying it
 * once spares a WebCrypto HMAC on libuv's thread pool per request. Only tokens that passed are
 * kept, so a forged one is verified (and refused) every time; the oldest entries go past
 * `capacity`. Revocation is not a property of the token: it is checked against the user's session
 * version on every request (load-session.ts).
 */
export interface VerifiedTokenCache<T> {
  /** The claims of a token verified before that has not expired at `nowSeconds` (epoch seconds). */
  get(token: string, nowSeconds: number): T | undefined;
  /** Keeps a verified token until `expiresAt` (epoch seconds, the token's exp). */
  set(token: string, claims: T, expiresAt: number): void;
}

export function createVerifiedTokenCache<T>(capacity = 10_000): VerifiedTokenCache<T> {
  const entries = new Map<string, { claims: T; expiresAt: number }>();
  return {
    get(token, nowSeconds) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      // As jose: a token is expired once its exp is not after now.
      if (entry.expiresAt <= nowSeconds) {
        entries.delete(token);
        return undefined;
      }
      return entry.claims;
    },
    set(token, claims, expiresAt) {
      if (entries.size >= capacity && !entries.has(token)) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { claims, expiresAt });
    },
  };
}
