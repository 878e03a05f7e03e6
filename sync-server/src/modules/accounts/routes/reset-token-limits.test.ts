import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, latestLink } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const NEW_PASSWORD = 'Lantern-Orchard-Quill-71';

describe.each(cases)('password-reset tokens tried from one address on $dialect', ({ create }) => {
  let t: TestApp;
  beforeEach(async () => {
    // Behind a proxy, so each request can come from an address of its own.
    t = await createTestApp({ database: await create(), config: { trustProxy: { hops: 1 } } });
  });
  afterEach(() => t.close());

  const reset = (token: string, address: string) =>
    t.client().request('POST', '/api/auth/reset', { token, password: NEW_PASSWORD, password2: NEW_PASSWORD }, { 'X-Forwarded-For': address });

  it('are refused with 429 after 60 wrong ones in an hour, while another address still gets through, to a right link too', async () => {
    expect(RATE_LIMITS.resetPerAddress).toMatchObject({ limit: 60, windowSeconds: 3600 });
    const wrong = (index: number) => `wrong-token-${String(index).padStart(8, '0')}-guess`;
    for (let index = 0; index < 60; index += 1) {
      const response = await reset(wrong(index), '203.0.113.7');
      expect(response.status, `guess ${index + 1}`).toBe(410);
      expect(await response.json()).toEqual({ error: { code: 'link_expired', message: 'Password Reset Link Expired' } });
    }
    const refused = await reset(wrong(60), '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect((await refused.json()).error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/) });

    // The owner's real link, asked for and used from elsewhere, still works; from the guessing address it is refused too.
    expect((await t.client().post('/api/auth/request-reset', { email: DEMO.free })).status).toBe(200);
    await vi.waitFor(async () => expect((await t.outbox(DEMO.free))[0]?.subject).toBe('Reset your password'));
    const token = (await latestLink(t, DEMO.free)).split('/reset/')[1] ?? '';
    expect((await reset(token, '203.0.113.7')).status).toBe(429);
    expect((await reset(wrong(61), '198.51.100.9')).status).toBe(410);
    expect((await reset(token, '198.51.100.9')).status).toBe(200);
    expect((await t.client().login(DEMO.free, NEW_PASSWORD)).status).toBe(200);
  });
});
