import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_SEED } from '../../plans/data/plans';
import { newId } from '../../../ids';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import { consumeAuthToken, insertAuthToken, retireAuthTokens } from './auth-token-repository';
import { insertOutboxEmail, listOutboxEmails } from '../../../adapters/email/outbox-repository';
import { assignPlan, findPlan, listPlans, plansOfUser, upsertPlans } from '../../plans/repositories/plan-repository';
import {
  bumpSessionVersion,
  countUsers,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsersWithCurrentPlan,
  markUserVerified,
  updatePassword,
} from './user-repository';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
const T0 = '2026-11-22T09:00:00.000Z';

describe.each(cases)('repositories on $dialect', ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
    await upsertPlans(database.db, PLAN_SEED);
  });
  afterEach(() => database.drop());

  async function addUser(email: string, firstName = 'Test', lastName = 'User') {
    const id = newId();
    await insertUser(database.db, { id, email, firstName, lastName, passwordHash: 'hash', createdAt: T0 });
    return id;
  }

  it('store and read users with their flags as booleans', async () => {
    const id = await addUser('ada@example.com', 'Ada', 'Lovelace');
    const user = await findUserById(database.db, id);
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', isAdmin: false, isVerified: false, sessionVersion: 1 });
    expect(await findUserByEmail(database.db, 'ada@example.com')).toEqual(user);
    await markUserVerified(database.db, id, T0);
    expect((await findUserById(database.db, id))?.isVerified).toBe(true);
    expect(await countUsers(database.db)).toBe(1);
  });

  it('revoke sessions by bumping the session version on logout and password change', async () => {
    const id = await addUser('s@example.com');
    await bumpSessionVersion(database.db, id, T0);
    expect(await updatePassword(database.db, id, 'new-hash', T0)).toBe(3);
    expect(await findUserById(database.db, id)).toMatchObject({ passwordHash: 'new-hash', sessionVersion: 3 });
  });

  it('seed the three plans idempotently, in order, with their fields', async () => {
    await upsertPlans(database.db, PLAN_SEED);
    const plans = await listPlans(database.db);
    expect(plans.map((plan) => plan._id)).toEqual(['free', 'essential', 'premium']);
    expect(plans).toEqual(PLAN_SEED);
    expect((await findPlan(database.db, 'premium'))?.assessments).toContain('interview');
    expect(await findPlan(database.db, 'gold')).toBeUndefined();
  });

  it('list a user plans with the most recent assignment first, even within one millisecond', async () => {
    const id = await addUser('p@example.com');
    expect(await plansOfUser(database.db, id)).toEqual([]);
    await assignPlan(database.db, { id: newId(), userId: id, planId: 'free', source: 'self', createdAt: T0 });
    await assignPlan(database.db, { id: newId(), userId: id, planId: 'premium', source: 'admin', createdAt: T0 });
    expect((await plansOfUser(database.db, id)).map((plan) => plan._id)).toEqual(['premium', 'free']);
  });

  it('list users with their current plan and search by name or e-mail, wildcards taken literally', async () => {
    const ada = await addUser('ada@example.com', 'Ada', 'Lovelace');
    await addUser('grace@example.com', 'Grace', 'Hopper');
    await addUser('percent@example.com', 'Per%cent', 'Sign');
    await assignPlan(database.db, { id: newId(), userId: ada, planId: 'free', source: 'self', createdAt: T0 });
    await assignPlan(database.db, { id: newId(), userId: ada, planId: 'essential', source: 'admin', createdAt: T0 });
    const all = await listUsersWithCurrentPlan(database.db);
    expect(all).toHaveLength(3);
    expect(all.find((row) => row.user.id === ada)).toMatchObject({ planId: 'essential', planName: 'Essential' });
    expect((await listUsersWithCurrentPlan(database.db, 'LOVE')).map((row) => row.user.email)).toEqual(['ada@example.com']);
    expect((await listUsersWithCurrentPlan(database.db, 'grace@')).map((row) => row.user.firstName)).toEqual(['Grace']);
    expect((await listUsersWithCurrentPlan(database.db, '%')).map((row) => row.user.firstName)).toEqual(['Per%cent']);
    expect(await listUsersWithCurrentPlan(database.db, 'nobody')).toEqual([]);
  });

  it('consume one-time tokens once, refuse expired, unknown and retired ones', async () => {
    const userId = await addUser('t@example.com');
    const base = { userId, purpose: 'reset-password' as const, createdAt: T0 };
    await insertAuthToken(database.db, { ...base, hash: 'h1', expiresAt: '2026-11-22T10:00:00.000Z' });
    await insertAuthToken(database.db, { ...base, hash: 'h2', expiresAt: '2026-11-22T08:00:00.000Z' });
    await insertAuthToken(database.db, { ...base, hash: 'h3', expiresAt: '2026-11-22T10:00:00.000Z' });
    expect(await consumeAuthToken(database.db, 'h1', 'verify-email', T0)).toEqual({ status: 'invalid' });
    expect(await consumeAuthToken(database.db, 'h1', 'reset-password', T0)).toEqual({ status: 'ok', userId });
    expect(await consumeAuthToken(database.db, 'h1', 'reset-password', T0)).toEqual({ status: 'expired' });
    expect(await consumeAuthToken(database.db, 'h2', 'reset-password', T0)).toEqual({ status: 'expired' });
    expect(await consumeAuthToken(database.db, 'nope', 'reset-password', T0)).toEqual({ status: 'invalid' });
    await retireAuthTokens(database.db, userId, 'reset-password', T0);
    expect(await consumeAuthToken(database.db, 'h3', 'reset-password', T0)).toEqual({ status: 'expired' });
  });

  it('let only one of two racing consumers use a token', async () => {
    const userId = await addUser('race@example.com');
    await insertAuthToken(database.db, { hash: 'r', userId, purpose: 'verify-email', createdAt: T0, expiresAt: '2026-12-01T00:00:00.000Z' });
    const results = await Promise.all([1, 2, 3].map(() => consumeAuthToken(database.db, 'r', 'verify-email', T0)));
    expect(results.filter((result) => result.status === 'ok')).toHaveLength(1);
  });

  it('keep the outbox newest first, filterable by recipient', async () => {
    for (const [i, to] of ['a@example.com', 'b@example.com', 'a@example.com'].entries()) {
      await insertOutboxEmail(database.db, { id: newId(), template: 'verify-email', to, subject: `s${i}`, text: 't', html: 'h', createdAt: `2026-11-22T09:00:0${i}.000Z` });
    }
    expect((await listOutboxEmails(database.db, { limit: 10 })).map((email) => email.subject)).toEqual(['s2', 's1', 's0']);
    expect((await listOutboxEmails(database.db, { to: 'A@example.com', limit: 1 })).map((email) => email.subject)).toEqual(['s2']);
  });
});
