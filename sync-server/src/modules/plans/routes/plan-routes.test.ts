import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';

describe('plan routes', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  async function newClient() {
    const client = t.client();
    const response = await client.post('/api/auth/register', {
      firstName: 'Pat',
      lastName: 'Planless',
      email: 'pat@example.com',
      password: 'pat-password-1',
      password2: 'pat-password-1',
    });
    return { client, userId: ((await response.json()) as { userId: string }).userId };
  }

  it('lists free, essential and premium in order with price in cents and fee percentage, to anyone', async () => {
    const plans = await (await t.client().get('/api/plans')).json();
    expect(plans.map((plan: { _id: string }) => plan._id)).toEqual(['free', 'essential', 'premium']);
    expect(plans[0]).toMatchObject({ name: 'Free', price: 0, sessions: [] });
    expect(plans[0].assessments).not.toContain('interview');
    expect(plans[1]).toMatchObject({ processingFeePercentage: 3, sessions: ['results'] });
    expect(plans[2].assessments).toEqual(['consent', 'depression-screening', 'readiness-for-change', 'neo', 'myers-briggs', 'career-values', 'interview']);
    expect(plans[2].sessions).toEqual(['interview', 'results']);
    for (const plan of plans) expect(Number.isInteger(plan.price)).toBe(true);
  });

  it('lets a client without a plan initialise the free plan once', async () => {
    const { client, userId } = await newClient();
    const response = await client.post('/api/plans', { userId, plan: 'free' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, newPlanId: 'free' });
    expect((await (await client.get('/api/users/current')).json()).plans.map((plan: { _id: string }) => plan._id)).toEqual(['free']);
    const again = await client.post('/api/plans', { userId, plan: 'free' });
    expect(again.status).toBe(409);
  });

  it('refuses a client a paid plan, or a plan for someone else', async () => {
    const { client, userId } = await newClient();
    const paid = await client.post('/api/plans', { userId, plan: 'premium' });
    expect(paid.status).toBe(403);
    expect((await paid.json()).error.message).toBe('Paid plans are bought through checkout.');
    const admin = t.client();
    await admin.login(DEMO.admin);
    const adminId = (await (await admin.get('/api/users/current')).json())._id;
    expect((await client.post('/api/plans', { userId: adminId, plan: 'free' })).status).toBe(403);
  });

  it("lets an admin change any client's plan", async () => {
    const { client, userId } = await newClient();
    const admin = t.client();
    await admin.login(DEMO.admin);
    expect((await admin.post('/api/plans', { userId, plan: 'premium' })).status).toBe(200);
    const me = await (await client.get('/api/users/current')).json();
    expect(me.plans[0]._id).toBe('premium');
    expect((await admin.post('/api/plans', { userId: 'no-such-user', plan: 'free' })).status).toBe(404);
  });

  it("refuses a plan for an admin, the admin's own account included ('Start Free' on /plans would have applied it): nothing stored, nothing audited", async () => {
    const admin = t.client();
    await admin.login(DEMO.admin);
    const me = await (await admin.get('/api/users/current')).json();
    for (const plan of ['free', 'premium']) {
      const response = await admin.post('/api/plans', { userId: me._id, plan });
      expect(response.status).toBe(403);
      expect((await response.json()).error.message).toBe('Admins have no plan: plans are for clients.');
    }
    expect((await (await admin.get('/api/users/current')).json()).plans).toEqual([]);
    const audit = await admin.get('/api/admin/audit?action=plan_change');
    expect(audit.status).toBe(200);
    expect((await audit.json()).entries).toEqual([]);
  });

  it('validates the body', async () => {
    const { client, userId } = await newClient();
    const unknownPlan = await client.post('/api/plans', { userId, plan: 'gold' });
    expect(unknownPlan.status).toBe(400);
    expect((await unknownPlan.json()).error.fields).toEqual({ plan: 'Unknown plan' });
    expect((await client.post('/api/plans', { plan: 'free' })).status).toBe(400);
  });
});
