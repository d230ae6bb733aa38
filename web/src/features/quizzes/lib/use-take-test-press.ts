import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuizType } from '@quizmaster/shared/models/quiz';
import { isPlainClick, onHeldTakeTest } from './held-take-test';
import { takeTestTarget, waitsForAccess, type PlayerAccess } from './take-test';

interface PressedQuiz {
  id: string;
  quizType: QuizType;
}

/**
 * Take A Test pressed on a paid quiz before the player's claims are in (SPEC.md "Quiz cards":
 * no detour through the quiz page and its 403): the press waits for the claims (`resolveAccess`),
 * the card busy meanwhile, then leads straight to /payment or the quiz. Also takes up a press made
 * on /quizzes' served first row before the app was there (held-take-test.ts). Other presses, and
 * modified clicks (a new tab), follow the link as it is. Without `resolveAccess` (a visitor's grid,
 * whose access is known) it does nothing.
 */
export function useTakeTestPress(access: PlayerAccess, resolveAccess: (() => Promise<PlayerAccess>) | undefined) {
  const navigate = useNavigate();
  const [busyQuizId, setBusyQuizId] = useState<string | null>(null);
  const pressing = useRef(false);

  const press = useCallback(
    async (quiz: PressedQuiz) => {
      if (!resolveAccess || pressing.current) return;
      pressing.current = true;
      setBusyQuizId(quiz.id);
      // Leads on only if the player is still where they pressed (they may have gone elsewhere meanwhile).
      const pressedAt = window.location.href;
      const target = takeTestTarget(quiz, await resolveAccess());
      pressing.current = false;
      setBusyQuizId(null);
      if (window.location.href === pressedAt) void navigate(target.to, { state: target.state });
    },
    [navigate, resolveAccess],
  );

  useEffect(() => (resolveAccess ? onHeldTakeTest((quizId) => void press({ id: quizId, quizType: 'paid' })) : undefined), [press, resolveAccess]);

  const onTakeTest = (quiz: PressedQuiz) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!resolveAccess || !waitsForAccess(quiz, access) || !isPlainClick(event)) return;
    event.preventDefault();
    void press(quiz);
  };

  return { busyQuizId, onTakeTest };
}
