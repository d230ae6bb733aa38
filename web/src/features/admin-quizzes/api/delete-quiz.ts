import type { Auth } from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';

/** Deletes a quiz with its questions, answer key, attempts and results; answers the API's message. */
export async function deleteQuiz(auth: Auth, quizId: string): Promise<string> {
  const { message } = await apiRequest<{ message: string }>(auth, 'DELETE', `/api/v1/delete-quiz/${encodeURIComponent(quizId)}`);
  return message;
}
