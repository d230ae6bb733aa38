import type { DemoImage } from './demo-images';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import { questionTypesTour, type DemoTypedQuestion } from './demo-question-types';

/** A question as the seed writes it: the answer goes to the admin-only key, never to the question doc. */
export interface DemoQuestion {
  question: string;
  options: string[];
  /** Option ids (1-based positions in `options`) that are correct. */
  answer: number[];
  /** Shown in a review when the quiz's policy allows. */
  explanation?: string;
  tags?: string[];
  /** A choice question's type (ADR 0035); absent: single or multiple as its answer says. */
  type?: 'single' | 'multiple' | 'true-false';
  /** Pictures (ADR 0037): the question's, and each option's in `options` order. */
  image?: DemoImage;
  optionImages?: DemoImage[];
}

export type DemoQuiz = Pick<
  QuizSummary,
  'quizName' | 'image' | 'description' | 'quizType' | 'resultType' | 'timeType' | 'retakeCount' | 'allQTime'
> &
  Partial<Pick<QuizSummary, 'reviewWhen' | 'reviewShows' | 'scoringMode' | 'orderingCredit'>> & {
    id: string;
    questions: DemoQuestion[];
    /** Questions of the typed types (ADR 0035), after the choice ones. */
    typedQuestions?: DemoTypedQuestion[];
  };

/** Demo catalogue: four free and two paid quizzes, each with single- and multi-answer questions, then the tour of every question type (the oldest). */
export const demoQuizzes: DemoQuiz[] = [
  {
    id: 'world-capitals',
    quizName: 'World Capitals',
    image: '/covers/geography.svg',
    description: 'Travel the globe from your chair: match countries with their capital cities.',
    quizType: 'free',
    resultType: 'quiz-wise',
    timeType: 'per-quiz',
    retakeCount: 2,
    allQTime: 5,
    // The demo of a review: right after submitting, with the answers and the explanations.
    reviewWhen: 'after-submit',
    reviewShows: ['answers', 'right-answers', 'explanations'],
    questions: [
      {
        question: 'What is the capital of Australia?',
        options: ['Sydney', 'Canberra', 'Melbourne', 'Perth'],
        answer: [2],
        explanation: 'Canberra was built as a compromise between Sydney and Melbourne.',
        tags: ['oceania'],
      },
      {
        question: 'Which city is the capital of Canada?',
        options: ['Toronto', 'Vancouver', 'Ottawa', 'Montreal'],
        answer: [3],
        explanation: 'Queen Victoria chose Ottawa in 1857.',
        tags: ['americas'],
      },
      {
        question: 'Which of these cities are national capitals?',
        options: ['Nairobi', 'Lagos', 'Lima', 'Istanbul'],
        answer: [1, 3],
        explanation: 'Lagos gave way to Abuja in 1991, and Istanbul to Ankara in 1923.',
        tags: ['africa', 'americas'],
      },
      {
        question: 'Brasília is the capital of which country?',
        options: ['Argentina', 'Portugal', 'Brazil', 'Chile'],
        answer: [3],
        explanation: 'Brasília replaced Rio de Janeiro in 1960.',
        tags: ['americas'],
      },
      {
        question: 'Which capitals lie on the Danube?',
        options: ['Vienna', 'Prague', 'Budapest', 'Warsaw'],
        answer: [1, 3],
        explanation: 'Prague lies on the Vltava and Warsaw on the Vistula.',
        tags: ['europe'],
      },
    ],
  },
  {
    id: 'javascript-fundamentals',
    quizName: 'JavaScript Fundamentals',
    image: '/covers/javascript.svg',
    description: 'Types, scope, equality and the event loop: check the basics every web developer needs.',
    quizType: 'free',
    resultType: 'question-wise',
    timeType: 'per-question',
    retakeCount: 1,
    allQTime: 4,
    questions: [
      { question: 'What does `typeof null` return?', options: ['"null"', '"object"', '"undefined"', '"number"'], answer: [2] },
      {
        question: 'Which keywords declare block-scoped variables?',
        options: ['var', 'let', 'const', 'function'],
        answer: [2, 3],
      },
      { question: 'What is the result of `0.1 + 0.2 === 0.3`?', options: ['true', 'false', 'TypeError', 'NaN'], answer: [2] },
      {
        question: 'Which of these values are falsy?',
        options: ['0', '"0"', 'NaN', '[]'],
        answer: [1, 3],
      },
    ],
  },
  {
    id: 'human-body-basics',
    quizName: 'Human Body Basics',
    image: '/covers/science.svg',
    description: 'Bones, organs and blood: how well do you know the body you live in?',
    quizType: 'free',
    resultType: 'quiz-wise',
    timeType: 'per-quiz',
    retakeCount: 0,
    allQTime: 5,
    questions: [
      { question: 'How many bones does an adult human skeleton have?', options: ['186', '206', '226', '306'], answer: [2] },
      { question: 'Which organ produces insulin?', options: ['Liver', 'Kidney', 'Pancreas', 'Spleen'], answer: [3] },
      {
        question: 'Which of these are types of blood cells?',
        options: ['Red blood cells', 'Neurons', 'Platelets', 'White blood cells'],
        answer: [1, 3, 4],
      },
      { question: 'What is the largest organ of the human body?', options: ['Skin', 'Liver', 'Brain', 'Lungs'], answer: [1] },
    ],
  },
  {
    id: 'solar-system-explorer',
    quizName: 'Solar System Explorer',
    image: '/covers/space.svg',
    description: 'Planets, moons and the Sun: a tour of our cosmic neighbourhood in five questions.',
    quizType: 'free',
    resultType: 'quiz-wise',
    timeType: 'per-quiz',
    retakeCount: 3,
    allQTime: 6,
    questions: [
      { question: 'Which planet is closest to the Sun?', options: ['Venus', 'Mercury', 'Earth', 'Mars'], answer: [2] },
      { question: 'Which planet is known for its prominent ring system?', options: ['Jupiter', 'Uranus', 'Saturn', 'Neptune'], answer: [3] },
      {
        question: 'Which of these are gas giants?',
        options: ['Jupiter', 'Mars', 'Saturn', 'Venus'],
        answer: [1, 3],
      },
      { question: 'What is the name of Earth’s natural satellite?', options: ['Titan', 'Europa', 'Phobos', 'The Moon'], answer: [4] },
      { question: 'About how long does sunlight take to reach Earth?', options: ['8 seconds', '8 minutes', '8 hours', '8 days'], answer: [2] },
    ],
  },
  {
    id: 'advanced-typescript',
    quizName: 'Advanced TypeScript Types',
    image: '/covers/typescript.svg',
    description: 'Conditional, mapped and template literal types for engineers who want to go deeper.',
    quizType: 'paid',
    resultType: 'question-wise',
    timeType: 'per-quiz',
    retakeCount: 1,
    allQTime: 8,
    questions: [
      {
        question: 'What does `keyof { a: 1; b: 2 }` produce?',
        options: ['"a" | "b"', '1 | 2', 'string', '{ a: 1 } | { b: 2 }'],
        answer: [1],
      },
      {
        question: 'Which utility type removes properties from an object type?',
        options: ['Omit', 'Pick', 'Exclude', 'Partial'],
        answer: [1],
      },
      {
        question: 'Which of these are built-in utility types?',
        options: ['Readonly', 'Record', 'Nullable', 'ReturnType'],
        answer: [1, 2, 4],
      },
      {
        question: 'In `T extends U ? X : Y`, what happens when T is a union?',
        options: [
          'The condition is distributed over each member',
          'It is always Y',
          'It is a compile error',
          'Only the first member is checked',
        ],
        answer: [1],
      },
      {
        question: 'Which keyword infers a type inside a conditional type?',
        options: ['typeof', 'infer', 'satisfies', 'as'],
        answer: [2],
      },
    ],
  },
  {
    id: 'world-history-turning-points',
    quizName: 'World History: Turning Points',
    image: '/covers/history.svg',
    description: 'Empires, revolutions and inventions that changed the course of history.',
    quizType: 'paid',
    resultType: 'quiz-wise',
    timeType: 'per-question',
    retakeCount: 2,
    allQTime: 6,
    questions: [
      { question: 'In which year did the Berlin Wall fall?', options: ['1985', '1989', '1991', '1993'], answer: [2] },
      {
        question: 'Who invented the movable-type printing press in Europe?',
        options: ['Leonardo da Vinci', 'Johannes Gutenberg', 'Isaac Newton', 'Galileo Galilei'],
        answer: [2],
      },
      {
        question: 'Which of these events happened in the 18th century?',
        options: ['The French Revolution', 'The American Declaration of Independence', 'The Battle of Hastings', 'The Moon landing'],
        answer: [1, 2],
      },
      {
        question: 'Which empire was ruled from Constantinople?',
        options: ['The Byzantine Empire', 'The Mongol Empire', 'The Inca Empire', 'The Mughal Empire'],
        answer: [1],
      },
    ],
  },
  questionTypesTour,
];
