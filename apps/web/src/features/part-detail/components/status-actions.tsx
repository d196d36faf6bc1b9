import { Button, Group } from '@mantine/core';
import { availableStatusActions, type StatusAction, statusActionLabel } from '@yonke/domain';
import type { Part } from '@yonke/domain/schemas';
import { useStatusChange } from '../hooks/use-status-change';

const ACTION_COLORS: Record<StatusAction, string> = {
  sell: 'green',
  reserve: 'orange',
  activate: 'blue',
};

/** Vender / Separar / Activar (Reactivar when sold), as the current status allows. */
export function StatusActions({ part }: { part: Part }) {
  const { run, pending } = useStatusChange(part);
  const actions = availableStatusActions(part.status_id);
  if (actions.length === 0) return null;
  return (
    <Group gap="xs" grow>
      {actions.map((action) => (
        <Button key={action} color={ACTION_COLORS[action]} disabled={pending} onClick={() => run(action)}>
          {pending ? 'Cargando...' : statusActionLabel(action, part.status_id)}
        </Button>
      ))}
    </Group>
  );
}
