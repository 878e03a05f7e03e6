import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../ids';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import { claimTimeStep, confirmEnrollment, consumeRecoveryCode, countUnusedRecoveryCodes, findUserMfa, savePendingSecret } from './mfa-repository';
import { insertUser } from './user-repository';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
const T0 = '2026-11-22T09:00:00.000Z';
const T1 = '2026-11-22T09:01:00.000Z';
const STEP = 59_370_000;

describe.each(cases)('MFA repository on $dialect', ({ create }) => {
  let database: TestDatabase;
  let userId: string;
  beforeEach(async () => {
    database = await create();
    userId = newId();
    await insertUser(database.db, { id: userId, email: 'admin@example.com', firstName: 'A', lastName: 'Admin', passwordHash: 'hash', isAdmin: true, createdAt: T0 });
  });
  afterEach(() => database.drop());

  it('replaces an unconfirmed secret, confirms once, and then keeps the secret', async () => {
    expect(await findUserMfa(database.db, userId)).toBeUndefined();
    await savePendingSecret(database.db, userId, 'sealed-1', T0);
    await savePendingSecret(database.db, userId, 'sealed-2', T0);
    expect(await findUserMfa(database.db, userId)).toEqual({ userId, secretCiphertext: 'sealed-2', confirmedAt: null, lastUsedStep: null });
    expect(await confirmEnrollment(database.db, userId, STEP, ['h1', 'h2'], T1)).toBe(true);
    expect(await confirmEnrollment(database.db, userId, STEP + 1, ['h3'], T1)).toBe(false);
    await savePendingSecret(database.db, userId, 'sealed-3', T1);
    expect(await findUserMfa(database.db, userId)).toEqual({ userId, secretCiphertext: 'sealed-2', confirmedAt: T1, lastUsedStep: STEP });
    expect(await countUnusedRecoveryCodes(database.db, userId)).toBe(2);
  });

  it('takes each time step once and only after the last one', async () => {
    await savePendingSecret(database.db, userId, 'sealed', T0);
    expect(await claimTimeStep(database.db, userId, STEP, T0)).toBe(false); // not confirmed yet
    await confirmEnrollment(database.db, userId, STEP, ['h1'], T0);
    expect(await claimTimeStep(database.db, userId, STEP, T1)).toBe(false);
    expect(await claimTimeStep(database.db, userId, STEP - 1, T1)).toBe(false);
    expect(await claimTimeStep(database.db, userId, STEP + 1, T1)).toBe(true);
    const [a, b] = await Promise.all([claimTimeStep(database.db, userId, STEP + 2, T1), claimTimeStep(database.db, userId, STEP + 2, T1)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((await findUserMfa(database.db, userId))?.lastUsedStep).toBe(STEP + 2);
  });

  it('uses each recovery code once', async () => {
    await savePendingSecret(database.db, userId, 'sealed', T0);
    await confirmEnrollment(database.db, userId, STEP, ['h1', 'h2'], T0);
    expect(await consumeRecoveryCode(database.db, userId, 'h1', T1)).toBe(true);
    expect(await consumeRecoveryCode(database.db, userId, 'h1', T1)).toBe(false);
    expect(await consumeRecoveryCode(database.db, userId, 'unknown', T1)).toBe(false);
    expect(await countUnusedRecoveryCodes(database.db, userId)).toBe(1);
  });
});
