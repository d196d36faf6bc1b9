import { ActionIcon, Badge, Group, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconQrcode, IconTrash } from '@tabler/icons-react';
import tableClasses from '../../../components/data-table.module.css';
import { type SortDirection, SortHeader } from '../../../components/sort-header';
import { pageRows, TableFooter } from '../../../components/table-footer';
import type { Location } from '../api/get-locations';
import { LOCATION_TEXT } from '../messages';
import classes from './locations-table.module.css';

export type StockSort = SortDirection;

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

export function LocationsTable(props: LocationsTableProps) {
  const { rows, loading, sort, page, pageSize } = props;
  const visible = pageRows(rows, page, pageSize);

  return (
    <>
      <Table.ScrollContainer minWidth={0} className={tableClasses.container}>
        <Table verticalSpacing="xs" highlightOnHover className={tableClasses.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ubicación</Table.Th>
              <SortHeader
                label="Stock"
                buttonLabel="Ordenar por stock"
                sort={sort}
                onSortChange={props.onSortChange}
                className={classes.stock}
              />
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
                  <Table.Td className={tableClasses.wrap}>
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
      {!loading && (
        <TableFooter
          total={rows.length}
          page={page}
          pageSize={pageSize}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      )}
    </>
  );
}
