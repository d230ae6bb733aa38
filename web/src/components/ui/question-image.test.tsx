import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { QuestionImage } from './question-image';

const image = { id: 'AbCdEfGhIjKlMnOpQrStUv', alt: 'A map of Peru', width: 1200, height: 800, widths: [320, 640, 960, 1200] };

describe('QuestionImage', () => {
  it('reserves its box from the stored size, offers every variant, and loads lazily with its alt text', () => {
    renderWithProviders(<QuestionImage image={image} />);
    const img = screen.getByRole('img', { name: 'A map of Peru' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('src', '/api/v1/question-images/AbCdEfGhIjKlMnOpQrStUv/640.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/api/v1/question-images/AbCdEfGhIjKlMnOpQrStUv/320.webp 320w, /api/v1/question-images/AbCdEfGhIjKlMnOpQrStUv/640.webp 640w, ' +
        '/api/v1/question-images/AbCdEfGhIjKlMnOpQrStUv/960.webp 960w, /api/v1/question-images/AbCdEfGhIjKlMnOpQrStUv/1200.webp 1200w',
    );
    expect(img.getAttribute('sizes')).toContain('40rem');
  });

  it("takes an option's smaller variant and size", () => {
    renderWithProviders(<QuestionImage image={image} look="option" />);
    const img = screen.getByRole('img', { name: 'A map of Peru' });
    expect(img).toHaveAttribute('src', '/api/v1/question-images/AbCdEfGhIjKlMnOpQrStUv/320.webp');
    expect(img).toHaveAttribute('sizes', '10rem');
  });

  it('falls back to the largest variant of a small image', () => {
    renderWithProviders(<QuestionImage image={{ ...image, width: 500, height: 300, widths: [320, 500] }} />);
    expect(screen.getByRole('img', { name: 'A map of Peru' })).toHaveAttribute('src', '/api/v1/question-images/AbCdEfGhIjKlMnOpQrStUv/500.webp');
  });

  it('loads at once when on screen (eager; the question\'s own image first), lazily otherwise', () => {
    renderWithProviders(
      <>
        <QuestionImage image={image} priority="high" />
        <QuestionImage image={{ ...image, alt: 'An option' }} look="option" priority="eager" />
        <QuestionImage image={{ ...image, alt: 'A review' }} />
      </>,
    );
    const attributes = (name: string) => {
      const img = screen.getByRole('img', { name });
      return [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
    };
    expect(attributes('A map of Peru')).toEqual(['eager', 'high']);
    expect(attributes('An option')).toEqual(['eager', 'auto']);
    expect(attributes('A review')).toEqual(['lazy', 'auto']);
  });
});
