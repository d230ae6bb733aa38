import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { QuestionView } from './question-view';

const question = {
  _id: 'q1',
  question: 'Which of these are prime numbers?',
  options: [
    { id: 1, option: '2' },
    { id: 2, option: '4' },
    { id: 3, option: '7' },
  ],
};

const props = { question, number: 2, total: 5, selection: [3], verdict: undefined, disabled: false, focusOnShow: false, onToggle: vi.fn(), onChoose: vi.fn() };

describe('QuestionView', () => {
  it('offers the options as checkboxes in a group named by the question, ticking with the keyboard', async () => {
    const onToggle = vi.fn();
    renderWithProviders(<QuestionView {...props} onToggle={onToggle} />);
    const group = screen.getByRole('group', { name: 'Question 2 of 5: Which of these are prime numbers?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '7' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '2' })).not.toBeChecked();

    screen.getByRole('checkbox', { name: '2' }).focus();
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith(1);
  });

  it('takes the focus on its heading when asked, so a new question is read first', () => {
    renderWithProviders(<QuestionView {...props} focusOnShow />);
    expect(screen.getByRole('heading', { name: /Which of these are prime numbers/ })).toHaveFocus();
  });

  it('shows a locked question-wise answer with its verdict, and no longer changes', () => {
    renderWithProviders(<QuestionView {...props} verdict={false} />);
    expect(screen.getByText('Wrong answer. Keep going!')).toBeInTheDocument();
    for (const option of ['2', '4', '7']) expect(screen.getByRole('checkbox', { name: option })).toBeDisabled();
  });

  it('offers a question with one right answer as radio buttons: one choice, moved with the arrow keys', async () => {
    const onChoose = vi.fn();
    renderWithProviders(<QuestionView {...props} question={{ ...question, choice: 'single' }} onChoose={onChoose} />);
    const group = screen.getByRole('radiogroup', { name: 'Question 2 of 5: Which of these are prime numbers?' });
    expect(group).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByRole('radio', { name: '7' })).toBeChecked();
    expect(screen.getByText('Select the one right answer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '2' }));
    expect(onChoose).toHaveBeenLastCalledWith(1);
    screen.getByRole('radio', { name: '7' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChoose).toHaveBeenLastCalledWith(2);
  });

  it('disables the radio buttons of a locked question-wise answer', () => {
    renderWithProviders(<QuestionView {...props} question={{ ...question, choice: 'single' }} verdict={true} />);
    for (const option of ['2', '4', '7']) expect(screen.getByRole('radio', { name: option })).toBeDisabled();
  });
});
