/** The form's own values: every field as the inputs hold it (text), '' while not filled. */
export interface QuizFormValues {
  quizName: string;
  image: string;
  description: string;
  quizType: string;
  resultType: string;
  timeType: string;
  retakeCount: string;
  allQTime: string;
}

/** A fresh quiz step: the retake count starts empty (SPEC.md section 9); result and time types have defaults. */
export const emptyQuizForm: QuizFormValues = {
  quizName: '',
  image: '',
  description: '',
  quizType: '',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: '',
  allQTime: '',
};

/** SPEC.md section 5: Add Quiz stays disabled until these are filled. */
export const REQUIRED_FIELDS = ['quizName', 'image', 'description', 'quizType', 'retakeCount', 'allQTime'] as const;
