import {
  Anchor,
  Badge,
  Box,
  Checkbox,
  Group,
  SegmentedControl,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import { mlStatusColor, mlStatusLabel, partPath, statusColor } from '@yonke/domain';
import type { SearchRow } from '@yonke/domain/schemas';
import { Link } from 'react-router';
import { formatMoney, partCode } from '../../../lib/format';
import type { CatalogueSection } from '../sections';
import classes from './parts-table.module.css';

export type CatalogueView = 'cards' | 'table';

/** Cards or the dense table; remembered on this device, like the filters panel. */
export function useCatalogueView() {
  return useLocalStorage<CatalogueView>({
    key: 'inventoryView',
    defaultValue: 'cards',
    getInitialValueInEffect: false,
  });
}

export function ViewToggle({
  value,
  onChange,
  compact = false,
}: {
  value: CatalogueView;
  onChange: (view: CatalogueView) => void;
  /** A phone's header has room for the icons only; the words stay for screen readers. */
  compact?: boolean;
}) {
  const word = (text: string) => (compact ? <VisuallyHidden>{text}</VisuallyHidden> : <span>{text}</span>);
  return (
    <SegmentedControl
      aria-label="Vista de la lista"
      value={value}
      onChange={(next) => onChange(next as CatalogueView)}
      data={[
        {
          value: 'cards',
          label: (
            <Group gap={4} wrap="nowrap">
              <IconLayoutGrid size={compact ? 20 : 16} />
              {word('Tarjetas')}
            </Group>
          ),
        },
        {
          value: 'table',
          label: (
            <Group gap={4} wrap="nowrap">
              <IconTable size={compact ? 20 : 16} />
              {word('Tabla')}
            </Group>
          ),
        },
      ]}
      className={classes.toggle}
      size={compact ? 'md' : 'sm'}
    />
  );
}

interface PartsTableProps {
  rows: SearchRow[];
  section: CatalogueSection;
  /** Null when the user cannot edit in bulk: no check boxes. */
  selected: ReadonlySet<number> | null;
  onToggle: (ids: number[], on: boolean) => void;
}

/** Autopartes as a dense table: one line per part, many per screen, each with a check box. */
export function PartsTable({ rows, section, selected, onToggle }: PartsTableProps) {
  const allOn = selected !== null && rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someOn = selected !== null && rows.some((row) => selected.has(row.id));
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table striped highlightOnHover verticalSpacing={4} horizontalSpacing="xs" data-testid="parts-table">
        <Table.Thead>
          <Table.Tr>
            {selected && (
              <Table.Th className={classes.checkCell} p={0}>
                <label className={classes.checkTarget}>
                  <Checkbox
                    checked={allOn}
                    indeterminate={someOn && !allOn}
                    onChange={(event) =>
                      onToggle(
                        rows.map((row) => row.id),
                        event.currentTarget.checked,
                      )
                    }
                    aria-label="Seleccionar todas las de esta página"
                  />
                </label>
              </Table.Th>
            )}
            <Table.Th w={56}>
              <VisuallyHidden>Foto</VisuallyHidden>
            </Table.Th>
            <Table.Th>Autoparte</Table.Th>
            <Table.Th ta="right">Precio</Table.Th>
            <Table.Th>Estatus</Table.Th>
            <Table.Th>Ubicación</Table.Th>
            <Table.Th>Tienda ML</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const on = selected?.has(row.id) ?? false;
            return (
              <Table.Tr
                key={row.id}
                data-testid="parts-table-row"
                bg={on ? 'var(--mantine-color-blue-light)' : undefined}
              >
                {selected && (
                  <Table.Td className={classes.checkCell} p={0}>
                    <label className={classes.checkTarget}>
                      <Checkbox
                        checked={on}
                        onChange={(event) => onToggle([row.id], event.currentTarget.checked)}
                        aria-label={`Seleccionar ${partCode(row.id)}`}
                      />
                    </label>
                  </Table.Td>
                )}
                <Table.Td>
                  <Box className={classes.thumb}>
                    {row.url_thumbnail ? (
                      <img src={row.url_thumbnail} alt="" loading="lazy" decoding="async" />
                    ) : (
                      <Text size="xs" c="dimmed">
                        Sin foto
                      </Text>
                    )}
                  </Box>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={partPath(section, row.id, row.name)}
                    size="sm"
                    fw={600}
                    className={classes.name}
                  >
                    {row.name || 'Sin nombre'}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {partCode(row.id)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" className={classes.price}>
                  {formatMoney(row.sale_price)}
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" color={statusColor(row.status.id)}>
                    {row.status.name}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.location?.name ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.store_ml ?? '—'}</Text>
                  {row.ml_status && (
                    <Badge size="xs" variant="light" color={mlStatusColor(row.ml_status)}>
                      {mlStatusLabel(row.ml_status)}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
