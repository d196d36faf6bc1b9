import { Alert, Badge, Button, Divider, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconKey, IconLogout, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { formatDateTime } from '@yonke/domain';
import { type FormEvent, useState } from 'react';
import { ActivityList } from '../../../components/history-list';
import { UserAvatar } from '../../../components/user-avatar';
import { ApiError } from '../../../lib/api-client';
import type { Company as CompanyOption } from '../../../lib/companies';
import { notifySuccess } from '../../../lib/notify';
import {
  useManagedUser,
  useResetPassword,
  useSetUserActive,
  useSignOutUser,
  useUpdateUser,
} from '../../../lib/users';
import type { ManagedUserDetail } from '../api/types';
import { UserFields, type UserFieldValues } from './user-fields';

interface UserDrawerProps {
  userId: number | null;
  onClose: () => void;
  actorRoles: number[];
  companies: CompanyOption[] | null;
  onTemporaryPassword: (shown: { email: string; password: string }) => void;
}

function valuesOf(user: ManagedUserDetail): UserFieldValues {
  return {
    name: user.name,
    email: user.email,
    roles: user.roles.map((role) => String(role.role_id)),
    companyId: String(user.store.id),
  };
}

function EditForm({
  user,
  actorRoles,
  companies,
}: {
  user: ManagedUserDetail;
  actorRoles: number[];
  companies: CompanyOption[] | null;
}) {
  const update = useUpdateUser();
  const [values, setValues] = useState(() => valuesOf(user));
  const error = update.error instanceof ApiError ? update.error : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(
      {
        id: user.id,
        name: values.name,
        email: values.email,
        roles: values.roles.map(Number),
        ...(companies ? { company_id: Number(values.companyId) } : {}),
      },
      { onSuccess: () => notifySuccess('Usuario actualizado.') },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Editar usuario">
      <Stack gap="sm">
        <UserFields
          values={values}
          onChange={setValues}
          actorRoles={actorRoles}
          companies={companies}
          error={error}
          heldRoles={user.roles.map((role) => role.role_id)}
        />
        {error && error.status !== 422 && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Guardar cambios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One user: details, edit form, password reset, sign-out, activation and the activity. */
export function UserDrawer(props: UserDrawerProps) {
  const detail = useManagedUser(props.userId);
  const setActive = useSetUserActive();
  const reset = useResetPassword();
  const signOut = useSignOutUser();
  const user = detail.data;
  const activeError = setActive.error instanceof ApiError ? setActive.error : undefined;

  const confirmReset = (target: ManagedUserDetail) =>
    modals.openConfirmModal({
      title: 'Restablecer contraseña',
      children: (
        <Text size="sm">
          Se generará una contraseña temporal para {target.name} y se cerrarán sus sesiones. Al entrar deberá
          elegir una nueva.
        </Text>
      ),
      labels: { confirm: 'Restablecer', cancel: 'Cancelar' },
      onConfirm: () =>
        reset.mutate(target.id, {
          onSuccess: (result) =>
            props.onTemporaryPassword({ email: target.email, password: result.temporary_password }),
        }),
    });

  const confirmDeactivate = (target: ManagedUserDetail) =>
    modals.openConfirmModal({
      title: 'Desactivar usuario',
      children: (
        <Text size="sm">
          {target.name} ya no podrá entrar y sus sesiones abiertas se cerrarán en su siguiente clic.
        </Text>
      ),
      labels: { confirm: 'Desactivar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        setActive.mutate(
          { id: target.id, active: false },
          { onSuccess: () => notifySuccess('Usuario desactivado.') },
        ),
    });

  return (
    <Drawer
      opened={props.userId !== null}
      onClose={() => {
        setActive.reset();
        props.onClose();
      }}
      position="right"
      size="lg"
      title={
        <Title order={2} size="h4">
          Usuario
        </Title>
      }
    >
      {detail.isPending && props.userId !== null && <Loader aria-label="Cargando usuario" />}
      {detail.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {detail.error.message}
        </Alert>
      )}
      {user && (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <UserAvatar name={user.name} src={user.avatar_url} size={56} radius="xl" />
            <Stack gap={2} miw={0}>
              <Text fw={700} truncate>
                {user.name}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {user.email}
              </Text>
              <Group gap={6}>
                <Badge color={user.active ? 'green' : 'gray'} variant="light">
                  {user.active ? 'Activo' : 'Inactivo'}
                </Badge>
                {user.must_change_password && (
                  <Badge color="yellow" variant="light">
                    Debe cambiar su contraseña
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <Text size="sm" c="dimmed">
            Último acceso: {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'nunca'}
          </Text>

          <EditForm key={user.id} user={user} actorRoles={props.actorRoles} companies={props.companies} />

          <Divider label="Acceso" labelPosition="left" />
          <Group gap="sm">
            <Button variant="light" leftSection={<IconKey size={16} />} onClick={() => confirmReset(user)}>
              Restablecer contraseña
            </Button>
            <Button
              variant="light"
              leftSection={<IconLogout size={16} />}
              loading={signOut.isPending}
              onClick={() =>
                signOut.mutate(user.id, {
                  onSuccess: (result) =>
                    notifySuccess(
                      result.closed === 1 ? 'Se cerró 1 sesión.' : `Se cerraron ${result.closed} sesiones.`,
                    ),
                })
              }
            >
              Cerrar sus sesiones
            </Button>
          </Group>

          <Divider label="Actividad" labelPosition="left" />
          <ActivityList activity={user.activity} label="Actividad del usuario" />

          {/* The destructive action sits apart, at the end, away from the everyday buttons. */}
          <Divider />
          {activeError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {activeError.message}
            </Alert>
          )}
          {user.active ? (
            <Button
              color="red"
              variant="outline"
              leftSection={<IconUserOff size={16} />}
              onClick={() => confirmDeactivate(user)}
            >
              Desactivar usuario
            </Button>
          ) : (
            <Button
              color="green"
              variant="light"
              leftSection={<IconUserCheck size={16} />}
              loading={setActive.isPending}
              onClick={() =>
                setActive.mutate(
                  { id: user.id, active: true },
                  { onSuccess: () => notifySuccess('Usuario activado.') },
                )
              }
            >
              Activar usuario
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
