import { runMain } from '../run-main';
import { TEST_SCRYPT_PARAMS } from './test-scrypt-params';

/**
 * main.ts for tests that start the server as its own process (server-process.ts): the same start,
 * settings, cluster and signal handling, with passwords hashed at the test cost (test-scrypt-params.ts).
 * Its processes register clients, seed demo accounts and refuse wrong passwords, which at production's
 * cost would be most of their CPU; no setting can ask for this cost, only this entry.
 */
await runMain({ passwordParams: TEST_SCRYPT_PARAMS });
