import { describe, expect, it } from 'vitest';
import { buildTypedQuestion } from './build';
import { solutionOf } from './solution';

describe('solutionOf: short answer', () => {
  it('lists the fully accepted texts as right, and the partly accepted ones with their credit', () => {
    const { key } = buildTypedQuestion({
      type: 'short-answer',
      accepted: [
        { text: 'Paris', credit: 100 },
        { text: 'paris city', credit: 50 },
        { text: 'Paname', credit: 100 },
        { text: 'Lutetia', credit: 25 },
      ],
    });
    expect(solutionOf(key)).toEqual({
      type: 'short-answer',
      accepted: ['Paris', 'Paname'],
      partial: [
        { text: 'paris city', credit: 50 },
        { text: 'Lutetia', credit: 25 },
      ],
    });
  });

  it('has no partial list when every answer earns full credit', () => {
    const { key } = buildTypedQuestion({ type: 'short-answer', accepted: [{ text: 'Bern', credit: 100 }] });
    expect(solutionOf(key)).toEqual({ type: 'short-answer', accepted: ['Bern'] });
  });
});
