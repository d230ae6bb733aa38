/**
 * Two admins editing one quiz (ADR 0015): the API's refusal of an edit made from an older
 * version, and what Edit Quiz shows when a draft meets someone else's change. Written once here
 * for the functions, the web app and the tests.
 */

/** The 409 `quiz-changed` message: `stale` is the version the edit (or its draft) was made from. */
export const quizChangedMessage = (stale: number, version: number) =>
  `This quiz was changed by someone else since you opened it (you edited version ${String(stale)}, it is now version ${String(version)}). Reload it to see their changes.`;

/**
 * Edit Quiz's side-by-side choice between the stored version and the admin's unsaved draft (its
 * panel loads on demand; the notes the editors show meanwhile are in quiz-authoring.ts).
 */
export const DRAFT_CONFLICT_TEXTS = {
  questionTitle: 'Someone else changed this question',
  quizTitle: 'Someone else changed the quiz',
  explanation:
    'Another admin saved a change while you were editing. Compare their version with your draft and choose one: nothing is saved until you choose and then save.',
  caption: 'Their version and your draft',
  field: 'Field',
  theirs: (version: number) => `Their version (saved, version ${String(version)})`,
  yours: 'Your draft (not saved)',
  keepDraft: 'Keep my draft',
  useTheirs: 'Use their version',
  blank: '(blank)',
  yes: 'Yes',
  no: 'No',
  rightAnswer: '✓',
} as const;

/** The quiz form's fields as the conflict table names them (the form's own labels). */
export const QUIZ_FIELD_LABELS = {
  quizName: 'Quiz Name',
  image: 'Cover',
  description: 'Description',
  quizType: 'Quiz Type',
  resultType: 'Result Type',
  timeType: 'Time Type',
  retakeCount: 'Retake Count',
  allQTime: 'Quiz Duration (minutes)',
  scoringMode: 'Scoring of multi-answer questions',
  shuffleQuestions: 'Shuffle question order',
  shuffleOptions: 'Shuffle option order',
  drawCount: 'Questions per attempt',
  drawTag: 'Draw from tag',
  opensAt: 'Opens',
  closesAt: 'Closes',
  reviewWhen: 'Players may review an attempt',
  reviewShows: 'The review shows',
  passMark: 'Pass mark (%)',
  leaderboard: 'Show a leaderboard',
} as const;

/** A question's parts as the conflict table names them. */
export const QUESTION_PART_LABELS = {
  question: 'Question',
  options: 'Options (✓ right)',
  explanation: 'Explanation',
  tags: 'Tags',
} as const;
