import { Alert, Badge, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { countLabel, formatDateTime, partCode } from '../../../lib/format';
import { QUEUE_TEXT, type QueuedSave, removeQueued } from '../../../lib/offline/save-queue';
import { useOnline, useQueuedSaves } from '../../../lib/offline/use-offline';
import { useUser } from '../../../lib/session';
import type { StockConflictRow } from '../api/bulk-update';
import type { StockDraft } from '../hooks/draft-storage';
import { FLUSH_EVENT } from '../hooks/use-stock-check-save';

/** One line per part left as it was, in words (domain rules, "Stock check saved later"). */
export function conflictText(conflict: StockConflictRow, name: string | undefined): string {
  const part = name ? `${partCode(conflict.id)} · ${name}` : partCode(conflict.id);
  if (conflict.reason === 'gone') return `${part}: fue eliminada o no existe; no se contó.`;
  if (conflict.reason === 'unseen')
    return `${part}: llegó a esta ubicación después de cargar la lista; no se marcó como faltante.`;
  const where = conflict.location ? `en ${conflict.location.name}` : 'sin ubicación';
  return `${part}: alguien la cambió mientras contabas (ahora ${conflict.status?.name ?? 'sin estatus'}, ${where}); no se modificó.`;
}

export function ConflictsAlert({
  locationName,
  conflicts,
  names,
  onClose,
}: {
  locationName: string;
  conflicts: StockConflictRow[];
  names: Record<number, string>;
  onClose: () => void;
}) {
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={20} />}
      title={`Inventario de ${locationName} guardado con cambios de otros`}
      data-testid="stock-conflicts"
    >
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {conflicts.map((conflict) => (
            <List.Item key={conflict.id}>{conflictText(conflict, names[conflict.id])}</List.Item>
          ))}
        </List>
        <Button size="xs" variant="white" color="dark" onClick={onClose} w="fit-content">
          Entendido
        </Button>
      </Stack>
    </Alert>
  );
}

function draftNames(item: QueuedSave): Record<number, string> {
  const draft = item.draft as StockDraft | undefined;
  return Object.fromEntries((draft?.rows ?? []).map((row) => [row.part.id, row.part.name]));
}

/**
 * The counts of this user waiting on the device, on the stock-check screen: what waits, what went
 * through with conflicts, what the server refused (docs/product.md §10, "Inventario sin conexión").
 */
export function QueuedSaves() {
  const user = useUser();
  const online = useOnline();
  const { items } = useQueuedSaves(user?.id);
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="queued-saves">
      {items.map((item) => {
        if (item.state === 'conflicts' && item.result)
          return (
            <ConflictsAlert
              key={item.key}
              locationName={item.locationName}
              conflicts={item.result.conflicts}
              names={draftNames(item)}
              onClose={() => void removeQueued(item.key)}
            />
          );
        if (item.state === 'failed')
          return (
            <Alert
              key={item.key}
              color="red"
              icon={<IconX size={20} />}
              title={`No se guardó el inventario de ${item.locationName}`}
              data-testid="queued-failed"
            >
              <Stack gap="xs">
                <Text size="sm">
                  {item.message} El conteo sigue en este dispositivo como inventario sin guardar de esa
                  ubicación.
                </Text>
                <Button
                  size="xs"
                  variant="white"
                  color="dark"
                  w="fit-content"
                  onClick={() => void removeQueued(item.key)}
                >
                  Entendido
                </Button>
              </Stack>
            </Alert>
          );
        return (
          <Alert
            key={item.key}
            color="yellow"
            icon={<IconCloudUpload size={20} />}
            title={`Inventario de ${item.locationName} por enviar`}
            data-testid="queued-pending"
          >
            <Stack gap="xs">
              <Text size="sm">
                {QUEUE_TEXT.queued}. {countLabel(item.counts.found, 'encontrada', 'encontradas')},{' '}
                {countLabel(item.counts.added, 'agregada', 'agregadas')} y{' '}
                {countLabel(item.counts.missing, 'faltante', 'faltantes')} · {formatDateTime(item.queuedAt)}.
              </Text>
              {online && (
                <Button
                  size="xs"
                  variant="white"
                  color="dark"
                  w="fit-content"
                  onClick={() => window.dispatchEvent(new Event(FLUSH_EVENT))}
                >
                  Enviar ahora
                </Button>
              )}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}

/** In the header on every screen: counts waiting to be sent, a tap away from the stock check. */
export function PendingSavesBadge({ userId }: { userId: number | undefined }) {
  const { items } = useQueuedSaves(userId);
  const pending = items.filter((item) => item.state === 'pending').length;
  if (pending === 0) return null;
  const label = pending === 1 ? '1 inventario por enviar' : `${pending} inventarios por enviar`;
  return (
    <Badge
      component={Link}
      to="/reinventory"
      color="yellow.8"
      variant="filled"
      size="lg"
      leftSection={<IconCloudUpload size={14} />}
      aria-label={label}
      data-testid="pending-badge"
      style={{ cursor: 'pointer', flexShrink: 0 }}
    >
      {pending}
      {/* A phone's header has room for the icon and the number; the stock check says the rest. */}
      <Text span inherit visibleFrom="xs">
        {' '}
        por enviar
      </Text>
    </Badge>
  );
}
