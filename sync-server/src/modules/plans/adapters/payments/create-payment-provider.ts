import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { PaymentsConfig } from '../../../../env';
import { createEmbeddedPaymentProvider } from './embedded/embedded-payment-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

/** The card provider the settings ask for: Stripe, the embedded checkout (demo mode), or none. */
export function createPaymentProvider(config: PaymentsConfig, deps: { db: Kysely<Database>; publicUrl: string; clock: () => Date }): PaymentProvider | undefined {
  switch (config.kind) {
    case 'stripe':
      return createStripePaymentProvider({ secretKey: config.secretKey });
    case 'embedded':
      return createEmbeddedPaymentProvider(deps);
    case 'off':
      return undefined;
  }
}

/** The webhook signing secret from settings, when there is one (else a generated one is used). */
export function configuredWebhookSecret(config: PaymentsConfig): string | undefined {
  return config.kind === 'off' ? undefined : config.webhookSecret;
}
