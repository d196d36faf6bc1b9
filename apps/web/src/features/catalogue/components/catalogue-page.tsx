import { Button, Drawer, Group, Paper, ScrollArea, Stack, Title } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { can, DEFAULT_SORT } from '@yonke/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExportMenu } from '../../../components/export-menu';
import { ALL_SCAN_FORMATS, ScannerModal } from '../../../components/scanner';
import { apiUrl } from '../../../lib/api';
import { roleIds, useUser } from '../../../lib/session';
import { toRequestBody, useSearchParts } from '../api/search-parts';
import {
  activeFilterCount,
  type CatalogueFilters,
  useCatalogueFilters,
} from '../hooks/use-catalogue-filters';
import { useScanCode } from '../hooks/use-scan-code';
import { type CatalogueSection, SECTION_TITLES } from '../sections';
import classes from './catalogue-page.module.css';
import { CatalogueResults } from './catalogue-results';
import { CatalogueSearchBar } from './catalogue-search-bar';
import { DashboardFilterChips } from './dashboard-filter-chips';
import { FiltersPanel } from './filters-panel';
import { useCatalogueView, ViewToggle } from './parts-table';

/** The spec's large breakpoint: below it the filters open as a drawer and close after use. */
const LARGE_SCREEN = '(min-width: 64em)';

function CatalogueHeader(props: {
  section: CatalogueSection;
  roles: number[];
  filters: CatalogueFilters;
  isPhone: boolean;
  view: ReturnType<typeof useCatalogueView>;
}) {
  const { section, isPhone } = props;
  const [view, setView] = props.view;
  return (
    <Group justify="space-between" wrap="nowrap">
      <Title order={1} size="h3">
        {SECTION_TITLES[section]}
      </Title>
      <Group gap="xs" wrap="nowrap">
        {section !== 'search' && can(props.roles, 'exportLists') && (
          <ExportMenu
            compact={isPhone}
            request={() => ({
              path: apiUrl(section === 'sales' ? '/api/export/sales' : '/api/export/autoparts'),
              method: 'POST',
              body: toRequestBody(props.filters),
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
  );
}

/**
 * "Next" remembers the last part of the page it leaves, so the list continues after it (a deep
 * page of a broad search then costs what page 1 does). Only for that page of that same list.
 */
function useContinuedSearch(
  section: CatalogueSection,
  filters: CatalogueFilters,
  page: number,
  goToPage: (page: number) => void,
) {
  const listKey = `${section}:${JSON.stringify(filters)}`;
  const [continuation, setContinuation] = useState<{ listKey: string; page: number; after: number }>();
  const after =
    continuation?.listKey === listKey && continuation.page === page ? continuation.after : undefined;
  const search = useSearchParts(section, filters, page, after);
  const openPage = (next: number) => {
    const result = search.data;
    const last = result?.data.at(-1);
    setContinuation(
      result && last && next === result.current_page + 1
        ? { listKey, page: next, after: last.id }
        : undefined,
    );
    goToPage(next);
  };
  return { search, openPage };
}

export function CataloguePage({ section }: { section: CatalogueSection }) {
  const roles = roleIds(useUser());
  const { filters, page, apply, goToPage, text, setText, latest } = useCatalogueFilters();
  const [showFilters, setShowFilters] = useLocalStorage({
    key: 'showFilters',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const isLarge = useMediaQuery(LARGE_SCREEN, true, { getInitialValueInEffect: false });
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const { search, openPage } = useContinuedSearch(section, filters, page, goToPage);
  const view = useCatalogueView();
  const [scannerOpen, setScannerOpen] = useState(false);
  const { handleCode, isActionCode } = useScanCode({
    section,
    roles,
    latest,
    setText,
    apply,
    showFilters: () => setShowFilters(true),
  });

  const searchFor = (q: string) => {
    setText(q);
    apply({ ...filters, q });
  };
  const closeOnSmallScreens = () => {
    if (!isLarge) setShowFilters(false);
  };
  const panel = (
    <FiltersPanel
      section={section}
      roles={roles}
      value={filters}
      onApply={(next) => {
        apply({ ...next, q: text });
        closeOnSmallScreens();
      }}
      onClear={() => {
        apply({ q: text, sort: DEFAULT_SORT });
        closeOnSmallScreens();
      }}
    />
  );

  return (
    <Stack gap="md" maw={1400} mx="auto">
      <CatalogueHeader section={section} roles={roles} filters={filters} isPhone={isPhone} view={view} />
      <CatalogueSearchBar
        text={text}
        onText={setText}
        onSubmit={() => (isActionCode(text) ? void handleCode(text, true) : apply({ ...filters, q: text }))}
        onClear={() => searchFor('')}
        onScan={() => setScannerOpen(true)}
        busy={search.isFetching}
        isLarge={isLarge}
        filterCount={activeFilterCount(filters)}
        showFilters={showFilters}
        onToggleFilters={() => setShowFilters(!showFilters)}
      />
      <DashboardFilterChips filters={filters} onChange={(next) => apply({ ...next, q: text })} />
      {/* A phone's header has no room left: the view choice sits above the results. */}
      {section === 'inventory' && isPhone && (
        <Group justify="flex-end">
          <ViewToggle value={view[0]} onChange={view[1]} compact />
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
        <CatalogueResults
          section={section}
          roles={roles}
          filters={filters}
          result={search.data}
          pending={search.isPending}
          fetching={search.isFetching}
          tableView={section === 'inventory' && view[0] === 'table'}
          narrow={isLarge && showFilters}
          onToggleFilters={() => setShowFilters(!showFilters)}
          onSearch={searchFor}
          onPage={openPage}
        />
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
        onCode={(code) => {
          setScannerOpen(false);
          return handleCode(code);
        }}
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
