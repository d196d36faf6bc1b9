import {
  allowedShippingTypeIds,
  expandYearRange,
  generatePartName,
  isAdminOnlyField,
  isPositionDisabled,
  isSideDisabled,
  STATUS,
  showsBulbType,
  showsLightPosition,
  showsMirror,
} from '@yonke/domain';
import type { Part } from '@yonke/domain/schemas';
import type { PartPayload } from './api/create-part';

// The edit form's values and their dependencies (docs/product.md §4 "Form dependencies by category
// id"). Keys are the API's field names, so a changed field is sent as it is.

export interface FormValues {
  name: string;
  description: string;
  autopart_number: string;
  category_id: number | null;
  make_id: number | null;
  model_id: number | null;
  years: number[];
  condition_id: number | null;
  origin_id: number | null;
  position_id: number | null;
  side_id: number | null;
  location_id: number | null;
  bulb_tech_id: number | null;
  bulb_pos_id: number | null;
  includes_mirror: boolean | null;
  quality: number;
  sale_price: number;
  status_id: number;
  store_ml_id: number | null;
  shipping_type_id: number | null;
}

export type FormField = keyof FormValues;

export const EMPTY_VALUES: FormValues = {
  name: '',
  description: '',
  autopart_number: '',
  category_id: null,
  make_id: null,
  model_id: null,
  years: [],
  condition_id: null,
  origin_id: null,
  position_id: null,
  side_id: null,
  location_id: null,
  bulb_tech_id: null,
  bulb_pos_id: null,
  includes_mirror: null,
  quality: 0,
  sale_price: 0,
  status_id: STATUS.INCOMPLETE,
  store_ml_id: null,
  shipping_type_id: null,
};

export function valuesFromPart(part: Part): FormValues {
  return {
    name: part.name,
    description: part.description ?? '',
    autopart_number: part.autopart_number ?? '',
    category_id: part.category_id,
    make_id: part.make_id,
    model_id: part.model_id,
    years: part.years.map((year) => Number(year.name)).filter(Number.isInteger),
    condition_id: part.condition_id,
    origin_id: part.origin_id,
    position_id: part.position_id,
    side_id: part.side_id,
    location_id: part.location_id,
    bulb_tech_id: part.bulb_tech_id,
    bulb_pos_id: part.bulb_pos_id,
    includes_mirror: part.includes_mirror,
    quality: part.quality,
    sale_price: part.sale_price,
    status_id: part.status_id,
    store_ml_id: part.store_ml_id,
    shipping_type_id: part.shipping_type_id,
  };
}

/** Reference names by id, for the automatic name. */
export interface NameLookup {
  category: (id: number | null) => string | undefined;
  make: (id: number | null) => string | undefined;
  model: (id: number | null) => string | undefined;
  position: (id: number | null) => string | undefined;
  side: (id: number | null) => string | undefined;
}

export function automaticName(values: FormValues, names: NameLookup): string {
  return generatePartName({
    category: names.category(values.category_id),
    categoryId: values.category_id,
    model: names.model(values.model_id),
    years: values.years,
    position: names.position(values.position_id),
    side: names.side(values.side_id),
    make: names.make(values.make_id),
  });
}

/** Choices after which the name is generated again (docs/product.md §2, plus position and side, which it holds). */
const RENAMING_FIELDS: ReadonlySet<FormField> = new Set([
  'category_id',
  'make_id',
  'model_id',
  'location_id',
  'years',
  'position_id',
  'side_id',
]);

/** Clears what the category does not take; a category change also clears the shipping type. */
function applyCategory(values: FormValues): FormValues {
  const category = values.category_id;
  const next = { ...values, shipping_type_id: null };
  if (isPositionDisabled(category)) next.position_id = null;
  if (isSideDisabled(category)) next.side_id = null;
  if (!showsBulbType(category)) next.bulb_tech_id = null;
  if (!showsLightPosition(category)) next.bulb_pos_id = null;
  if (!showsMirror(category)) next.includes_mirror = null;
  return next;
}

/** One field's new value with everything that follows from it. */
export function changeValue<K extends FormField>(
  values: FormValues,
  field: K,
  value: FormValues[K],
  names: NameLookup,
): FormValues {
  let next: FormValues = { ...values, [field]: value };
  if (field === 'years') next.years = expandYearRange(value as number[]);
  if (field === 'make_id' && value !== values.make_id) next.model_id = null;
  if (field === 'category_id' && value !== values.category_id) next = applyCategory(next);
  if (RENAMING_FIELDS.has(field)) {
    const name = automaticName(next, names);
    if (name !== '') next.name = name;
  }
  return next;
}

export function isShippingAllowed(categoryId: number | null, shippingTypeId: number): boolean {
  return allowedShippingTypeIds(categoryId).includes(shippingTypeId);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function changedFields(initial: FormValues, values: FormValues): FormField[] {
  return (Object.keys(values) as FormField[]).filter((field) => !same(initial[field], values[field]));
}

function payloadValue(field: FormField, values: FormValues): unknown {
  const value = values[field];
  if ((field === 'description' || field === 'autopart_number') && value === '') return null;
  return value;
}

/**
 * The body of a save. On update only what changed is sent (the server keeps what is left out);
 * fields the role may not change are never sent.
 */
export function buildPayload(
  initial: FormValues,
  values: FormValues,
  options: { create: boolean; adminFields: boolean },
): PartPayload {
  const fields = options.create
    ? (Object.keys(values) as FormField[]).filter((field) => field !== 'status_id')
    : changedFields(initial, values);
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    if (!options.adminFields && isAdminOnlyField(field)) continue;
    payload[field] = payloadValue(field, values);
  }
  return payload as PartPayload;
}
