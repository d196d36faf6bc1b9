import { ActionIcon, Anchor, Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { agCode, mlListingUrlId, partPath, statusColor } from '@yonke/domain';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/thumbnail';
import { formatMoney, partCode } from '../../../lib/format';
import type { StockRowView } from '../hooks/use-stock-check-session';
import classes from './stock-check.module.css';

const stop = (event: MouseEvent) => event.stopPropagation();

const ACTION_LABEL = {
  none: 'Marcar como encontrada',
  found: 'Desmarcar (no encontrada)',
  added: 'Quitar de la lista',
} as const;

function ActionButton({ row, onToggle }: { row: StockRowView; onToggle: () => void }) {
  const action = row.action ?? 'none';
  const icon =
    action === 'found' ? (
      <IconCheck size={20} />
    ) : action === 'added' ? (
      <IconTrash size={20} />
    ) : (
      <IconX size={20} />
    );
  return (
    <ActionIcon
      size="lg"
      radius="xl"
      variant={action === 'none' ? 'default' : 'filled'}
      color={action === 'found' ? 'blue' : action === 'added' ? 'green' : 'gray'}
      aria-label={`${ACTION_LABEL[action]}: ${partCode(row.part.id)}`}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      {icon}
    </ActionIcon>
  );
}

function StatusBadge({ row }: { row: StockRowView }) {
  return (
    <Badge size="sm" color={statusColor(row.part.status_id)} variant="filled">
      {row.part.status_name || 'Sin estatus'}
    </Badge>
  );
}

interface StockTableProps {
  rows: StockRowView[];
  highlightId: number | null;
  onToggle: (id: number) => void;
}

/**
 * docs/product.md §2, stock check table: Autoparte / Precio / Ubicación / Estatus / action. Tapping
 * anywhere on a row marks it by hand (the fallback when a label is missing or unreadable).
 * On phones the price, location and status move under the name.
 */
export function StockTable({ rows, highlightId, onToggle }: StockTableProps) {
  return (
    <Table verticalSpacing="xs" horizontalSpacing="sm" data-testid="stock-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Autoparte</Table.Th>
          <Table.Th visibleFrom="sm">Precio</Table.Th>
          <Table.Th visibleFrom="sm">Ubicación</Table.Th>
          <Table.Th visibleFrom="sm">Estatus</Table.Th>
          <Table.Th w={56}>
            <Box component="span" className="sr-only" style={{ position: 'absolute', left: -9999 }}>
              Acción
            </Box>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const { part } = row;
          return (
            <Table.Tr
              key={part.id}
              className={classes.row}
              data-action={row.action ?? 'none'}
              data-highlight={highlightId === part.id || undefined}
              data-testid="stock-row"
              data-part-id={part.id}
              onClick={() => onToggle(part.id)}
            >
              <Table.Td>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <div className={classes.thumb}>
                    <Thumbnail src={part.url_thumbnail} alt={part.name} ratio={1} />
                  </div>
                  <Stack gap={2} miw={0}>
                    <Text fw={600} size="sm" lineClamp={2} className={classes.name}>
                      {part.name || 'Sin nombre'}
                    </Text>
                    <Group gap={10} wrap="wrap">
                      <Anchor
                        component={Link}
                        to={partPath('inventory', part.id, part.name)}
                        size="xs"
                        fw={700}
                        onClick={stop}
                      >
                        {partCode(part.id)}
                      </Anchor>
                      {part.ml_id && (
                        <Anchor
                          href={`https://articulo.mercadolibre.com.mx/${mlListingUrlId(part.ml_id)}`}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="xs"
                          onClick={stop}
                        >
                          {part.ml_id}
                        </Anchor>
                      )}
                      {part.ag_id !== null && (
                        <Text size="xs" c="dimmed">
                          {agCode(part.ag_id)}
                        </Text>
                      )}
                    </Group>
                    <Group gap={8} hiddenFrom="sm" wrap="wrap">
                      <Text size="sm" fw={700}>
                        {formatMoney(part.sale_price)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {part.location_name ?? 'Sin ubicación'}
                      </Text>
                      <StatusBadge row={row} />
                    </Group>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" fw={600}>
                  {formatMoney(part.sale_price)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{part.location_name ?? 'Sin ubicación'}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <StatusBadge row={row} />
              </Table.Td>
              <Table.Td>
                <ActionButton row={row} onToggle={() => onToggle(part.id)} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
