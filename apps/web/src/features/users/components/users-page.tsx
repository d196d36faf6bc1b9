import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { can, formatDateTime, ROLE_NAMES } from '@yonke/domain';
import { useState } from 'react';
import tableClasses from '../../../components/data-table.module.css';
import { SearchInput } from '../../../components/search-input';
import { DEFAULT_PAGE_SIZE, TableFooter } from '../../../components/table-footer';
import { UserAvatar } from '../../../components/user-avatar';
import { useCompanies } from '../../../lib/companies';
import { notifySuccess } from '../../../lib/notify';
import { roleIds, useUser } from '../../../lib/session';
import { useUsers } from '../../../lib/users';
import type { ManagedUser, UserFilters } from '../api/types';
import { USER_SORTS, userQuery } from '../api/user-query';
import { CreateUserModal } from './create-user-modal';
import { TemporaryPasswordModal } from './temporary-password';
import { UserDrawer } from './user-drawer';
import classes from './users-page.module.css';

function RoleBadges({ user }: { user: ManagedUser }) {
  return (
    <Group gap={4}>
      {user.roles.map((role) => (
        <Badge key={role.role_id} variant="light" radius="sm" size="sm">
          {role.name}
        </Badge>
      ))}
    </Group>
  );
}

function StatusBadge({ user }: { user: ManagedUser }) {
  return (
    <Badge color={user.active ? 'green' : 'gray'} variant={user.active ? 'light' : 'outline'} size="sm">
      {user.active ? 'Activo' : 'Inactivo'}
    </Badge>
  );
}

function lastSignIn(user: ManagedUser): string {
  return user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Nunca';
}

/** Search, role, company (role 1), state and order of the list. */
function UserFiltersBar(props: {
  filters: UserFilters;
  onChange: (next: Partial<UserFilters>) => void;
  companies: { id: number; name: string }[] | null;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <SearchInput
          label="Buscar por nombre o correo"
          value={props.filters.search}
          onChange={(search) => props.onChange({ search })}
        />
        <SimpleGrid cols={{ base: 2, sm: props.companies ? 4 : 3 }} spacing="sm">
          <Select
            label="Rol"
            placeholder="Todos"
            data={Object.entries(ROLE_NAMES).map(([value, label]) => ({ value, label }))}
            value={props.filters.role}
            onChange={(role) => props.onChange({ role })}
            clearable
          />
          {props.companies && (
            <Select
              label="Empresa"
              placeholder="Todas"
              data={props.companies.map((company) => ({
                value: String(company.id),
                label: company.name,
              }))}
              value={props.filters.company}
              onChange={(company) => props.onChange({ company })}
              clearable
              searchable
            />
          )}
          <Select
            label="Estado"
            data={[
              { value: 'all', label: 'Todos' },
              { value: '1', label: 'Activos' },
              { value: '0', label: 'Inactivos' },
            ]}
            value={props.filters.active}
            onChange={(active) => props.onChange({ active: (active as UserFilters['active']) ?? 'all' })}
            allowDeselect={false}
          />
          <Select
            label="Ordenar por"
            data={USER_SORTS}
            value={props.filters.sort}
            onChange={(sort) => props.onChange({ sort: sort ?? 'name:asc' })}
            allowDeselect={false}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Phones get cards: every fact visible without hovering or scrolling sideways; wider screens a table. */
function UserList({ rows, onOpen }: { rows: ManagedUser[]; onOpen: (id: number) => void }) {
  return (
    <>
      <Stack gap="xs" hiddenFrom="md" aria-label="Usuarios">
        {rows.map((user) => (
          <Card key={user.id} withBorder padding="sm" className={classes.card}>
            {/* Named by its visible text (label-in-name): the card reads as what it shows. */}
            <UnstyledButton onClick={() => onOpen(user.id)} className={classes.cardButton}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <UserAvatar name={user.name} src={user.avatar_url} radius="xl" size={40} decorative />
                <Stack gap={4} miw={0} style={{ flex: 1 }}>
                  <Group justify="space-between" gap={6} wrap="nowrap">
                    <Text fw={600} truncate>
                      {user.name}
                    </Text>
                    <StatusBadge user={user} />
                  </Group>
                  <Text size="sm" c="dimmed" truncate>
                    {user.email}
                  </Text>
                  <RoleBadges user={user} />
                  <Text size="xs" c="dimmed">
                    {user.store.name} · Último acceso: {lastSignIn(user)}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          </Card>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={0} className={tableClasses.container} visibleFrom="md">
        <Table verticalSpacing="xs" highlightOnHover className={tableClasses.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Roles</Table.Th>
              <Table.Th>Empresa</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>Último acceso</Table.Th>
              <Table.Th>
                <span className={classes.visuallyHidden}>Acciones</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar name={user.name} src={user.avatar_url} radius="xl" size={34} />
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {user.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {user.email}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <RoleBadges user={user} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.store.name}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge user={user} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{lastSignIn(user)}</Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onOpen(user.id)}
                    aria-label={`Abrir ${user.name}`}
                  >
                    Abrir
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** Usuarios (/users): roles 1 (every company) and 2 (its own). */
export function UsersPage() {
  const me = useUser();
  const roles = roleIds(me);
  const allCompanies = can(roles, 'allCompanies');
  const companies = useCompanies({ enabled: allCompanies });
  const [filters, setFilters] = useState<UserFilters>({
    search: '',
    role: null,
    company: null,
    active: 'all',
    sort: 'name:asc',
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
  });
  const users = useUsers(userQuery(filters));
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [temporary, setTemporary] = useState<{ email: string; password: string } | null>(null);
  const change = (next: Partial<UserFilters>) => setFilters((current) => ({ ...current, page: 1, ...next }));
  const rows = users.data?.data ?? [];
  const companyList = allCompanies ? (companies.data ?? []) : null;

  return (
    <Stack gap="md" maw={1120} mx="auto">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          Usuarios
        </Title>
        <Button leftSection={<IconUserPlus size={18} />} onClick={() => setCreating(true)}>
          Nuevo usuario
        </Button>
      </Group>

      <UserFiltersBar filters={filters} onChange={change} companies={companyList} />

      {users.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          <Group justify="space-between" gap="xs">
            <span>No pudimos cargar los usuarios.</span>
            <Button size="xs" variant="white" color="red" onClick={() => users.refetch()}>
              Reintentar
            </Button>
          </Group>
        </Alert>
      )}

      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {users.isPending ? (
          <Stack gap="sm">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No hay usuarios con esos filtros.
          </Text>
        ) : (
          <>
            <UserList rows={rows} onOpen={setOpenId} />
            <TableFooter
              total={users.data?.total ?? 0}
              page={filters.page}
              pageSize={filters.perPage}
              onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
              onPageSizeChange={(perPage) => change({ perPage })}
            />
          </>
        )}
      </Paper>

      {me && (
        <CreateUserModal
          opened={creating}
          onClose={() => setCreating(false)}
          actorRoles={roles}
          ownCompanyId={me.store.id}
          companies={companyList}
          onCreated={(user, password) => {
            notifySuccess('Usuario creado.');
            if (password) setTemporary({ email: user.email, password });
          }}
        />
      )}
      <UserDrawer
        userId={openId}
        onClose={() => setOpenId(null)}
        actorRoles={roles}
        companies={companyList}
        onTemporaryPassword={setTemporary}
      />
      <TemporaryPasswordModal shown={temporary} onClose={() => setTemporary(null)} />
    </Stack>
  );
}
