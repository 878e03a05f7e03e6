import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSessionSecret, resolveWebhookSecret } from './session-secret';

function mode(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8);
}

describe('resolveSessionSecret', () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('uses a configured secret and writes nothing', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-secret-'));
    const secret = 'a-configured-secret-of-at-least-32-chars';
    expect(resolveSessionSecret(secret, path.join(root, 'data'))).toBe(secret);
    expect(fs.existsSync(path.join(root, 'data'))).toBe(false);
  });

  it('generates one into a new private folder (700) as a private file (600), and keeps it', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-secret-'));
    const dataDir = path.join(root, 'data');
    const umask = process.umask(0o022);
    try {
      const secret = resolveSessionSecret(undefined, dataDir);
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(mode(dataDir)).toBe('700');
      expect(mode(path.join(dataDir, 'session-secret'))).toBe('600');
      expect(resolveSessionSecret(undefined, dataDir)).toBe(secret);
    } finally {
      process.umask(umask);
    }
  });

  it('replaces a too-short secret and makes its file private', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-secret-'));
    const file = path.join(root, 'session-secret');
    fs.writeFileSync(file, 'short\n', { mode: 0o644 });
    const secret = resolveSessionSecret(undefined, root);
    expect(secret).not.toBe('short');
    expect(fs.readFileSync(file, 'utf8')).toBe(`${secret}\n`);
    expect(mode(file)).toBe('600');
  });
});

describe('resolveWebhookSecret', () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('uses STRIPE_WEBHOOK_SECRET when set, else generates a whsec_ secret into the data folder (600) and keeps it', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-secret-'));
    expect(resolveWebhookSecret('whsec_configured123', root)).toBe('whsec_configured123');
    expect(fs.existsSync(path.join(root, 'stripe-webhook-secret'))).toBe(false);
    const generated = resolveWebhookSecret(undefined, root);
    expect(generated).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    expect(mode(path.join(root, 'stripe-webhook-secret'))).toBe('600');
    expect(resolveWebhookSecret(undefined, root)).toBe(generated);
    expect(resolveSessionSecret(undefined, root)).not.toBe(generated);
  });
});
