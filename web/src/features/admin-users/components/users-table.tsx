import { Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth, useFirestore, useFirestoreCollectionData, useUser } from 'reactfire';
import { LoadFailed } from '@/components/ui/load-failed';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { usersQuery } from '@/lib/firestore/refs';
import { deleteUser, setUserRole } from '../api/user-actions';
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

/** Users (SPEC.md "All Users table"): every account's record, live, with the role and delete actions. */
export function UsersTable() {
  const auth = useAuth();
  const { data: me } = useUser();
  const { status, data: users, error } = useFirestoreCollectionData(usersQuery(useFirestore()));
  if (status === 'loading') return <PageSpinner />;
  if (status === 'error') {
    console.error(error);
    return <LoadFailed>The users could not be loaded. Please refresh the page to try again.</LoadFailed>;
  }

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        All Users ({users.length})
      </Heading>
      <DataTable columns={USER_COLUMNS}>
        {users.map((user, index) => {
          const isSelf = user.id === me?.uid;
          return (
            <Table.Row key={user.id} data-testid={`user-${user.id}`}>
              <Table.Cell>{index + 1}</Table.Cell>
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
    </Stack>
  );
}
