import type { Auth } from 'firebase/auth';
import type { ItemFigures } from '@quizmaster/shared/item-analysis';
import { apiRequest } from '@/lib/api-client';

/** One question of GET /quizzes/{quizId}/item-analysis: the shared figures, with its text and its options' texts. */
export interface AnalysedItem extends Omit<ItemFigures, 'options'> {
  question: string;
  options: { optionId: number; option: string; count: number; share: number; right: boolean }[];
}

export interface ItemAnalysis {
  quiz: { _id: string; quizName: string; submissionCount: number };
  method: 'point-biserial';
  submissions: number;
  averageMarks: number | null;
  items: AnalysedItem[];
}

export const readItemAnalysis = (auth: Auth, quizId: string) =>
  apiRequest<ItemAnalysis>(auth, 'GET', `/api/v1/quizzes/${encodeURIComponent(quizId)}/item-analysis`);
