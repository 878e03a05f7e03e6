/**
 * scrypt at 256 KiB (N = 2^8) in test apps and the browser tests' servers: every sign-in would
 * otherwise cost a 64 MiB hash, most of the suites' time on two cores, and a test on a busy machine
 * would wait on hashing it does not test. The code path is the production one; the production cost
 * is tested by the hasher's own tests (password-hash.test.ts, password-hasher.test.ts) and by
 * start-server-production.test.ts (a server started without options stores N = 2^16 hashes).
 */
export const TEST_SCRYPT_PARAMS = { logN: 8, r: 8, p: 1 } as const;
