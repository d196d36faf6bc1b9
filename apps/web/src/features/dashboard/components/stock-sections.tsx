import { BarChart } from '@mantine/charts';
import { Box, SimpleGrid, Stack } from '@mantine/core';
import { agingLink, formatMoney, formatNumber, statusLink, stockLink } from '@yonke/domain';
import type { DashboardData } from '@yonke/domain/schemas';
import { Figure, RowLink } from './figure';
import { EmptyNote, Section } from './section';

export function StockSection({ data, store }: { data: DashboardData; store: number | undefined }) {
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

export function AgingSection({ data, store }: { data: DashboardData; store: number | undefined }) {
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
