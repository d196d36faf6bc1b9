export const SORT_OPTIONS = [
  { value: 'latest', label: 'Más Recientes' },
  { value: 'oldest', label: 'Más Antiguas' },
  { value: 'pricetohigh', label: 'Mayor Precio' },
  { value: 'pricetolow', label: 'Menor Precio' },
  { value: 'atoz', label: 'A - Z' },
  { value: 'ztoa', label: 'Z - A' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortKey = 'latest';

export const PAGE_SIZE = 50;

export function isSortKey(value: unknown): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value);
}
