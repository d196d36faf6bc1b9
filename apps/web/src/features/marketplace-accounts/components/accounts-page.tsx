import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconInfoCircle, IconPlugConnectedX } from '@tabler/icons-react';
import { can, normalizeSearchText } from '@yonke/domain';
import { useMemo, useState } from 'react';
import { SearchInput } from '../../../components/search-input';
import type { SortDirection } from '../../../components/sort-header';
import { DEFAULT_PAGE_SIZE } from '../../../components/table-footer';
import { openPendingTab } from '../../../lib/browser';
import { notifySuccess } from '../../../lib/notify';
import { roleIds, useUser } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { type MarketplaceAccount, useAccounts } from '../api/get-accounts';
import { useAuthorizeUrl } from '../api/get-authorize-url';
import { ACCOUNT_TEXT } from '../messages';
import { AccountCreateForm } from './account-create-form';
import { AccountEditForm } from './account-edit-form';
import { AccountsTable } from './accounts-table';

const byName = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

function sortByCompany(rows: MarketplaceAccount[], sort: SortDirection): MarketplaceAccount[] {
  if (!sort) return rows;
  const direction = sort === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => byName.compare(a.store_name, b.store_name) * direction);
}

/**
 * Why "Autorizar" is off, on the page itself: a tooltip never shows on a phone, and the
 * superadministrator needs to know what to set on the server.
 */
function NotConfiguredHelp() {
  return (
    <Text size="sm">
      Por eso «{ACCOUNT_TEXT.authorize}» está desactivado. Define en el servidor <Code>ML_CLIENT_ID</Code> y{' '}
      <Code>ML_CLIENT_SECRET</Code> (los datos de tu aplicación de Mercado Libre) y{' '}
      <Code>ML_REDIRECT_URI</Code> (<Code>https://TU-DOMINIO/api/ml/auth</Code>), y reinícialo.
    </Text>
  );
}

/** Marketplace stores admin (/storesMl, role 1): spec sections 2, 4, 5 and 8. */
export function AccountsPage() {
  const user = useUser();
  const roles = roleIds(user);
  const accounts = useAccounts();
  const remove = useDeleteAccount();
  const authorizeUrl = useAuthorizeUrl();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortDirection>(null);
  const [editing, setEditing] = useState<MarketplaceAccount | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  const all = accounts.data ?? [];
  const rows = useMemo(() => {
    const query = normalizeSearchText(search);
    const list = accounts.data ?? [];
    const matching = query
      ? list.filter((row) =>
          normalizeSearchText(`${row.name} ${row.user_id} ${row.store_name}`).includes(query),
        )
      : list;
    return sortByCompany(matching, sort);
  }, [accounts.data, search, sort]);
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const currentPage = Math.min(page, lastPage);
  const pending = all.filter((account) => account.needs_authorization).length;
  // The list carries the server's client id: null on every row when the server has none.
  const notConfigured = all.some((account) => account.client_id === null);
  const showsSetup = notConfigured && can(roles, 'manageMarketplaceAccounts');

  const askDelete = (account: MarketplaceAccount) => {
    modals.openConfirmModal({
      title: 'Eliminar tienda',
      children: (
        <Stack gap={4}>
          <Text size="sm">{ACCOUNT_TEXT.confirmDelete}</Text>
          <Text size="sm" fw={700}>
            {account.name}
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(account, {
          onSuccess: () => {
            if (editing?.id === account.id) setEditing(null);
            notifySuccess(ACCOUNT_TEXT.deleted);
          },
        });
      },
    });
  };

  const authorize = (account: MarketplaceAccount) => {
    // The tab opens on the click itself; its address comes from the server a moment later.
    const tab = openPendingTab();
    authorizeUrl.mutate(account.id, { onSuccess: tab.go, onError: tab.cancel });
  };

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Title order={1} size="h2">
        {ACCOUNT_TEXT.title}
      </Title>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        {user && (
          <AccountCreateForm
            chooseCompany={can(roles, 'chooseCompany')}
            ownCompany={user.store}
            onCreated={() => setPage(1)}
          />
        )}
      </Paper>

      {showsSetup && (
        <Alert
          color="red"
          variant="light"
          icon={<IconPlugConnectedX size={18} />}
          title={ACCOUNT_TEXT.notConfigured}
          data-testid="marketplace-not-configured"
        >
          <NotConfiguredHelp />
        </Alert>
      )}

      {pending > 0 && !notConfigured && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
          {pending === 1 ? '1 tienda requiere autorización. ' : `${pending} tiendas requieren autorización. `}
          {ACCOUNT_TEXT.authorizeHint}
        </Alert>
      )}

      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          {editing ? (
            <AccountEditForm key={editing.id} account={editing} onDone={() => setEditing(null)} />
          ) : (
            <SearchInput
              label="Buscar tienda"
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
          )}

          {accounts.isError && all.length === 0 && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              <Group justify="space-between" gap="xs">
                <span>{ACCOUNT_TEXT.loadFailed}</span>
                <Button size="xs" variant="white" color="red" onClick={() => accounts.refetch()}>
                  Reintentar
                </Button>
              </Group>
            </Alert>
          )}

          <AccountsTable
            rows={rows}
            loading={accounts.isPending}
            editingId={editing?.id ?? null}
            authorizingId={authorizeUrl.isPending ? (authorizeUrl.variables ?? null) : null}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setPage(1);
            }}
            page={currentPage}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            onDelete={askDelete}
            onEdit={(account) => setEditing((current) => (current?.id === account.id ? null : account))}
            onAuthorize={authorize}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
