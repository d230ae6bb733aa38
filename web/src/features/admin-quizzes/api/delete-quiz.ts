import type { Auth } from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';

/** Deletes a quiz with its questions, answer key, attempts and results. */
export async function deleteQuiz(auth: Auth, quizId: string): Promise<void> {
  await apiRequest(auth, 'DELETE /api/v1/delete-quiz/:quizId', { params: { quizId } });
}
