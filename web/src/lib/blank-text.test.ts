import { describe, expect, it } from 'vitest';
import { textAroundBlanks } from '@quizmaster/shared/question-types/limits';
import { blankTextParts } from './blank-text';

describe('blankTextParts', () => {
  it('cuts a text at its markers, twice in a row the same (no shared regular expression state)', () => {
    const text = 'The {{1}} of France is {{2}}.';
    const expected = [
      { kind: 'text', text: 'The ', piece: 0 },
      { kind: 'blank', number: 1 },
      { kind: 'text', text: ' of France is ', piece: 1 },
      { kind: 'blank', number: 2 },
      { kind: 'text', text: '.', piece: 2 },
    ];
    expect(blankTextParts(text)).toEqual(expected);
    expect(blankTextParts(text)).toEqual(expected);
    expect(blankTextParts('{{1}}')).toEqual([{ kind: 'blank', number: 1 }]);
  });

  it("numbers each text by its stretch around the markers, as the server's textAroundBlanks does (empty stretches counted)", () => {
    const text = '{{1}}{{2}} a {{3}}';
    expect(blankTextParts(text)).toEqual([
      { kind: 'blank', number: 1 },
      { kind: 'blank', number: 2 },
      { kind: 'text', text: ' a ', piece: 2 },
      { kind: 'blank', number: 3 },
    ]);
    expect(textAroundBlanks(text)).toEqual(['', '', ' a ', '']);
  });
});
