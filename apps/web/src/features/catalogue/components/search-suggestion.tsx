import { Button, Center, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';
import { toRequestBody } from '../api/search-parts';
import type { CatalogueFilters } from '../hooks/use-catalogue-filters';
import type { CatalogueSection } from '../sections';

function suggest(section: CatalogueSection, filters: CatalogueFilters, signal: AbortSignal) {
  const init = { body: toRequestBody(filters), signal };
  const call =
    section === 'search'
      ? api.POST('/api/autoparts/search/suggestion', init)
      : section === 'sales'
        ? api.POST('/api/autoparts/searchSales/suggestion', init)
        : api.POST('/api/autoparts/searchInventory/suggestion', init);
  return ok(call, { silent: true });
}

/**
 * Under the spec's empty state: a search that does find something, for the clerk to tap — the
 * same words in other years («Sin resultados para 2012: ver Jetta de otros años»), without a word
 * nobody's part has, or spelt as the lists write it («¿Quisiste decir …?»). Nothing when the server
 * has nothing to offer.
 */
export function SearchSuggestion({
  section,
  filters,
  onSearch,
}: {
  section: CatalogueSection;
  filters: CatalogueFilters;
  onSearch: (text: string) => void;
}) {
  const text = filters.q.trim();
  const query = useQuery({
    queryKey: ['search-suggestion', section, filters],
    queryFn: ({ signal }) => suggest(section, filters, signal),
    enabled: text !== '',
    staleTime: 60_000,
  });
  const suggestion = query.data;
  if (!suggestion || (!suggestion.relaxed && !suggestion.did_you_mean)) return null;
  return (
    <Center pb="xl" px="md">
      <Stack align="center" gap="xs" aria-live="polite">
        {suggestion.did_you_mean && (
          <Button
            variant="light"
            size="md"
            h="auto"
            mih={44}
            py={8}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal' } }}
            leftSection={<IconSearch size={18} />}
            onClick={() => onSearch(suggestion.did_you_mean as string)}
          >
            ¿Quisiste decir {suggestion.did_you_mean}?
          </Button>
        )}
        {suggestion.relaxed && (
          <>
            <Text ta="center">{suggestion.relaxed.message}</Text>
            <Button
              variant="light"
              size="md"
              h="auto"
              mih={44}
              py={8}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal' } }}
              leftSection={<IconSearch size={18} />}
              onClick={() => onSearch(suggestion.relaxed?.text ?? '')}
            >
              Buscar «{suggestion.relaxed.text}»
            </Button>
          </>
        )}
      </Stack>
    </Center>
  );
}
