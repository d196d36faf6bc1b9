import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';

interface EmptyStateProps {
  title?: string;
  message?: string;
  actionLabel?: string;
  onAction?: () => void;
}

export function EmptyState({
  title = 'No encontramos lo que buscas',
  message = 'Intentalo con otros filtros',
  actionLabel,
  onAction,
}: EmptyStateProps) {
  return (
    <Center py={60}>
      <Stack align="center" gap={6}>
        <IconMoodEmpty size={56} stroke={1.2} color="var(--mantine-color-gray-5)" />
        <Title order={2} size="h4" ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {message}
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
