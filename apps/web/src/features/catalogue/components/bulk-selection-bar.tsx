import { Button, Group, Paper, Text } from '@mantine/core';
import { IconEdit, IconX } from '@tabler/icons-react';

/** Shown while parts are chosen in the table: how many, edit them, or let them go. */
export function BulkSelectionBar({
  count,
  onEdit,
  onClear,
}: {
  count: number;
  onEdit: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      shadow="sm"
      pos="sticky"
      top={64}
      style={{ zIndex: 5 }}
      data-testid="bulk-bar"
    >
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {count === 1 ? '1 seleccionada' : `${count} seleccionadas`}
        </Text>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconX size={18} />} onClick={onClear} size="md">
            Quitar selección
          </Button>
          <Button leftSection={<IconEdit size={18} />} onClick={onEdit} size="md">
            Editar seleccionadas
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
