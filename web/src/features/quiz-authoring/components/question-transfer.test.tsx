import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_IMPORT_QUESTIONS, MAX_REPORTED_PROBLEMS } from '@quizmaster/shared/question-formats/index';
import { renderWithProviders } from '@/test/render';
import type { EditingCalls, ImportCheck } from '../api/authoring-calls';
import { QuestionTransfer } from './question-transfer';

const question = (index: number) => ({ question: `Question ${String(index)}?`, options: ['a', 'b'], answers: [1], explanation: '', tags: [] });

async function checkReport(result: ImportCheck) {
  const calls = { checkImport: vi.fn(() => Promise.resolve(result)) } as Partial<EditingCalls> as EditingCalls;
  renderWithProviders(<QuestionTransfer calls={calls} version={1} busy={false} onImported={() => undefined} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Questions to import'), 'x');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  return screen.findByRole('status');
}

describe('QuestionTransfer: the dry run report', () => {
  it('lists the first problems the server sends and says how many more there are', async () => {
    const report = await checkReport({
      questions: Array.from({ length: MAX_IMPORT_QUESTIONS }, (_, index) => question(index + 1)),
      questionCount: 30_000,
      problems: Array.from({ length: MAX_REPORTED_PROBLEMS }, (_, index) => ({ line: index + 2, message: 'Missing answer: …' })),
      problemCount: 90_001,
    });
    expect(report).toHaveTextContent('90001 problems: nothing will be imported until they are fixed.');
    expect(within(report).getAllByRole('row')).toHaveLength(MAX_REPORTED_PROBLEMS + 1);
    expect(report).toHaveTextContent('…and 89801 more problems, not listed here: fix these first, then check again.');
    expect(screen.getByRole('button', { name: 'Import questions' })).toBeDisabled();
  });

  it('counts every problem when all are listed, without a note', async () => {
    const report = await checkReport({ questions: [question(1)], questionCount: 1, problems: [{ line: 3, message: 'Too few options: 1, a question needs at least 2.' }], problemCount: 1 });
    expect(report).toHaveTextContent('1 problem: nothing will be imported until it is fixed.');
    expect(report).not.toHaveTextContent('not listed');
  });

  it('counts the questions of a clean file, of which it shows a few', async () => {
    const report = await checkReport({ questions: Array.from({ length: 7 }, (_, index) => question(index + 1)), questionCount: 7, problems: [], problemCount: 0 });
    expect(report).toHaveTextContent('7 questions are ready to import.');
    expect(report).toHaveTextContent('…and 2 more');
    expect(screen.getByRole('button', { name: 'Import 7 questions' })).toBeEnabled();
  });
});
