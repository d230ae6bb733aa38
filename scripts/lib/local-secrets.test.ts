import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureLocalSecrets } from './local-secrets.mjs';

describe('ensureLocalSecrets (functions/.secret.local for the emulators)', () => {
  let folder = '';
  let file = '';
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'local-secrets-'));
    file = join(folder, '.secret.local');
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  const secrets = () => Object.fromEntries(readFileSync(file, 'utf8').trim().split('\n').map((line) => line.split('=') as [string, string]));

  it('writes the Stripe stand-in keys and a stand-in SMTP password (the emulator asks Secret Manager for any secret missing or empty)', () => {
    ensureLocalSecrets(file);
    expect(Object.keys(secrets()).sort()).toEqual(['SMTP_PASSWORD', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(Object.values(secrets()).every((value) => value !== '')).toBe(true);
  });

  it("adds the SMTP password to a developer's own file and leaves their keys alone", () => {
    writeFileSync(file, 'STRIPE_SECRET_KEY=sk_test_mine\nSTRIPE_WEBHOOK_SECRET=whsec_mine');
    ensureLocalSecrets(file);
    expect(secrets()).toEqual({ STRIPE_SECRET_KEY: 'sk_test_mine', STRIPE_WEBHOOK_SECRET: 'whsec_mine', SMTP_PASSWORD: expect.any(String) as unknown });
    const once = readFileSync(file, 'utf8');
    ensureLocalSecrets(file);
    expect(readFileSync(file, 'utf8')).toBe(once);
  });
});
