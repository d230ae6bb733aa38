import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  it('makes zod, loaded after it, skip compiling parsers with eval', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
  });
});
