import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  centsToPesos,
  PAYMENT_METHOD_LABELS,
  SALE_SOURCE_LABELS,
  SALE_SOURCES,
  SALE_STATUS_LABELS,
  SALE_STATUSES,
  type SaleSource,
  type SaleStatus,
  saleStatusLabel,
} from '@yonke/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiUrl } from '../../../lib/api';
import { formatDateTime, formatMoneyPrecise } from '../../../lib/format';
import { useSales } from '../api/sales';
import classes from './counter.module.css';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));
const STATUS_COLORS: Record<SaleStatus, string> = {
  abierta: 'blue',
  cotizacion: 'orange',
  pagada: 'green',
  cancelada: 'gray',
  devuelta_parcial: 'yellow',
  devuelta: 'grape',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The status filter's extra choice: the credit tickets that still owe (the API's `owing`). */
const OWING = 'owing';

/** «Ventas registradas»: every sale of the ledger (counter, part detail, Mercado Libre), filtered. */
export function SalesListPage() {
  const [status, setStatus] = useState<SaleStatus | typeof OWING | null>(null);
  const [source, setSource] = useState<SaleSource | null>(null);
  const [text, setText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(text.trim(), 300);
  const sales = useSales({
    status: status === OWING ? undefined : (status ?? undefined),
    owing: status === OWING ? true : undefined,
    source: source ?? undefined,
    q: q || undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
    page,
  });
  const pages = sales.data ? Math.max(1, Math.ceil(sales.data.total / sales.data.per_page)) : 1;
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Ventas registradas
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/counter/customers" variant="default">
            Clientes
          </Button>
          <Button component={Link} to="/counter">
            Ir al mostrador
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs">
        <TextInput
          label="Folio o cliente"
          value={text}
          onChange={(event) => reset(setText)(event.currentTarget.value)}
        />
        <Select
          label="Estado"
          clearable
          placeholder="Todos"
          data={[
            ...SALE_STATUSES.map((value) => ({ value, label: SALE_STATUS_LABELS[value] })),
            { value: OWING, label: 'A crédito — debe' },
          ]}
          value={status}
          onChange={(value) => reset(setStatus)(value as SaleStatus | typeof OWING | null)}
        />
        <Select
          label="Origen"
          clearable
          placeholder="Todos"
          data={SALE_SOURCES.map((value) => ({ value, label: SALE_SOURCE_LABELS[value] }))}
          value={source}
          onChange={(value) => reset(setSource)(value as SaleSource | null)}
        />
        <TextInput
          label="Desde"
          type="date"
          value={from}
          onChange={(event) => reset(setFrom)(event.currentTarget.value)}
        />
        <TextInput
          label="Hasta"
          type="date"
          value={to}
          onChange={(event) => reset(setTo)(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite">
        {sales.data ? `${sales.data.total} ${sales.data.total === 1 ? 'venta' : 'ventas'}` : 'Cargando…'}
      </Text>
      <Stack gap="xs">
        {sales.data?.data.map((sale) => (
          <Paper key={sale.id} withBorder p="sm" className={classes.saleCard}>
            <div>
              <Group gap="xs">
                <Text fw={700}>{sale.folio}</Text>
                <Badge color={sale.owed_cents > 0 ? 'orange' : STATUS_COLORS[sale.status]} variant="light">
                  {saleStatusLabel(sale.status, sale.owed_cents)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {SALE_SOURCE_LABELS[sale.source]}
                </Text>
              </Group>
              <Text size="sm">
                {formatDateTime(sale.paid_at ?? sale.created_at)} · {sale.customer_name}
                {sale.seller_name ? ` · ${sale.seller_name}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {sale.line_count} {sale.line_count === 1 ? 'línea' : 'líneas'}
                {sale.payment_methods.length > 0 &&
                  ` · ${sale.payment_methods.map((method) => PAYMENT_METHOD_LABELS[method]).join(', ')}`}
              </Text>
            </div>
            <Text fw={700} className={classes.amount}>
              {money(sale.total_cents)}
            </Text>
            <Group gap="xs" style={{ gridColumn: '1 / -1' }}>
              <Button component={Link} to={`/counter?ticket=${sale.id}`} variant="default" size="sm">
                {sale.status === 'abierta'
                  ? 'Continuar'
                  : sale.status === 'cotizacion'
                    ? 'Abrir cotización'
                    : 'Ver y compartir'}
              </Button>
              {sale.status !== 'abierta' && (
                <Button
                  component="a"
                  href={apiUrl('/api/sales/{id}/ticket', { id: sale.id }, { format: '80', print: '1' })}
                  target="_blank"
                  variant="subtle"
                  size="sm"
                >
                  Reimprimir
                </Button>
              )}
              {(sale.status === 'pagada' || sale.status === 'devuelta_parcial') && (
                <Button
                  component={Link}
                  to={`/returns/new?sale=${sale.id}`}
                  variant="subtle"
                  size="sm"
                  aria-label={`Devolución o garantía de ${sale.folio}`}
                >
                  Devolución / Garantía
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
