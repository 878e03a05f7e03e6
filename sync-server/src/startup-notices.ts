import type { AppConfig } from './env';
import { isLoopbackHost } from './env';

/**
 * The start-up lines that say where e-mails and text messages go, and whether sessions can be
 * kept safe at the public address: each true of this server's settings. Outside demo mode there is
 * no outbox page (/dev/outbox), so no line points there: without SMTP_URL the e-mails wait in the
 * queue unsent (start-server.ts runs no delivery), and the next start with SMTP_URL sends them.
 */
export function startupNotices(config: Pick<AppConfig, 'smtpUrl' | 'demoMode' | 'sms' | 'publicUrl'>): string[] {
  const notices: string[] = [];
  if (!config.smtpUrl) {
    notices.push(
      config.demoMode
        ? 'SMTP_URL is not set: e-mails go to the embedded outbox (see /dev/outbox)'
        : 'SMTP_URL is not set: e-mails are queued and not sent until SMTP_URL is set (a start with it sends those waiting)',
    );
  }
  if (config.sms.kind === 'outbox') {
    notices.push(
      config.demoMode
        ? 'TWILIO_ACCOUNT_SID is not set: text messages (phone codes) go to the embedded outbox (see /dev/outbox)'
        : "TWILIO_ACCOUNT_SID is not set: no text messages are sent, so the Myers-Briggs step's phone check answers 503 until it is set",
    );
  }
  const url = new URL(config.publicUrl);
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    notices.push(
      `PUBLIC_URL is ${config.publicUrl}, plain http on an address that is not this machine: sign-in cookies and passwords would cross the network unencrypted. Serve the app behind a proxy that terminates https and set PUBLIC_URL to its https:// address.`,
    );
  }
  return notices;
}
