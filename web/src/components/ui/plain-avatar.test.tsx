import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PlainAvatar } from './plain-avatar';

describe('PlainAvatar', () => {
  it("shows the first and last names' initials, or the only name's first letter", () => {
    const { unmount } = renderWithProviders(<PlainAvatar name="Ann Marie Lee" data-testid="avatar" />);
    expect(screen.getByTestId('avatar')).toHaveTextContent('AL');
    unmount();
    renderWithProviders(<PlainAvatar name="ann@example.com" data-testid="avatar" />);
    expect(screen.getByTestId('avatar')).toHaveTextContent('a');
  });

  it('shows a figure without a name', () => {
    renderWithProviders(<PlainAvatar data-testid="avatar" />);
    expect(screen.getByTestId('avatar').querySelector('svg')).not.toBeNull();
  });

  it('keeps the initials until the photo has loaded', () => {
    const { container } = renderWithProviders(<PlainAvatar name="Ann Lee" src="https://example.com/a.png" />);
    const photo = () => container.querySelector('img');
    expect(photo()).not.toBeVisible();
    expect(screen.getByText('AL')).toBeInTheDocument();

    fireEvent.load(photo() as HTMLImageElement);
    expect(photo()).toBeVisible();
    expect(screen.queryByText('AL')).toBeNull();
  });

  it('shows the initials when the photo fails', () => {
    const { container } = renderWithProviders(<PlainAvatar name="Ann Lee" src="https://example.com/broken.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });
});
