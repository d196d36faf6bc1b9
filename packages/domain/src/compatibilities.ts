// Extra compatible vehicles of a part and what Mercado Libre needs to list it
// (docs/domain-rules.md, "Compatibilidades y categorías de Mercado Libre").

/** A year range longer than this is a typo (or "fits everything"); it is refused, not cut. */
export const COMPAT_MAX_YEARS_SPAN = 30;
/** Rows per part: more than a listing can carry usefully, and a bound on the search keys. */
export const COMPAT_MAX_ROWS = 40;

export interface CompatRow {
  make_id: number;
  model_id: number;
  year_from: number;
  year_to: number;
}

/** Identical rows collapse into one (a double click on "Agregar" is not an error). */
export function dedupeCompatRows<T extends CompatRow>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.make_id}:${row.model_id}:${row.year_from}:${row.year_to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The search-filter keys of the extra vehicles (migration 0015): make, model and year alone and
 * paired, so "make X in 2012" never matches a part that fits make X in 2015 and something else
 * in 2012.
 */
export function compatKeys(rows: readonly (CompatRow & { make_id: number })[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    keys.add(`mk:${row.make_id}`);
    keys.add(`md:${row.model_id}`);
    for (let year = row.year_from; year <= row.year_to; year++) {
      keys.add(`y:${year}`);
      keys.add(`mk:${row.make_id}:${year}`);
      keys.add(`md:${row.model_id}:${year}`);
    }
  }
  return [...keys].sort();
}

/** The compat key a make/model/years filter looks for, or null when no vehicle filter is set. */
export function compatFilterKeys(filter: {
  make?: number;
  model?: number;
  years?: readonly number[];
}): string[] | null {
  const years = filter.years ?? [];
  const base =
    filter.model !== undefined
      ? `md:${filter.model}`
      : filter.make !== undefined
        ? `mk:${filter.make}`
        : null;
  if (base === null) return years.length > 0 ? years.map((year) => `y:${year}`) : null;
  return years.length > 0 ? years.map((year) => `${base}:${year}`) : [base];
}

export function yearRangeLabel(from: number, to: number): string {
  return from === to ? String(from) : `${from}-${to}`;
}

export function vehicleLabel(make: string, model: string, from: number, to: number): string {
  return `${make} ${model} ${yearRangeLabel(from, to)}`;
}

/** Part form fields that can fill a marketplace attribute; the rest cannot be filled from a part. */
export type ListingField =
  | 'make_id'
  | 'model_id'
  | 'years'
  | 'autopart_number'
  | 'condition_id'
  | 'origin_id'
  | 'side_id'
  | 'position_id'
  | 'bulb_tech_id'
  | 'bulb_pos_id'
  | 'includes_mirror';

/**
 * Which part field fills which Mercado Libre attribute (docs/domain-rules.md). VEHICLE_TYPE is
 * always "Auto/Camioneta", so it is never missing.
 */
export const ML_ATTRIBUTE_FIELDS: Record<string, { field: ListingField | null; label: string }> = {
  BRAND: { field: 'make_id', label: 'Marca' },
  MODEL: { field: 'model_id', label: 'Modelo' },
  YEAR: { field: 'years', label: 'Años' },
  PART_NUMBER: { field: 'autopart_number', label: 'Número de parte' },
  ITEM_CONDITION: { field: 'condition_id', label: 'Condición' },
  ORIGIN: { field: 'origin_id', label: 'Origen' },
  SIDE: { field: 'side_id', label: 'Lado' },
  POSITION: { field: 'position_id', label: 'Posición' },
  BULB_TECHNOLOGY: { field: 'bulb_tech_id', label: 'Tipo de bulbo' },
  BULBS_TYPE: { field: 'bulb_tech_id', label: 'Tipo de bulbo' },
  BRAKE_LIGHT_POSITION: { field: 'bulb_pos_id', label: 'Posición de luz' },
  INCLUDES_MIRROR: { field: 'includes_mirror', label: 'Incluye luna (espejo)' },
  VEHICLE_TYPE: { field: null, label: 'Tipo de vehículo' },
};

/** Attributes we always send with a fixed value. */
export const ML_FIXED_ATTRIBUTES = new Set(['VEHICLE_TYPE']);

export type ListingValues = Partial<Record<ListingField, unknown>>;

function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * What a part lacks for its marketplace category, in the user's words: the label of each required
 * attribute we fill from an empty field, and ML's own name for one no part field can fill.
 */
export function missingListingAttributes(
  required: readonly { id: string; name: string }[],
  values: ListingValues,
): string[] {
  const missing: string[] = [];
  for (const attribute of required) {
    if (ML_FIXED_ATTRIBUTES.has(attribute.id)) continue;
    const known = ML_ATTRIBUTE_FIELDS[attribute.id];
    if (!known) {
      missing.push(attribute.name);
      continue;
    }
    if (known.field && !filled(values[known.field])) missing.push(known.label);
  }
  return [...new Set(missing)];
}

export function missingAttributesMessage(missing: readonly string[]): string {
  return `Para publicar en Mercado Libre falta: ${missing.join(', ')}`;
}
