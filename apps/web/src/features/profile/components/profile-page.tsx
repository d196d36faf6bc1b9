import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCamera, IconLogout, IconTrash } from '@tabler/icons-react';
import { formatDateTime, PERSON_NAME_MAX_LENGTH } from '@yonke/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useCloseOtherSessions } from '../api/close-other-sessions';
import { useCloseSession } from '../api/close-session';
import { type Profile, useProfile } from '../api/get-profile';
import { useOwnSessions } from '../api/get-sessions';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUpdateName } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import { PasswordForm } from './password-form';

function AvatarSection({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const error = upload.error instanceof ApiError ? upload.error : undefined;
  return (
    <Stack gap="xs" align="center">
      <UserAvatar name={profile.name} src={profile.avatar_url} size={112} radius={112} />
      <Group gap="xs" justify="center">
        <FileButton
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          onChange={(file) => {
            if (file) upload.mutate(file, { onSuccess: () => notifySuccess('Foto actualizada.') });
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconCamera size={16} />}
              loading={upload.isPending}
            >
              Cambiar foto
            </Button>
          )}
        </FileButton>
        {profile.avatar_url && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined)}
          >
            Quitar foto
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        Se recorta en un cuadrado centrado.
      </Text>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} w="100%">
          {error.field('file') ?? error.message}
        </Alert>
      )}
    </Stack>
  );
}

function NameForm({ profile }: { profile: Profile }) {
  const update = useUpdateName();
  const [name, setName] = useState(profile.name);
  const error = update.error instanceof ApiError ? update.error : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(name, { onSuccess: () => notifySuccess('Nombre actualizado.') });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Datos personales">
      <Stack gap="sm">
        <TextInput
          label="Nombre"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={PERSON_NAME_MAX_LENGTH}
          error={error?.field('name')}
          size="md"
        />
        <TextInput label="Correo electrónico" value={profile.email} readOnly size="md" />
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {profile.store.name} ·
          </Text>
          {profile.roles.map((role) => (
            <Badge key={role.role_id} variant="light" size="sm">
              {role.name}
            </Badge>
          ))}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={name.trim() === profile.name}>
            Guardar nombre
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SessionsSection() {
  const navigate = useNavigate();
  const sessions = useOwnSessions();
  const close = useCloseSession();
  const closeOthers = useCloseOtherSessions();
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <Stack gap="sm">
      {sessions.isPending && <Skeleton height={60} />}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sesiones abiertas">
        {list.map((session) => (
          <Paper key={session.id} component="li" withBorder p="sm">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2} miw={0}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {session.device}
                  </Text>
                  {session.current && (
                    <Badge size="sm" color="green" variant="light">
                      Esta sesión
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {session.ip ? `Dirección ${session.ip} · ` : ''}Última actividad{' '}
                  {formatDateTime(session.last_seen_at)}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="light"
                color={session.current ? 'red' : 'gray'}
                leftSection={<IconLogout size={14} />}
                onClick={() =>
                  close.mutate(session.id, {
                    onSuccess: (result) => {
                      if (result.current) navigate('/login', { replace: true });
                      else notifySuccess('Sesión cerrada.');
                    },
                  })
                }
              >
                Cerrar sesión
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button
          variant="outline"
          color="red"
          disabled={others === 0}
          loading={closeOthers.isPending}
          onClick={() =>
            closeOthers.mutate(undefined, { onSuccess: () => notifySuccess('Sesiones cerradas.') })
          }
        >
          Cerrar las demás
        </Button>
      </Group>
    </Stack>
  );
}

/** Mi perfil (/profile): every signed-in user. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1} size="h2">
        Mi perfil
      </Title>
      {profile.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {profile.error.message}
        </Alert>
      )}
      {profile.isPending && <Skeleton height={240} />}
      {profile.data && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Group align="flex-start" gap="xl" wrap="wrap">
            <AvatarSection profile={profile.data} />
            <div style={{ flex: 1, minWidth: 240 }}>
              <NameForm key={profile.data.id} profile={profile.data} />
            </div>
          </Group>
        </Paper>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Contraseña
          </Title>
          <PasswordForm
            currentLabel="Contraseña actual"
            submitLabel="Cambiar contraseña"
            onChanged={() => notifySuccess('Contraseña actualizada. Se cerraron tus otras sesiones.')}
          />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Sesiones abiertas
          </Title>
          <SessionsSection />
        </Stack>
      </Paper>
    </Stack>
  );
}
