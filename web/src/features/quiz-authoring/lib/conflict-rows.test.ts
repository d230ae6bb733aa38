import { describe, expect, it } from 'vitest';
import { SCORING_MODE_LABELS } from '@quizmaster/shared/scoring-modes';
import { quizConflictRows } from './conflict-rows';
import { emptyQuizForm } from './quiz-form-values';

describe('quizConflictRows', () => {
  it('lists only the fields that differ', () => {
    const rows = quizConflictRows({ ...emptyQuizForm, quizName: 'Theirs' }, { ...emptyQuizForm, quizName: 'Mine' });
    expect(rows).toEqual([{ label: 'Quiz Name', theirs: 'Theirs', yours: 'Mine' }]);
  });

  it("shows a choice in the form's words, not its stored code", () => {
    const rows = quizConflictRows(
      { ...emptyQuizForm, scoringMode: 'partial', reviewWhen: 'after-close', reviewShows: ['answers', 'explanations'] },
      { ...emptyQuizForm, scoringMode: 'exact', reviewWhen: 'never', reviewShows: [] },
    );
    expect(rows).toEqual([
      { label: 'Scoring of multi-answer questions', theirs: SCORING_MODE_LABELS.partial, yours: SCORING_MODE_LABELS.exact },
      { label: 'Players may review an attempt', theirs: 'After the quiz closes', yours: 'Never' },
      { label: 'The review shows', theirs: 'Their answers, The explanations', yours: '(blank)' },
    ]);
  });
});
