import { describe, expect, it } from 'vitest';
import { blankTextParts } from './blank-text';

describe('blankTextParts', () => {
  it('cuts a text at its markers, twice in a row the same (no shared regular expression state)', () => {
    const text = 'The {{1}} of France is {{2}}.';
    const expected = [
      { kind: 'text', text: 'The ' },
      { kind: 'blank', number: 1 },
      { kind: 'text', text: ' of France is ' },
      { kind: 'blank', number: 2 },
      { kind: 'text', text: '.' },
    ];
    expect(blankTextParts(text)).toEqual(expected);
    expect(blankTextParts(text)).toEqual(expected);
    expect(blankTextParts('{{1}}')).toEqual([{ kind: 'blank', number: 1 }]);
  });
});
