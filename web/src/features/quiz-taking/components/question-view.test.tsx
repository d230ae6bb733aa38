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
  it("shows the server's HTML of the question's and options' math and code, the text when there is none", () => {
    const math = '<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">x^2</annotation></semantics></math></span>';
    const code = '<pre class="rich-code-block"><code class="hljs language-js"><span class="hljs-keyword">const</span> a = 1;</code></pre>';
    const rich = {
      ...question,
      question: 'What is $x^2$?\n```js\nconst a = 1;\n```',
      questionHtml: `What is ${math}?${code}`,
      options: [
        { id: 1, option: '$x^2$', html: math },
        { id: 2, option: '<b>plain</b>' },
      ],
    };
    const { container } = renderWithProviders(<QuestionView {...props} question={rich} selection={[]} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.querySelector('math msup')).not.toBeNull();
    expect(heading.querySelector('pre.rich-code-block .hljs-keyword')?.textContent).toBe('const');
    expect(heading.textContent).not.toContain('$x^2$');
    const [first, second] = screen.getAllByRole('checkbox');
    expect(first?.closest('label')?.querySelector('math')).not.toBeNull();
    // An option without HTML is its text, escaped by React.
    expect(second?.closest('label')?.textContent).toBe('<b>plain</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it("shows the question's image after its heading and an option's inside its label, each with its alt text", () => {
    const ref = (alt: string) => ({ id: 'AbCdEfGhIjKlMnOpQrStUv', alt, width: 640, height: 480, widths: [320, 640] });
    const pictured = { ...question, image: ref('A triangle'), options: [{ id: 1, option: '3', image: ref('Three dots') }, { id: 2, option: '4' }] };
    renderWithProviders(<QuestionView {...props} question={pictured} selection={[]} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.querySelector('img')).toBeNull();
    // On screen now: lazy would only delay them (the question's own image first).
    expect(screen.getByRole('img', { name: 'A triangle' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'A triangle' })).toHaveAttribute('fetchpriority', 'high');
    // The option's name is its text and its image's alt text, as the label holds both.
    const optionImage = screen.getByRole('checkbox', { name: '3 Three dots' }).closest('label')?.querySelector('img');
    expect(optionImage).toHaveAttribute('sizes', '10rem');
    expect(optionImage).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('checkbox', { name: '4' }).closest('label')?.querySelectorAll('span')).toHaveLength(1);
  });
});
