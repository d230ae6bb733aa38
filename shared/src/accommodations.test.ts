import { describe, expect, it } from 'vitest';
import { accommodationInputSchema } from './accommodations';

const problems = (input: unknown) => {
  const result = accommodationInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('accommodationInputSchema', () => {
  it('accepts the bounds and hundredths', () => {
    expect(accommodationInputSchema.parse({ timeMultiplier: 1.25, extraAttempts: 20 })).toEqual({ timeMultiplier: 1.25, extraAttempts: 20 });
    expect(problems({ timeMultiplier: 4, extraAttempts: 0 })).toEqual([]);
  });

  it('names each bad field in the form’s words', () => {
    expect(problems({ timeMultiplier: 0.5, extraAttempts: -1 })).toEqual(['timeMultiplier: At least 1 (no extra time)', 'extraAttempts: At least 0']);
    expect(problems({ timeMultiplier: 4.5, extraAttempts: 21 })).toEqual(['timeMultiplier: At most 4', 'extraAttempts: At most 20']);
    expect(problems({ timeMultiplier: 1.255, extraAttempts: 1.5 })).toEqual(['timeMultiplier: Use at most two decimals', 'extraAttempts: Use a whole number']);
    expect(problems({ timeMultiplier: 'x', extraAttempts: Number.NaN })).toEqual(['timeMultiplier: Expected a number such as 1.5', 'extraAttempts: Expected a whole number']);
  });
});
