import { SimpleGrid, Text } from '@mantine/core';
import { formatDate, formatNumber, locationCheckLink, marketplaceLink } from '@yonke/domain';
import type { DashboardData } from '@yonke/domain/schemas';
import { Figure, RowLink } from './figure';
import { EmptyNote, Section } from './section';

export function StockCheckSection({ data }: { data: DashboardData }) {
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

export function MarketplaceSection({ data, store }: { data: DashboardData; store: number | undefined }) {
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
