import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '@quizmaster/shared/format';
import { formatTotal, type CountedTotal } from '@quizmaster/shared/paging';
import type { PageLinks } from '@/lib/firestore/use-paged-query';


/**
 * Previous / Next under a paged list. The pages are URLs (`?after=…&start=…`), so reload and
 * Back keep the page; `total`, when known, comes from a count() aggregation.
 */
export function Pager({ label, links, shown, total }: { label: string; links: PageLinks; shown: number; total?: CountedTotal | undefined }) {
  const leftOut = links.leftOut.length;
  // A row that could not be read is left out of the table, never silently.
  const notice =
    leftOut === 0 ? null : (
      <Text fontSize="sm" color="fg.warning" role="status" mt="3">
        {leftOut === 1 ? '1 row' : `${String(leftOut)} rows`} of this page could not be read and{' '}
        {leftOut === 1 ? 'is' : 'are'} not shown (document {links.leftOut.join(', ')}).
      </Text>
    );
  if (!links.previous && !links.next) return notice;
  const last = links.firstRow + shown - 1;
  const range = shown === 0 ? 'No rows' : `Rows ${formatCount(links.firstRow)}–${formatCount(last)}`;
  return (
    <>
      {notice}
      <HStack as="nav" aria-label={`Pages of ${label}`} justify="space-between" gap="3" mt="3" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {total === undefined ? range : `${range} of ${formatTotal(total)}`}
        </Text>
        <HStack gap="2">
          <PageButton to={links.previous} label="Previous page">
            <LuChevronLeft aria-hidden /> Previous
          </PageButton>
          <PageButton to={links.next} label="Next page">
            Next <LuChevronRight aria-hidden />
          </PageButton>
        </HStack>
      </HStack>
    </>
  );
}

function PageButton({ to, label, children }: { to: URLSearchParams | null; label: string; children: React.ReactNode }) {
  if (!to) {
    return (
      <Button size="sm" variant="outline" disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant="outline" colorPalette="purple">
      <RouterLink to={{ search: `?${to.toString()}` }} aria-label={label}>
        {children}
      </RouterLink>
    </Button>
  );
}
