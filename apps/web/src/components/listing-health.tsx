import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ListingHealth } from '@yonke/domain/schemas';
import { formatDateTime } from '../lib/format';

// A part's marketplace state in words with its last sync and reason (docs/product.md §10):
// the part detail, the part form and Publicaciones con problemas show it the same way.

const STATE_COLORS: Record<string, string> = {
  activa: 'green',
  pausada: 'yellow',
  cerrada: 'gray',
  'en revisión': 'orange',
  'con errores': 'red',
  'sin publicar': 'gray',
};

/** ML's sub_status codes a seller meets most, in words; others are shown as they come. */
const SUB_STATUS_WORDS: Record<string, string> = {
  waiting_for_patch: 'Mercado Libre pide corregir la publicación',
  forbidden: 'Publicación prohibida',
  held: 'Retenida por Mercado Libre',
  out_of_stock: 'Sin existencias',
  suspended: 'Suspendida',
  deleted: 'Eliminada',
  freezed: 'Congelada',
};

export function ListingStateBadge({ state }: { state: string }) {
  return (
    <Badge color={STATE_COLORS[state] ?? 'gray'} variant="light" tt="none">
      Mercado Libre: {state}
    </Badge>
  );
}

export function ListingHealthSummary({ health }: { health: ListingHealth }) {
  const sync = health.last_sync;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <ListingStateBadge state={health.state} />
        {health.ml_id && (
          <Text size="sm" c="dimmed">
            {health.ml_id}
          </Text>
        )}
      </Group>
      {sync && (
        <Text size="sm" c={sync.ok ? 'dimmed' : 'red.8'}>
          {sync.ok ? 'Última sincronización correcta' : 'La última sincronización falló'}
          {sync.at ? ` · ${formatDateTime(sync.at)}` : ''}
          {!sync.ok && sync.reason ? `: ${sync.reason}` : ''}
        </Text>
      )}
      {health.ml_sub_status.length > 0 && (
        <Text size="sm" c="orange.9">
          Motivo de Mercado Libre:{' '}
          {health.ml_sub_status.map((code) => SUB_STATUS_WORDS[code] ?? code).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
