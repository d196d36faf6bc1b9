import {
  Alert,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCarCrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../../../lib/session';

export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin(() => navigate('/', { replace: true }));
  const error = login.error instanceof ApiError ? login.error : undefined;
  const generalError = error && error.status !== 422 ? error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    login.reset();
    login.mutate({ email, password });
  };

  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.1">
      <Paper component="form" onSubmit={submit} w="100%" maw={400} p="xl" radius="md" shadow="sm" noValidate>
        <Stack gap="md">
          <Stack gap={4} align="center">
            <Box c="blue.7">
              <IconCarCrash size={44} stroke={1.6} />
            </Box>
            <Title order={1} size="h2">
              Yonke
            </Title>
            <Text c="dimmed" size="sm">
              Inventario y ventas de autopartes
            </Text>
          </Stack>
          {generalError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {generalError}
            </Alert>
          )}
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error?.field('email')}
            size="md"
            autoFocus
          />
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error?.field('password')}
            size="md"
          />
          <Button type="submit" size="md" loading={false} disabled={login.isPending} fullWidth>
            {login.isPending ? 'Entrando...' : 'Entrar'}
          </Button>
          {/* There is no e-mail delivery: an administrator resets the password (docs/domain-rules.md). */}
          <Text size="sm" ta="center">
            ¿Olvidaste tu contraseña? Pide a un administrador de tu empresa que la restablezca; te dará una
            contraseña temporal.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
