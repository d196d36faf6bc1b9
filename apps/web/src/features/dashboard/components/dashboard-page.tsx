import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import {
  agingLink,
  can,
  centsToPesos,
  changePercent,
  formatDate,
  formatIsoDay,
  formatMoney,
  formatNumber,
  type ListLink,
  linkHref,
  locationCheckLink,
  marketplaceLink,
  PAYMENT_METHOD_LABELS,
  salesLink,
  statusLink,
  stockLink,
} from '@yonke/domain';
import type { DashboardData } from '@yonke/domain/schemas';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { roleIds, useUser } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { dashboardParamsToSearch, useDashboardParams } from '../hooks/use-dashboard-params';
import classes from './dashboard.module.css';
import { Figure, OpensList, RowLink } from './figure';
import { PeriodBar } from './period-bar';

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
    data.stock_check.locations_total === 0 &&
    data.marketplace.closed === 0
  );
}

function Section({ title, children, empty }: { title: string; children: ReactNode; empty?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {empty ?? children}
    </Card>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function change(current: number, previous: number): string {
  const percent = changePercent(current, previous);
  if (percent === null)
    return current === 0 ? 'Igual que el periodo anterior' : 'Sin ventas el periodo anterior';
  return `${percent > 0 ? '+' : ''}${percent} % vs. periodo anterior`;
}

function bucketLabel(start: string, bucket: DashboardData['period']['bucket']): string {
  const [, month, day] = start.split('-');
  if (bucket === 'month') return formatIsoDay(start).replace(/^\d+ /, '');
  return `${Number(day)}/${Number(month)}`;
}

function SalesSection({ data, store }: { data: DashboardData; store: number | undefined }) {
  const { sales, period } = data;
  const unit = period.bucket === 'day' ? 'día' : period.bucket === 'week' ? 'semana' : 'mes';
  const points = sales.series.map((point) => ({
    label: bucketLabel(point.start, period.bucket),
    Piezas: point.count,
    Ingresos: point.income,
  }));
  const last = sales.series.at(-1);
  const summary = `Ventas por ${unit}: ${sales.count} piezas y ${formatMoney(sales.income)} en el periodo; último ${unit}: ${last?.count ?? 0} piezas, ${formatMoney(last?.income ?? 0)}`;
  const link = salesLink(period, store);
  return (
    <Section title="Ventas">
      <SimpleGrid cols={2} spacing="xs" mb="sm">
        <Figure
          label="Piezas vendidas"
          value={formatNumber(sales.count)}
          link={link}
          hint={change(sales.count, sales.previous_count)}
        />
        <Figure
          label="Ingresos"
          value={formatMoney(sales.income)}
          link={link}
          hint={change(sales.income, sales.previous_income)}
        />
        <Figure
          label="Periodo anterior"
          value={`${formatNumber(sales.previous_count)} · ${formatMoney(sales.previous_income)}`}
          link={salesLink({ from: period.previous_from, to: period.previous_to }, store)}
        />
        <Figure
          label="Descuento promedio"
          value={sales.average_discount_percent === null ? '—' : `${sales.average_discount_percent} %`}
          hint="Sobre el precio de venta"
        />
      </SimpleGrid>
      {sales.count === 0 ? (
        <EmptyNote>
          Sin piezas vendidas en este periodo. Una pieza cuenta al cobrar su ticket en el Mostrador o al
          marcarla como Vendida desde su detalle (botón Vender); prueba también un periodo más largo.
        </EmptyNote>
      ) : (
        <Box role="img" aria-label={summary} data-testid="sales-chart">
          <Text size="xs" c="dimmed">
            Ingresos por {unit}
          </Text>
          <AreaChart
            h={170}
            data={points}
            dataKey="label"
            series={[{ name: 'Ingresos', color: 'blue.6' }]}
            valueFormatter={(value) => formatMoney(value)}
            curveType="monotone"
            withDots={points.length <= 31}
            gridAxis="y"
            yAxisProps={{ width: 64 }}
          />
          <Text size="xs" c="dimmed" mt="xs">
            Piezas por {unit}
          </Text>
          <BarChart
            h={130}
            data={points}
            dataKey="label"
            series={[{ name: 'Piezas', color: 'teal.6' }]}
            gridAxis="y"
            yAxisProps={{ width: 64, allowDecimals: false }}
          />
        </Box>
      )}
    </Section>
  );
}

type Ranked = DashboardData['sales']['by_seller'];

const pesos = (cents: number) => formatMoney(centsToPesos(cents));
const tickets = (count: number) => `${formatNumber(count)} ${count === 1 ? 'ticket' : 'tickets'}`;

function LedgerRows({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; name: string; count: number; cents: number }[];
}) {
  const most = Math.max(1, ...rows.map((row) => row.cents));
  return (
    <Box mt="sm">
      <Text size="xs" c="dimmed">
        {title}
      </Text>
      {rows.map((row) => (
        <TopRowBody
          key={row.key}
          name={row.name}
          value={`${tickets(row.count)} · ${pesos(row.cents)}`}
          percent={(row.cents / most) * 100}
        />
      ))}
    </Box>
  );
}

/**
 * The sales ledger: every paid ticket of the period (the counter, a part's own «Vender», Mercado
 * Libre), so services, shipping and how it was paid count here; the parts figures above stay the
 * parts lists they open.
 */
function LedgerSection({ data }: { data: DashboardData }) {
  const { ledger } = data;
  return (
    <Section
      title="Tickets cobrados"
      empty={
        ledger.tickets === 0 ? (
          <EmptyNote>Sin tickets cobrados en este periodo. Se cobran en el Mostrador.</EmptyNote>
        ) : undefined
      }
    >
      <SimpleGrid cols={2} spacing="xs">
        <Figure label="Tickets" value={formatNumber(ledger.tickets)} />
        <Figure label="Cobrado" value={pesos(ledger.income_cents)} hint="Piezas, servicios y envíos" />
        <Figure
          label="Ticket promedio"
          value={ledger.average_ticket_cents === null ? '—' : pesos(ledger.average_ticket_cents)}
        />
        <Figure
          label="Piezas por ticket"
          value={ledger.parts_per_ticket === null ? '—' : formatNumber(ledger.parts_per_ticket)}
        />
      </SimpleGrid>
      <LedgerRows
        title="Por forma de pago"
        rows={ledger.by_payment_method.map((row) => ({
          key: row.method,
          name: PAYMENT_METHOD_LABELS[row.method],
          count: row.tickets,
          cents: row.amount_cents,
        }))}
      />
      <LedgerRows
        title="Por cliente"
        rows={ledger.by_customer.map((row) => ({
          key: String(row.id),
          name: row.name,
          count: row.tickets,
          cents: row.income_cents,
        }))}
      />
      <LedgerRows
        title="Por vendedor"
        rows={ledger.by_seller.map((row) => ({
          key: String(row.id),
          name: row.name,
          count: row.tickets,
          cents: row.income_cents,
        }))}
      />
    </Section>
  );
}

function TopRowBody({ name, value, percent }: { name: string; value: string; percent: number }) {
  return (
    <Box py={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {value}
        </Text>
      </Group>
      {/* A bar per row: how this one compares with the best of the period. */}
      <Progress value={percent} size="sm" mt={4} aria-hidden />
    </Box>
  );
}

function TopRow({ row, most, link }: { row: Ranked[number]; most: number; link?: ListLink }) {
  const value = `${formatNumber(row.count)} ${row.count === 1 ? 'pieza' : 'piezas'} · ${formatMoney(row.income)}`;
  const body = <TopRowBody name={row.name} value={value} percent={(row.count / most) * 100} />;
  if (!link) return <div className={classes.barLink}>{body}</div>;
  return (
    <Link to={linkHref(link)} className={classes.barLink}>
      {body}
      <OpensList />
    </Link>
  );
}

function TopSection({
  title,
  rows,
  linkOf,
  emptyText,
}: {
  title: string;
  rows: Ranked;
  linkOf: (id: number) => ListLink;
  emptyText: string;
}) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Section title={title} empty={rows.length === 0 ? <EmptyNote>{emptyText}</EmptyNote> : undefined}>
      <Stack gap={2}>
        {rows.map((row) => (
          <TopRow
            key={row.id ?? `none-${row.name}`}
            row={row}
            most={most}
            link={row.id === null ? undefined : linkOf(row.id)}
          />
        ))}
      </Stack>
    </Section>
  );
}

function StockSection({ data, store }: { data: DashboardData; store: number | undefined }) {
  const { stock } = data;
  return (
    <Section title="Existencias hoy">
      <SimpleGrid cols={2} spacing="xs" mb="sm">
        <Figure
          label="Piezas en inventario"
          value={formatNumber(stock.total.count)}
          link={stockLink(store)}
          hint={`Valor ${formatMoney(stock.total.value)}`}
        />
        <Figure
          label="Incompletas"
          value={formatNumber(stock.incomplete.count)}
          link={statusLink([5], store)}
          hint="Por terminar de capturar"
        />
        <Figure
          label="Sin fotos"
          value={formatNumber(stock.without_photos)}
          link={stockLink(store, { without_photos: true })}
        />
        <Figure
          label="Sin precio"
          value={formatNumber(stock.without_price)}
          link={stockLink(store, { without_price: true })}
        />
      </SimpleGrid>
      <Stack gap={0}>
        {stock.by_status.map((row) => (
          <RowLink
            key={row.status_id}
            label={row.name}
            value={`${formatNumber(row.count)} · ${formatMoney(row.value)}`}
            link={statusLink([row.status_id], store)}
          />
        ))}
      </Stack>
    </Section>
  );
}

function AgingSection({ data, store }: { data: DashboardData; store: number | undefined }) {
  const available = data.aging.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <Section
      title="Antigüedad de lo disponible"
      empty={
        available === 0 ? (
          <EmptyNote>
            No hay autopartes Disponibles. Termina las Incompletas en Autopartes para ponerlas a la venta.
          </EmptyNote>
        ) : undefined
      }
    >
      <Box role="img" aria-label={data.aging.map((bucket) => `${bucket.label}: ${bucket.count}`).join('; ')}>
        <BarChart
          h={160}
          data={data.aging.map((bucket) => ({
            label: bucket.max === null ? `>${bucket.min - 1}` : `${bucket.min}–${bucket.max}`,
            Piezas: bucket.count,
          }))}
          dataKey="label"
          series={[{ name: 'Piezas', color: 'orange.6' }]}
          gridAxis="y"
          // Every bucket named, even on a phone.
          xAxisProps={{ interval: 0, fontSize: 11 }}
          yAxisProps={{ width: 48, allowDecimals: false }}
        />
      </Box>
      <Stack gap={0} mt="xs">
        {data.aging.map((bucket) => (
          <RowLink
            key={bucket.key}
            label={bucket.label}
            value={`${formatNumber(bucket.count)} · ${formatMoney(bucket.value)}`}
            link={agingLink(bucket, store)}
          />
        ))}
      </Stack>
    </Section>
  );
}

function StockCheckSection({ data }: { data: DashboardData }) {
  const checks = data.stock_check;
  if (checks.locations_total === 0) {
    return (
      <Section title="Inventario físico">
        <EmptyNote>
          No hay ubicaciones. Créalas en Ubicaciones, imprime sus etiquetas y cuenta cada una en Inventario.
        </EmptyNote>
      </Section>
    );
  }
  return (
    <Section title="Inventario físico">
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mb="sm">
        <Figure label="Ubicaciones contadas" value={formatNumber(checks.locations_counted)} />
        <Figure label="Encontradas" value={formatNumber(checks.found)} />
        <Figure label="Agregadas" value={formatNumber(checks.added)} />
        <Figure label="Faltantes" value={formatNumber(checks.missing)} />
      </SimpleGrid>
      {checks.checks === 0 && (
        <EmptyNote>
          Nadie contó una ubicación en este periodo. Abre Inventario y escanea una ubicación.
        </EmptyNote>
      )}
      {checks.most_missing.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs">
            Ubicaciones con más faltantes
          </Text>
          {checks.most_missing.map((row) => (
            <RowLink
              key={row.id}
              label={row.name}
              value={`${formatNumber(row.missing)} faltantes`}
              detail={`${row.checks} ${row.checks === 1 ? 'conteo' : 'conteos'}`}
              link={locationCheckLink(row.id)}
            />
          ))}
        </>
      )}
      <Text size="sm" fw={600} mt="xs">
        Sin contar en 90 días: {formatNumber(checks.due_total)} de {formatNumber(checks.locations_total)}
      </Text>
      {checks.due.map((row) => (
        <RowLink
          key={row.id}
          label={row.name}
          value={row.last_counted_at ? formatDate(row.last_counted_at) : 'Nunca'}
          link={locationCheckLink(row.id)}
        />
      ))}
    </Section>
  );
}

function MarketplaceSection({ data, store }: { data: DashboardData; store: number | undefined }) {
  const { marketplace } = data;
  const total = marketplace.active + marketplace.paused + marketplace.closed + marketplace.errors;
  return (
    <Section
      title="Mercado Libre"
      empty={
        total === 0 ? (
          <EmptyNote>
            Sin publicaciones. Conecta una tienda en Tiendas y elige la tienda en el formulario de la
            autoparte.
          </EmptyNote>
        ) : undefined
      }
    >
      <SimpleGrid cols={2} spacing="xs">
        <Figure
          label="Activas"
          value={formatNumber(marketplace.active)}
          link={marketplaceLink(['active'], store)}
        />
        <Figure
          label="Pausadas"
          value={formatNumber(marketplace.paused)}
          link={marketplaceLink(['paused'], store)}
        />
        <Figure
          label="Cerradas"
          value={formatNumber(marketplace.closed)}
          link={marketplaceLink(['closed'], store)}
        />
        <Figure
          label="Con errores"
          value={formatNumber(marketplace.errors)}
          link={marketplaceLink(['inactive', 'under_review'], store)}
          hint="Inactivas o en revisión"
        />
      </SimpleGrid>
    </Section>
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
