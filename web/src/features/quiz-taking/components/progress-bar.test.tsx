import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a progress bar with its value, bounds and a name in words, its range as wide as the share done', () => {
    renderWithProviders(<ProgressBar value={2} max={8} label="Question 2 of 8" />);
    const bar = screen.getByRole('progressbar', { name: 'Question 2 of 8' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '8');
    expect(bar.querySelector('[data-part=range]')).toHaveStyle({ width: '25%' });
  });
});
