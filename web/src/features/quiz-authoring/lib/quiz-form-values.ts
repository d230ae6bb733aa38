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
  scoringMode: string;
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
  scoringMode: 'exact',
};

/** A stored quiz as the Edit Quiz form's values. */
export function quizFormValuesOf(quiz: {
  quizName: string;
  image: string;
  description: string;
  quizType: string;
  resultType: string;
  timeType: string;
  retakeCount: number;
  allQTime: number;
  scoringMode?: string;
}): QuizFormValues {
  return {
    quizName: quiz.quizName,
    image: quiz.image,
    description: quiz.description,
    quizType: quiz.quizType,
    resultType: quiz.resultType,
    timeType: quiz.timeType,
    retakeCount: String(quiz.retakeCount),
    allQTime: String(quiz.allQTime),
    scoringMode: quiz.scoringMode ?? 'exact',
  };
}

/** SPEC.md section 5: Add Quiz stays disabled until these are filled. */
export const REQUIRED_FIELDS = ['quizName', 'image', 'description', 'quizType', 'retakeCount', 'allQTime'] as const;
