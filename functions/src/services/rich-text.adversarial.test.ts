/**
 * Hostile rich text at the size limit: the renderer runs inside an admin's save, so a formula or
 * a code block built to be slow (deep nesting, macro bombs, huge sizes, unclosed strings and
 * comments) must end quickly, in an error span or escaped text, never in a hang or a crash.
 */
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_LIMITS } from '@quizmaster/shared/rich-text';
import { checkedMarkup, renderRichText } from './rich-text';

/** A rendering at the limit takes a few ms; a runaway one seconds. */
const BOUND_MS = 250;

/** The fastest of a few runs, in CPU ms (CPU time: CI shares two cores with the build). */
function fastestRun(run: () => unknown, runs = 3): number {
  let fastest = Infinity;
  for (let index = 0; index < runs && fastest >= BOUND_MS; index += 1) {
    const before = process.cpuUsage();
    run();
    const { user, system } = process.cpuUsage(before);
    fastest = Math.min(fastest, (user + system) / 1000);
  }
  return fastest;
}

/** `start`, `unit` repeated up to the limit, `end` (the whole within RICH_TEXT_LIMITS.text). */
function atLimit(start: string, unit: string, end = ''): string {
  const room = RICH_TEXT_LIMITS.text - start.length - end.length;
  return start + unit.repeat(Math.floor(room / unit.length)) + end;
}

describe('hostile rich text renders in bounded time', () => {
  const table: [string, string][] = [
    ['nested braces', atLimit('$', '{', '$')],
    ['nested braces, closed', `$${'{'.repeat(990)}x${'}'.repeat(990)}$`],
    ['nested fractions', atLimit('$', '\\frac{', '$')],
    ['nested roots, closed', `$${'\\sqrt{'.repeat(280)}x${'}'.repeat(280)}$`],
    ['towers of exponents', `$${'x^{'.repeat(490)}1${'}'.repeat(490)}$`],
    ['a doubling macro', '$\\def\\a{\\b\\b}\\def\\b{\\c\\c}\\def\\c{\\d\\d}\\def\\d{\\e\\e}\\def\\e{xxxxxxxxxx}' + '\\a'.repeat(400) + '$'],
    ['a recursive macro', '$\\def\\a{\\a\\a}\\a$'],
    ['huge sizes', atLimit('$', '\\rule{99999em}{99999em}\\kern99999em', '$')],
    ['a wide matrix', atLimit('$\\begin{matrix}', 'x&', '\\end{matrix}$')],
    ['a tall matrix', atLimit('$\\begin{matrix}', 'x\\\\', '\\end{matrix}$')],
    ['many formulas', atLimit('', '$x$ ')],
    ['many errors', atLimit('', '$\\frac$ ')],
    ['many \\href', atLimit('', '$\\href{javascript:x}{y}$')],
    ['an unclosed JavaScript string', atLimit('```js\n', '"\\\\', '\n```')],
    ['an unclosed comment', atLimit('```c\n/*', '*/*', '\n```')],
    ['regex-like JavaScript', atLimit('```js\n', '/a/ /', '\n```')],
    ['nested HTML', atLimit('```html\n', '<a b="<c d=\'', '\n```')],
    ['SQL quotes', atLimit('```sql\n', "'''\"", '\n```')],
    ['bash expansions', atLimit('```bash\n', '$(${', '\n```')],
    ['python triple quotes', atLimit('```python\n', '"""\'\'\'', '\n```')],
  ];

  it.each(table)(`%s, in under ${String(BOUND_MS)} ms, and safe`, (_what, text) => {
    expect(text.length).toBeLessThanOrEqual(RICH_TEXT_LIMITS.text);
    renderRichText('$x$ ```js\nx\n```');
    let html = '';
    expect(fastestRun(() => (html = renderRichText(text)))).toBeLessThan(BOUND_MS);
    expect(checkedMarkup(html)).toBe(html);
  });

  it('a text over the limit is escaped, not rendered, however hostile', () => {
    const text = `$${'{'.repeat(RICH_TEXT_LIMITS.text * 10)}$`;
    expect(fastestRun(() => renderRichText(text))).toBeLessThan(BOUND_MS);
  });

  it('four times the formulas take about four times as long, never sixteen', () => {
    const unit = '$\\frac{a}{b}$ `c` ';
    const small = unit.repeat(Math.floor(RICH_TEXT_LIMITS.text / 4 / unit.length));
    const large = unit.repeat(Math.floor(RICH_TEXT_LIMITS.text / unit.length));
    const measured: string[] = [];
    const linear = () => {
      const smallMs = fastestRun(() => renderRichText(small), 5);
      const largeMs = fastestRun(() => renderRichText(large), 5);
      measured.push(`${largeMs.toFixed(1)} ms for ${String(large.length)} characters, ${smallMs.toFixed(1)} ms for ${String(small.length)}`);
      return largeMs < 3 * 4 * smallMs + 50;
    };
    expect(linear() || linear(), measured.join('; then ')).toBe(true);
  });
});
