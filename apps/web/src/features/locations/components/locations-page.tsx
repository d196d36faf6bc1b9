import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconPrinter } from '@tabler/icons-react';
import { can, normalizeSearchText } from '@yonke/domain';
import { useMemo, useState } from 'react';
import { ExportMenu } from '../../../components/export-menu';
import { SearchInput } from '../../../components/search-input';
import { DEFAULT_PAGE_SIZE } from '../../../components/table-footer';
import { openInNewTab } from '../../../lib/browser';
import { notifySuccess } from '../../../lib/notify';
import { roleIds, useUser } from '../../../lib/session';
import { useDeleteLocation } from '../api/delete-location';
import { type Location, useLocations } from '../api/get-locations';
import { locationLabelsUrl, locationLabelUrl } from '../label-urls';
import { LOCATION_TEXT } from '../messages';
import { LocationCreateForm } from './location-create-form';
import { LocationEditForm } from './location-edit-form';
import { LocationsTable, type StockSort } from './locations-table';

function sortByStock(rows: Location[], sort: StockSort): Location[] {
  if (!sort) return rows;
  const direction = sort === 'asc' ? 1 : -1;
  // Array.prototype.sort is stable: equal stock keeps the list's own order (by name).
  return [...rows].sort((a, b) => (a.stock - b.stock) * direction);
}

/** Locations admin (/locations, roles 1, 2 and 5): spec sections 2, 4, 5 and 8. */
export function LocationsPage() {
  const user = useUser();
  const roles = roleIds(user);
  const locations = useLocations();
  const remove = useDeleteLocation();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<StockSort>(null);
  const [editing, setEditing] = useState<Location | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  const all = locations.data ?? [];
  const rows = useMemo(() => {
    const query = normalizeSearchText(search);
    const list = locations.data ?? [];
    const matching = query ? list.filter((row) => normalizeSearchText(row.name).includes(query)) : list;
    return sortByStock(matching, sort);
  }, [locations.data, search, sort]);
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const currentPage = Math.min(page, lastPage);

  const toggleEdit = (location: Location) => {
    setEditing((current) => (current?.id === location.id ? null : location));
  };

  const askDelete = (location: Location) => {
    // Spec section 5: a location with stock cannot be deleted; the user is told with an alert.
    if (location.stock > 0) {
      window.alert(LOCATION_TEXT.hasStock);
      return;
    }
    modals.openConfirmModal({
      title: 'Eliminar ubicación',
      children: (
        <Stack gap={4}>
          <Text size="sm">{LOCATION_TEXT.confirmDelete}</Text>
          <Text size="sm" fw={700}>
            {location.name}
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        if (editing?.id === location.id) setEditing(null);
        remove.mutate(location, { onSuccess: () => notifySuccess(LOCATION_TEXT.deleted) });
      },
    });
  };

  // Without a search the batch is "everything I can see", which the server knows without ids.
  const printAll = () =>
    openInNewTab(locationLabelsUrl(search.trim() ? rows.map((row) => row.id) : undefined));

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          Ubicaciones
        </Title>
        <Group gap="xs">
          {can(roles, 'exportLists') && (
            <ExportMenu request={() => ({ path: '/api/export/locations', baseName: 'ubicaciones' })} />
          )}
          <Button
            variant="light"
            leftSection={<IconPrinter size={18} />}
            onClick={printAll}
            disabled={rows.length === 0}
          >
            Imprimir etiquetas
          </Button>
        </Group>
      </Group>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        {user && (
          <LocationCreateForm
            chooseCompany={can(roles, 'chooseCompany')}
            ownCompany={user.store}
            onCreated={() => setPage(1)}
          />
        )}
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          {editing ? (
            <LocationEditForm key={editing.id} location={editing} onDone={() => setEditing(null)} />
          ) : (
            <SearchInput
              label="Buscar ubicación"
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
          )}

          {locations.isError && all.length === 0 && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              <Group justify="space-between" gap="xs">
                <span>{LOCATION_TEXT.loadFailed}</span>
                <Button size="xs" variant="white" color="red" onClick={() => locations.refetch()}>
                  Reintentar
                </Button>
              </Group>
            </Alert>
          )}

          <LocationsTable
            rows={rows}
            loading={locations.isPending}
            showCompany={can(roles, 'allCompanies')}
            editingId={editing?.id ?? null}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setPage(1);
            }}
            page={currentPage}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            onDelete={askDelete}
            onEdit={toggleEdit}
            onLabel={(location) => openInNewTab(locationLabelUrl(location.id))}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
