import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { can } from '@yonke/domain';
import {
  type AdminColumns,
  AdminListPage,
  type AdminListRules,
  confirmDelete,
  useAdminList,
} from '../../../components/admin-list';
import { ExportMenu } from '../../../components/export-menu';
import { apiUrl } from '../../../lib/api';
import { openInNewTab } from '../../../lib/browser';
import { notifySuccess } from '../../../lib/notify';
import { roleIds, useUser } from '../../../lib/session';
import { useDeleteLocation } from '../api/delete-location';
import { type Location, useLocations } from '../api/get-locations';
import { useUpdateLocation } from '../api/update-location';
import { locationLabelsUrl, locationLabelUrl } from '../label-urls';
import { LOCATION_TEXT } from '../messages';
import { LocationCreateForm } from './location-create-form';
import classes from './locations-table.module.css';

// Searched by name; sorted by stock, equal stock keeping the list's own order (by name).
const RULES: AdminListRules<Location> = {
  searchText: (location) => location.name,
  compare: (a, b) => a.stock - b.stock,
};

function columns(showCompany: boolean): AdminColumns<Location> {
  return {
    nameHeader: 'Ubicación',
    name: (location) => (
      <>
        <Text fw={500} size="sm">
          {location.name}
        </Text>
        {showCompany && (
          <Text c="dimmed" size="xs">
            {location.store.name}
          </Text>
        )}
      </>
    ),
    sortable: {
      label: 'Stock',
      buttonLabel: 'Ordenar por stock',
      className: classes.stock,
      skeletonWidth: 28,
      cell: (location) => (
        <Badge variant="light" color={location.stock > 0 ? 'blue' : 'gray'} size="lg" radius="sm">
          {location.stock}
        </Badge>
      ),
    },
    actionsClassName: classes.actions,
    skeletonRows: 5,
  };
}

/** Locations admin (/locations, roles 1, 2 and 5): docs/product.md §2, §4, §5 and §8. */
export function LocationsPage() {
  const user = useUser();
  const roles = roleIds(user);
  const locations = useLocations();
  const remove = useDeleteLocation();
  const list = useAdminList(locations.data, RULES);

  const askDelete = (location: Location) => {
    // docs/product.md §5: a location with stock cannot be deleted; the user is told with an alert.
    if (location.stock > 0) {
      window.alert(LOCATION_TEXT.hasStock);
      return;
    }
    confirmDelete({
      title: 'Eliminar ubicación',
      message: LOCATION_TEXT.confirmDelete,
      name: location.name,
      onConfirm: () => {
        list.forget(location.id);
        remove.mutate(location, { onSuccess: () => notifySuccess(LOCATION_TEXT.deleted) });
      },
    });
  };

  // Without a search the batch is "everything I can see", which the server knows without ids.
  const printAll = () =>
    openInNewTab(locationLabelsUrl(list.search.trim() ? list.rows.map((row) => row.id) : undefined));

  return (
    <AdminListPage
      title="Ubicaciones"
      headerAction={
        <Group gap="xs">
          {can(roles, 'exportLists') && (
            <ExportMenu
              request={() => ({ path: apiUrl('/api/export/locations'), baseName: 'ubicaciones' })}
            />
          )}
          <Button
            variant="light"
            leftSection={<IconPrinter size={18} />}
            onClick={printAll}
            disabled={list.rows.length === 0}
          >
            Imprimir etiquetas
          </Button>
        </Group>
      }
      create={
        user && (
          <LocationCreateForm
            chooseCompany={can(roles, 'chooseCompany')}
            ownCompany={user.store}
            onCreated={list.restart}
          />
        )
      }
      list={list}
      query={locations}
      searchLabel="Buscar ubicación"
      loadFailed={LOCATION_TEXT.loadFailed}
      rename={{
        useUpdate: useUpdateLocation,
        texts: {
          form: 'Editar ubicación',
          input: 'Nuevo nombre de la ubicación',
          placeholder: 'Nombre de la ubicación',
          updated: LOCATION_TEXT.updated,
        },
      }}
      columns={columns(can(roles, 'allCompanies'))}
      onDelete={askDelete}
      extraAction={(location) => (
        <Tooltip label="Imprimir etiqueta">
          <ActionIcon
            variant="light"
            color="gray"
            size="lg"
            aria-label="Imprimir etiqueta"
            onClick={() => openInNewTab(locationLabelUrl(location.id))}
          >
            <IconQrcode size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    />
  );
}
