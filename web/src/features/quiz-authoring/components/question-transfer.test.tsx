import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { MAX_IMPORT_QUESTIONS, MAX_REPORTED_PROBLEMS } from '@quizmaster/shared/question-formats/index';
import { renderWithProviders } from '@/test/render';
import type { EditingCalls, ImportCheck } from '../api/authoring-calls';
import { downloadText } from '../lib/download';
import { QuestionTransfer } from './question-transfer';

vi.mock('../lib/download', () => ({ downloadText: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

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

describe('QuestionTransfer: the formats', () => {
  const render = () => {
    const calls = {
      checkImport: vi.fn(() => Promise.resolve<ImportCheck>({ questions: [], questionCount: 0, problems: [], problemCount: 0 })),
      exportQuestions: vi.fn(() => Promise.resolve({ format: 'moodle-xml' as const, fileName: 'quiz.xml', questions: 2, text: '<quiz/>', problems: [], imagesLeftOut: 0 })),
    } satisfies Partial<EditingCalls>;
    renderWithProviders(<QuestionTransfer calls={calls as Partial<EditingCalls> as EditingCalls} version={1} busy={false} onImported={() => undefined} />);
    return { calls, user: userEvent.setup() };
  };

  it('offers Moodle XML in the format picker, and checks the file as Moodle XML', async () => {
    const { calls, user } = render();
    const picker = screen.getByRole('combobox', { name: 'Format' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['CSV (our template)', 'GIFT (Moodle)', 'Moodle XML', 'Aiken']);
    await user.selectOptions(picker, 'Moodle XML');
    await user.type(screen.getByLabelText('Questions to import'), '<quiz/>');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(calls.checkImport).toHaveBeenCalledWith('moodle-xml', '<quiz/>');
  });

  // jsdom's File has no text().
  const aFile = (text: string, name: string) => Object.assign(new File([text], name), { text: () => Promise.resolve(text) });

  it('picks Moodle XML for an uploaded .xml file, and GIFT for a .gift.txt one', async () => {
    const { user } = render();
    const picker = screen.getByRole('combobox', { name: 'Format' });
    await user.upload(screen.getByLabelText('Upload a file of questions'), aFile('<quiz/>', 'questions.xml'));
    await vi.waitFor(() => expect(picker).toHaveValue('moodle-xml'));
    expect(screen.getByLabelText('Questions to import')).toHaveValue('<quiz/>');
    await user.upload(screen.getByLabelText('Upload a file of questions'), aFile('Q? {T}', 'quiz.gift.txt'));
    await vi.waitFor(() => expect(picker).toHaveValue('gift'));
  });

  it('exports as Moodle XML: an .xml file of type application/xml', async () => {
    const { calls, user } = render();
    await user.click(within(screen.getByRole('group', { name: 'Export questions' })).getByRole('button', { name: 'Moodle XML' }));
    expect(calls.exportQuestions).toHaveBeenCalledWith('moodle-xml');
    await vi.waitFor(() => expect(downloadText).toHaveBeenCalledWith('quiz.xml', '<quiz/>', 'application/xml'));
  });

  it('shows what each question of a clean file expects, typed ones by their summary', async () => {
    const report = await checkReport({
      questions: [
        { question: 'Capital of France?', typed: { type: 'short-answer', accepted: [{ text: 'Paris', credit: 100 }] }, explanation: '', tags: [] },
        { question: 'Order these.', typed: { type: 'ordering', items: ['one', 'two', 'three'] }, explanation: '', tags: [] },
        { question: 'The sun rises in the east.', options: ['True', 'False'], answers: [1], explanation: '', tags: [], type: 'true-false' },
        { question: 'Which is prime?', options: ['7', '8'], answers: [1], explanation: '', tags: [] },
      ],
      questionCount: 4,
      problems: [],
      problemCount: 0,
    });
    const items = within(report).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Capital of France?Short answer: Paris',
      'Order these.Ordering: one → two → three',
      'The sun rises in the east.True or false: True ✓ · False',
      'Which is prime?Single answer: 7 ✓ · 8',
    ]);
  });

  it('says how many images an export left out, and that CSV keeps them; says nothing of images when none were', async () => {
    const { calls, user } = render();
    const group = within(screen.getByRole('group', { name: 'Export questions' }));
    await user.click(group.getByRole('button', { name: 'Moodle XML' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Exported 2 questions.', expect.anything()));
    expect(toast.error).not.toHaveBeenCalled();
    calls.exportQuestions.mockResolvedValueOnce({ format: 'moodle-xml', fileName: 'quiz.xml', questions: 2, text: '<quiz/>', problems: [], imagesLeftOut: 3 });
    await user.click(group.getByRole('button', { name: 'Moodle XML' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('3 images are not in this file: this format cannot hold them. Export as CSV to keep them.', expect.anything()),
    );
  });
});
