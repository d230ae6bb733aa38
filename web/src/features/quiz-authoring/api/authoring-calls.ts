import type { Auth } from 'firebase/auth';
import type { CreateQuestionInput, CreateQuizInput } from '@quizmaster/shared/quiz-authoring';
import { apiRequest } from '@/lib/api-client';

export interface CreatedQuiz {
  insertedId: string;
  quiz: { quizName: string };
}

export interface CreatedQuestion {
  insertedId: string;
}

/** The two API calls of Add Quiz: the quiz itself, then its questions one by one. */
export interface AuthoringCalls {
  createQuiz: (input: CreateQuizInput) => Promise<CreatedQuiz>;
  createQuestion: (input: CreateQuestionInput) => Promise<CreatedQuestion>;
}

export const authoringCalls = (auth: Auth): AuthoringCalls => ({
  createQuiz: (input) => apiRequest(auth, 'POST', '/api/v1/createQuizDemo', input),
  createQuestion: (input) => apiRequest(auth, 'POST', '/api/v1/createQuestionDemo', input),
});
