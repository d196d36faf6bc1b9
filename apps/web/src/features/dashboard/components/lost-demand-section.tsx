import { Card, ScrollArea, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, ok } from '../../../lib/api';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { periodQuery } from '../api/get-dashboard';
import type { DashboardParams } from '../hooks/use-dashboard-params';

const TITLE = 'Lo que buscaron y no había';

/** GET /api/dashboard/lost-demand: the period's searches that found nothing, most asked first. */
function useLostDemand(params: DashboardParams, enabled: boolean) {
  return useQuery({
    queryKey: ['lost-demand', params],
    queryFn: ({ signal }) =>
      ok(api.GET('/api/dashboard/lost-demand', { params: { query: periodQuery(params) }, signal }), {
        silent: true,
      }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Reportes: what customers asked for and the yard did not have — the cars worth buying. Each
 * search opens Autopartes with its words, to check again after new stock comes in.
 */
export function LostDemandSection({ params, enabled }: { params: DashboardParams; enabled: boolean }) {
  const query = useLostDemand(params, enabled);
  const rows = query.data?.data ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={TITLE}>
      <Title order={2} size="h5" mb="xs">
        {TITLE}
      </Title>
      {query.isError ? (
        <Text size="sm" c="red">
          No se pudo cargar. Inténtalo de nuevo en unos momentos.
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {query.isPending ? 'Cargando...' : 'Nada en este periodo.'}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped verticalSpacing="xs" miw={300}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Búsqueda</Table.Th>
                <Table.Th ta="right">Veces</Table.Th>
                <Table.Th>Quién</Table.Th>
                <Table.Th>Última vez</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.query}>
                  <Table.Td>
                    <Link
                      to={`/inventory?${new URLSearchParams({ q: row.query })}`}
                      style={{ display: 'inline-block', minHeight: 32, paddingBlock: 4 }}
                    >
                      {row.query}
                    </Link>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(row.times)}</Table.Td>
                  <Table.Td>{row.people.join(', ')}</Table.Td>
                  <Table.Td>{formatDateTime(row.last_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}
