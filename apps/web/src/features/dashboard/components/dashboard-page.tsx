import '@mantine/charts/styles.css';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { can, formatIsoDay, salesLink } from '@yonke/domain';
import type { DashboardData } from '@yonke/domain/schemas';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { roleIds, useUser } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { dashboardParamsToSearch, useDashboardParams } from '../hooks/use-dashboard-params';
import { MarketplaceSection, StockCheckSection } from './activity-sections';
import { PeriodBar } from './period-bar';
import { LedgerSection, TopSection } from './ranked-sections';
import { ReturnsSection } from './returns-section';
import { SalesSection } from './sales-section';
import { EmptyNote } from './section';
import { AgingSection, StockSection } from './stock-sections';

/** The company a link must carry: only role 1 filters lists by company. */
export function linkStore(data: DashboardData | undefined, roles: readonly number[]) {
  return data?.company && can(roles, 'filterByStore') ? data.company.id : undefined;
}

export function periodText(data: DashboardData): string {
  const { from, to } = data.period;
  return from === to ? formatIsoDay(from) : `${formatIsoDay(from)} – ${formatIsoDay(to)}`;
}

/** A company with nothing at all yet: the Tablero says how to start instead of showing zeros. */
export function isEmptyCompany(data: DashboardData): boolean {
  return (
    data.stock.total.count === 0 &&
    data.sales.count === 0 &&
    data.sales.previous_count === 0 &&
    // Tickets of services or free lines sell no part, and returns come back without one: a
    // company with either has figures to show even before its first part.
    data.ledger.tickets === 0 &&
    data.returns.refunds_cents === 0 &&
    data.stock_check.locations_total === 0 &&
    data.marketplace.closed === 0
  );
}

export function DashboardSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label="Cargando el tablero">
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Skeleton key={index} h={260} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export function DashboardPage() {
  const roles = roleIds(useUser());
  const navigate = useNavigate();
  const { params, update, ready } = useDashboardParams('7d');
  const query = useDashboard(params, ready);
  const data = query.data;
  const store = linkStore(data, roles);
  const rangeError =
    query.error instanceof ApiError ? (query.error.field('to') ?? query.error.field('from')) : undefined;

  return (
    <Stack gap="md" maw={1400} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          Tablero
        </Title>
        <Button
          component={Link}
          to={`/reports?${dashboardParamsToSearch(params)}`}
          variant="light"
          leftSection={<IconReportAnalytics size={18} />}
        >
          Reportes
        </Button>
      </Group>
      <PeriodBar
        value={params}
        onChange={update}
        chooseCompany={can(roles, 'chooseCompany')}
        rangeError={rangeError}
      />
      {data && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="dashboard-caption">
          {data.company ? data.company.name : 'Todas las empresas'} · {periodText(data)}
        </Text>
      )}
      {!ready ? (
        <EmptyNote>Elige la fecha de inicio y la fecha final del rango.</EmptyNote>
      ) : query.isPending ? (
        <DashboardSkeleton />
      ) : !data ? (
        <Alert color="red" title="No se pudo cargar el tablero">
          {query.error instanceof Error ? query.error.message : 'Inténtalo de nuevo en unos momentos.'}
        </Alert>
      ) : isEmptyCompany(data) ? (
        <EmptyState
          title="Aún no hay autopartes"
          message="Captura la primera autoparte en Autopartes → Nueva; aquí verás ventas, existencias y antigüedad."
          actionLabel="Capturar autoparte"
          onAction={() => navigate('/inventory/autopart')}
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          data-testid="dashboard-grid"
          // The previous period's figures stay while the new ones load: say so.
          aria-busy={query.isFetching || query.isPlaceholderData}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <SalesSection data={data} store={store} />
          <LedgerSection data={data} />
          <ReturnsSection data={data} />
          <StockSection data={data} store={store} />
          <TopSection
            title="Ventas por vendedor"
            rows={data.sales.by_seller}
            linkOf={(id) => salesLink(data.period, store, { sold_by: id })}
            emptyText="Sin ventas en este periodo."
          />
          <AgingSection data={data} store={store} />
          <TopSection
            title="Ventas por categoría"
            rows={data.sales.by_category}
            linkOf={(id) => salesLink(data.period, store, { category: id })}
            emptyText="Sin ventas en este periodo."
          />
          <TopSection
            title="Ventas por marca"
            rows={data.sales.by_make}
            linkOf={(id) => salesLink(data.period, store, { make: id })}
            emptyText="Sin ventas en este periodo."
          />
          <StockCheckSection data={data} />
          <MarketplaceSection data={data} store={store} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
