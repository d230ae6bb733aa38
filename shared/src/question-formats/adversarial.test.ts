/// <reference types="node" />
// (This test measures CPU time with process.cpuUsage; shared code itself stays runtime-neutral.)
/**
 * Hostile files (ADR 0020): every reader must end in time linear in the file's size. A
 * backtracking regex (exponential on `ANSWER: A A A … !`, quadratic on a line holding U+2028)
 * blocks the function's event loop, and with it every request routed to that instance.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_FORMATS, readQuestionFile, type QuestionFormat } from './index';

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
  const table: [QuestionFormat, string, string][] = [
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
    ['gift', 'a numeric block of = marks', `Q? {#${'=%50%1:'.repeat(6_000)}}\n`],
    ['gift', 'a numeric range of dots', `Q? {#${'1..'.repeat(13_000)}}\n`],
    ['gift', 'a matching block of arrows', `Q? {${'=a -> b -'.repeat(5_000)}}\n`],
    ['gift', 'a missing word of = and text after', `A {${'=%5%x '.repeat(6_000)}} b\n`],
    ['gift', 'a comment of unclosed [qm:', `// ${'[qm:'.repeat(10_000)}\nQ? {=a}\n`],
    ['gift', 'settings of long numbers', `// [qm:unit:cm=${'1'.repeat(40_000)}x]\nQ? {#1}\n`],
    ['csv', 'a settings cell of tokens', `question,type,settings\nQ?,numeric,${'unit:a=1;'.repeat(5_000)}\n`],
    ['csv', 'a blank cell of marks', `question,type,text,blank 1\nQ?,fill-blanks,{{1}},${'=%5%'.repeat(10_000)}\n`],
    ['csv', 'a type cell of spaces', `question,type\nQ?,${spaces}x\n`],
    ['moodle-xml', 'a run of < without >', `<quiz>${'<a'.repeat(20_000)}`],
    ['moodle-xml', 'nested unclosed CDATA starts', `<quiz><![CDATA[${'<![CDATA['.repeat(4_000)}`],
    ['moodle-xml', 'a run of & without ;', `<quiz>${'&amp'.repeat(10_000)}</quiz>`],
    ['moodle-xml', 'HTML of spaces without line breaks', `<quiz><question type="truefalse"><questiontext format="html"><text>${spaces}x</text></questiontext></question></quiz>`],
    ['moodle-xml', 'HTML of < without >', `<quiz><question type="truefalse"><questiontext format="html"><text>${'&lt;'.repeat(10_000)}</text></questiontext></question></quiz>`],
    ['moodle-xml', 'a cloze text of { without }', `<quiz><question type="multianswer"><questiontext><text>${'{1:SA:'.repeat(6_000)}</text></questiontext></question></quiz>`],
    ['moodle-xml', 'a cloze text of { and one }', `<quiz><question type="multianswer"><questiontext><text>${'{'.repeat(40_000)}}</text></questiontext></question></quiz>`],
    ['moodle-xml', 'a gapselect of many gaps and options', `<quiz><question type="gapselect"><questiontext><text>${'[[1]]'.repeat(6_000)}</text></questiontext>${'<selectoption><text>a</text><group>1</group></selectoption>'.repeat(800)}</question></quiz>`],
    ['moodle-xml', 'an attribute list of spaces', `<quiz a="1"${spaces}`],
    ['moodle-xml', 'many answers', `<quiz><question type="multichoice">${'<answer fraction="1"><text>a</text></answer>'.repeat(1_000)}</question></quiz>`],
  ];

  it.each(table)(`%s: %s, in under ${String(BOUND_MS)} ms`, (format, _what, text) => {
    readQuestionFile(format, 'warm up');
    expect(fastestRun(() => readQuestionFile(format, text))).toBeLessThan(BOUND_MS);
  });

  it('aiken: the review’s payload of 40 letters (hours unfixed) is a problem, not a hang', () => {
    const text = `Which?\nANSWER: ${'A '.repeat(40)}A!\n`;
    let problems: string[] = [];
    expect(fastestRun(() => (problems = readQuestionFile('aiken', text).problems.map((problem) => problem.message)))).toBeLessThan(BOUND_MS);
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
  format: QuestionFormat | null;
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
  { format: 'gift', start: 'Q? {#', pieces: ['=', '%', '50', '1', '.', '..', ':', '#', ' ', '\\', '~'], ends: ['', '}', '} x'] },
  { format: 'gift', start: 'Q? {', pieces: ['=', '->', '-', '>', ' ', 'a', '%', '#', '\\'], ends: ['', '}', '} x', '}.'] },
  { format: 'gift', start: '// ', pieces: ['[qm:', 'unit:', '=', '1', ']', ' ', 'blank-1-', '%'], ends: ['', '\nQ? {#1}'] },
  { format: 'csv', start: 'question,type,settings,text,blank 1\nQ?,fill-blanks,', pieces: [';', 'unit:', '=', '1', '{{1}}', ',', '~', '%5%', ' '], ends: ['', '\n'] },
  { format: 'moodle-xml', start: '<quiz>', pieces: ['<', '>', '&', ';', '<a', '/>', '</a>', '"', '=', ' ', '<![CDATA[', ']]>', '<!--', '-->', '\n'], ends: ['', '</quiz>', '>'] },
  {
    format: 'moodle-xml',
    start: '<quiz><question type="multianswer"><questiontext format="html"><text>',
    pieces: ['{', '}', '1:SA:', ':MC:', '~', '=', '%50%', '\\', '&lt;', '&gt;', '<br>', ' ', '#', '[[1]]'],
    ends: ['', '</text></questiontext></question></quiz>'],
  },
  {
    format: null,
    start: '',
    pieces: ['A', 'x', '1', ' ', ',', ';', '.', ')', ':', '%', '~', '=', '#', '{', '}', '\\', '"', "'", '[tag:', ']', 'ANSWER', '<', '>', '&', '->', '\n', '\r\n', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029'],
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

const hostileLineFor = (format: QuestionFormat) =>
  fc.oneof(...FAMILIES.map((family) => ({ arbitrary: lineOf(family), weight: family.format === format ? 4 : family.format === null ? 2 : 1 })));

/** `start`, then `unit` repeated to `length` characters, then `end`. */
const hostile = ({ start, unit, end }: HostileLine, length: number) => start + unit.repeat(Math.ceil(length / unit.length)) + end;

describe('every reader ends in linear time (fast-check)', () => {
  it.each(QUESTION_FORMATS)('%s: four times the text takes about four times as long, never sixteen', (format) => {
    fc.assert(
      fc.property(hostileLineFor(format), (line) => {
        const small = hostile(line, 20_000);
        const large = hostile(line, 80_000);
        // Linear: about 4 × small. The slack and the floor absorb noise (a collection, a cold
        // cache), and a second measurement absorbs a noisy first one; a quadratic reader at
        // 80,000 characters takes seconds, every time.
        const measured: string[] = [];
        const linear = () => {
          const smallMs = fastestRun(() => readQuestionFile(format, small), 5, 0);
          const largeMs = fastestRun(() => readQuestionFile(format, large), 5, 0);
          measured.push(`${largeMs.toFixed(1)} ms for 80,000 characters, ${smallMs.toFixed(1)} ms for 20,000`);
          return largeMs < 3 * 4 * smallMs + 50;
        };
        expect(linear() || linear(), measured.join('; then ')).toBe(true);
      }),
      { numRuns: 40 },
    );
    // 40 pairs of timed reads: about 2 s idle, over 5 s (vitest's default) on a busy 2-core CI machine.
  }, 30_000);
});
