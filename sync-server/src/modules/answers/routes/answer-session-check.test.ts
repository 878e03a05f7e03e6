import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnswerChange } from '../contract/answer-dto';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, signInAs } from '../../../test/test-app';
import { availablePostgresUrl, createPostgresTestDatabase } from '../../../test/test-databases';

/**
 * On PostgreSQL a batch's POST takes the signed-in user from memory when it has read them lately,
 * and the batch's own write checks the session (apply_answer_batch_checked): these are the cases
 * where memory is out of date because another server process changed the user.
 */
const postgresUrl = await availablePostgresUrl();
const describePostgres = postgresUrl ? describe : describe.skip;
if (!postgresUrl) it.skip('PostgreSQL not reachable at TEST_DATABASE_URL or 127.0.0.1:5432: these cases not run', () => undefined);

describePostgres('a batch whose user was changed by another server process (PostgreSQL)', () => {
  let t: TestApp;
  let stamp = 1_795_000_000_000;
  beforeEach(async () => {
    t = await createTestApp({ database: await createPostgresTestDatabase(postgresUrl ?? ''), config: { adminMfaRequired: true } });
  });
  afterEach(() => t.close());

  const batch = (userId: string, assessmentId: string, keys: number[], totalQuestions: number) => ({
    batchId: randomUUID(),
    userId,
    assessmentId,
    totalQuestions,
    changes: keys.map((key): AnswerChange => ({ key: String(key), value: '3', stamp: (stamp += 1) })),
  });
  const neo = (userId: string, keys: number[]) => batch(userId, 'neo', keys, 240);
  /** What another process's write leaves in the users table. */
  const updateUser = (userId: string, change: 'session_version = session_version + 1' | 'is_admin = 1' | 'consent = 1') =>
    sql`update users set ${sql.raw(change)} where id = ${userId}`.execute(t.deps.db);
  const storedKeys = async (userId: string) =>
    (await t.deps.db.selectFrom('assessment_answers').select('item_key').where('user_id', '=', userId).where('assessment_id', '=', 'neo').orderBy('item_key').execute()).map((row) => row.item_key);

  it('is refused (401, nothing written) once the session was ended elsewhere, as by a logout on another process', async () => {
    const { client, userId } = await signInAs(t, DEMO.free);
    expect((await client.post('/api/answers', neo(userId, [1, 2]))).status).toBe(200);
    expect((await client.post('/api/answers', neo(userId, [3]))).status).toBe(200);
    await updateUser(userId, 'session_version = session_version + 1');

    const refused = await client.post('/api/answers', neo(userId, [4, 5]));
    expect(refused.status).toBe(401);
    expect(await storedKeys(userId)).toEqual(['1', '2', '3']);
    // And every later request of that session, whatever it is.
    expect((await client.post('/api/answers', neo(userId, [6]))).status).toBe(401);
    expect((await client.get('/api/users/current')).status).toBe(401);
  });

  it('is refused when the client was made an admin elsewhere and the session has no second factor', async () => {
    const { client, userId } = await signInAs(t, DEMO.free);
    expect((await client.post('/api/answers', neo(userId, [1]))).status).toBe(200);
    await updateUser(userId, 'is_admin = 1');

    expect((await client.post('/api/answers', neo(userId, [2]))).status).toBe(401);
    expect(await storedKeys(userId)).toEqual(['1']);
  });

  it('follows the consent as stored now: refused before it is given, applied once it was given elsewhere', async () => {
    const { client, userId } = await signInAs(t, DEMO.premium);
    const before = await client.post('/api/answers', neo(userId, [1]));
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({ error: { code: 'consent_required' } });
    await updateUser(userId, 'consent = 1');

    const after = await client.post('/api/answers', neo(userId, [1, 2]));
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ applied: 2, questionsAnswered: 2 });
    expect(await storedKeys(userId)).toEqual(['1', '2']);
  });

  it('still applies once and answers a replay from the store when the user is taken from memory', async () => {
    const { client, userId } = await signInAs(t, DEMO.free);
    const first = neo(userId, [7, 8, 9]);
    const applied = await client.post('/api/answers', first);
    const replayed = await client.post('/api/answers', first);
    expect(applied.status).toBe(200);
    expect(replayed.status).toBe(200);
    const answer = await applied.json();
    expect(await replayed.json()).toEqual(answer);
    expect(answer).toMatchObject({ applied: 3, questionsAnswered: 3 });
  });
});
