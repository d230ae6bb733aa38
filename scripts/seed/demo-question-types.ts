import type { TypedQuestionInput } from '@quizmaster/shared/question-types/input';
import { planets, rightTriangle, type DemoImage } from './demo-images';
import type { DemoQuiz } from './demo-quizzes';

/** A typed question of the demo (ADR 0035): the author's fields, as the editor sends them. */
export interface DemoTypedQuestion {
  question: string;
  typed: TypedQuestionInput;
  /** A picture shown with the question (ADR 0037). */
  image?: DemoImage;
  explanation?: string;
  tags?: string[];
}

/**
 * The tour of every question type (issue 34): a free quiz, partial credit, ordering credit per
 * neighbouring pair, reviewed right after submitting with answers, right answers and
 * explanations. Math ($…$) and code (```) show the rich text the editor renders on save;
 * a question and a question's options have pictures (ADR 0037).
 */
export const questionTypesTour: DemoQuiz = {
  id: 'question-types-tour',
  quizName: 'Question Types Tour',
  image: '/covers/science.svg',
  description: 'One question of every kind: choices, true or false, short answers, numbers, ordering, matching and blanks.',
  quizType: 'free',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 5,
  allQTime: 10,
  scoringMode: 'partial',
  orderingCredit: 'adjacent-pairs',
  reviewWhen: 'after-submit',
  reviewShows: ['answers', 'right-answers', 'explanations'],
  questions: [
    {
      type: 'single',
      question: 'Which planet is closest to the Sun?',
      options: ['Venus', 'Mercury', 'Mars', 'Earth'],
      optionImages: planets,
      answer: [2],
      explanation: 'Mercury orbits at about 0.39 astronomical units.',
    },
    {
      type: 'multiple',
      question: 'Which of these are prime numbers?',
      options: ['2', '9', '11', '15'],
      answer: [1, 3],
      explanation: '9 = 3 × 3 and 15 = 3 × 5.',
    },
    {
      type: 'true-false',
      question: 'Light from the Sun reaches the Earth in about eight minutes.',
      options: ['True', 'False'],
      answer: [1],
      explanation: 'About 8 minutes and 20 seconds.',
    },
  ],
  typedQuestions: [
    {
      question: 'What is the capital city of Switzerland?',
      typed: { type: 'short-answer', accepted: [{ text: 'Bern', credit: 100 }, { text: 'Berne', credit: 100 }, { text: 'Zürich', credit: 25 }] },
      explanation: 'Bern is the federal city; Zürich is the largest city.',
    },
    {
      question: 'Solve for $x$: $2x + 3 = 10$.',
      typed: { type: 'numeric', value: 3.5, tolerance: 0.01 },
      explanation: '$2x = 7$, so $x = 3.5$.',
    },
    {
      question: 'How long is the sloping side of this right triangle, in centimetres?',
      image: rightTriangle,
      typed: { type: 'numeric', value: 5, tolerance: 0.01, units: [{ unit: 'cm', multiplier: 1 }, { unit: 'mm', multiplier: 0.1 }], unitHint: 'cm' },
      explanation: 'By Pythagoras: $\\sqrt{3^2 + 4^2} = \\sqrt{25} = 5$.',
    },
    {
      question: 'How long is a marathon, in kilometres?',
      typed: {
        type: 'numeric',
        value: 42.195,
        tolerance: 0.01,
        toleranceKind: 'relative',
        units: [
          { unit: 'km', multiplier: 1 },
          { unit: 'm', multiplier: 0.001 },
          { unit: 'mi', multiplier: 1.609344 },
        ],
        unitHint: 'km',
      },
    },
    {
      question: 'Put these events in order, earliest first.',
      typed: { type: 'ordering', items: ['The printing press', 'The steam engine', 'The telephone', 'The World Wide Web'] },
    },
    {
      question: 'Match each language with the line that prints "hi".',
      typed: {
        type: 'matching',
        pairs: [
          { prompt: 'Python', answer: 'print("hi")' },
          { prompt: 'JavaScript', answer: 'console.log("hi")' },
          { prompt: 'C', answer: 'printf("hi");' },
        ],
        distractors: ['echo hi'],
      },
      explanation: '```js\nconsole.log("hi")\n```',
    },
    {
      question: 'Fill in the blanks.',
      typed: {
        type: 'fill-blanks',
        text: 'Water is made of hydrogen and {{1}}, and it boils at {{2}} °C at sea level.',
        blanks: [{ choices: ['carbon', 'oxygen', 'nitrogen'], answer: 1 }, { accepted: [{ text: '100', credit: 100 }] }],
      },
    },
  ],
};
