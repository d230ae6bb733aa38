import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RichText } from './rich-text';
import { PREVIEW_DELAY_MS, RichTextPreview } from './rich-text-preview';

const MATH = '<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mi>x</mi></semantics></math></span>';

describe('RichText', () => {
  it('shows the stored HTML when there is some', () => {
    renderWithProviders(<RichText data-testid="rich" text="Is $x$ even?" html={`Is ${MATH} even?`} />);
    const rich = screen.getByTestId('rich');
    expect(rich.tagName).toBe('SPAN');
    expect(rich.querySelector('math mi')?.textContent).toBe('x');
    expect(rich.textContent).toBe('Is x even?');
  });

  it('shows the text as text when there is no HTML: markup in it stays text', () => {
    renderWithProviders(<RichText data-testid="plain" text="<b>bold</b> costs $5" html={null} />);
    const plain = screen.getByTestId('plain');
    expect(plain.querySelector('b')).toBeNull();
    expect(plain.textContent).toBe('<b>bold</b> costs $5');
  });
});

/** The preview under a field, as the editor shows it. */
function Field({ preview }: { preview: (text: string) => Promise<{ html: string }> }) {
  const [text, setText] = useState('Is $x');
  return (
    <>
      <textarea
        aria-label="Question"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <RichTextPreview text={text} preview={preview} />
    </>
  );
}
const type = (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), { target: { value: text } });
};

describe('RichTextPreview', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server once typing pauses and shows its HTML', async () => {
    const preview = vi.fn((text: string) => Promise.resolve({ html: text.replace('$x$', MATH) }));
    renderWithProviders(<Field preview={preview} />);
    // No markup yet: nothing shown, nothing asked.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS);
    });
    expect(screen.queryByRole('group', { name: 'Preview' })).toBeNull();
    type('Is $x$');
    type('Is $x$ even?');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS);
    });
    // Once, for the text typing paused on.
    expect(preview).toHaveBeenCalledTimes(1);
    expect(preview).toHaveBeenCalledWith('Is $x$ even?');
    const group = screen.getByRole('group', { name: 'Preview' });
    expect(group.querySelector('math')).not.toBeNull();
    expect(group.textContent).toContain('Is x even?');
  });

  it('says when the preview failed and shows the text as written', async () => {
    const preview = vi.fn(() => Promise.reject(new Error('429')));
    renderWithProviders(<RichTextPreview text="`code`" preview={preview} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS);
    });
    const group = screen.getByRole('group', { name: 'Preview' });
    expect(group.textContent).toContain('the preview is not available now');
    expect(group.textContent).toContain('`code`');
  });
});
