import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty, IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from '../lib/offline/connectivity';

interface EmptyStateProps {
  title?: string;
  message?: string;
  actionLabel?: string;
  onAction?: () => void;
}

/**
 * The spec's empty list. Without connection a list that could not load is not an empty result:
 * it says «Sin conexión» instead (only where the caller kept the spec's default texts).
 */
export function EmptyState({ title, message, actionLabel, onAction }: EmptyStateProps) {
  const online = useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
  const offline = !online && title === undefined && message === undefined;
  if (offline) {
    return (
      <Center py={60}>
        <Stack align="center" gap={6} data-testid="offline-screen">
          <IconWifiOff size={56} stroke={1.2} color="var(--mantine-color-gray-5)" />
          <Title order={2} size="h4" ta="center">
            Sin conexión
          </Title>
          <Text c="dimmed" ta="center">
            Esta lista necesita conexión con el servidor; se cargará cuando vuelva.
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py={60}>
      <Stack align="center" gap={6}>
        <IconMoodEmpty size={56} stroke={1.2} color="var(--mantine-color-gray-5)" />
        <Title order={2} size="h4" ta="center">
          {title ?? 'No encontramos lo que buscas'}
        </Title>
        <Text c="dimmed" ta="center">
          {message ?? 'Intentalo con otros filtros'}
        </Text>
        {actionLabel && onAction && (
          <Button variant="light" mt="xs" onClick={onAction}>
            {actionLabel}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
