import { Box, Group, SimpleGrid, Text } from '@mantine/core';
import { centsToPesos, formatMoney, formatNumber, RETURN_REASON_LABELS } from '@yonke/domain';
import type { DashboardData } from '@yonke/domain/schemas';
import { Figure } from './figure';
import { EmptyNote, Section } from './section';

const pesos = (cents: number) => formatMoney(centsToPesos(cents));
const times = (count: number) => `${formatNumber(count)} ${count === 1 ? 'vez' : 'veces'}`;

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
 * Sales net of returns, what was refunded and why, and which parts come back under warranty (by
 * category and by who sold them): the figures a yard owner reads to see what the counter kept.
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
          <Rows title="Garantías por categoría" rows={claims(returns.warranty_by_category)} />
          <Rows title="Garantías por vendedor" rows={claims(returns.warranty_by_seller)} />
        </>
      )}
    </Section>
  );
}
