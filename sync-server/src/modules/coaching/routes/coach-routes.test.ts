import { afterEach, describe, expect, it } from 'vitest';
import type { CoachDto } from '../contract/coach-dto';
import { DEMO_COACHES } from '../data/coaches';
import { listActiveCoaches, seedCoachesIfNone } from '../repositories/coach-repository';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

describe.each(cases)('coaches on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('lists the three coaches to a signed-in client: name, credential and photo only', async () => {
    t = await createTestApp({ database: await create() });
    const client = createCookieJarClient(t.app);
    expect((await client.get('/api/coaches')).status).toBe(401);
    await client.login(DEMO.premium);
    const coaches = (await (await client.get('/api/coaches')).json()) as CoachDto[];
    expect(coaches).toEqual(DEMO_COACHES.map((coach) => ({ _id: coach.id, name: coach.name, credential: coach.credential, photo: null })));
    expect(JSON.stringify(coaches)).not.toMatch(/meet\.example|@coaches|America\//);
  });

  it("seeds the demo coaches once, with their weekly windows, and never over an admin's coaches", async () => {
    t = await createTestApp({ database: await create() });
    expect(await seedCoachesIfNone(t.database.db, DEMO_COACHES, '2026-11-24T00:00:00.000Z')).toBe(0);
    const [dana] = await listActiveCoaches(t.database.db);
    expect(dana).toMatchObject({ timeZone: 'America/New_York', meetingUrl: 'https://meet.example.com/dana-example' });
    expect(dana?.weekly).toHaveLength(10);
    expect(dana?.weekly[0]).toEqual({ weekday: 1, startMinute: 540, endMinute: 720 });
  });
});
