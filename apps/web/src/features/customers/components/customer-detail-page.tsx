import { Alert, Badge, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { CFDI_USES, centsToPesos, type SaleStatus, saleStatusLabel, TAX_REGIMES } from '@yonke/domain';
import type { Customer } from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatMoneyPrecise } from '../../../lib/format';
import { useCustomer, useCustomerSales } from '../api/customers';
import { CustomerAccount } from './customer-account';
import { CustomerForm } from './customer-form';
import classes from './customers.module.css';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));
const STATUS_COLORS: Record<SaleStatus, string> = {
  abierta: 'blue',
  cotizacion: 'orange',
  pagada: 'green',
  cancelada: 'gray',
  devuelta_parcial: 'yellow',
  devuelta: 'grape',
};

/** One customer: their data (editable) and their purchase history from the ledger. */
export function CustomerDetailPage() {
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const [editing, setEditing] = useState(false);

  if (customer.isError) {
    return <Alert color="red">{customer.error.message}</Alert>;
  }
  if (!customer.data) return <Text>Cargando…</Text>;
  const data = customer.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {data.name}
        </Title>
        <Button component={Link} to="/counter/customers" variant="default" style={{ minHeight: 44 }}>
          Todos los clientes
        </Button>
      </Group>
      <div className={classes.layout}>
        <Paper withBorder p="md">
          {editing ? (
            <CustomerForm
              key={data.id}
              customer={data}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <Stack>
              <CustomerFacts customer={data} />
              <Button variant="default" onClick={() => setEditing(true)} style={{ minHeight: 44 }}>
                Editar datos
              </Button>
            </Stack>
          )}
        </Paper>
        <PurchaseHistory customerId={data.id} />
      </div>
      <CustomerAccount customer={data} />
    </Stack>
  );
}

function CustomerFacts({ customer }: { customer: Customer }) {
  const rows: [string, string][] = [
    ['WhatsApp o teléfono', customer.phone ?? '—'],
    ['Correo electrónico', customer.email ?? '—'],
    ['Debe (a crédito)', money(customer.balance_cents)],
    ['Saldo a favor', money(customer.credit_cents)],
    ['Notas', customer.notes ?? '—'],
  ];
  const fiscal: [string, string][] = customer.rfc
    ? [
        ['RFC', customer.rfc],
        ['Razón social', customer.business_name ?? '—'],
        [
          'Régimen fiscal',
          customer.tax_regime ? `${customer.tax_regime} · ${TAX_REGIMES[customer.tax_regime] ?? ''}` : '—',
        ],
        ['Código postal', customer.postal_code ?? '—'],
        [
          'Uso de CFDI',
          customer.cfdi_use ? `${customer.cfdi_use} · ${CFDI_USES[customer.cfdi_use] ?? ''}` : '—',
        ],
      ]
    : [['Datos fiscales', 'Sin datos fiscales (no se le puede facturar)']];
  return (
    <dl className={classes.facts}>
      {[...rows, ...fiscal].map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PurchaseHistory({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const sales = useCustomerSales(customerId, page);
  const pages = sales.data ? Math.max(1, Math.ceil(sales.data.total / sales.data.per_page)) : 1;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Compras
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {sales.data
            ? sales.data.total === 0
              ? 'Este cliente aún no tiene tickets.'
              : `${sales.data.total} ${sales.data.total === 1 ? 'ticket' : 'tickets'}`
            : 'Cargando…'}
        </Text>
        {sales.data?.data.map((sale) => (
          <Link key={sale.id} to={`/counter?ticket=${sale.id}`} className={classes.row}>
            <div>
              <Group gap="xs">
                <Text fw={700}>{sale.folio}</Text>
                <Badge color={sale.owed_cents > 0 ? 'orange' : STATUS_COLORS[sale.status]} variant="light">
                  {saleStatusLabel(sale.status, sale.owed_cents)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(sale.paid_at ?? sale.created_at)} · {sale.line_count}{' '}
                {sale.line_count === 1 ? 'línea' : 'líneas'}
              </Text>
            </div>
            <Text fw={700} className={classes.amount}>
              {money(sale.total_cents)}
            </Text>
          </Link>
        ))}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Stack>
    </Paper>
  );
}
