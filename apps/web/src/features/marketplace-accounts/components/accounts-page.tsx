import { ActionIcon, Alert, Badge, Code, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconPlugConnectedX } from '@tabler/icons-react';
import { can } from '@yonke/domain';
import {
  type AdminColumns,
  AdminListPage,
  type AdminListRules,
  confirmDelete,
  useAdminList,
} from '../../../components/admin-list';
import { openPendingTab } from '../../../lib/browser';
import { notifySuccess } from '../../../lib/notify';
import { roleIds, useUser } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { type MarketplaceAccount, useAccounts } from '../api/get-accounts';
import { useAuthorizeUrl } from '../api/get-authorize-url';
import { useUpdateAccount } from '../api/update-account';
import { ACCOUNT_TEXT } from '../messages';
import { AccountCreateForm } from './account-create-form';
import classes from './accounts-table.module.css';

const byName = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

// Searched by store name, User Id ML and company; sorted by company.
const RULES: AdminListRules<MarketplaceAccount> = {
  searchText: (account) => `${account.name} ${account.user_id} ${account.store_name}`,
  compare: (a, b) => byName.compare(a.store_name, b.store_name),
};

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

const COLUMNS: AdminColumns<MarketplaceAccount> = {
  nameHeader: 'Tienda',
  name: (account) => (
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
  ),
  // Phones have no room for three columns: the company moves under the store's name.
  sortable: {
    label: 'Empresa',
    buttonLabel: 'Ordenar por empresa',
    className: classes.company,
    wrap: true,
    skeletonWidth: '60%',
    cell: (account) => <Text size="sm">{account.store_name}</Text>,
  },
  actionsClassName: classes.actions,
  skeletonRows: 3,
};

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

/** Marketplace stores admin (/storesMl, role 1): docs/product.md §2, §4, §5 and §8. */
export function AccountsPage() {
  const user = useUser();
  const roles = roleIds(user);
  const accounts = useAccounts();
  const remove = useDeleteAccount();
  const authorizeUrl = useAuthorizeUrl();
  const list = useAdminList(accounts.data, RULES);

  const pending = list.all.filter((account) => account.needs_authorization).length;
  // The list carries the server's client id: null on every row when the server has none.
  const notConfigured = list.all.some((account) => account.client_id === null);
  const showsSetup = notConfigured && can(roles, 'manageMarketplaceAccounts');
  const authorizingId = authorizeUrl.isPending ? (authorizeUrl.variables ?? null) : null;

  const askDelete = (account: MarketplaceAccount) =>
    confirmDelete({
      title: 'Eliminar tienda',
      message: ACCOUNT_TEXT.confirmDelete,
      name: account.name,
      onConfirm: () => {
        remove.mutate(account, {
          onSuccess: () => {
            list.forget(account.id);
            notifySuccess(ACCOUNT_TEXT.deleted);
          },
        });
      },
    });

  const authorize = (account: MarketplaceAccount) => {
    // The tab opens on the click itself; its address comes from the server a moment later.
    const tab = openPendingTab();
    authorizeUrl.mutate(account.id, { onSuccess: tab.go, onError: tab.cancel });
  };

  return (
    <AdminListPage
      title={ACCOUNT_TEXT.title}
      create={
        user && (
          <AccountCreateForm
            chooseCompany={can(roles, 'chooseCompany')}
            ownCompany={user.store}
            onCreated={list.restart}
          />
        )
      }
      notices={
        <>
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
              {pending === 1
                ? '1 tienda requiere autorización. '
                : `${pending} tiendas requieren autorización. `}
              {ACCOUNT_TEXT.authorizeHint}
            </Alert>
          )}
        </>
      }
      list={list}
      query={accounts}
      searchLabel="Buscar tienda"
      loadFailed={ACCOUNT_TEXT.loadFailed}
      rename={{
        useUpdate: useUpdateAccount,
        texts: {
          form: 'Editar tienda',
          input: 'Nuevo nombre de la tienda',
          placeholder: 'Nombre de Tienda',
          updated: ACCOUNT_TEXT.updated,
        },
      }}
      columns={COLUMNS}
      onDelete={askDelete}
      extraAction={(account) => {
        const configured = account.client_id !== null;
        return (
          <Tooltip label={configured ? ACCOUNT_TEXT.authorize : ACCOUNT_TEXT.notConfigured}>
            <ActionIcon
              variant={account.needs_authorization ? 'filled' : 'light'}
              color="yellow"
              size="lg"
              aria-label={ACCOUNT_TEXT.authorize}
              loading={authorizingId === account.id}
              disabled={!configured}
              onClick={() => authorize(account)}
            >
              <IconExternalLink size={18} />
            </ActionIcon>
          </Tooltip>
        );
      }}
    />
  );
}
