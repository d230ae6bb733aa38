import type { PartFigure } from '../question-types/analysis';
import type { QuestionType } from '../question-types/limits';
import type { ItemFigures } from '../item-analysis';
import { z } from 'zod';
import { pageQuery, quizIdParams } from './request-fields';
import { route } from './route';

/** My Results and bests, leaderboards and item analysis: functions/src/api/insights.ts. */

/** One attempt in GET /my-results (newest first). */
export interface MyResult {
  submissionId: string;
  quizId: string;
  quizName: string;
  quizDeleted: boolean;
  marks: number;
  points: number;
  grade: string;
  attempt: number;
  startedAt: string;
  submittedAt: string;
  /** Whether the quiz's review policy lets the player review it now. */
  reviewable: boolean;
  certificateId: string | null;
}

/** The player's best at one quiz (GET /my-bests). */
export interface MyBest {
  quizId: string;
  quizName: string;
  marks: number;
  grade: string;
  durationMs: number;
  attempt: number;
  attempts: number;
  submissionId: string;
  submittedAt: string;
}

export interface MyResults {
  results: MyResult[];
  nextCursor: string | null;
}

export interface MyBests {
  bests: MyBest[];
  nextCursor: string | null;
}

/** PUT /my-leaderboard-visibility: the new setting and how many leaderboard entries it changed. */
export interface LeaderboardVisibility {
  hidden: boolean;
  entries: number;
}

/** GET /quizzes/{quizId}/leaderboard: the top 10 (ties share a rank) and the caller's own place. */
export interface Leaderboard {
  quiz: { _id: string; quizName: string; enabled: boolean };
  players: number;
  top: { rank: number; userName: string; marks: number; grade: string; durationMs: number; you: boolean }[];
  you: { rank: number; marks: number; grade: string; durationMs: number; hidden: boolean } | null;
}

/** One question of GET /quizzes/{quizId}/item-analysis: the shared figures, with its text and its options' texts. */
export interface AnalysedItem extends Omit<ItemFigures, 'options'> {
  question: string;
  options: { optionId: number; option: string; count: number; share: number; right: boolean }[];
  /** The question's type (ADR 0035); absent: a choice question. Typed ones have no options but `parts`. */
  type?: QuestionType;
  /** Short answers: the most common wrong answers (normalized), most frequent first. */
  wrongAnswers?: PartFigure[];
}

/** GET /quizzes/{quizId}/item-analysis (admins). */
export interface ItemAnalysis {
  quiz: { _id: string; quizName: string; submissionCount: number };
  method: 'point-biserial';
  submissions: number;
  averageMarks: number | null;
  items: AnalysedItem[];
}

export const insightsApi = {
  myResults: route<MyResults>()('GET', '/api/v1/my-results', { query: pageQuery }),
  myBests: route<MyBests>()('GET', '/api/v1/my-bests', { query: pageQuery }),
  leaderboardVisibility: route<LeaderboardVisibility>()('PUT', '/api/v1/my-leaderboard-visibility', { body: z.object({ hidden: z.boolean() }).strict() }),
  leaderboard: route<Leaderboard>()('GET', '/api/v1/quizzes/:quizId/leaderboard', { params: quizIdParams }),
  itemAnalysis: route<ItemAnalysis>()('GET', '/api/v1/quizzes/:quizId/item-analysis', { params: quizIdParams }),
};
