import { QUESTION_TYPE_LABELS } from '../question-types/limits';
import { hasLineBreak, isTypedPortable, splitLines } from './validate';
import type { AnyPortableQuestion, DraftQuestion, FormatReader, ImportProblem } from './validate';

/**
 * The Aiken format: a question on one line, its options `A. text` or `A) text`, then
 * `ANSWER: X`. One right answer, no explanation, no tags.
 *
 * The patterns only test a line's start and have one way to match, so they end in time linear
 * in the line (an earlier `[A-Z](\s*[,;]?\s*[A-Z])+$` was exponential; tests in
 * adversarial.test.ts). The text after the start is taken with slice and trim.
 */

/** `A. text`, `A) text` or a bare `A.`: the letter, `.` or `)`, then a space or the end. */
const OPTION_START = /^[A-Z][.)](?:[ \t]|$)/;
/** Aiken readers take such a line for the answer wherever it is, so no question text may start so. */
const ANSWER_START = /^ANSWER\s*:/i;
/** Several letters, at most one , or ; between two, tested with the spaces taken out ("A, C", "A;C", "A C"). */
const SEVERAL_LETTERS = /^[A-Z](?:[,;]?[A-Z])+$/i;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface OpenQuestion {
  draft: DraftQuestion;
  letters: string[];
}

export const readAiken: FormatReader = (text, out) => {
  const { report } = out;
  let open: OpenQuestion | null = null;

  const answer = ({ draft, letters }: OpenQuestion, value: string, line: number) => {
    const lastLetter = letters.at(-1);
    const range = lastLetter === undefined ? 'the question has no options' : `the options are A to ${lastLetter}`;
    if (value === '') report(line, 'Missing answer: the ANSWER: line gives no letter.');
    else if (/^[A-Z]$/i.test(value)) {
      const position = letters.indexOf(value.toUpperCase()) + 1;
      if (position > 0) draft.answers.push(position);
      else report(line, `Answer not among the options: ANSWER: ${value}, but ${range}.`);
    } else if (SEVERAL_LETTERS.test(value.replace(/\s+/g, ''))) {
      report(line, `Several answers: ANSWER: ${value}, but an Aiken question has one right answer.`);
    } else report(line, `Answer not among the options: ANSWER: ${value} is not an option letter.`);
  };
  /** Hands the open question over, once its own problems are reported. */
  const close = () => {
    if (open) out.question(open.draft);
    open = null;
  };

  for (const [index, raw] of splitLines(text).entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    // Blank lines are optional between questions and ignored anywhere else.
    if (trimmed === '') continue;
    const answerStart = ANSWER_START.exec(trimmed);
    if (answerStart) {
      if (open) answer(open, trimmed.slice(answerStart[0].length).trim(), line);
      else report(line, 'Malformed Aiken: an ANSWER: line without a question before it.');
      close();
      continue;
    }
    if (open && OPTION_START.test(trimmed)) {
      const letter = trimmed.charAt(0);
      const expected = LETTERS[open.letters.length] ?? '?';
      if (letter !== expected) report(line, `Malformed Aiken: option ${letter} where option ${expected} was expected; options are lettered A, B, C… in order.`);
      open.letters.push(letter);
      open.draft.options.push({ text: trimmed.slice(2).trim(), line, label: `option ${letter}` });
      continue;
    }
    if (open && open.letters.length === 0) {
      // Before any option, a second line of text: Aiken questions are one line.
      report(line, `Malformed Aiken: a question is one line, but its text goes on here (the question starts on line ${String(open.draft.line)}).`);
      open.draft.question += `\n${trimmed}`;
      continue;
    }
    // Any other line starts a question; one still open had no ANSWER: line.
    if (open) {
      report(open.draft.line, 'Missing answer: the question has no ANSWER: line after its options.');
      close();
    }
    open = { draft: { line, question: trimmed, options: [], answers: [], explanation: '', tags: [] }, letters: [] };
  }
  if (open) {
    report(open.draft.line, 'Missing answer: the question has no ANSWER: line after its options.');
    close();
  }
};

export function writeAiken(questions: readonly AnyPortableQuestion[]): { text: string; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const blocks: string[] = [];
  questions.forEach((question, index) => {
    const skip = (why: string) => problems.push({ line: 0, message: `Question ${String(index + 1)}: ${why}` });
    if (isTypedPortable(question)) {
      skip(`Aiken holds multiple-choice questions only, this is a ${QUESTION_TYPE_LABELS[question.typed.type].toLowerCase()} question.`);
      return;
    }
    const [answer, ...more] = question.answers;
    if (answer === undefined || more.length > 0) {
      skip(`an Aiken question has one right answer, this one has ${String(question.answers.length)}.`);
      return;
    }
    if (hasLineBreak(question.question)) {
      skip('an Aiken question is one line, this one has line breaks.');
      return;
    }
    if (ANSWER_START.test(question.question)) {
      skip('its text starts with "ANSWER:", which Aiken reads as the answer line.');
      return;
    }
    const multiLine = question.options.findIndex(hasLineBreak);
    if (multiLine !== -1) {
      skip(`an Aiken option is one line, option ${String(multiLine + 1)} has line breaks.`);
      return;
    }
    if (question.options.length > LETTERS.length) {
      skip(`Aiken letters options A to Z, this question has ${String(question.options.length)} options.`);
      return;
    }
    const options = question.options.map((option, position) => `${LETTERS.charAt(position)}. ${option}`);
    blocks.push([question.question, ...options, `ANSWER: ${LETTERS.charAt(answer - 1)}`].join('\n'));
  });
  return { text: blocks.map((block) => `${block}\n`).join('\n'), problems };
}
