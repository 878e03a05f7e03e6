import { afterEach, describe, expect, it } from 'vitest';
import { startHttpStandIn } from '../../../../test/http-stand-in';
import { SmsError } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

type StandIn = Awaited<ReturnType<typeof startHttpStandIn>>;
const SID = `AC${'0'.repeat(31)}1`;

describe("the Twilio SMS sender, against a local stand-in", () => {
  let standIn: StandIn;
  afterEach(() => standIn.close());
  const sender = () => createTwilioSmsSender({ kind: 'twilio', accountSid: SID, authToken: 'auth-token-secret', from: '+15005550006', apiUrl: standIn.url }, { retryDelayMs: 5 });

  it("posts the message to the account's Messages resource with basic auth", async () => {
    standIn = await startHttpStandIn({ status: 201, body: { sid: 'SM1' } });
    await sender().send({ to: '+12015550123', body: 'Your code is 123456.', template: 'phone-code' });
    const request = standIn.requests[0];
    expect(request).toMatchObject({ method: 'POST', url: `/2010-04-01/Accounts/${SID}/Messages.json` });
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:auth-token-secret`).toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ To: '+12015550123', From: '+15005550006', Body: 'Your code is 123456.' });
  });

  it('tries a 500 once more', async () => {
    standIn = await startHttpStandIn();
    standIn.route(() => (standIn.requests.length === 1 ? { status: 500, body: {} } : { status: 201, body: { sid: 'SM2' } }));
    await sender().send({ to: '+12015550123', body: 'x', template: 'phone-code' });
    expect(standIn.requests).toHaveLength(2);
  });

  it('a refused number fails at once, without the token or the text in the error', async () => {
    standIn = await startHttpStandIn({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } });
    const error = await sender().send({ to: '+12015550123', body: 'Your code is 123456.', template: 'phone-code' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsError);
    expect((error as SmsError).status).toBe(400);
    expect((error as SmsError).message).not.toMatch(/auth-token-secret|123456/);
    expect(standIn.requests).toHaveLength(1);
  });
});
