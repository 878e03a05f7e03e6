import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { startupNotices } from './startup-notices';

const noticesOf = (env: Record<string, string>) => startupNotices(parseEnv({ DATA_DIR: '/tmp/career-notices', ...env }));

describe('the start-up lines about mail, texts and the public address', () => {
  it('in demo mode (the embedded defaults): e-mails and texts go to the outbox page', () => {
    expect(noticesOf({})).toEqual([
      'SMTP_URL is not set: e-mails go to the embedded outbox (see /dev/outbox)',
      'TWILIO_ACCOUNT_SID is not set: text messages (phone codes) go to the embedded outbox (see /dev/outbox)',
    ]);
  });

  it('outside demo mode without SMTP or Twilio: no outbox page is named; e-mails wait unsent, texts are not sent', () => {
    const notices = noticesOf({ PUBLIC_URL: 'https://careers.example.com' });
    expect(notices).toEqual([
      'SMTP_URL is not set: e-mails are queued and not sent until SMTP_URL is set (a start with it sends those waiting)',
      "TWILIO_ACCOUNT_SID is not set: no text messages are sent, so the Myers-Briggs step's phone check answers 503 until it is set",
    ]);
    expect(notices.join('\n')).not.toContain('/dev/outbox');
  });

  it('with SMTP and Twilio set: nothing to say about them', () => {
    expect(noticesOf({ PUBLIC_URL: 'https://careers.example.com', SMTP_URL: 'smtp://mail.example.com:587', TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'twilio-token', TWILIO_FROM_NUMBER: '+12015550100' })).toEqual([]);
  });

  it('warns of a PUBLIC_URL on plain http that is not this machine, not of a loopback one', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587', TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'twilio-token', TWILIO_FROM_NUMBER: '+12015550100' };
    expect(noticesOf({ ...smtp, PUBLIC_URL: 'http://careers.example.com' })).toEqual([expect.stringMatching(/^PUBLIC_URL is http:\/\/careers\.example\.com, plain http .* set PUBLIC_URL to its https:\/\/ address\.$/)]);
    expect(noticesOf({ ...smtp, PUBLIC_URL: 'http://192.168.1.20:8080' })).toHaveLength(1);
    expect(noticesOf({ ...smtp, PUBLIC_URL: 'http://127.0.0.1:3000' })).toEqual([]);
    expect(noticesOf({ ...smtp, PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });
});
