import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useLogout, useUser } from '../../../lib/session';
import { PasswordForm } from './password-form';

/**
 * The forced change after an administrator's reset (/change-password): nothing else opens until
 * the person chooses a password only they know (the server refuses every other call too).
 */
export function ChangePasswordPage() {
  const user = useUser();
  const navigate = useNavigate();
  const logout = useLogout(() => navigate('/login', { replace: true }));
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-default-hover)">
      <Paper w="100%" maw={440} p="xl" radius="md" shadow="sm" withBorder>
        <Stack gap="md">
          <Stack gap={4} align="center">
            <Box c="var(--mantine-primary-color-filled)">
              <IconLock size={40} stroke={1.6} />
            </Box>
            <Title order={1} size="h3" ta="center">
              Elige una contraseña nueva
            </Title>
            <Text size="sm" ta="center">
              {user?.name ? `${user.name}, tu` : 'Tu'} contraseña es temporal: la asignó un administrador.
              Para continuar, escríbela y elige una nueva que solo tú conozcas.
            </Text>
          </Stack>
          <PasswordForm
            currentLabel="Contraseña temporal"
            submitLabel="Guardar y continuar"
            onChanged={() => {
              notifySuccess('Contraseña actualizada.');
              navigate('/', { replace: true });
            }}
          />
          <Anchor component="button" type="button" size="sm" ta="center" onClick={() => logout.mutate()}>
            Salir
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
