import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../ids';
import type { TestApp } from '../test/test-app';
import { DEMO, createTestApp } from '../test/test-app';
import { queueDepthsOf } from '../modules/operations/services/queue-depths';
import { createServerMetrics } from './server-metrics';

/** One sample's value from the Prometheus text, or undefined. */
async function sample(t: TestApp, series: string): Promise<number | undefined> {
  const text = (await t.deps.metrics?.registry.metrics()) ?? '';
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the server metrics', () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function withMetrics() {
    t = await createTestApp();
    t.deps.metrics = createServerMetrics({ queueDepths: queueDepthsOf(t.database.db) });
  }

  it('counts an answer batch once when it is applied, not when it is replayed', async () => {
    await withMetrics();
    const client = t.client();
    await client.login(DEMO.free);
    const userId = (await (await client.get('/api/users/current')).json())._id as string;
    const batch = { batchId: randomUUID(), userId, assessmentId: 'neo', totalQuestions: 240, changes: [{ key: '0', value: '3', stamp: 1_795_000_000_000 }] };
    expect((await client.post('/api/answers', batch)).status).toBe(200);
    expect(await sample(t, 'career_answer_batches_applied_total')).toBe(1);
    expect((await client.post('/api/answers', batch)).status).toBe(200);
    expect(await sample(t, 'career_answer_batches_applied_total')).toBe(1);
    expect(await sample(t, 'career_http_requests_total{method="POST",route="/api/answers",status_class="2xx"}')).toBe(2);
  });

  it('counts an order fulfilled through the payment webhook', async () => {
    await withMetrics();
    const client = t.client();
    await client.login(DEMO.free);
    const { url } = await (await client.post('/api/checkout', { planId: 'premium' })).json();
    const paid = await t.app.request(new URL(url as string).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: t.deps.config.publicUrl },
      body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Frances Free' }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(await sample(t, 'career_orders_fulfilled_total')).toBe(1);
  });

  it('reads the queue depths when scraped (the counts: queue-depth-repository.test.ts)', async () => {
    await withMetrics();
    await t.emailDelivery.stop();
    const now = new Date().toISOString();
    await t.database.db.insertInto('email_outbox').values({ id: newId(), to_address: 'x@example.com', subject: 's', text_body: '', html_body: '', created_at: now, status: 'failed' }).execute();
    expect(await sample(t, 'career_job_queue_jobs{queue="email",state="failed"}')).toBe(1);
    expect(await sample(t, 'career_job_queue_jobs{queue="provider_sync",state="pending"}')).toBe(0);
  });
});
