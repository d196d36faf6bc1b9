import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Drawer,
  Group,
  Indicator,
  Loader,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { can, DEFAULT_SORT, parseScanCode, partPath, vehiclePath } from '@yonke/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { PaginationBar } from '../../../components/pagination-bar';
import { ALL_SCAN_FORMATS, ScanButton, ScannerModal } from '../../../components/scanner';
import { apiUrl } from '../../../lib/api';
import { roleIds, useUser } from '../../../lib/session';
import { getLocation } from '../api/get-location';
import { toRequestBody, useSearchParts } from '../api/search-parts';
import {
  activeFilterCount,
  type CatalogueFilters,
  useCatalogueFilters,
} from '../hooks/use-catalogue-filters';
import { type CatalogueSection, SECTION_TITLES } from '../sections';
import { BulkTable } from './bulk-table';
import classes from './catalogue-page.module.css';
import { DashboardFilterChips } from './dashboard-filter-chips';
import { FiltersPanel } from './filters-panel';
import { PartCard } from './part-card';
import { useCatalogueView, ViewToggle } from './parts-table';
import { SearchSuggestion } from './search-suggestion';

const SKELETON_CARDS = 8;
/** The spec's large breakpoint: below it the filters open as a drawer and close after use. */
const LARGE_SCREEN = '(min-width: 64em)';

function ResultsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="results-skeleton">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Card key={index} withBorder padding={0}>
          <Skeleton h={160} radius={0} />
          <Stack gap={8} p="sm">
            <Skeleton h={10} w="60%" />
            <Skeleton h={14} />
            <Skeleton h={18} w="40%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function CataloguePage({ section }: { section: CatalogueSection }) {
  const user = useUser();
  const roles = roleIds(user);
  const { filters, page, apply, goToPage, text, setText, latest } = useCatalogueFilters();
  const [showFilters, setShowFilters] = useLocalStorage({
    key: 'showFilters',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const isLarge = useMediaQuery(LARGE_SCREEN, true, { getInitialValueInEffect: false });
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  // "Next" remembers the last part of the page it leaves, so the list continues after it (a deep
  // page of a broad search then costs what page 1 does). Only for that page of that same list.
  const listKey = `${section}:${JSON.stringify(filters)}`;
  const [continuation, setContinuation] = useState<{ listKey: string; page: number; after: number }>();
  const after =
    continuation?.listKey === listKey && continuation.page === page ? continuation.after : undefined;
  const search = useSearchParts(section, filters, page, after);
  const result = search.data;
  const openPage = (next: number) => {
    const last = result?.data.at(-1);
    setContinuation(
      result && last && next === result.current_page + 1
        ? { listKey, page: next, after: last.id }
        : undefined,
    );
    goToPage(next);
  };
  const filterCount = activeFilterCount(filters);
  const [view, setView] = useCatalogueView();
  const tableView = section === 'inventory' && view === 'table';
  const navigate = useNavigate();
  const [scannerOpen, setScannerOpen] = useState(false);

  /**
   * Spec "QR scan on a list": location-n filters by that location, autopart-n opens the part in
   * this section, vehicle-n opens the vehicle for roles with Vehículos (for the others it
   * is searched like any text), anything else is searched. A keyboard-wedge scanner typing into the search box
   * comes here too, with `typed` the text it left in the box.
   */
  const handleCode = async (raw: string, typed = false) => {
    setScannerOpen(false);
    const code = parseScanCode(raw);
    if (code.kind === 'location') {
      let locationId: number;
      try {
        locationId = (await getLocation(code.id)).id;
      } catch {
        console.error('Ubicación no encontrada');
        return false;
      }
      // The lookup took a while: what the box holds now wins. A typed code is taken out of the
      // box unless the user already replaced it.
      const now = latest.current.text;
      const keptText = typed && now === raw ? '' : now;
      if (keptText !== now) setText(keptText);
      setShowFilters(true);
      apply({ ...latest.current.filters, q: keptText, location: locationId });
      return true;
    }
    if (code.kind === 'autopart') {
      navigate(partPath(section, code.id));
      return true;
    }
    if (code.kind === 'vehicle' && can(roles, 'manageVehicles')) {
      navigate(vehiclePath(code.id));
      return true;
    }
    const value =
      code.kind === 'agId' ? String(code.agId) : code.kind === 'vehicle' ? raw.trim() : code.value;
    setText(value);
    apply({ ...filters, q: value });
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = parseScanCode(text);
    if (
      code.kind === 'location' ||
      code.kind === 'autopart' ||
      (code.kind === 'vehicle' && can(roles, 'manageVehicles'))
    ) {
      void handleCode(text, true);
      return;
    }
    apply({ ...filters, q: text });
  };
  const applyFilters = (next: CatalogueFilters) => {
    apply({ ...next, q: text });
    if (!isLarge) setShowFilters(false);
  };
  const clearFilters = () => {
    apply({ q: text, sort: DEFAULT_SORT });
    if (!isLarge) setShowFilters(false);
  };
  const panel = (
    <FiltersPanel
      section={section}
      roles={roles}
      value={filters}
      onApply={applyFilters}
      onClear={clearFilters}
    />
  );

  return (
    <Stack gap="md" maw={1400} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {SECTION_TITLES[section]}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {section !== 'search' && can(roles, 'exportLists') && (
            <ExportMenu
              compact={isPhone}
              request={() => ({
                path: apiUrl(section === 'sales' ? '/api/export/sales' : '/api/export/autoparts'),
                method: 'POST',
                body: toRequestBody(filters),
                baseName: section === 'sales' ? 'ventas' : 'autopartes',
              })}
            />
          )}
          {section === 'inventory' && !isPhone && <ViewToggle value={view} onChange={setView} />}
          {section === 'inventory' && (
            <Button
              component={Link}
              to="/inventory/autopart"
              color="green"
              leftSection={<IconPlus size={18} />}
            >
              Nueva
            </Button>
          )}
        </Group>
      </Group>

      <Paper component="form" onSubmit={submit} p={6} radius="md" withBorder role="search">
        <Group gap={6} wrap="nowrap">
          <TextInput
            className={classes.searchInput}
            variant="unstyled"
            px="xs"
            size="md"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            // About 165 px are left beside the buttons on a 390 px phone: only a short example fits.
            placeholder={
              isLarge
                ? 'Busca una autoparte, marca, modelo y año, p. ej. puerta delantera jetta 2015'
                : 'Ej. faro jetta 2015'
            }
            aria-label="Buscar autopartes"
            enterKeyHint="search"
            rightSection={
              text ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label="Limpiar búsqueda"
                  onClick={() => {
                    setText('');
                    apply({ ...filters, q: '' });
                  }}
                >
                  <IconX size={18} />
                </ActionIcon>
              ) : null
            }
          />
          {/* Not `loading`: that disables the button, and a disabled submit button makes the
              browser ignore Enter in the box, so a search typed while the last one loads was lost. */}
          <Button type="submit" size="md" px="md" aria-label="Buscar" aria-busy={search.isFetching}>
            {search.isFetching ? <Loader size={20} color="white" /> : <IconSearch size={20} />}
          </Button>
          <ScanButton label="Escanear código QR" onClick={() => setScannerOpen(true)} />
          <Tooltip label={showFilters ? 'Ocultar filtros' : 'Mostrar filtros'}>
            <Indicator label={filterCount} size={18} disabled={filterCount === 0} offset={4}>
              <ActionIcon
                size={42}
                variant={showFilters ? 'filled' : 'default'}
                aria-label="Filtros"
                aria-pressed={showFilters}
                onClick={() => setShowFilters(!showFilters)}
              >
                <IconAdjustmentsHorizontal size={22} />
              </ActionIcon>
            </Indicator>
          </Tooltip>
        </Group>
      </Paper>

      <DashboardFilterChips filters={filters} onChange={(next) => apply({ ...next, q: text })} />
      {/* A phone's header has no room left: the view choice sits above the results. */}
      {section === 'inventory' && isPhone && (
        <Group justify="flex-end">
          <ViewToggle value={view} onChange={setView} compact />
        </Group>
      )}

      <div className={classes.layout}>
        {isLarge && showFilters && (
          <Paper withBorder p="md" radius="md" className={classes.sidebar}>
            <ScrollArea.Autosize mah="calc(100dvh - 140px)" type="auto" offsetScrollbars>
              {panel}
            </ScrollArea.Autosize>
          </Paper>
        )}
        <Box className={classes.results}>
          {search.isPending ? (
            <ResultsSkeleton />
          ) : !result || result.data.length === 0 ? (
            <>
              <EmptyState actionLabel="Filtrar" onAction={() => setShowFilters(!showFilters)} />
              <SearchSuggestion
                section={section}
                filters={filters}
                onSearch={(q) => {
                  setText(q);
                  apply({ ...filters, q });
                }}
              />
            </>
          ) : (
            <Box pos="relative">
              {search.isFetching && (
                <Badge
                  className={classes.refreshing}
                  variant="filled"
                  size="sm"
                  leftSection={<Loader size={10} color="white" />}
                >
                  Cargando...
                </Badge>
              )}
              {tableView ? (
                <BulkTable rows={result.data} section={section} roles={roles} />
              ) : (
                <SimpleGrid
                  cols={{ base: 1, sm: 2, lg: isLarge && showFilters ? 3 : 4 }}
                  spacing="md"
                  data-testid="results-grid"
                >
                  {result.data.map((part) => (
                    <PartCard key={part.id} part={part} section={section} />
                  ))}
                </SimpleGrid>
              )}
            </Box>
          )}
          {result && (
            <PaginationBar
              total={result.total}
              totalExact={result.total_exact !== false}
              currentPage={result.current_page}
              lastPage={result.last_page}
              onPage={openPage}
            />
          )}
        </Box>
      </div>

      <Drawer
        opened={!isLarge && showFilters}
        onClose={() => setShowFilters(false)}
        title="Filtros"
        position="right"
        size={isPhone ? '100%' : 'md'}
        padding="md"
      >
        {panel}
      </Drawer>

      <ScannerModal
        opened={scannerOpen}
        onClose={() => setScannerOpen(false)}
        onCode={(code) => handleCode(code)}
        onError={(error) => console.error(error.message)}
        formats={ALL_SCAN_FORMATS}
        title="Escanear código"
        description="Escanea la etiqueta de una ubicación o de una autoparte, o cualquier código para buscarlo."
      />
    </Stack>
  );
}

export const CATALOGUE_PAGES = {
  search: () => <CataloguePage section="search" />,
  sales: () => <CataloguePage section="sales" />,
  inventory: () => <CataloguePage section="inventory" />,
};
