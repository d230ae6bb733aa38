import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Column {
  label: string;
  /** Named for assistive tech only (an icon column such as Delete). */
  hiddenLabel?: boolean;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Columns a phone has no room for. */
  hideBelow?: 'sm' | 'md' | 'lg';
}

/** The app's list tables: striped, small, scrolling sideways when the screen is narrow. */
export function DataTable({ columns, children }: { columns: readonly Column[]; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.label} textAlign={column.numeric ? 'end' : undefined} hideBelow={column.hideBelow}>
                {column.hiddenLabel ? <Text srOnly>{column.label}</Text> : column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
