import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createPrivateFolder } from './private-folder';

/**
 * A secret from settings, else one generated once and kept in a file of the data folder (file 600,
 * folder 700 when created here), so it survives restarts without any configuration.
 */
function resolveGeneratedSecret(configured: string | undefined, dataDir: string, fileName: string, generate: () => string, usable: (secret: string) => boolean): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (usable(existing)) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  createPrivateFolder(dataDir);
  const secret = generate();
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // The mode above applies only to a new file: a too-short one written over keeps its own.
  fs.chmodSync(file, 0o600);
  return secret;
}

/** The session secret: SESSION_SECRET, else `$DATA_DIR/session-secret`. */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  return resolveGeneratedSecret(configured, dataDir, 'session-secret', () => randomBytes(48).toString('base64url'), (secret) => secret.length >= 32);
}

/**
 * The payment webhook's signing secret: STRIPE_WEBHOOK_SECRET, else `$DATA_DIR/stripe-webhook-secret`
 * (the embedded checkout signs its events with it, as Stripe signs with the endpoint's secret).
 */
export function resolveWebhookSecret(configured: string | undefined, dataDir: string): string {
  return resolveGeneratedSecret(
    configured,
    dataDir,
    'stripe-webhook-secret',
    () => `whsec_${randomBytes(32).toString('base64url')}`,
    (secret) => /^whsec_[A-Za-z0-9_-]{32,}$/.test(secret),
  );
}
