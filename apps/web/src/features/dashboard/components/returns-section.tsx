import { Box, Group, SimpleGrid, Text } from '@mantine/core';
import {
  centsToPesos,
  formatMoney,
  formatMoneyPrecise,
  formatNumber,
  RETURN_OUTCOME_LABELS,
  RETURN_REASON_LABELS,
} from '@yonke/domain';
import type { DashboardData } from '@yonke/domain/schemas';
import { Figure } from './figure';
import { EmptyNote, Section } from './section';

const pesos = (cents: number) => formatMoney(centsToPesos(cents));
const times = (count: number) => `${formatNumber(count)} ${count === 1 ? 'vez' : 'veces'}`;
const pieces = (count: number) => `${formatNumber(count)} ${count === 1 ? 'pieza' : 'piezas'}`;
// Purchase costs to the cent: a written-off cost is a figure the owner books.
const exact = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

function Rows({ title, rows }: { title: string; rows: { key: string; name: string; value: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <Box mt="sm">
      <Text size="xs" c="dimmed">
        {title}
      </Text>
      {rows.map((row) => (
        <Group key={row.key} justify="space-between" gap="xs" wrap="nowrap" py={4}>
          <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.name}
          </Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}

/**
 * What the returned parts cost the yard at purchase cost: the merma written off (and how many had
 * no cost, written off at $0) and the parts back on sale. Only roles 1, 2 get `cost` from the
 * server; the others see where the parts went, without a cost.
 */
function PartsBack({ returns }: { returns: DashboardData['returns'] }) {
  const { parts, cost } = returns;
  if (parts.back_to_stock + parts.in_review + parts.scrapped === 0) return null;
  const withoutCost = (count: number) => (count > 0 ? ` (${pieces(count)} sin costo registrado)` : '');
  return (
    <>
      {cost && (
        <SimpleGrid cols={2} spacing="xs" mt="sm">
          <Figure
            label="Merma dada de baja (a costo)"
            value={exact(cost.written_off_cents)}
            hint={
              cost.cost_unknown > 0
                ? `${pieces(cost.cost_unknown)} con costo no registrado, ${cost.cost_unknown === 1 ? 'dada' : 'dadas'} de baja en $0`
                : `${pieces(parts.scrapped)} a merma`
            }
          />
          <Figure
            label="De vuelta al inventario (a costo)"
            value={exact(cost.back_to_stock_cost_cents)}
            hint={`${pieces(parts.back_to_stock)}${withoutCost(cost.back_to_stock_without_cost)}`}
          />
        </SimpleGrid>
      )}
      <Rows
        title="Piezas devueltas"
        rows={[
          { key: 'stock', name: 'De vuelta al inventario (Disponible)', value: pieces(parts.back_to_stock) },
          { key: 'review', name: 'En revisión', value: pieces(parts.in_review) },
          { key: 'scrap', name: 'Merma', value: pieces(parts.scrapped) },
        ]}
      />
    </>
  );
}

/**
 * Sales net of returns, what was refunded, why and how, where the returned parts went and what
 * that cost, and which parts come back under warranty (by category and by who sold them): the
 * figures a yard owner reads to see what the counter kept.
 */
export function ReturnsSection({ data }: { data: DashboardData }) {
  const { returns } = data;
  const claims = (rows: DashboardData['returns']['warranty_by_category']) =>
    rows.map((row) => ({
      key: String(row.id),
      name: row.name,
      value: `${times(row.count)} · ${pesos(row.amount_cents)}`,
    }));
  return (
    <Section title="Devoluciones y garantías">
      <SimpleGrid cols={2} spacing="xs">
        <Figure label="Ventas" value={pesos(returns.sales_cents)} />
        <Figure label="Devoluciones" value={`−${pesos(returns.refunds_cents)}`} />
        <Figure label="Ventas netas" value={pesos(returns.net_cents)} hint="Ventas menos devoluciones" />
      </SimpleGrid>
      {returns.by_reason.length === 0 ? (
        <EmptyNote>Sin devoluciones en este periodo.</EmptyNote>
      ) : (
        <>
          <Rows
            title="Reembolsos por motivo"
            rows={returns.by_reason.map((row) => ({
              key: row.reason,
              name: RETURN_REASON_LABELS[row.reason],
              value: `${times(row.count)} · ${pesos(row.amount_cents)}`,
            }))}
          />
          <Rows
            title="Cómo se devolvió"
            rows={returns.by_outcome.map((row) => ({
              key: row.outcome,
              name: RETURN_OUTCOME_LABELS[row.outcome],
              value: `${times(row.count)} · ${pesos(row.amount_cents)}`,
            }))}
          />
          <PartsBack returns={returns} />
          <Rows title="Garantías por categoría" rows={claims(returns.warranty_by_category)} />
          <Rows title="Garantías por vendedor" rows={claims(returns.warranty_by_seller)} />
        </>
      )}
    </Section>
  );
}
