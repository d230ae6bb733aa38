import { describe, expect, it } from 'vitest';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { stripeBuildDefine, stripeBuildSettings, type StripeBuildInput } from './stripe-build';

const settings = (input: Omit<StripeBuildInput, 'standInKey'>) => stripeBuildSettings({ ...input, standInKey: STRIPE_STAND_IN.publishableKey });

describe('stripeBuildSettings', () => {
  it('refuses a production build without a publishable key, naming the variable', () => {
    expect(() => settings({ command: 'build', mode: 'production', publishableKey: undefined })).toThrow(/^VITE_STRIPE_PUBLISHABLE_KEY is missing/);
    expect(() => settings({ command: 'build', mode: 'production', publishableKey: ' ' })).toThrow(/VITE_STRIPE_PUBLISHABLE_KEY is missing/);
  });

  it('refuses a production build whose key is not a publishable key, or is the local stand-in’s', () => {
    expect(() => settings({ command: 'build', mode: 'production', publishableKey: 'sk_test_abc' })).toThrow(/not a Stripe publishable key/);
    expect(() => settings({ command: 'build', mode: 'staging', publishableKey: 'pk_test_' })).toThrow(/VITE_STRIPE_PUBLISHABLE_KEY/);
    expect(() => settings({ command: 'build', mode: 'production', publishableKey: STRIPE_STAND_IN.publishableKey })).toThrow(/stand-in/);
  });

  it('builds production with a real test or live key, without the stand-in card form', () => {
    expect(settings({ command: 'build', mode: 'production', publishableKey: 'pk_test_51Abc' })).toEqual({ standInCardForm: false });
    expect(settings({ command: 'build', mode: 'production', publishableKey: 'pk_live_51Abc' })).toEqual({ standInCardForm: false });
  });

  it('keeps the stand-in card form for the emulators and the dev server only', () => {
    expect(settings({ command: 'build', mode: 'emulator', publishableKey: STRIPE_STAND_IN.publishableKey })).toEqual({ standInCardForm: true });
    expect(settings({ command: 'build', mode: 'emulator', publishableKey: undefined })).toEqual({ standInCardForm: true });
    expect(settings({ command: 'serve', mode: 'development', publishableKey: undefined })).toEqual({ standInCardForm: true });
  });

  it('becomes a literal the bundler can fold away', () => {
    expect(stripeBuildDefine({ standInCardForm: false })).toEqual({ __STRIPE_STAND_IN_CARD_FORM__: 'false' });
  });
});
