import { AreaChart, BarChart } from '@mantine/charts';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { changePercent, formatIsoDay, formatMoney, formatNumber, salesLink } from '@yonke/domain';
import type { DashboardData } from '@yonke/domain/schemas';
import { Figure } from './figure';
import { EmptyNote, Section } from './section';

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

export function SalesSection({ data, store }: { data: DashboardData; store: number | undefined }) {
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
