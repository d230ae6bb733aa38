import { describe, expect, it } from 'vitest';
import { hasRichMarkup, parseRichText } from './rich-text';

describe('parseRichText', () => {
  it('finds inline and display math in both spellings', () => {
    expect(parseRichText('Solve \\(x^2 = 4\\) and $y+1$.')).toEqual([
      { kind: 'text', text: 'Solve ' },
      { kind: 'math', tex: 'x^2 = 4', display: false },
      { kind: 'text', text: ' and ' },
      { kind: 'math', tex: 'y+1', display: false },
      { kind: 'text', text: '.' },
    ]);
    expect(parseRichText('A \\[ \\sum_i x_i \\] B $$\\frac12$$')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'math', tex: '\\sum_i x_i', display: true },
      { kind: 'text', text: ' B ' },
      { kind: 'math', tex: '\\frac12', display: true },
    ]);
  });

  it('leaves prices, lone dollars and escaped dollars as text', () => {
    expect(parseRichText('It costs $5 and $10.')).toEqual([{ kind: 'text', text: 'It costs $5 and $10.' }]);
    expect(parseRichText('a $ b $ c')).toEqual([{ kind: 'text', text: 'a $ b $ c' }]);
    expect(parseRichText('\\$x\\$')).toEqual([{ kind: 'text', text: '$x$' }]);
    expect(parseRichText('$$ unclosed')).toEqual([{ kind: 'text', text: '$$ unclosed' }]);
    expect(parseRichText('\\( unclosed')).toEqual([{ kind: 'text', text: '\\( unclosed' }]);
  });

  it('finds inline code with any run of backticks, and no math inside it', () => {
    expect(parseRichText('Call `f($x$)` or ``a`b``.')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'code', code: 'f($x$)' },
      { kind: 'text', text: ' or ' },
      { kind: 'code', code: 'a`b' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseRichText('a ` b')).toEqual([{ kind: 'text', text: 'a ` b' }]);
  });

  it('finds fenced code blocks with and without a language', () => {
    expect(parseRichText('What prints?\n```js\nconsole.log(1 < 2);\n```\nPick one.')).toEqual([
      { kind: 'text', text: 'What prints?\n' },
      { kind: 'code-block', code: 'console.log(1 < 2);', language: 'js' },
      { kind: 'text', text: 'Pick one.' },
    ]);
    expect(parseRichText('```\nx\ny\n```')).toEqual([{ kind: 'code-block', code: 'x\ny', language: null }]);
    // Not at a line's start, or never closed: inline code or text.
    expect(parseRichText('```js\nno end')).toEqual([{ kind: 'text', text: '```js\nno end' }]);
  });

  it('says whether a text has markup', () => {
    expect(hasRichMarkup('What is 2 + 2?')).toBe(false);
    expect(hasRichMarkup('')).toBe(false);
    expect(hasRichMarkup('It costs $5.')).toBe(false);
    expect(hasRichMarkup('Is $x$ even?')).toBe(true);
    expect(hasRichMarkup('Run `ls`')).toBe(true);
    expect(hasRichMarkup('\\$5')).toBe(true);
  });
});
