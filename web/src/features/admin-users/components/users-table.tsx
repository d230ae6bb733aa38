import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth, useFirestore, useUser } from '@/lib/firebase-context';
import type { UserRecord } from '@quizmaster/shared/models/user';
import { formatTotal, type CountedTotal } from '@quizmaster/shared/paging';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ListLoading, SearchFilter, SelectFilter } from '@/components/ui/list-filters';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import type { WithId } from '@/lib/firestore/converter';
import { usePagedQuery, useQueryCount, type PagedQuery } from '@/lib/firestore/use-paged-query';
import { deleteUser, setUserRole } from '../api/user-actions';
import { PREMIUM_OPTIONS, premiumCutoff, ROLE_OPTIONS, usersListFromUrl } from '../api/users-list';
import { DeleteUserButton } from './delete-user-button';
import { PremiumBadge } from './premium-badge';
import { RoleAction } from './role-action';

const USER_COLUMNS: readonly Column[] = [
  { label: '#' },
  { label: 'Name' },
  { label: 'Email', hideBelow: 'md' },
  { label: 'Status' },
  { label: 'Role' },
  { label: 'Details' },
  { label: 'Delete', hiddenLabel: true },
];

/**
 * Users (SPEC.md "All Users table"), a page at a time: searched by name or e-mail prefix and
 * filtered by role and premium in the query (URL: `q`, `role`, `premium`), with the role and
 * delete actions. The page on screen is live; the total is a count() of the filter.
 */
export function UsersTable() {
  const db = useFirestore();
  const [params] = useSearchParams();
  // "Premium" means premium now: the moment is fixed for this visit so the query stays the same.
  const [now] = useState(premiumCutoff);
  const searching = (params.get('q') ?? '').trim() !== '';
  const list = usersListFromUrl(db, params, now);
  const page = usePagedQuery(list.query, list.order);
  const total = useQueryCount(list.query, page, page.rows);

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        All Users ({total ? formatTotal(total) : '…'})
      </Heading>
      <Stack role="search" direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }} aria-label="Search and filter users">
        <SearchFilter name="q" label="Search users" placeholder="Name or e-mail" helperText="Names by their start; an e-mail once it has an @." />
        <SelectFilter name="role" label="Role" options={ROLE_OPTIONS} />
        <SelectFilter
          name="premium"
          label="Premium"
          options={PREMIUM_OPTIONS}
          disabled={searching}
          helperText={searching ? 'Not with a search: clear the search to filter by premium.' : undefined}
        />
      </Stack>
      <UsersPage page={page} total={total} />
    </Stack>
  );
}

function UsersPage({ page, total }: { page: PagedQuery<WithId<UserRecord>>; total: CountedTotal | undefined }) {
  const auth = useAuth();
  const { data: me } = useUser();
  if (page.status === 'loading') return <ListLoading label="Loading users" />;
  if (page.status === 'error') {
    return <LoadFailed>The users could not be loaded. Please refresh the page to try again.</LoadFailed>;
  }
  if (page.rows.length === 0) {
    return (
      <>
        <Text color="fg.muted">{page.links.previous ? 'No more users.' : 'No users match.'}</Text>
        <Pager label="users" links={page.links} shown={0} total={total} />
      </>
    );
  }

  return (
    <>
      <DataTable columns={USER_COLUMNS}>
        {page.rows.map((user, index) => {
          const isSelf = user.id === me?.uid;
          return (
            <Table.Row key={user.id} data-testid={`user-${user.id}`}>
              <Table.Cell>{page.links.firstRow + index}</Table.Cell>
              <Table.Cell fontWeight="medium">
                <HStack gap="2">
                  {user.name}
                  {isSelf ? <Text as="span" color="fg.muted" fontWeight="normal">(you)</Text> : null}
                </HStack>
                {/* Phones have no room for the Email column: the address goes under the name. */}
                <Text hideFrom="md" fontSize="xs" color="fg.muted" fontWeight="normal">
                  {user.email}
                </Text>
              </Table.Cell>
              <Table.Cell hideBelow="md">{user.email}</Table.Cell>
              <Table.Cell>
                <PremiumBadge premiumUntil={user.premiumUntil} />
              </Table.Cell>
              <Table.Cell>
                <RoleAction
                  name={user.name}
                  isAdmin={user.role === 'admin'}
                  isSelf={isSelf}
                  onSetRole={(role) => setUserRole(auth, user.email, role)}
                />
              </Table.Cell>
              <Table.Cell>
                <Link asChild color="purple.fg" fontWeight="medium">
                  <RouterLink to={paths.userDetails.getHref(user.id)} aria-label={`Details of ${user.name}`}>
                    Details
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>
                <DeleteUserButton name={user.name} isSelf={isSelf} onDelete={() => deleteUser(auth, user.id)} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
      <Pager label="users" links={page.links} shown={page.rows.length} total={total} />
    </>
  );
}
