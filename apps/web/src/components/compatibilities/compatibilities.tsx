import { Badge, Group, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleLabel } from '@yonke/domain';
import type { PartCompatibilities } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../lib/api';

// A part's extra compatible vehicles and what Mercado Libre said of them (docs/product.md §10, compatibilities),
// shown on the part's detail and edit screens. Shared here because both features show it and
// features do not import each other.

/** Under ['part', id] so a save of the part refreshes what Mercado Libre said too. */
export const compatibilitiesKey = (id: number) => ['part', id, 'compatibilities'] as const;

export function useCompatibilities(partId: number) {
  return useQuery(
    queryOptions({
      queryKey: compatibilitiesKey(partId),
      queryFn: ({ signal }) =>
        ok(api.GET('/api/autoparts/{id}/compatibilities', { params: idPath(partId), signal }), {
          silent: true,
        }),
    }),
  );
}

/** Each vehicle with "Aceptado" or "No encontrado en Mercado Libre", as of the last send. */
export function MlCompatResults({ ml }: { ml: PartCompatibilities['ml'] }) {
  if (!ml || ml.results.length === 0) return null;
  return (
    <Stack gap={4} data-testid="ml-compat-results">
      <Text size="sm" fw={600}>
        Vehículos en Mercado Libre
      </Text>
      {ml.results.map((result) => (
        <Group key={result.label} gap="xs" wrap="wrap">
          <Text size="sm">{result.label}</Text>
          <Badge color={result.status === 'accepted' ? 'green' : 'orange'} variant="light">
            {result.status === 'accepted' ? 'Aceptado' : 'No encontrado en Mercado Libre'}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

/** Read-only: "También le queda a: Volkswagen Golf 2015-2016 · …" and the marketplace's answer. */
export function CompatibilitiesSummary({ partId }: { partId: number }) {
  const { data } = useCompatibilities(partId);
  if (!data || (data.compatibilities.length === 0 && !data.ml)) return null;
  const labels = data.compatibilities.map((c) =>
    vehicleLabel(c.make.name, c.model.name, c.year_from, c.year_to),
  );
  return (
    <Stack gap="xs" data-testid="compat-summary">
      {labels.length > 0 && (
        <Text size="sm">
          <Text span fw={600}>
            También le queda a:{' '}
          </Text>
          {labels.join(' · ')}
        </Text>
      )}
      <MlCompatResults ml={data.ml} />
    </Stack>
  );
}
