import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Auth } from 'firebase/auth';
import { getSystem } from '@/components/ui/theme';
import { AuthContext } from '@/lib/firebase-context/contexts';
import type { QuestionDraft } from '../lib/question-draft';
import { QuestionForm } from './question-form';

const stored: QuestionDraft = { type: 'single', question: 'Which planet is red?', options: ['Venus', 'Mars'], correct: [2], typed: null, explanation: '', tags: '' };
const theirs: QuestionDraft = { ...stored, question: 'Which planet is hottest?', correct: [1] };

function renderEditor() {
  const onSave = vi.fn((_draft: QuestionDraft, _base?: number) => Promise.resolve(false));
  const editor = (initial: QuestionDraft, version: number) => (
    <ChakraProvider value={getSystem()}>
      <QuestionForm label="Edit question 1" saveLabel="Save question" initial={initial} version={version} onSave={onSave} onCancel={() => undefined} />
    </ChakraProvider>
  );
  // The same tree on every render (as the page gives it new props), so the editor keeps its state.
  const view = render(editor(stored, 1));
  return { onSave, rerender: (initial: QuestionDraft, version: number) => view.rerender(editor(initial, version)), user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save question' });
const questionField = () => screen.getByLabelText('Question', { selector: 'textarea' });

describe('QuestionForm editing a stored question (ADR 0015)', { timeout: 20_000 }, () => {
  it("shows another admin's version beside the draft, and saves only once the admin chose, from that version", async () => {
    const { onSave, rerender, user } = renderEditor();
    await user.clear(questionField());
    await user.type(questionField(), 'Mine?');
    rerender(theirs, 2);

    // The panel loads when first needed.
    const conflict = await screen.findByRole('region', { name: 'Someone else changed this question' });
    await waitFor(() => expect(conflict).toHaveFocus());
    expect(within(conflict).getByRole('row', { name: /Question/ })).toHaveTextContent('Which planet is hottest?Mine?');
    expect(within(conflict).getByRole('columnheader', { name: 'Their version (saved, version 2)' })).toBeVisible();
    expect(save()).toBeDisabled();
    expect(questionField()).toHaveValue('Mine?');

    await user.click(within(conflict).getByRole('button', { name: 'Keep my draft' }));
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ question: 'Mine?' }), 2);
  });

  it('takes their version when asked', async () => {
    const { rerender, user } = renderEditor();
    await user.type(questionField(), ' (mine)');
    rerender(theirs, 2);
    await user.click(await screen.findByRole('button', { name: 'Use their version' }));
    expect(questionField()).toHaveValue('Which planet is hottest?');
    expect(save()).toBeEnabled();
  });

  it('follows a newer version silently when this question did not change, and takes it when the draft was untouched', async () => {
    const { onSave, rerender, user } = renderEditor();
    rerender(stored, 2);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(theirs, 3);
    expect(screen.queryByRole('region')).toBeNull();
    expect(questionField()).toHaveValue('Which planet is hottest?');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ question: 'Which planet is hottest?' }), 3);
  });
});

describe('QuestionForm previews of math and code (ADR 0036)', { timeout: 20_000 }, () => {
  it('shows the server’s rendering of the question and the explanation under their fields, and nothing for plain text', async () => {
    const fetchMock = vi.fn((_path: string, init?: RequestInit) => {
      const { text } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { text: string };
      const html = text.replace(/\$(.+?)\$/g, '<span class="katex"><math><mi>$1</mi></math></span>');
      return Promise.resolve(new Response(JSON.stringify({ html }), { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const auth = { currentUser: { getIdToken: () => Promise.resolve('token') } } as unknown as Auth;
    try {
      render(
        <ChakraProvider value={getSystem()}>
          <AuthContext.Provider value={auth}>
            <QuestionForm label="Edit question 1" saveLabel="Save question" initial={stored} version={1} onSave={() => Promise.resolve(false)} />
          </AuthContext.Provider>
        </ChakraProvider>,
      );
      const user = userEvent.setup();
      expect(screen.queryByRole('group', { name: 'Question preview' })).toBeNull();
      await user.clear(questionField());
      await user.type(questionField(), 'Is $x$ red?');
      const preview = await screen.findByRole('group', { name: 'Question preview' });
      await waitFor(() => expect(preview.querySelector('math mi')?.textContent).toBe('x'), { timeout: 3000 });
      expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/rich-text/preview', expect.objectContaining({ method: 'POST' }));

      await user.type(screen.getByLabelText('Explanation (optional)'), 'Since $y$.');
      const explained = await screen.findByRole('group', { name: 'Explanation preview' });
      await waitFor(() => expect(explained.querySelector('math mi')?.textContent).toBe('y'), { timeout: 3000 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('QuestionForm images (ADR 0037)', { timeout: 20_000 }, () => {
  it("offers an image for the question and each option, and saves only once each image's alt text is written", async () => {
    const image = { id: 'AbCdEfGhIjKlMnOpQrStUv', alt: '', width: 640, height: 480, widths: [320, 640] };
    const onSave = vi.fn((_draft: QuestionDraft) => Promise.resolve(false));
    render(
      <ChakraProvider value={getSystem()}>
        <QuestionForm label="Edit question 1" saveLabel="Save question" initial={{ ...stored, image }} version={1} onSave={onSave} />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByLabelText('Add an image to option 1')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Add an image to option 2')).toHaveAttribute('type', 'file');
    expect(save()).toBeDisabled();
    // The message beside the field, and again under Save.
    expect(screen.getAllByText('Describe the image for players who cannot see it')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Image description \(alt text\)/), 'Mars, red');
    expect(screen.queryByText('Describe the image for players who cannot see it')).toBeNull();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ image: { ...image, alt: 'Mars, red' } }), 1);
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByLabelText('Add an image')).toHaveFocus();
  });
});
