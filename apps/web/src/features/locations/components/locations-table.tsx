import {
  ActionIcon,
  Badge,
  Group,
  Pagination,
  Select,
  Skeleton,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconPencil,
  IconQrcode,
  IconSelector,
  IconTrash,
} from '@tabler/icons-react';
import type { Location } from '../api/get-locations';
import { LOCATION_TEXT } from '../messages';
import classes from './locations-table.module.css';

export type StockSort = 'asc' | 'desc' | null;

/** Spec section 9: data tables show 25 rows by default, with 50 and 100 as options. */
export const PAGE_SIZES = ['25', '50', '100'];

interface LocationsTableProps {
  rows: Location[];
  loading: boolean;
  showCompany: boolean;
  editingId: number | null;
  sort: StockSort;
  onSortChange: (sort: StockSort) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onDelete: (location: Location) => void;
  onEdit: (location: Location) => void;
  onLabel: (location: Location) => void;
}

const NEXT_SORT: Record<string, StockSort> = { none: 'asc', asc: 'desc', desc: null };

function SortIcon({ sort }: { sort: StockSort }) {
  if (sort === 'asc') return <IconChevronUp size={14} />;
  if (sort === 'desc') return <IconChevronDown size={14} />;
  return <IconSelector size={14} />;
}

export function LocationsTable(props: LocationsTableProps) {
  const { rows, loading, sort, page, pageSize } = props;
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const first = (page - 1) * pageSize;
  const visible = rows.slice(first, first + pageSize);

  return (
    <>
      <Table.ScrollContainer minWidth={0} className={classes.container}>
        <Table verticalSpacing="xs" highlightOnHover className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ubicación</Table.Th>
              <Table.Th
                className={classes.stock}
                aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'}
              >
                <UnstyledButton
                  className={classes.sortButton}
                  onClick={() => props.onSortChange(NEXT_SORT[sort ?? 'none'] ?? null)}
                  aria-label="Ordenar por stock"
                >
                  <span>Stock</span>
                  <SortIcon sort={sort} />
                </UnstyledButton>
              </Table.Th>
              <Table.Th className={classes.actions}>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading &&
              [0, 1, 2, 3, 4].map((key) => (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Skeleton height={14} width="70%" />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={14} width={28} />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={28} width={108} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {!loading && visible.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" ta="center" py="xl">
                    {LOCATION_TEXT.empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {!loading &&
              visible.map((location) => (
                <Table.Tr
                  key={location.id}
                  bg={props.editingId === location.id ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Table.Td className={classes.name}>
                    <Text fw={500} size="sm">
                      {location.name}
                    </Text>
                    {props.showCompany && (
                      <Text c="dimmed" size="xs">
                        {location.store.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={location.stock > 0 ? 'blue' : 'gray'} size="lg" radius="sm">
                      {location.stock}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Tooltip label="Eliminar">
                        <ActionIcon
                          variant="light"
                          color="red"
                          size="lg"
                          aria-label="Eliminar"
                          onClick={() => props.onDelete(location)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Editar">
                        <ActionIcon
                          variant={props.editingId === location.id ? 'filled' : 'light'}
                          size="lg"
                          aria-label="Editar"
                          aria-pressed={props.editingId === location.id}
                          onClick={() => props.onEdit(location)}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Imprimir etiqueta">
                        <ActionIcon
                          variant="light"
                          color="gray"
                          size="lg"
                          aria-label="Imprimir etiqueta"
                          onClick={() => props.onLabel(location)}
                        >
                          <IconQrcode size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && rows.length > 0 && (
        <Group justify="space-between" gap="sm" mt="sm">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {first + 1}–{Math.min(first + pageSize, rows.length)} de {rows.length}
            </Text>
            <Select
              aria-label="Filas por página"
              data={PAGE_SIZES}
              value={String(pageSize)}
              onChange={(value) => value && props.onPageSizeChange(Number(value))}
              allowDeselect={false}
              w={80}
              size="xs"
            />
          </Group>
          {totalPages > 1 && (
            // siblings 1 and boundaries 1: at most 7 page slots with ellipses (spec section 9).
            <Pagination
              total={totalPages}
              value={page}
              onChange={props.onPageChange}
              siblings={1}
              boundaries={1}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Página anterior' : 'Página siguiente',
              })}
            />
          )}
        </Group>
      )}
    </>
  );
}
