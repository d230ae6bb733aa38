import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { PageLinks } from '@/lib/firestore/use-paged-query';
import { Pager } from './pager';

const links = (change: Partial<PageLinks> = {}): PageLinks => ({ previous: null, next: null, firstRow: 1, leftOut: [], ...change });
const renderPager = (pageLinks: PageLinks, shown = 2, total = { count: 30, atLeast: false }) =>
  renderWithProviders(<Pager label="payments" links={pageLinks} shown={shown} total={total} />);

describe('Pager', () => {
  it('shows nothing for a single page that was read whole', () => {
    renderPager(links());
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says which rows of a single page could not be read', () => {
    renderPager(links({ leftOut: ['pi_bad'] }));
    expect(screen.getByRole('status')).toHaveTextContent('1 row of this page could not be read and is not shown (document pi_bad).');
  });

  it('says so above the page links too', () => {
    renderPager(links({ next: new URLSearchParams('after=x'), leftOut: ['a', 'b'] }), 23);
    expect(screen.getByRole('status')).toHaveTextContent('2 rows of this page could not be read and are not shown (document a, b).');
    expect(screen.getByRole('navigation', { name: 'Pages of payments' })).toHaveTextContent('Rows 1–23 of 30');
  });

  it('says "at least" of a total whose count() stopped at its limit', () => {
    renderPager(links({ next: new URLSearchParams('after=x') }), 20, { count: 10_000, atLeast: true });
    expect(screen.getByRole('navigation', { name: 'Pages of payments' })).toHaveTextContent('Rows 1–20 of 10,000+');
  });
});
