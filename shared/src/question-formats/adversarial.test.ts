/// <reference types="node" />
// (This test measures CPU time with process.cpuUsage; shared code itself stays runtime-neutral.)
/**
 * Hostile files (ADR 0020): every reader must end in time linear in the file's size. A
 * backtracking regex (exponential on `ANSWER: A A A … !`, quadratic on a line holding U+2028)
 * blocks the function's event loop, and with it every request routed to that instance.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_FORMATS, parseQuestions, type ImportFormat } from './index';

/** A linear read of 40,000 characters takes about a millisecond; a backtracking one seconds. */
const BOUND_MS = 100;

/**
 * The CPU time one run takes, in ms. CPU time, not wall time: on a busy machine (CI runs the unit
 * tests beside the typecheck, the lint and the build on two cores) a run's wall time counts the
 * time other processes held the core, and a linear read of 80,000 characters measured 107 ms.
 */
function cpuMs(run: () => unknown): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/**
 * The fastest of a few runs, in CPU ms: a garbage collection slows one run, a backtracking
 * pattern every run. Stops at the first run under `enough`.
 */
function fastestRun(run: () => unknown, runs = 3, enough = BOUND_MS): number {
  let fastest = Infinity;
  for (let index = 0; index < runs && fastest >= enough; index += 1) fastest = Math.min(fastest, cpuMs(run));
  return fastest;
}

const CSV_HEADER_LINE = 'question,option 1,option 2,answers\n';
const spaces = ' '.repeat(40_000);

describe('hostile files are read in linear time', () => {
  // [format, what, text]
  const table: [ImportFormat, string, string][] = [
    ['aiken', 'an ANSWER: line of letters that nearly list several answers (exponential)', `Which?\nANSWER: ${'A '.repeat(24)}!\n`],
    ['aiken', 'an ANSWER: line of many letters and separators, then a wrong end', `Which?\nANSWER: ${'A , ;'.repeat(8_000)}!\n`],
    ['aiken', 'an option line of spaces and a U+2028 (quadratic)', `Q?\nA.${spaces}\u2028x\n`],
    ['aiken', 'an option line of spaces and a U+2029 (quadratic)', `Q?\nA)${spaces}\u2029x\n`],
    ['aiken', 'an ANSWER: line of spaces and a U+2028 (quadratic)', `Q?\nA. a\nB. b\nANSWER:${spaces}x\u2028y\n`],
    ['gift', 'a comment of unclosed [tag: (quadratic)', `// ${'[tag:'.repeat(8_000)}\nQ? {=a ~b}\n`],
    ['gift', 'a weight of spaces', `Q? {~${spaces}%1 =a}\n`],
    ['gift', 'a question line of spaces and a U+2028', `Q?${spaces}\u2028 {=a ~b}\n`],
    ['gift', 'an answer block of escapes and marks', `Q? {${'\\~=~#'.repeat(8_000)}}\n`],
    ['csv', 'a quoted cell that never closes', `${CSV_HEADER_LINE}"${'x'.repeat(40_000)}`],
    ['csv', 'a cell of apostrophes', `${CSV_HEADER_LINE}${"'".repeat(40_000)}x,a,b,1\n`],
    ['csv', 'a header name of spaces', `question${spaces}x,option 1,option 2,answers\nQ?,a,b,1\n`],
    ['csv', 'an answers cell of separators', `${CSV_HEADER_LINE}Q?,a,b,${'1;x,'.repeat(10_000)}\n`],
    ['csv', 'a row of spaces and a U+2028', `${CSV_HEADER_LINE}Q?${spaces}\u2028,a,b,1\n`],
  ];

  it.each(table)(`%s: %s, in under ${String(BOUND_MS)} ms`, (format, _what, text) => {
    parseQuestions(format, 'warm up');
    expect(fastestRun(() => parseQuestions(format, text))).toBeLessThan(BOUND_MS);
  });

  it('aiken: the review’s payload of 40 letters (hours unfixed) is a problem, not a hang', () => {
    const text = `Which?\nANSWER: ${'A '.repeat(40)}A!\n`;
    let problems: string[] = [];
    expect(fastestRun(() => (problems = parseQuestions('aiken', text).problems.map((problem) => problem.message)))).toBeLessThan(BOUND_MS);
    expect(problems).toContain(`Answer not among the options: ANSWER: ${'A '.repeat(40)}A! is not an option letter.`);
  });
});

/**
 * Hostile lines, by what they try to be: the start of a line, the pieces whose long runs its
 * reader might rescan (markers, separators, escapes, quotes, line terminators), and an end that
 * makes a pattern fail late. Picking pieces per kind of line makes the known attacks (and their
 * cousins) likely in a few dozen runs; the last kind, any piece with any start, stands for the
 * unknown ones. Each reader is fed every kind, its own more often.
 */
interface Family {
  format: ImportFormat | null;
  start: string;
  pieces: string[];
  ends: string[];
}
const FAMILIES: Family[] = [
  { format: 'aiken', start: 'Q?\nANSWER:', pieces: ['A', ' ', '\t', ',', ';'], ends: ['!', ' !', '\u2028x', ''] },
  { format: 'aiken', start: 'Q?\nA.', pieces: [' ', '\t', 'x', '\u2028'], ends: ['\u2028x', '\u2029x', ''] },
  { format: 'gift', start: '// ', pieces: ['[tag:', ']', ' ', 'x'], ends: ['', 'x', '\nQ? {=a ~b}'] },
  { format: 'gift', start: '::t::Q? {', pieces: ['~', '=', '#', '%', '-1', '\\', ' ', '->', '{', '}', '::', '[html]'], ends: ['', '}', '\u2028x'] },
  { format: 'csv', start: CSV_HEADER_LINE, pieces: ['"', '""', ',', "'", '=', ' ', '\t', ';', '1', 'x', '\r', '\n'], ends: ['', '"', '\n'] },
  { format: 'csv', start: 'question ', pieces: ['option', ' ', ',', '1', 'answers', '\t', '"'], ends: ['', '\n'] },
  {
    format: null,
    start: '',
    pieces: ['A', 'x', '1', ' ', ',', ';', '.', ')', ':', '%', '~', '=', '#', '{', '}', '\\', '"', "'", '[tag:', ']', 'ANSWER', '\n', '\r\n', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029'],
    ends: ['', '!', 'x', '\u2028x', '}', '"', '\n'],
  },
];

interface HostileLine {
  start: string;
  unit: string;
  end: string;
}

const lineOf = ({ start, pieces, ends }: Family): fc.Arbitrary<HostileLine> =>
  fc.record({
    start: fc.constant(start),
    unit: fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 4 }).map((chosen) => chosen.join('')),
    end: fc.constantFrom(...ends),
  });

const hostileLineFor = (format: ImportFormat) =>
  fc.oneof(...FAMILIES.map((family) => ({ arbitrary: lineOf(family), weight: family.format === format ? 4 : family.format === null ? 2 : 1 })));

/** `start`, then `unit` repeated to `length` characters, then `end`. */
const hostile = ({ start, unit, end }: HostileLine, length: number) => start + unit.repeat(Math.ceil(length / unit.length)) + end;

describe('every reader ends in linear time (fast-check)', () => {
  it.each(IMPORT_FORMATS)('%s: four times the text takes about four times as long, never sixteen', (format) => {
    fc.assert(
      fc.property(hostileLineFor(format), (line) => {
        const small = hostile(line, 20_000);
        const large = hostile(line, 80_000);
        // Linear: about 4 × small. The slack and the floor absorb noise (a collection, a cold
        // cache), and a second measurement absorbs a noisy first one; a quadratic reader at
        // 80,000 characters takes seconds, every time.
        const measured: string[] = [];
        const linear = () => {
          const smallMs = fastestRun(() => parseQuestions(format, small), 5, 0);
          const largeMs = fastestRun(() => parseQuestions(format, large), 5, 0);
          measured.push(`${largeMs.toFixed(1)} ms for 80,000 characters, ${smallMs.toFixed(1)} ms for 20,000`);
          return largeMs < 3 * 4 * smallMs + 50;
        };
        expect(linear() || linear(), measured.join('; then ')).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
