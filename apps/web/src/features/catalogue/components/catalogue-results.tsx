import { Badge, Box, Card, Loader, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { Page, SearchRow } from '@yonke/domain/schemas';
import { EmptyState } from '../../../components/empty-state';
import { PaginationBar } from '../../../components/pagination-bar';
import type { CatalogueFilters } from '../hooks/use-catalogue-filters';
import type { CatalogueSection } from '../sections';
import { BulkTable } from './bulk-table';
import classes from './catalogue-page.module.css';
import { PartCard } from './part-card';
import { SearchSuggestion } from './search-suggestion';

const SKELETON_CARDS = 8;

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

interface CatalogueResultsProps {
  section: CatalogueSection;
  roles: number[];
  filters: CatalogueFilters;
  result: Page<SearchRow> | undefined;
  pending: boolean;
  fetching: boolean;
  tableView: boolean;
  /** The filters sit beside the cards: one column fewer. */
  narrow: boolean;
  onToggleFilters: () => void;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
}

/** The cards (or the table) of one page of results, what to do when there are none, and the pages. */
export function CatalogueResults(props: CatalogueResultsProps) {
  const { section, result } = props;
  return (
    <Box className={classes.results}>
      {props.pending ? (
        <ResultsSkeleton />
      ) : !result || result.data.length === 0 ? (
        <>
          <EmptyState actionLabel="Filtrar" onAction={props.onToggleFilters} />
          <SearchSuggestion section={section} filters={props.filters} onSearch={props.onSearch} />
        </>
      ) : (
        <Box pos="relative">
          {props.fetching && (
            <Badge
              className={classes.refreshing}
              variant="filled"
              size="sm"
              leftSection={<Loader size={10} color="white" />}
            >
              Cargando...
            </Badge>
          )}
          {props.tableView ? (
            <BulkTable rows={result.data} section={section} roles={props.roles} />
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: props.narrow ? 3 : 4 }}
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
          onPage={props.onPage}
        />
      )}
    </Box>
  );
}
