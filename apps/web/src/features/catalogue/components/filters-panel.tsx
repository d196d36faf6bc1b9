import { Button, Divider, Group, MultiSelect, Rating, Select, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { can, DEFAULT_SORT, ML_STATUSES, mlStatusLabel, SORT_OPTIONS, type SortKey } from '@yonke/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toSelectData, useReferenceList } from '../../../lib/reference-lists';
import type { CatalogueFilters } from '../hooks/use-catalogue-filters';
import type { CatalogueSection } from '../sections';

interface FiltersPanelProps {
  section: CatalogueSection;
  roles: number[];
  value: CatalogueFilters;
  onApply: (filters: CatalogueFilters) => void;
  onClear: () => void;
}

const toId = (value: string | null) => (value ? Number(value) : undefined);
const toIds = (values: string[]) => (values.length > 0 ? values.map(Number) : undefined);
const toValue = (id: number | undefined) => (id === undefined ? null : String(id));
const toValues = (ids: number[] | undefined) => (ids ?? []).map(String);

/** Where the panel is a sidebar (docs/product.md §9, breakpoint 1024 px); below it, a drawer. */
const SIDEBAR_SCREEN = '(min-width: 64em)';

/**
 * `showFilters` remembers the sidebar (docs/product.md §2). Below 1024 px the panel is a drawer
 * that covers the list: left open when the user went elsewhere (a bottom-bar tap, Back, the app
 * closed), it would cover the next visit's list. So leaving the drawer forgets it.
 */
function useDrawerNotRemembered() {
  const [, setShowFilters] = useLocalStorage({
    key: 'showFilters',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const forget = () => {
      if (!window.matchMedia(SIDEBAR_SCREEN).matches) setShowFilters(false);
    };
    window.addEventListener('pagehide', forget);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', forget);
      // After the commit: React's development double mount remounts at once and keeps it open.
      window.setTimeout(() => {
        if (!mounted.current) forget();
      }, 0);
    };
  }, [setShowFilters]);
}

const SELECT_PROPS = {
  searchable: true,
  clearable: true,
  nothingFoundMessage: 'Sin coincidencias',
  comboboxProps: { withinPortal: true },
};

/** One choice of a reference list (or none: «Todas»), as the filters keep it: an id. */
function ListSelect(props: {
  label: string;
  placeholder: string;
  list: Parameters<typeof toSelectData>[0];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      data={toSelectData(props.list)}
      value={toValue(props.value)}
      onChange={(next) => props.onChange(toId(next))}
      {...SELECT_PROPS}
    />
  );
}

/** Quality and the Mercado Libre store and status: roles 1 and 2 only. */
function AdminSupervisorFilters({
  draft,
  set,
}: {
  draft: CatalogueFilters;
  set: (patch: Partial<CatalogueFilters>) => void;
}) {
  const marketplaceAccounts = useReferenceList('stores_ml');
  return (
    <Stack gap="sm" data-testid="admin-supervisor-filters">
      <Divider label="Administrador y Supervisor" labelPosition="left" mt="xs" />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Calidad
        </Text>
        <Group gap="xs">
          <Rating
            value={draft.quality ?? 0}
            count={5}
            onChange={(next) => set({ quality: next || undefined })}
            aria-label="Calidad"
          />
          {draft.quality !== undefined && (
            <Button variant="subtle" size="compact-xs" onClick={() => set({ quality: undefined })}>
              Quitar
            </Button>
          )}
        </Group>
      </div>
      <ListSelect
        label="Tienda de Mercado Libre"
        placeholder="Todas"
        list={marketplaceAccounts}
        value={draft.store_ml}
        onChange={(store_ml) => set({ store_ml })}
      />
      <MultiSelect
        label="Estatus en Mercado Libre"
        placeholder={draft.status_ml?.length ? undefined : 'Todos'}
        data={ML_STATUSES.map((status) => ({ value: status, label: mlStatusLabel(status) }))}
        value={draft.status_ml ?? []}
        onChange={(next) => set({ status_ml: next.length > 0 ? next : undefined })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}

/** The filters of docs/product.md §2, shown by role; edits stay a draft until "Aplicar". */
export function FiltersPanel({ section, roles, value, onApply, onClear }: FiltersPanelProps) {
  useDrawerNotRemembered();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const isBuscador = section === 'search';
  const canFilterStore = can(roles, 'filterByStore');
  const canFilterUser = can(roles, 'filterByUser');
  const isAdminOrSupervisor = can(roles, 'adminSupervisorFields');

  const makes = useReferenceList('makes');
  const models = useReferenceList('models');
  const categories = useReferenceList('categories');
  const years = useReferenceList('years');
  const statuses = useReferenceList('statuses', !isBuscador);
  const locations = useReferenceList('locations', !isBuscador);
  const positions = useReferenceList('positions');
  const sides = useReferenceList('sides');
  const conditions = useReferenceList('conditions');
  const origins = useReferenceList('origins');
  const stores = useReferenceList('stores', canFilterStore);
  const users = useReferenceList('users', canFilterUser);

  const modelData = useMemo(
    () => toSelectData(models.filter((model) => model.make_id === draft.make)),
    [models, draft.make],
  );
  const locationData = useMemo(
    () =>
      locations.map((location) => ({
        value: String(location.id),
        label: `${location.name} (Stock: ${location.stock})`,
      })),
    [locations],
  );
  const set = (patch: Partial<CatalogueFilters>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      aria-label="Filtros"
    >
      <Select
        label="Ordenar por"
        data={SORT_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        value={draft.sort}
        onChange={(next) => set({ sort: (next as SortKey | null) ?? DEFAULT_SORT })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Marca"
        placeholder="Todas"
        data={toSelectData(makes)}
        value={toValue(draft.make)}
        // Model choices follow the make: a new make clears the model.
        onChange={(next) => set({ make: toId(next), model: undefined })}
        {...SELECT_PROPS}
      />
      <Select
        label="Modelo"
        placeholder={draft.make ? 'Todos' : 'Elige una marca primero'}
        data={modelData}
        value={toValue(draft.model)}
        onChange={(next) => set({ model: toId(next) })}
        disabled={!draft.make}
        {...SELECT_PROPS}
      />
      <MultiSelect
        label="Años"
        placeholder={draft.years?.length ? undefined : 'Todos'}
        data={toSelectData(years)}
        value={toValues(draft.years)}
        onChange={(next) => set({ years: toIds(next) })}
        searchable
        clearable
        hidePickedOptions
        comboboxProps={{ withinPortal: true }}
      />
      <ListSelect
        label="Autoparte"
        placeholder="Todas"
        list={categories}
        value={draft.category}
        onChange={(category) => set({ category })}
      />
      {!isBuscador && (
        <>
          <MultiSelect
            label="Estatus"
            placeholder={draft.status?.length ? undefined : 'Todos'}
            data={toSelectData(statuses)}
            value={toValues(draft.status)}
            onChange={(next) => set({ status: toIds(next) })}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Ubicación"
            placeholder="Todas"
            data={locationData}
            value={toValue(draft.location)}
            onChange={(next) => set({ location: toId(next) })}
            {...SELECT_PROPS}
          />
        </>
      )}
      <Group grow gap="sm" align="flex-start">
        <ListSelect
          label="Posición"
          placeholder="Todas"
          list={positions}
          value={draft.position}
          onChange={(position) => set({ position })}
        />
        <ListSelect
          label="Lado"
          placeholder="Todos"
          list={sides}
          value={draft.side}
          onChange={(side) => set({ side })}
        />
      </Group>
      <Group grow gap="sm" align="flex-start">
        <ListSelect
          label="Condición"
          placeholder="Todas"
          list={conditions}
          value={draft.condition}
          onChange={(condition) => set({ condition })}
        />
        <ListSelect
          label="Origen"
          placeholder="Todos"
          list={origins}
          value={draft.origin}
          onChange={(origin) => set({ origin })}
        />
      </Group>
      {canFilterStore && (
        <ListSelect
          label="Empresa"
          placeholder="Todas"
          list={stores}
          value={draft.store}
          onChange={(store) => set({ store })}
        />
      )}
      {canFilterUser && (
        <ListSelect
          label="Usuario"
          placeholder="Todos"
          list={users}
          value={draft.user}
          onChange={(user) => set({ user })}
        />
      )}
      {isAdminOrSupervisor && <AdminSupervisorFilters draft={draft} set={set} />}
      <Group grow gap="sm" mt="xs">
        <Button variant="default" onClick={onClear}>
          Limpiar
        </Button>
        <Button type="submit">Aplicar</Button>
      </Group>
    </Stack>
  );
}
