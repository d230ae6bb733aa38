import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AddReviewRoute } from './add-review';

describe('Add a Review (/dashboard/addReview)', () => {
  it("shows only 'Coming soon.....' in the dashboard's content area (SPEC.md section 1)", () => {
    const { container } = renderWithProviders(<AddReviewRoute />);
    expect(container).toHaveTextContent(/^Coming soon\.\.\.\.\.$/);
    expect(document.title).toBe('Add a Review - Quiz Master');
  });
});
