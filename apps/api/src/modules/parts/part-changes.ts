import { formatMoney, formatYearRange } from '@yonke/domain';

// The activity text of a part save: one line "Campo: anterior → nuevo" per changed field, in
// the order the form shows them, all in one entry (domain rules, Parts).

export interface NamedValue {
  id: number;
  name: string;
}

/** A part as the activity log describes it: every reference with its name. */
export interface PartSnapshot {
  name: string;
  description: string | null;
  autopartNumber: string | null;
  category: NamedValue | null;
  make: NamedValue | null;
  model: NamedValue | null;
  years: readonly number[];
  condition: NamedValue | null;
  origin: NamedValue | null;
  position: NamedValue | null;
  side: NamedValue | null;
  bulbTech: NamedValue | null;
  bulbPos: NamedValue | null;
  includesMirror: boolean | null;
  location: NamedValue | null;
  quality: number;
  salePrice: number;
  status: NamedValue;
  storeMl: NamedValue | null;
  shippingType: NamedValue | null;
}

const EMPTY = '(vacío)';

function text(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? EMPTY : trimmed;
}

function refText(value: NamedValue | null): string {
  return value ? value.name : EMPTY;
}

function qualityText(value: number): string {
  if (value <= 0) return 'sin calificar';
  return value === 1 ? '1 estrella' : `${value} estrellas`;
}

function mirrorText(value: boolean | null): string {
  return value === null ? EMPTY : value ? 'Sí' : 'No';
}

function yearsText(years: readonly number[]): string {
  return years.length === 0 ? EMPTY : formatYearRange(years);
}

function sameYears(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((year, index) => year === b[index]);
}

type Line = [label: string, changed: boolean, before: string, after: string];

export function describeChanges(before: PartSnapshot, after: PartSnapshot): string[] {
  const ref = (label: string, a: NamedValue | null, b: NamedValue | null): Line => [
    label,
    (a?.id ?? null) !== (b?.id ?? null),
    refText(a),
    refText(b),
  ];
  const plain = (label: string, a: string, b: string): Line => [label, a !== b, a, b];
  const lines: Line[] = [
    plain('Nombre', text(before.name), text(after.name)),
    plain('Número de parte', text(before.autopartNumber), text(after.autopartNumber)),
    // A description can be 10,000 characters: the log says that it changed, not what it says.
    ['Descripción', (before.description ?? '') !== (after.description ?? ''), '', ''],
    ref('Autoparte', before.category, after.category),
    ref('Marca', before.make, after.make),
    ref('Modelo', before.model, after.model),
    ['Años', !sameYears(before.years, after.years), yearsText(before.years), yearsText(after.years)],
    ref('Condición', before.condition, after.condition),
    ref('Origen', before.origin, after.origin),
    ref('Posición', before.position, after.position),
    ref('Lado', before.side, after.side),
    ref('Tipo de Bulbo', before.bulbTech, after.bulbTech),
    ref('Posición de Luz', before.bulbPos, after.bulbPos),
    plain('Incluye Luna (Espejo)', mirrorText(before.includesMirror), mirrorText(after.includesMirror)),
    ref('Ubicación', before.location, after.location),
    plain('Calidad', qualityText(before.quality), qualityText(after.quality)),
    plain('Precio', formatMoney(before.salePrice), formatMoney(after.salePrice)),
    ref('Estatus', before.status, after.status),
    ref('Tienda de Mercado Libre', before.storeMl, after.storeMl),
    ref('Tipo de Envío', before.shippingType, after.shippingType),
  ];
  return lines
    .filter(([, changed]) => changed)
    .map(([label, , a, b]) =>
      label === 'Descripción' ? 'Descripción actualizada' : `${label}: ${a} → ${b}`,
    );
}
