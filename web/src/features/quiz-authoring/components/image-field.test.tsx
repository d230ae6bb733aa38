import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IMAGE_ALT_MESSAGE, IMAGE_LIMITS, type ImageRef } from '@quizmaster/shared/question-images';
import { renderWithProviders } from '@/test/render';
import { ImageField } from './image-field';

const uploaded: ImageRef = { id: 'AbCdEfGhIjKlMnOpQrStUv', alt: '', width: 640, height: 480, widths: [320, 640] };

/** The field with its value kept as the question form keeps it; `seen` records every change. */
function Harness({ initial, of, seen }: { initial: ImageRef | null; of?: string; seen: (ImageRef | null)[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageField
      of={of}
      value={value}
      onChange={(image) => {
        seen.push(image);
        setValue(image);
      }}
    />
  );
}

describe('ImageField (ADR 0037)', () => {
  it('shows the thumbnail and asks for the alt text until it is written', async () => {
    const seen: (ImageRef | null)[] = [];
    renderWithProviders(<Harness initial={uploaded} seen={seen} />);
    const alt = screen.getByLabelText(/Image description \(alt text\)/);
    expect(alt).toBeRequired();
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(IMAGE_ALT_MESSAGE)).toBeInTheDocument();
    expect(alt).toHaveAccessibleDescription(IMAGE_ALT_MESSAGE);

    await userEvent.type(alt, 'A red planet');
    expect(screen.queryByText(IMAGE_ALT_MESSAGE)).toBeNull();
    expect(screen.getByRole('img', { name: 'A red planet' })).toHaveAttribute('width', '640');
    expect(seen.at(-1)).toEqual({ ...uploaded, alt: 'A red planet' });
  });

  it('removes the image, giving the keyboard the file input again', async () => {
    const seen: (ImageRef | null)[] = [];
    renderWithProviders(<Harness initial={{ ...uploaded, alt: 'Three dots' }} of="option 2" seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image of option 2' }));
    expect(seen).toEqual([null]);
    expect(screen.queryByRole('img')).toBeNull();
    const file = screen.getByLabelText('Add an image to option 2');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    expect(file).toHaveFocus();
  });

  it('refuses a file too large or of another type at once, uploading nothing', async () => {
    const seen: (ImageRef | null)[] = [];
    renderWithProviders(<Harness initial={null} seen={seen} />);
    const file = screen.getByLabelText('Add an image');
    await userEvent.upload(file, new File([new Uint8Array(IMAGE_LIMITS.uploadBytes + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByText('The image is larger than 4 MB.')).toBeInTheDocument();
    await userEvent.upload(file, new File(['<svg/>'], 'drawing.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(screen.getByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
