import { ActionIcon, Divider, Group, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import tableClasses from '../data-table.module.css';
import { type SortDirection, SortHeader } from '../sort-header';
import { pageRows, TableFooter } from '../table-footer';
import { ADMIN_LIST_TEXT } from './texts';

/** The columns of one admin table: the name, one sortable column and the actions. */
export interface AdminColumns<T> {
  nameHeader: string;
  name: (row: T) => ReactNode;
  sortable: {
    label: string;
    /** What a screen reader hears on the sort button, e.g. "Ordenar por stock". */
    buttonLabel: string;
    /** Its width (and, where it hides on phones, its display), on the header and every cell. */
    className?: string;
    wrap?: boolean;
    cell: (row: T) => ReactNode;
    skeletonWidth: number | string;
  };
  actionsClassName?: string;
  /** Placeholder rows while the list loads. */
  skeletonRows: number;
}

interface AdminTableProps<T extends { id: number }> {
  columns: AdminColumns<T>;
  rows: readonly T[];
  loading: boolean;
  editingId: number | null;
  sort: SortDirection;
  onSortChange: (sort: SortDirection) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onDelete: (row: T) => void;
  onEdit: (row: T) => void;
  /** A third action after Eliminar and Editar (print a label, authorise…). */
  extraAction: (row: T) => ReactNode;
}

function skeletonKeys(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/** An admin list's table: Eliminar apart in red, Editar pressed while its row is renamed. */
export function AdminTable<T extends { id: number }>(props: AdminTableProps<T>) {
  const { columns, rows, loading, page, pageSize } = props;
  const { sortable } = columns;
  const visible = pageRows(rows, page, pageSize);
  const sortableCellClass =
    [sortable.wrap ? tableClasses.wrap : undefined, sortable.className].filter(Boolean).join(' ') ||
    undefined;

  return (
    <>
      <Table.ScrollContainer minWidth={0} className={tableClasses.container}>
        <Table verticalSpacing="xs" highlightOnHover className={tableClasses.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{columns.nameHeader}</Table.Th>
              <SortHeader
                label={sortable.label}
                buttonLabel={sortable.buttonLabel}
                sort={props.sort}
                onSortChange={props.onSortChange}
                className={sortable.className}
              />
              <Table.Th className={columns.actionsClassName}>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading &&
              skeletonKeys(columns.skeletonRows).map((key) => (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Skeleton height={14} width="70%" />
                  </Table.Td>
                  <Table.Td className={sortable.className}>
                    <Skeleton height={14} width={sortable.skeletonWidth} />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={28} width={108} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {!loading && visible.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" ta="center" py="xl">
                    {ADMIN_LIST_TEXT.empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {!loading &&
              visible.map((row) => {
                const editing = props.editingId === row.id;
                return (
                  <Table.Tr key={row.id} bg={editing ? 'var(--mantine-color-blue-light)' : undefined}>
                    <Table.Td className={tableClasses.wrap}>{columns.name(row)}</Table.Td>
                    <Table.Td className={sortableCellClass}>{sortable.cell(row)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Eliminar">
                          <ActionIcon
                            variant="light"
                            color="red"
                            size="lg"
                            aria-label="Eliminar"
                            onClick={() => props.onDelete(row)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                        {/* The spec's order (delete, edit, …), with the destructive action set apart
                            so that a thumb aiming at edit on a phone does not land on it. */}
                        <Divider orientation="vertical" mx={4} aria-hidden />
                        <Tooltip label="Editar">
                          <ActionIcon
                            variant={editing ? 'filled' : 'light'}
                            size="lg"
                            aria-label="Editar"
                            aria-pressed={editing}
                            onClick={() => props.onEdit(row)}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        {props.extraAction(row)}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && (
        <TableFooter
          total={rows.length}
          page={page}
          pageSize={pageSize}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      )}
    </>
  );
}
