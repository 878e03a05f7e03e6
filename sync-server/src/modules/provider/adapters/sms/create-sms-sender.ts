import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { SmsConfig } from '../../../../env';
import { createOutboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

export function createSmsSender(config: SmsConfig, deps: { db: Kysely<Database>; clock: () => Date }): SmsSender {
  return config.kind === 'twilio' ? createTwilioSmsSender(config) : createOutboxSmsSender(deps);
}
