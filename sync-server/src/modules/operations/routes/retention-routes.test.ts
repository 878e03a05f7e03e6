import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RetentionReportDto } from '../contract/retention-dto';
import { upsertAnswers } from '../../answers/repositories/answer-repository';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';

describe('the retention dry run for admins', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('lists, for admins only, the clients the next run erases (id and last activity, no names); a sign-in starts the period again', async () => {
    const client = t.client();
    expect((await client.login(DEMO.free)).status).toBe(200);
    const me = await (await client.get('/api/users/current')).json();
    const signedInAt = t.clock.now().toISOString();
    expect((await t.deps.db.selectFrom('users').select('last_active_at').where('id', '=', me._id).executeTakeFirstOrThrow()).last_active_at).toBe(signedInAt);
    await upsertAnswers(t.deps.db, { userId: me._id, assessmentId: 'neo' }, [{ key: '0', value: '3', stamp: t.clock.now().getTime() }], signedInAt);

    const admin = t.client();
    await admin.login(DEMO.admin);
    const now = await admin.get('/api/admin/retention');
    expect(now.status).toBe(200);
    expect(await now.json()).toEqual({ retentionYears: 3, cutoff: expect.any(String), clients: [] });

    // Three years and a day later (no sign-in since; the admin's session has expired by then, so sign in again).
    t.clock.advance((3 * 365 + 2) * 24 * 3600_000);
    await admin.login(DEMO.admin);
    const later = (await (await admin.get('/api/admin/retention')).json()) as RetentionReportDto;
    expect(later.clients).toEqual([{ id: me._id, lastActivityAt: signedInAt }]);
    expect(JSON.stringify(later)).not.toContain(DEMO.free);

    const other = t.client();
    await other.login(DEMO.premium);
    expect((await other.get('/api/admin/retention')).status).toBe(403);
    expect((await t.client().get('/api/admin/retention')).status).toBe(401);
  });
});
