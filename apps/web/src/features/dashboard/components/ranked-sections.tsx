import { Box, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  centsToPesos,
  formatMoney,
  formatNumber,
  type ListLink,
  linkHref,
  PAYMENT_METHOD_LABELS,
} from '@yonke/domain';
import type { DashboardData } from '@yonke/domain/schemas';
import { Link } from 'react-router';
import classes from './dashboard.module.css';
import { Figure, OpensList } from './figure';
import { EmptyNote, Section } from './section';

// The ranked cards of the Tablero: the ledger's tickets, and the parts sold by seller, category
// and make (each row opens the parts list it counts).

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
 * The sales ledger whole: every paid ticket of the period (the counter, a part's own «Vender»,
 * Mercado Libre), so services, shipping and how it was paid count here; the Ventas card counts the
 * same ledger's parts only, and opens the parts list of those days.
 */
export function LedgerSection({ data }: { data: DashboardData }) {
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

export function TopSection({
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
