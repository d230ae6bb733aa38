import { Text } from '@chakra-ui/react';
import * as Table from './table';
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

/**
 * The app's list tables: striped, small, scrolling sideways when the screen is narrow. A table of
 * text only (nothing in it to focus) names its region with `label`, which makes it focusable, so
 * keyboard users can scroll it too.
 */
export function DataTable({ columns, label, children }: { columns: readonly Column[]; label?: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" {...(label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
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
