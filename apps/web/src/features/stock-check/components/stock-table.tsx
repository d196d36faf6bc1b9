import { ActionIcon, Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconExternalLink, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
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

/** The row's check: 48 px, at the row's start, where a thumb lands first. */
function CheckButton({ row, onToggle }: { row: StockRowView; onToggle: () => void }) {
  const action = row.action ?? 'none';
  return (
    <ActionIcon
      size={48}
      radius="xl"
      variant={action === 'none' ? 'default' : 'filled'}
      color={action === 'found' ? 'blue' : action === 'added' ? 'green' : 'gray'}
      aria-label={`${ACTION_LABEL[action]}: ${partCode(row.part.id)}`}
      aria-pressed={action === 'found'}
      className={classes.check}
      data-testid="stock-check-toggle"
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      {/* The spec's icons: a cross while unmarked, a check when found, a trash can when added. */}
      {action === 'found' ? (
        <IconCheck size={24} stroke={2.5} />
      ) : action === 'added' ? (
        <IconTrash size={22} />
      ) : (
        <IconX size={22} />
      )}
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

/**
 * The AV and Mercado Libre links (docs/product.md §2), as icons in a cell of their own at the row's
 * end: a tap anywhere else on the row marks it, so a tap meant for a mark never leaves the count.
 */
function RowLinks({ row }: { row: StockRowView }) {
  const { part } = row;
  return (
    <div className={classes.links}>
      <ActionIcon
        component={Link}
        to={partPath('inventory', part.id, part.name)}
        size={44}
        variant="subtle"
        color="gray"
        aria-label={`Abrir ${partCode(part.id)} en Autopartes`}
        title={`Abrir ${partCode(part.id)}`}
      >
        <IconPencil size={20} />
      </ActionIcon>
      {part.ml_id && (
        <ActionIcon
          component="a"
          href={`https://articulo.mercadolibre.com.mx/${mlListingUrlId(part.ml_id)}`}
          target="_blank"
          rel="noopener noreferrer"
          size={44}
          variant="subtle"
          color="yellow.9"
          aria-label={`Ver ${part.ml_id} en Mercado Libre`}
          title={`Ver ${part.ml_id} en Mercado Libre`}
        >
          <IconExternalLink size={20} />
        </ActionIcon>
      )}
    </div>
  );
}

interface StockTableProps {
  rows: StockRowView[];
  highlightId: number | null;
  onToggle: (id: number) => void;
}

/**
 * docs/product.md §2, stock check table: Autoparte / Precio / Ubicación / Estatus / action. Tapping
 * anywhere on a row but its links cell marks it by hand (the fallback when a label is missing or
 * unreadable); the AV code and listing id read as plain text there. On phones the price, location
 * and status move under the name.
 */
export function StockTable({ rows, highlightId, onToggle }: StockTableProps) {
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" data-testid="stock-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60}>
            <Box component="span" className={classes.srOnly}>
              Acción
            </Box>
          </Table.Th>
          <Table.Th>Autoparte</Table.Th>
          <Table.Th visibleFrom="sm">Precio</Table.Th>
          <Table.Th visibleFrom="sm">Ubicación</Table.Th>
          <Table.Th visibleFrom="sm">Estatus</Table.Th>
          <Table.Th w={56}>
            <Box component="span" className={classes.srOnly}>
              Enlaces
            </Box>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const { part } = row;
          const toggle = () => onToggle(part.id);
          return (
            <Table.Tr
              key={part.id}
              className={classes.row}
              data-action={row.action ?? 'none'}
              data-highlight={highlightId === part.id || undefined}
              data-testid="stock-row"
              data-part-id={part.id}
              onClick={toggle}
            >
              <Table.Td className={classes.checkCell}>
                <CheckButton row={row} onToggle={toggle} />
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <div className={classes.thumb}>
                    <Thumbnail src={part.url_thumbnail} alt={part.name} ratio={1} />
                  </div>
                  <Stack gap={2} miw={0}>
                    <Text fw={600} size="sm" lineClamp={2} className={classes.name}>
                      {part.name || 'Sin nombre'}
                    </Text>
                    <Group gap={8} wrap="wrap">
                      <Text size="xs" fw={700} c="dimmed">
                        {partCode(part.id)}
                      </Text>
                      {part.ml_id && (
                        <Text size="xs" c="dimmed">
                          {part.ml_id}
                        </Text>
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
              {/* A tap between the icons must not reach the row either. */}
              <Table.Td className={classes.linksCell} onClick={stop}>
                <RowLinks row={row} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
