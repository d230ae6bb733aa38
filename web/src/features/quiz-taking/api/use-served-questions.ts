import { useEffect, useEffectEvent, useState } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { serveQuestion, type AttemptQuestion, type StartedAttempt } from './attempts';

interface Served {
  questions: readonly AttemptQuestion[];
  /** Per-question timing: when each served question's own time ends (epoch ms). */
  deadlinesMs: readonly number[] | null;
}

/**
 * The questions the server has served in this attempt. Per-quiz timing gets them all at the
 * start. Per-question timing gets them one at a time: when the player moves on to a question not
 * served yet, this asks for it (POST /next-question), and its own clock starts then.
 */
export function useServedQuestions(attempt: StartedAttempt, wantedIndex: number | null, onFailure: (error: unknown) => void) {
  const auth = useAuth();
  const [served, setServed] = useState<Served>(() => ({
    questions: attempt.questions,
    deadlinesMs: attempt.questionDeadlines?.map((deadline) => Date.parse(deadline)) ?? null,
  }));
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const nextIndex = served.questions.length;
  const asking = wantedIndex !== null && wantedIndex >= nextIndex && nextIndex < attempt.questionCount && failedAt !== nextIndex;
  const reportFailure = useEffectEvent(onFailure);

  useEffect(() => {
    if (!asking) return;
    let current = true;
    serveQuestion(auth, attempt.quiz._id, { attemptId: attempt.attemptId, index: nextIndex }).then(
      ({ index, question, deadline }) => {
        if (!current) return;
        setServed((before) =>
          before.questions.length === index
            ? { questions: [...before.questions, question], deadlinesMs: before.deadlinesMs && [...before.deadlinesMs, Date.parse(deadline)] }
            : before,
        );
      },
      (error: unknown) => {
        if (!current) return;
        setFailedAt(nextIndex);
        reportFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [asking, auth, attempt.quiz._id, attempt.attemptId, nextIndex]);

  return {
    ...served,
    /** A question is on its way from the server. */
    loading: asking,
    /** Asking for the next question failed; `retry` asks again. */
    failed: failedAt !== null && failedAt === nextIndex,
    retry: () => setFailedAt(null),
  };
}
