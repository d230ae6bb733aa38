import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import { useSearchParams } from 'react-router-dom';
import { useFirestore } from '@/lib/firebase-context';
import type { AuditEntry } from '@quizmaster/shared/models/audit-entry';
import { formatTotal, type CountedTotal } from '@quizmaster/shared/paging';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DateFilter, ListLoading, SearchFilter, SelectFilter } from '@/components/ui/list-filters';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import type { WithId } from '@/lib/firestore/converter';
import { usePagedQuery, useQueryCount, type PagedQuery } from '@/lib/firestore/use-paged-query';
import { ACTION_OPTIONS, AUDIT_ACTION_LABELS, auditListFromUrl } from '../api/audit-list';
import { describeChange, lineText } from '../lib/describe-change';

const AUDIT_COLUMNS: readonly Column[] = [{ label: 'When' }, { label: 'Admin' }, { label: 'Action' }, { label: 'Target' }, { label: 'Before → After' }];

/** When, as the filters take days: UTC, to the minute. */
const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The audit log (ADR 0021), a page at a time: newest first, filtered by the admin's
 * e-mail, the action and a date range in the query (URL: `admin`, `action`, `from`, `to`). The
 * page on screen is live, so an action taken in another tab shows at the top at once.
 */
export function AuditTable() {
  const db = useFirestore();
  const [params] = useSearchParams();
  const list = auditListFromUrl(db, params);
  const page = usePagedQuery(list.query, list.order);
  const total = useQueryCount(list.query, page, page.rows);

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Audit log ({total ? formatTotal(total) : '…'})
      </Heading>
      <Stack role="search" aria-label="Filter the audit log" direction={{ base: 'column', md: 'row' }} gap="3" mb="4" align={{ md: 'flex-start' }}>
        <SearchFilter name="admin" label="Admin's e-mail" placeholder="admin@example.com" helperText="The whole address." />
        <SelectFilter name="action" label="Action" options={ACTION_OPTIONS} />
        <DateFilter name="from" label="From" />
        <DateFilter name="to" label="To" />
      </Stack>
      <AuditPage page={page} total={total} />
    </Box>
  );
}

function AuditPage({ page, total }: { page: PagedQuery<WithId<AuditEntry>>; total: CountedTotal | undefined }) {
  if (page.status === 'loading') return <ListLoading label="Loading the audit log" />;
  if (page.status === 'error') return <LoadFailed>The audit log could not be loaded.</LoadFailed>;
  if (page.rows.length === 0) {
    return (
      <>
        <Text mt="4" color="fg.muted">
          {page.links.previous ? 'No more entries.' : 'No entries match.'}
        </Text>
        <Pager label="audit entries" links={page.links} shown={0} total={total} />
      </>
    );
  }
  return (
    <>
      <DataTable columns={AUDIT_COLUMNS} label="Audit entries">
        {page.rows.map((entry) => (
          <Table.Row key={entry.id} data-testid={`audit-${entry.id}`} verticalAlign="top">
            <Table.Cell whiteSpace="nowrap">
              <time dateTime={entry.at.toISOString()}>{utcMinute(entry.at)}</time>
            </Table.Cell>
            {/* Table cells do not wrap; these hold addresses and values, which may be long (a phone scrolls sideways). */}
            <Table.Cell whiteSpace="normal" minW="9rem">
              <Text>{entry.actorName || entry.actorEmail}</Text>
              <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                {entry.actorEmail}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette="purple" variant="subtle">
                {AUDIT_ACTION_LABELS[entry.action]}
              </Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="normal" minW="9rem">
              <Text overflowWrap="anywhere">{entry.target.label}</Text>
              <Text fontSize="xs" color="fg.muted">
                {entry.target.kind}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="normal" minW="11rem">
              <ChangeCell before={entry.before} after={entry.after} />
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <Pager label="audit entries" links={page.links} shown={page.rows.length} total={total} />
    </>
  );
}

/** The changed values, one line each (`admin: false → true`); a creation or deletion says so first. */
function ChangeCell({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const { kind, lines } = describeChange(before, after);
  return (
    <Stack gap="0.5" fontSize="sm">
      {kind === 'changed' ? null : (
        <Text fontSize="xs" color="fg.muted">
          {kind === 'created' ? 'Created with' : 'Deleted; it was'}
        </Text>
      )}
      <Box as="ul" listStyleType="none" m="0" p="0">
        {lines.map((line) => (
          <Box as="li" key={line.field} fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
            {lineText(line)}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
