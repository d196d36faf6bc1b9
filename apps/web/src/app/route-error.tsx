import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-client';
import { isOnline } from '../lib/offline/connectivity';
import { NotFoundPage } from './not-found';

/** Last line of defence for a screen that crashed: a Spanish message and a way back. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Offline: a screen that needs the server says so, instead of "Algo salió mal".
  if ((error instanceof ApiError && error.status === 0) || !isOnline()) {
    return (
      <Center py={80} px="md">
        <Stack align="center" gap="sm" data-testid="offline-screen">
          <Title order={1} size="h3">
            Sin conexión
          </Title>
          <Text c="dimmed" ta="center">
            Esta pantalla necesita conexión con el servidor. El inventario y las autopartes que abriste hace
            poco siguen disponibles.
          </Text>
          <Button onClick={() => window.location.reload()}>Reintentar</Button>
        </Stack>
      </Center>
    );
  }
  console.error(error);
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h3">
          Algo salió mal
        </Title>
        <Text c="dimmed" ta="center">
          Ocurrió un error al mostrar esta pantalla. Recarga la página o vuelve al inicio.
        </Text>
        <Button onClick={() => window.location.assign('/')}>Ir al inicio</Button>
      </Stack>
    </Center>
  );
}
