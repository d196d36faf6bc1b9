import { parseYearsField } from './years.ts';

/** Descriptive fields of a part that the edit form lets the user fill. */
export const COMPLETENESS_FIELDS = [
  'name',
  'description',
  'autopart_number',
  'location_id',
  'category_id',
  'make_id',
  'model_id',
  'years',
  'condition_id',
  'origin_id',
  'position_id',
  'side_id',
  'quality',
  'sale_price',
  'images',
  'shipping_type_id',
] as const;

export type CompletenessField = (typeof COMPLETENESS_FIELDS)[number];

export type CompletenessInput = { [K in CompletenessField]?: unknown };

/**
 * The spec's formula is round((11 + filled) / total * 100). The 11 is a fixed baseline the spec
 * gives without explanation (it came from the original screen); it is counted both as filled
 * and in the total, so an empty part starts at round(11 / 27 * 100) = 41% and a complete one
 * reaches 100%.
 */
export const COMPLETENESS_BASELINE = 11;

const POSITIVE_NUMBER_FIELDS: ReadonlySet<CompletenessField> = new Set(['quality', 'sale_price']);

function isFilled(field: CompletenessField, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  // The server sends years as JSON text, so reading them is not a plain emptiness check.
  if (field === 'years') return parseYearsField(value).length > 0;
  if (field === 'images' && typeof value === 'number') return value >= 1;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return false;
    return POSITIVE_NUMBER_FIELDS.has(field) ? value > 0 : true;
  }
  return true;
}

export function completenessFilledCount(part: CompletenessInput): number {
  return COMPLETENESS_FIELDS.filter((field) => isFilled(field, part[field])).length;
}

/** Completeness percentage shown on the edit screen, 0..100. */
export function completeness(part: CompletenessInput): number {
  const total = COMPLETENESS_BASELINE + COMPLETENESS_FIELDS.length;
  const percent = Math.round(((COMPLETENESS_BASELINE + completenessFilledCount(part)) / total) * 100);
  return Math.min(100, Math.max(0, percent));
}
