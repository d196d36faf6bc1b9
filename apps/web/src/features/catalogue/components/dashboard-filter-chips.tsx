import { CloseButton, Group, Pill } from '@mantine/core';
import { formatIsoDay } from '@yonke/domain';
import type { CatalogueFilters } from '../hooks/use-catalogue-filters';

type ChipKey = 'sold' | 'sold_by' | 'stock_days' | 'without_photos' | 'without_price';

function chips(filters: CatalogueFilters): { key: ChipKey; label: string }[] {
  const list: { key: ChipKey; label: string }[] = [];
  if (filters.sold_from || filters.sold_to) {
    const from = filters.sold_from ? formatIsoDay(filters.sold_from) : '…';
    const to = filters.sold_to ? formatIsoDay(filters.sold_to) : '…';
    list.push({ key: 'sold', label: from === to ? `Vendidas el ${from}` : `Vendidas del ${from} al ${to}` });
  }
  if (filters.sold_by !== undefined) list.push({ key: 'sold_by', label: 'De un vendedor' });
  const { stock_days_min: min, stock_days_max: max } = filters;
  if (min !== undefined || max !== undefined) {
    const label =
      max === undefined
        ? `Más de ${(min ?? 0) - 1} días en inventario`
        : `${min ?? 0}–${max} días en inventario`;
    list.push({ key: 'stock_days', label });
  }
  if (filters.without_photos) list.push({ key: 'without_photos', label: 'Sin fotos' });
  if (filters.without_price) list.push({ key: 'without_price', label: 'Sin precio' });
  return list;
}

function without(filters: CatalogueFilters, key: ChipKey): CatalogueFilters {
  const next = { ...filters };
  if (key === 'sold') {
    next.sold_from = undefined;
    next.sold_to = undefined;
  } else if (key === 'stock_days') {
    next.stock_days_min = undefined;
    next.stock_days_max = undefined;
  } else next[key] = undefined;
  return next;
}

/**
 * The filters a Tablero link brought, which the filters panel has no field for: each one is
 * visible and can be removed, so the list never looks unfiltered when it is not.
 */
export function DashboardFilterChips({
  filters,
  onChange,
}: {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
}) {
  const active = chips(filters);
  if (active.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Filtros del Tablero" role="group">
      {active.map((chip) => (
        <Pill key={chip.key} size="lg" styles={{ root: { paddingRight: 2 } }}>
          <Group gap={4} wrap="nowrap">
            {chip.label}
            <CloseButton
              size="md"
              aria-label={`Quitar filtro: ${chip.label}`}
              onClick={() => onChange(without(filters, chip.key))}
            />
          </Group>
        </Pill>
      ))}
    </Group>
  );
}
