import { afterEach, describe, expect, it } from 'vitest';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import { TEST_PHONE, latestCode, userIdOf } from '../../../test/provider-path';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

describe.each(cases)('phone verification on $dialect (spec: verify-number, verify-otp)', ({ create }) => {
  let t: TestApp;
  let client: CookieJarClient;
  let userId: string;
  afterEach(() => t.close());

  async function start() {
    t = await createTestApp({ database: await create() });
    client = createCookieJarClient(t.app);
    await client.login(DEMO.premium);
    userId = await userIdOf(client);
  }
  const send = (phoneNumber = TEST_PHONE, id = userId) => client.post('/api/auth/verify-number', { phoneNumber, userId: id });
  const verify = (otp: string, id = userId) => client.post('/api/auth/verify-otp', { otp, userId: id });
  const message = async (response: Response) => ((await response.json()) as { message?: string; error?: { message: string } });

  it("texts a 6-digit code ('otp sent successfully'); the right code says 'otp matched' and verifies the phone", async () => {
    await start();
    const sent = await send();
    expect(sent.status).toBe(200);
    expect(await message(sent)).toEqual({ message: 'otp sent successfully' });
    const [sms] = await t.outbox(`+${TEST_PHONE}`);
    expect(sms?.text).toMatch(/^Your Career Assessment code is \d{6}\. It expires in 5 minutes\.$/);
    const matched = await verify(await latestCode(t));
    expect(matched.status).toBe(200);
    expect(await message(matched)).toEqual({ message: 'otp matched' });
    expect(((await (await client.get('/api/users/current')).json()) as { isNumVerified: boolean }).isNumVerified).toBe(true);
  });

  it("402 'something went wrong or phone number is incorrect' for a number that is not a US 10-digit one; 400 for a malformed body", async () => {
    await start();
    for (const phoneNumber of ['2015550123', '1201555012', '10015550123', '+442079460958', 'abc']) {
      const response = await send(phoneNumber);
      expect(response.status).toBe(402);
      expect((await message(response)).error?.message).toBe('something went wrong or phone number is incorrect');
    }
    expect((await client.post('/api/auth/verify-number', { userId })).status).toBe(400);
    expect((await client.post('/api/auth/verify-number', { phoneNumber: 12015550123, userId })).status).toBe(400);
    expect(await t.outbox(`+${TEST_PHONE}`)).toHaveLength(0);
  });

  it("401 'phone number already registered' when another account verified the number, and the session stays", async () => {
    await start();
    const other = createCookieJarClient(t.app);
    await other.login(DEMO.essential);
    const otherId = await userIdOf(other);
    expect((await other.post('/api/auth/verify-number', { phoneNumber: TEST_PHONE, userId: otherId })).status).toBe(200);
    expect((await other.post('/api/auth/verify-otp', { otp: await latestCode(t), userId: otherId })).status).toBe(200);

    const response = await send();
    expect(response.status).toBe(401);
    expect(await message(response)).toEqual({ error: { code: 'phone_taken', message: 'phone number already registered' } });
    expect((await client.get('/api/users/current')).status).toBe(200);
  });

  it("402 'OTP is Invalid' for a wrong code; 403 'OTP expires' after 5 minutes, once used, or with no code sent", async () => {
    await start();
    expect(await message(await verify('123456'))).toMatchObject({ error: { message: 'OTP expires' } });
    await send();
    const code = await latestCode(t);
    const wrong = await verify(code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(402);
    expect((await message(wrong)).error?.message).toBe('OTP is Invalid');

    t.clock.advance(5 * 60_000);
    const expired = await verify(code);
    expect(expired.status).toBe(403);
    expect((await message(expired)).error?.message).toBe('OTP expires');

    await send();
    const fresh = await latestCode(t);
    expect((await verify(fresh)).status).toBe(200);
    expect((await verify(fresh)).status).toBe(403);
  });

  it('a code allows 5 tries: the fifth wrong one uses it up, and then even the right code is refused', async () => {
    await start();
    await send();
    const code = await latestCode(t);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) expect((await verify(wrongCode)).status).toBe(402);
    expect((await verify(code)).status).toBe(403);
  });

  it("'The OTP should consist of 6 digits' (400) and only one's own number (403)", async () => {
    await start();
    const short = await verify('12345');
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain('The OTP should consist of 6 digits');
    expect((await send(TEST_PHONE, 'someone-else')).status).toBe(403);
    expect((await verify('123456', 'someone-else')).status).toBe(403);
    expect((await createCookieJarClient(t.app).post('/api/auth/verify-number', { phoneNumber: TEST_PHONE, userId })).status).toBe(401);
  });

  it('sending is limited per number (5 an hour), and the sixth is refused with 429', async () => {
    await start();
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    expect(await t.outbox(`+${TEST_PHONE}`)).toHaveLength(5);
  });

  it('parallel guesses each spend a try: at most 5 are compared, the rest and then the right code are refused', async () => {
    await start();
    await send();
    const code = await latestCode(t);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => verify(wrongCode)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 402)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(7);
    expect((await verify(code)).status).toBe(403);
  });

  it('sends codes only on a plan with the Myers-Briggs step, and never into an outbox nobody reads', async () => {
    await start();
    const free = createCookieJarClient(t.app);
    await free.login(DEMO.free);
    expect((await free.post('/api/auth/verify-number', { phoneNumber: TEST_PHONE, userId: await userIdOf(free) })).status).toBe(403);
    await t.close();
    t = await createTestApp({ database: await create(), config: { demoMode: false } });
    client = createCookieJarClient(t.app);
    await client.login(DEMO.premium);
    userId = await userIdOf(client);
    const response = await send();
    expect(response.status).toBe(503);
    expect((await message(response)).error?.message).toBe('Text messages are not set up on this server yet. Please try again later.');
  });
});
