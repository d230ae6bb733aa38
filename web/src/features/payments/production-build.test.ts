// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { stripeBuildDefine, stripeBuildSettings, type StripeBuildInput } from '@/config/stripe-build';

const webRoot = fileURLToPath(new URL('../../..', import.meta.url));
const checkoutModule = fileURLToPath(new URL('./components/premium-checkout.tsx', import.meta.url));

/** Packages stay out of the bundle (the test is about our modules, and it stays fast); ours go in. */
const isPackage = (id: string) => !/^[./]|^@\/|^@quizmaster\/|^\0/.test(id);

/**
 * Bundles the checkout page alone, with the constants vite.config.ts would define for that build,
 * and answers the source modules that went in.
 */
async function checkoutBundle(input: Omit<StripeBuildInput, 'standInKey'>): Promise<{ modules: string[]; code: string }> {
  const result = await build({
    configFile: false,
    root: webRoot,
    mode: input.mode,
    logLevel: 'silent',
    define: stripeBuildDefine(stripeBuildSettings({ ...input, standInKey: STRIPE_STAND_IN.publishableKey })),
    resolve: { alias: { '@': `${webRoot}src` } },
    build: { write: false, minify: true, rolldownOptions: { input: checkoutModule, external: isPackage } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  return {
    modules: chunks.flatMap((chunk) => chunk.moduleIds).map((id) => id.replace(webRoot, '')),
    code: chunks.map((chunk) => chunk.code).join('\n'),
  };
}

describe('the checkout in a production build', () => {
  it('has no stand-in card form: card numbers can only go to Stripe Elements', async () => {
    const { modules, code } = await checkoutBundle({ command: 'build', mode: 'production', publishableKey: 'pk_live_example' });
    expect(modules).toContain('src/features/payments/components/stripe-card-form.tsx');
    expect(modules.filter((id) => id.includes('stand-in'))).toEqual([]);
    expect(code).not.toContain('payment_method_data');
    expect(code).not.toContain(STRIPE_STAND_IN.secretKey);
  });

  it('keeps the stand-in card form in a build for the emulators, so the check above can see it', async () => {
    const { modules } = await checkoutBundle({ command: 'build', mode: 'emulator', publishableKey: STRIPE_STAND_IN.publishableKey });
    expect(modules).toEqual(
      expect.arrayContaining(['src/features/payments/components/stand-in-card-form.tsx', 'src/features/payments/lib/stand-in-confirm.ts']),
    );
  });
});
