/**
 * What one attempt is made of (ADR 0018): which questions, in which order, each
 * with its options in which order. Fixed when the attempt starts and stored with it, so a reload
 * resumes the same attempt and a review shows what the player saw. Scoring never depends on it:
 * answers are option ids, not positions.
 */
import type { BlankContent } from './question-types/model';

/** A quiz's settings for building attempts (all optional: a quiz without them serves every question in order). */
export interface DrawSettings {
  /** Shuffle the order of the questions. */
  shuffleQuestions?: boolean;
  /** Shuffle the order of each question's options. */
  shuffleOptions?: boolean;
  /** Serve this many questions, drawn at random from the pool (all of them when absent or larger). */
  drawCount?: number | null;
  /** The pool is the questions tagged so (normalized), instead of all the quiz's questions. */
  drawTag?: string | null;
}

/** A question of the quiz, in the quiz's order, as the draw needs it. */
export interface DrawableQuestion {
  id: string;
  optionIds: readonly number[];
  tags?: readonly string[];
}

export interface DrawnAttempt {
  questionIds: string[];
  /** The option ids of each drawn question in the order shown; absent when options keep their order. */
  optionOrder?: Record<string, number[]>;
}

/** A uniformly random integer in [0, below): crypto.randomInt on the server, a seeded generator in tests. */
export type RandomInt = (below: number) => number;

/** Fisher–Yates: every order equally likely, given a uniform `randomInt`. */
export function shuffled<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** The questions a quiz draws from: those tagged `drawTag`, or all of them. */
export function drawPool(questions: readonly DrawableQuestion[], settings: DrawSettings): DrawableQuestion[] {
  const tag = settings.drawTag;
  return tag ? questions.filter((question) => question.tags?.includes(tag)) : [...questions];
}

/**
 * Draws one attempt: the pool (tagged questions, or all), then N of them at random when the quiz
 * draws, kept in the quiz's order unless questions are shuffled; options shuffled per question
 * when asked. Never the same question twice.
 */
export function drawAttempt(questions: readonly DrawableQuestion[], settings: DrawSettings, randomInt: RandomInt): DrawnAttempt {
  const pool = drawPool(questions, settings);
  const count = settings.drawCount && settings.drawCount < pool.length ? settings.drawCount : pool.length;
  let chosen = pool;
  if (count < pool.length) {
    // A random subset, then back in the quiz's order (shuffled below if the quiz asks).
    const picked = new Set(shuffled(pool, randomInt).slice(0, count));
    chosen = pool.filter((question) => picked.has(question));
  }
  if (settings.shuffleQuestions) chosen = shuffled(chosen, randomInt);
  const drawn: DrawnAttempt = { questionIds: chosen.map((question) => question.id) };
  if (settings.shuffleOptions) {
    drawn.optionOrder = Object.fromEntries(chosen.map((question) => [question.id, shuffled(question.optionIds, randomInt)]));
  }
  return drawn;
}

/** Options in the order an attempt shows them (their stored order when the attempt keeps it). */
export function inAttemptOrder<T extends { id: number }>(options: readonly T[], order: readonly number[] | undefined): T[] {
  if (!order) return [...options];
  const byId = new Map(options.map((option) => [option.id, option]));
  const ordered = order.flatMap((id) => {
    const option = byId.get(id);
    return option ? [option] : [];
  });
  // Options added after the attempt started (an edit) go last rather than vanish.
  return [...ordered, ...options.filter((option) => !order.includes(option.id))];
}

/**
 * Choice blanks of a fill-in-the-blanks question (ADR 0035): their choice ids run 1…n within each
 * blank, so the attempt's one order for the question (`itemOrder`) names a choice as
 * blankId × BLANK_CHOICE_SCALE + choiceId (ids are at most 99), each blank's choices shuffled
 * among themselves.
 */
export const BLANK_CHOICE_SCALE = 100;

/** One attempt's order of every choice blank's choices, shuffled per blank (empty without choice blanks). */
export function blankChoiceOrder(blanks: readonly BlankContent[], randomInt: RandomInt): number[] {
  return blanks.flatMap((blank) => (blank.kind === 'choice' ? shuffled(blank.choices, randomInt).map((choice) => blank.id * BLANK_CHOICE_SCALE + choice.id) : []));
}

/** The blanks with each choice blank's choices in the attempt's order (as stored without one: older attempts). */
export function blanksInAttemptOrder(blanks: readonly BlankContent[], order: readonly number[] | undefined): BlankContent[] {
  if (!order) return [...blanks];
  return blanks.map((blank) => {
    if (blank.kind !== 'choice') return blank;
    const ids = order.filter((code) => Math.floor(code / BLANK_CHOICE_SCALE) === blank.id).map((code) => code % BLANK_CHOICE_SCALE);
    return { ...blank, choices: inAttemptOrder(blank.choices, ids) };
  });
}
