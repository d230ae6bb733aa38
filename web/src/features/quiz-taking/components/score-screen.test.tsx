import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { AttemptQuestion, AttemptResult } from '../api/attempts';
import { initialSession } from '../lib/quiz-session';
import { ScoreScreen } from './score-screen';

const MATH =
  '<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">x^2</annotation></semantics></math></span>';

const questions: AttemptQuestion[] = [
  { _id: 'q1', question: 'What is $x^2$ at x = 3?', questionHtml: `What is ${MATH} at x = 3?`, options: [{ id: 1, option: '9' }] },
  { _id: 'q2', question: 'A <b>plain</b> question', options: [{ id: 1, option: 'Yes' }] },
];

const result: AttemptResult = {
  points: 5,
  marks: 50,
  grade: 'C',
  correctCount: 1,
  questionCount: 2,
  submissionId: 'u1-1',
  attempt: 1,
  attemptsAllowed: 1,
  submittedAt: new Date(0).toISOString(),
  status: 'open',
};

describe('ScoreScreen', () => {
  it("lists each question with the server's HTML of its math and code, and a plain question as its text", () => {
    const state = { ...initialSession({ questionIds: ['q1', 'q2'], answers: { q1: [1] }, locked: {}, firstOpenIndex: null }) };
    renderWithProviders(
      <ScoreScreen state={state} resultType="quiz-wise" questions={questions} result={result} expired={false} submitting={false} focusOnShow={false} onSubmit={vi.fn()} />,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    expect(first?.querySelector('math msup')).not.toBeNull();
    expect(first?.textContent).not.toContain('$x^2$');
    expect(first).toHaveTextContent('Answered');
    // Plain text stays text: its angle brackets are shown, not read as markup.
    expect(second).toHaveTextContent('A <b>plain</b> question');
    expect(second?.querySelector('b')).toBeNull();
  });
});
