import { ActionIcon, Badge, Group, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import tableClasses from '../../../components/data-table.module.css';
import { type SortDirection, SortHeader } from '../../../components/sort-header';
import { pageRows, TableFooter } from '../../../components/table-footer';
import type { MarketplaceAccount } from '../api/get-accounts';
import { ACCOUNT_TEXT } from '../messages';
import classes from './accounts-table.module.css';

interface AccountsTableProps {
  rows: MarketplaceAccount[];
  loading: boolean;
  editingId: number | null;
  authorizingId: number | null;
  sort: SortDirection;
  onSortChange: (sort: SortDirection) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onDelete: (account: MarketplaceAccount) => void;
  onEdit: (account: MarketplaceAccount) => void;
  onAuthorize: (account: MarketplaceAccount) => void;
}

function AuthorizationBadge({ account }: { account: MarketplaceAccount }) {
  if (account.needs_authorization) {
    return (
      <Badge color="orange" variant="light" size="sm" radius="sm">
        {ACCOUNT_TEXT.needsAuthorization}
      </Badge>
    );
  }
  return (
    <Badge color="green" variant="light" size="sm" radius="sm">
      {ACCOUNT_TEXT.authorized}
    </Badge>
  );
}

export function AccountsTable(props: AccountsTableProps) {
  const { rows, loading, page, pageSize } = props;
  const visible = pageRows(rows, page, pageSize);

  return (
    <>
      <Table.ScrollContainer minWidth={0} className={tableClasses.container}>
        <Table verticalSpacing="xs" highlightOnHover className={tableClasses.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tienda</Table.Th>
              <SortHeader
                label="Empresa"
                buttonLabel="Ordenar por empresa"
                sort={props.sort}
                onSortChange={props.onSortChange}
                className={classes.company}
              />
              <Table.Th className={classes.actions}>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading &&
              [0, 1, 2].map((key) => (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Skeleton height={14} width="70%" />
                  </Table.Td>
                  <Table.Td className={classes.company}>
                    <Skeleton height={14} width="60%" />
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
                    {ACCOUNT_TEXT.empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {!loading &&
              visible.map((account) => {
                const configured = account.client_id !== null;
                return (
                  <Table.Tr
                    key={account.id}
                    bg={props.editingId === account.id ? 'var(--mantine-color-blue-light)' : undefined}
                  >
                    <Table.Td className={tableClasses.wrap}>
                      <Stack gap={4} align="flex-start">
                        <Text fw={500} size="sm">
                          {account.name}
                        </Text>
                        <Text c="dimmed" size="xs">
                          User Id ML: {account.user_id}
                        </Text>
                        <Text size="xs" className={classes.companyInline}>
                          {account.store_name}
                        </Text>
                        <AuthorizationBadge account={account} />
                        {account.needs_authorization && account.last_error && (
                          <Text c="red.7" size="xs" className={classes.error}>
                            {account.last_error}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td className={`${tableClasses.wrap} ${classes.company}`}>
                      <Text size="sm">{account.store_name}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Tooltip label="Eliminar">
                          <ActionIcon
                            variant="light"
                            color="red"
                            size="lg"
                            aria-label="Eliminar"
                            onClick={() => props.onDelete(account)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Editar">
                          <ActionIcon
                            variant={props.editingId === account.id ? 'filled' : 'light'}
                            size="lg"
                            aria-label="Editar"
                            aria-pressed={props.editingId === account.id}
                            onClick={() => props.onEdit(account)}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={configured ? ACCOUNT_TEXT.authorize : ACCOUNT_TEXT.notConfigured}>
                          <ActionIcon
                            variant={account.needs_authorization ? 'filled' : 'light'}
                            color="yellow"
                            size="lg"
                            aria-label={ACCOUNT_TEXT.authorize}
                            loading={props.authorizingId === account.id}
                            disabled={!configured}
                            onClick={() => props.onAuthorize(account)}
                          >
                            <IconExternalLink size={18} />
                          </ActionIcon>
                        </Tooltip>
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
