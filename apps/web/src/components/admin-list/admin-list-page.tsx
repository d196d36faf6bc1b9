import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { NAME_MAX_LENGTH } from '@yonke/domain';
import type { ReactNode } from 'react';
import { SearchInput } from '../search-input';
import { type AdminColumns, AdminTable } from './admin-table';
import { RenameRow } from './rename-row';
import { ADMIN_LIST_TEXT } from './texts';
import type { AdminList } from './use-admin-list';

interface AdminListPageProps<T extends { id: number; name: string }> {
  title: ReactNode;
  /** A button beside the title (e.g. print every label). */
  headerAction?: ReactNode;
  /** The create form, in its own panel above the list. */
  create: ReactNode;
  /** Alerts between the create panel and the list. */
  notices?: ReactNode;
  list: AdminList<T>;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  searchLabel: string;
  loadFailed: string;
  /** The rename form that takes the search box's place while a row's pencil is pressed. */
  rename: {
    /** The feature's update hook; it receives `{id, name}`. */
    useUpdate: () => UseMutationResult<unknown, Error, { id: number; name: string }>;
    texts: { form: string; input: string; placeholder: string; updated: string };
  };
  columns: AdminColumns<T>;
  onDelete: (row: T) => void;
  extraAction: (row: T) => ReactNode;
}

/**
 * The page of an admin list (locations, marketplace stores): title, create panel, then the list
 * with its search (or the rename form), its load error and its table.
 */
export function AdminListPage<T extends { id: number; name: string }>(props: AdminListPageProps<T>) {
  const { list, query } = props;
  const title = (
    <Title order={1} size="h2">
      {props.title}
    </Title>
  );

  return (
    <Stack gap="md" maw={960} mx="auto">
      {props.headerAction ? (
        <Group justify="space-between" gap="sm">
          {title}
          {props.headerAction}
        </Group>
      ) : (
        title
      )}

      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        {props.create}
      </Paper>

      {props.notices}

      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          {list.editing ? (
            <RenameRow
              key={list.editing.id}
              id={list.editing.id}
              initialName={list.editing.name}
              maxLength={NAME_MAX_LENGTH}
              useUpdate={props.rename.useUpdate}
              texts={{ ...props.rename.texts, tooLong: ADMIN_LIST_TEXT.tooLong(NAME_MAX_LENGTH) }}
              onDone={list.stopEditing}
            />
          ) : (
            <SearchInput label={props.searchLabel} value={list.search} onChange={list.searchFor} />
          )}

          {query.isError && list.all.length === 0 && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              <Group justify="space-between" gap="xs">
                <span>{props.loadFailed}</span>
                <Button size="xs" variant="white" color="red" onClick={() => query.refetch()}>
                  {ADMIN_LIST_TEXT.retry}
                </Button>
              </Group>
            </Alert>
          )}

          <AdminTable
            columns={props.columns}
            rows={list.rows}
            loading={query.isPending}
            editingId={list.editing?.id ?? null}
            sort={list.sort}
            onSortChange={list.sortBy}
            page={list.page}
            pageSize={list.pageSize}
            onPageChange={list.setPage}
            onPageSizeChange={list.resize}
            onDelete={props.onDelete}
            onEdit={list.toggleEdit}
            extraAction={props.extraAction}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** "¿Está seguro…?" with the row's name in bold; Eliminar in red. */
export function confirmDelete({
  title,
  message,
  name,
  onConfirm,
}: {
  title: string;
  message: string;
  name: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    children: (
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Text size="sm" fw={700}>
          {name}
        </Text>
      </Stack>
    ),
    labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
