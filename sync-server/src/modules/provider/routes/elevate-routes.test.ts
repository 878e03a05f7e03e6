import { afterEach, describe, expect, it } from 'vitest';
import { createHttpProviderClient } from '../adapters/elevate/http-provider-client';
import type { SyncJobDto } from '../contract/elevate-dto';
import { startHttpStandIn } from '../../../test/http-stand-in';
import type { CurrentUserDto, UserSummaryDto } from '../../accounts/contract/user-dto';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import { answerGender, throughTheProvider, userIdOf } from '../../../test/provider-path';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const BOTH_TESTS = 'Please complete both MBTI and Strong Interest Inventory (SII) test before submitting answer';

async function signedIn(t: TestApp, email: string): Promise<CookieJarClient> {
  const client = createCookieJarClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

async function sync(admin: CookieJarClient, body: Record<string, unknown>): Promise<{ status: number; job: SyncJobDto }> {
  const response = await admin.post('/api/external/elevate', body);
  return { status: response.status, job: (await response.json()) as SyncJobDto };
}

const lean = async (client: CookieJarClient) =>
  ((await (await client.get('/api/users/current')).json()) as CurrentUserDto).leanAssessmentData.find((entry) => entry.id === 'myers-briggs');

describe.each(cases)('the Elevate sync on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('an admin sync saves new data once (then: data already exists), lights up the lean flags and completes the step', async () => {
    t = await createTestApp({ database: await create() });
    const client = await signedIn(t, DEMO.premium);
    const userId = await throughTheProvider(t, client);
    expect(await lean(client)).toMatchObject({ completed: false, MBTI: false, SII: false, gender: 'f' });

    const admin = await signedIn(t, DEMO.admin);
    const first = await sync(admin, { userId });
    expect(first.status).toBe(200);
    expect(first.job).toMatchObject({ state: 'done', attempts: 1, mbti: { status: 'new data saved' }, sii: { status: 'new data saved' } });
    expect(first.job.mbti?.detail).toMatch(/^type [EI][SN][TF][JP], completed Nov 22, 2026$/);
    expect(await lean(client)).toMatchObject({ completed: true, MBTI: true, SII: true });
    const results = ((await (await client.get('/api/users/current')).json()) as CurrentUserDto).assessmentData.find((entry) => entry._id === 'myers-briggs')?.results as {
      mbti: { wholeType: string };
      sii: { themeCode: string };
    };
    expect(results.mbti.wholeType).toMatch(/^[EI][SN][TF][JP]$/);
    expect(results.sii.themeCode).toMatch(/^[RIASEC]{3}$/);

    const again = await sync(admin, { userId, email: DEMO.premium, daysBack: '5' });
    expect(again.job).toMatchObject({ mbti: { status: 'data already exists' }, sii: { status: 'data already exists' } });
    expect(await lean(client)).toMatchObject({ completed: true, MBTI: true, SII: true });

    // The table's Elevate Sync column shows the last sync.
    const users = (await (await admin.get('/api/users')).json()) as UserSummaryDto[];
    expect(users.find((user) => user._id === userId)?.elevate).toMatchObject({ mbti: true, sii: true, lastSync: { state: 'done', mbti: 'data already exists', sii: 'data already exists' } });
    // Audited.
    const audit = (await (await admin.get('/api/admin/audit')).json()) as { entries: { action: string; subject: { id: string } | null }[] };
    expect(audit.entries.filter((entry) => entry.action === 'elevate_sync')).toHaveLength(2);
  });
});

describe('the Elevate sync: statuses, windows and rules', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("reports 'no assessments found' for a test not taken, and finishing then answers 444 with the spec's message", async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium);
    const userId = await throughTheProvider(t, client, ['mbti']);
    const admin = await signedIn(t, DEMO.admin);
    const { job } = await sync(admin, { userId });
    expect(job).toMatchObject({ mbti: { status: 'new data saved' }, sii: { status: 'no assessments found' } });
    expect(job.sii?.detail).toBe('No completed SII from Nov 17, 2026 to Nov 22, 2026.');
    expect(await lean(client)).toMatchObject({ completed: false, MBTI: true, SII: false });

    const finish = await answerGender(client, userId, 'f', true);
    expect(finish.status).toBe(444);
    expect(((await finish.json()) as { error: { message: string } }).error.message).toBe(BOTH_TESTS);
  });

  it("'I'm Finished' fetches the provider's results itself when both tests are done", async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium);
    const userId = await throughTheProvider(t, client);
    const finish = await answerGender(client, userId, 'f', true);
    expect(finish.status).toBe(200);
    expect(await lean(client)).toMatchObject({ completed: true, MBTI: true, SII: true });
  });

  it('searches the window asked for: days back, a MM-DD-YYYY range, or around the test date', async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium);
    const userId = await throughTheProvider(t, client); // tests completed at the test clock's 2026-11-22T09:00Z
    const admin = await signedIn(t, DEMO.admin);
    t.clock.advance(10 * 86_400_000);
    expect((await sync(admin, { userId })).job).toMatchObject({ mbti: { status: 'no assessments found' }, sii: { status: 'no assessments found' } });
    expect((await sync(admin, { userId, startDate: '11-23-2026', endDate: '11-30-2026' })).job.mbti?.status).toBe('no assessments found');
    // The test-date mode: two days before to four days after the hand-off (the step is not completed).
    expect((await sync(admin, { userId, mode: 'test-date' })).job).toMatchObject({ mbti: { status: 'new data saved' }, sii: { status: 'new data saved' } });
    expect((await sync(admin, { userId, startDate: '11-22-2026', endDate: '11-22-2026' })).job).toMatchObject({
      mbti: { status: 'data already exists' },
      sii: { status: 'data already exists' },
    });
  });

  it('checks the request: MM-DD-YYYY dates, a whole days back; never a 500', async () => {
    t = await createTestApp();
    const admin = await signedIn(t, DEMO.admin);
    const userId = await userIdOf(await signedIn(t, DEMO.premium));
    for (const body of [
      { userId, mode: 'date-range', startDate: '2026-11-01', endDate: '11-03-2026' },
      { userId, startDate: '02-30-2026', endDate: '03-01-2026' },
      { userId, mode: 'date-range' },
    ]) {
      const response = await admin.post('/api/external/elevate', body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('Dates must be in MM-DD-YYYY format');
    }
    for (const body of [{ userId, daysBack: 1.5 }, { userId, daysBack: 0 }, { userId, gender: 2 }, { userId, extra: true }, {}, [], 'x']) {
      expect((await admin.post('/api/external/elevate', body)).status).toBe(400);
    }
  });

  it("a legacy gender value 1 is only logged, never synced; an unknown user is 'no user found'", async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium);
    const userId = await throughTheProvider(t, client);
    const admin = await signedIn(t, DEMO.admin);
    const legacy = await sync(admin, { userId, gender: 1 });
    expect(legacy.job.mbti).toEqual({ status: 'failed', detail: 'Legacy gender value 1: not synced. Choose Female, Male or Other and sync again.' });
    expect(await lean(client)).toMatchObject({ MBTI: false, SII: false });
    expect((await sync(admin, { userId: 'no-such-user' })).job.sii?.status).toBe('no user found');
    expect((await sync(admin, { userId, email: 'nobody@example.com' })).job.mbti?.status).toBe('no user found');
  });

  it('is for admins only; a client back from the provider queues their own sync, which brings the results without an admin', async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium);
    // Never sent to the provider yet: nothing to come back from.
    expect((await client.post('/api/external/elevate/returned')).status).toBe(409);
    const userId = await throughTheProvider(t, client);
    expect((await client.post('/api/external/elevate', { userId })).status).toBe(403);
    expect((await createCookieJarClient(t.app).post('/api/external/elevate', { userId })).status).toBe(401);

    expect((await client.post('/api/external/elevate/returned')).status).toBe(202);
    await expect.poll(async () => lean(client), { timeout: 10_000 }).toMatchObject({ completed: true, MBTI: true, SII: true });
    const free = await signedIn(t, DEMO.free);
    expect((await free.post('/api/external/elevate/returned')).status).toBe(403);
    // Finishing a step the plan does not have is refused before any call to the provider.
    const freeId = await userIdOf(free);
    expect((await answerGender(free, freeId, 'f', true)).status).toBe(403);
  });

  it("answers 202 when the sync takes longer than the wait, and GET /{syncId} follows it to 'done'", async () => {
    t = await createTestApp({ syncWaitMs: 0 });
    // Never sent to the provider: the provider does not know the client.
    const userId = await userIdOf(await signedIn(t, DEMO.premium));
    const admin = await signedIn(t, DEMO.admin);
    const started = await sync(admin, { userId });
    expect(started.status).toBe(202);
    expect(started.job.mbti).toBeUndefined();
    await expect
      .poll(async () => ((await (await admin.get(`/api/external/elevate/${started.job.syncId}`)).json()) as SyncJobDto), { timeout: 10_000 })
      .toMatchObject({ state: 'done', mbti: { status: 'no user found' } });
    expect((await admin.get('/api/external/elevate/not-a-uuid')).status).toBe(400);
    expect((await admin.get('/api/external/elevate/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the Elevate sync against a provider that cannot be reached', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startHttpStandIn>>;
  afterEach(async () => {
    await t.close();
    await standIn.close();
  });

  it("is tried three times with backoff, then reports 'max attempts exceeded'", async () => {
    standIn = await startHttpStandIn({ status: 503, body: { error: 'down' } });
    const provider = createHttpProviderClient({ kind: 'elevate', baseUrl: () => standIn.url, apiKey: 'key-0123456789', loginOrigin: () => standIn.url, tries: 1 });
    t = await createTestApp({ provider, syncWaitMs: 0 });
    const userId = await userIdOf(await signedIn(t, DEMO.premium));
    const admin = await signedIn(t, DEMO.admin);
    const started = await sync(admin, { userId });
    expect(started.status).toBe(202);
    const read = async () => ((await (await admin.get(`/api/external/elevate/${started.job.syncId}`)).json()) as SyncJobDto);
    for (const attempt of [2, 3]) {
      // Back in the queue after a failed attempt: due 5 s, then 10 s later on the server's clock.
      await expect.poll(async () => ({ ...(await read()) }), { timeout: 10_000 }).toMatchObject({ state: 'queued', attempts: attempt - 1 });
      t.clock.advance(10_000);
      t.syncWorker.kick();
      await expect.poll(async () => (await read()).attempts, { timeout: 10_000 }).toBe(attempt);
    }
    await expect.poll(read, { timeout: 10_000 }).toMatchObject({
      state: 'done',
      attempts: 3,
      mbti: { status: 'max attempts exceeded', detail: 'The provider could not be reached in 3 attempts.' },
      sii: { status: 'max attempts exceeded' },
    });
    expect(standIn.requests).toHaveLength(3);
  });
});
