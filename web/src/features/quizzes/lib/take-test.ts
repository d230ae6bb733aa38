import type { QuizType } from '@quizmaster/shared/models/quiz';
import { paths } from '@/config/paths';

/**
 * Who is looking at the quiz cards, as far as Take A Test cares. `loading` while the auth state
 * or the ID token's claims are on their way.
 */
export type PlayerAccess = 'loading' | 'visitor' | 'member' | 'premium';

/**
 * Premium access from the ID token's custom claims (set only by functions): `premium: true` with
 * `premiumUntil` (epoch seconds) still in the future, or `admin: true` (admins may open every
 * quiz). Look-alike claims (`"true"` as text, an end as text, no end) give nothing, as in the rules.
 */
export function hasPremiumAccess(claims: Readonly<Record<string, unknown>>, nowSeconds: number): boolean {
  if (claims.admin === true) return true;
  return claims.premium === true && typeof claims.premiumUntil === 'number' && claims.premiumUntil > nowSeconds;
}

/** Where Take A Test leads, and the router state to carry (login brings the player back). */
export interface TakeTestTarget {
  to: string;
  state?: { from: string };
}

/**
 * SPEC.md "Quiz cards": visitors log in first and come back to the quiz; a paid quiz sends a
 * non-premium player to /payment; everyone else goes straight to /startQuiz/{quizId}. While the
 * access is still loading the quiz page is the link's address (a new tab's: its guard and the
 * server decide), but a plain press on a paid quiz waits for the access first (waitsForAccess).
 */
export function takeTestTarget(quiz: { id: string; quizType: QuizType }, access: PlayerAccess): TakeTestTarget {
  const quizHref = paths.startQuiz.getHref(quiz.id);
  if (access === 'visitor') return { to: paths.login.getHref(), state: { from: quizHref } };
  if (quiz.quizType === 'paid' && access === 'member') return { to: paths.payment.getHref() };
  return { to: quizHref };
}

/**
 * Whether a press of Take A Test must wait for the player's access before it leads anywhere:
 * on a paid quiz while the claims load, where /payment and the quiz are both possible (a free
 * quiz's target is the quiz page whatever they say; a visitor's is known at once).
 */
export const waitsForAccess = (quiz: { quizType: QuizType }, access: PlayerAccess): boolean => quiz.quizType === 'paid' && access === 'loading';
