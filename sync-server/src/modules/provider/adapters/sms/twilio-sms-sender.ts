import type { SmsConfig } from '../../../../env';
import type { SmsSender } from './sms-sender';
import { SmsError } from './sms-sender';

export const TWILIO_TIMEOUT_MS = 10_000;

type TwilioConfig = Extract<SmsConfig, { kind: 'twilio' }>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, form body).
 * A 10-second timeout per try; a network failure, 429 or 5xx is tried once more after a short
 * pause (a one-time code is only useful for a few minutes). The auth token and the message text
 * never reach the log or the error.
 */
export function createTwilioSmsSender(config: TwilioConfig, options: { retryDelayMs?: number; timeoutMs?: number } = {}): SmsSender {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;

  async function attempt(body: URLSearchParams): Promise<{ ok: boolean; status: number }> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? TWILIO_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { ok: response.ok, status: response.status };
    } catch {
      return { ok: false, status: 0 };
    }
  }

  return {
    kind: 'twilio',
    async send(message) {
      const body = new URLSearchParams({ To: message.to, From: config.from, Body: message.body });
      let result = await attempt(body);
      if (!result.ok && (result.status === 0 || result.status === 429 || result.status >= 500)) {
        await wait(options.retryDelayMs ?? 1000);
        result = await attempt(body);
      }
      if (!result.ok) throw new SmsError(`The SMS provider refused the message (status ${result.status}).`, result.status);
    },
  };
}
