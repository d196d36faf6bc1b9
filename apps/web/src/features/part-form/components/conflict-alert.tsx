import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Ref } from 'react';

/** Someone else saved the part meanwhile (409): the edits stay on screen until Recargar. */
export function ConflictAlert({
  ref,
  message,
  reloading,
  onReload,
}: {
  ref: Ref<HTMLDivElement>;
  message: string;
  reloading: boolean;
  onReload: () => void;
}) {
  return (
    <Alert
      ref={ref}
      color="red"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      data-testid="form-conflict"
    >
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Group gap="xs">
          <Button size="sm" color="red" onClick={onReload} loading={reloading}>
            Recargar
          </Button>
          <Text size="xs" c="dimmed">
            Tus cambios siguen en pantalla hasta que recargues.
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
}
