import { readFileSync } from 'node:fs';
import { declaredParams } from 'firebase-functions/params';
import { describe, expect, it } from 'vitest';
import { smtpTransportOptions } from './config';
import { api, premiumReminders } from './index';

/** What firebase deploy reads of a param: its kind and name (the spec it sends). */
const specs = () => declaredParams.map((param) => (param as unknown as { toSpec(): { type?: string; name: string } }).toSpec());
/** Secrets a function is given at run time (its `secrets` option), as deployed. */
const secretsOf = (fn: unknown) =>
  ((fn as { __endpoint?: { secretEnvironmentVariables?: { key: string }[] } }).__endpoint?.secretEnvironmentVariables ?? []).map((secret) => secret.key);

describe('the functions config', () => {
  it('keeps the SMTP password in Secret Manager (a secret param), never in a plain parameter', () => {
    expect(specs()).toContainEqual(expect.objectContaining({ type: 'secret', name: 'SMTP_PASSWORD' }));
    // No plain (.env) parameter may hold a credential: a URL with user:password included.
    const plain = specs().filter((spec) => spec.type !== 'secret');
    expect(plain.map((spec) => spec.name)).not.toContain('SMTP_URL');
    expect(plain.filter((spec) => /PASSWORD|SECRET|TOKEN|_KEY$/.test(spec.name))).toEqual([]);
  });

  it("has a value for every plain parameter in the emulators' functions/.env.demo-quizmaster (firebase-tools prompts for a missing one, and the emulators hang)", () => {
    const demoEnv = readFileSync(new URL('../.env.demo-quizmaster', import.meta.url), 'utf8');
    const given = new Set([...demoEnv.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]));
    const plain = specs().filter((spec) => spec.type !== 'secret').map((spec) => spec.name);
    expect(plain.filter((name) => !given.has(name))).toEqual([]);
  });

  it('gives the password to every function that sends e-mail', () => {
    expect(secretsOf(api)).toContain('SMTP_PASSWORD');
    expect(secretsOf(premiumReminders)).toContain('SMTP_PASSWORD');
  });
});

describe('smtpTransportOptions', () => {
  it('sends no e-mail without a host', () => {
    expect(smtpTransportOptions({ host: '', port: 465, user: 'mailer' }, () => 'secret')).toBeNull();
  });

  it('signs in with the user and the secret password, over TLS only', () => {
    expect(smtpTransportOptions({ host: 'smtp.example.com', port: 465, user: 'mailer' }, () => 's3cret')).toMatchObject({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'mailer', pass: 's3cret' },
    });
    // Port 587 and others: STARTTLS, which must happen before the password is sent.
    expect(smtpTransportOptions({ host: 'smtp.example.com', port: 587, user: 'mailer' }, () => 's3cret')).toMatchObject({ secure: false, requireTLS: true });
  });

  it('does not sign in (nor read the secret) without a user: the local mail catcher', () => {
    const options = smtpTransportOptions({ host: '127.0.0.1', port: 1025, user: '' }, () => {
      throw new Error('the password was read');
    });
    expect(options).toMatchObject({ host: '127.0.0.1', port: 1025, secure: false });
    expect(options).not.toHaveProperty('auth');
    expect(options).not.toHaveProperty('requireTLS', true);
  });
});
