import {
  ADMIN_ONLY_FIELDS,
  type AdminOnlyField,
  ALL_SHIPPING_TYPE_IDS,
  allowedShippingTypeIds,
  can,
  expandYearRange,
  generatePartName,
  isPositionDisabled,
  isSideDisabled,
  isStatusId,
  STATUS,
  showsBulbType,
  showsLightPosition,
  showsMirror,
} from '@yonke/domain';
import {
  PART_REFERENCE_MESSAGES as REFERENCE_MESSAGES,
  type PartStoreInput as StoreInput,
  type PartUpdateInput as UpdateInput,
} from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import type { SessionUser } from '../../lib/context.ts';
import { type FieldErrors, forbidden } from '../../lib/errors.ts';
import type { NamedValue, PartSnapshot } from './part-changes.ts';
import type { PartFormValues } from './part-form.queries.ts';
import * as formQueries from './part-form.queries.ts';

// The rules of a part save that are not HTTP: merging a partial body into the stored part,
// who may change what, the category rules (docs/product.md §4 "Form dependencies by category id"),
// and that every id names a row the part may use.

export const RULE_MESSAGES = {
  positionNotApplicable: 'Esta autoparte no lleva posición.',
  sideNotApplicable: 'Esta autoparte no lleva lado.',
  bulbTechNotApplicable: 'El tipo de bulbo solo aplica a faros, calaveras y luces stop.',
  bulbPosNotApplicable: 'La posición de luz solo aplica a luces stop.',
  mirrorNotApplicable: 'La opción de luna solo aplica a espejos.',
  shippingNotAllowed: 'Este tipo de envío no está disponible para esta autoparte.',
  modelOfOtherMake: 'El modelo no corresponde a la marca seleccionada.',
  adminField: (label: string) => `Solo un administrador o supervisor puede cambiar ${label}.`,
  listedStore:
    'La autoparte ya está publicada en Mercado Libre: solo un superadministrador puede cambiar su tienda.',
} as const;

export type FormInput = Omit<StoreInput, 'images' | 'make_id' | 'category_id'> &
  Pick<UpdateInput, 'make_id' | 'category_id' | 'status_id'>;

/** What a part holds before the first save: the starting point of store. */
export const NEW_PART: PartFormValues = {
  name: '',
  description: null,
  autopartNumber: null,
  categoryId: null,
  makeId: null,
  modelId: null,
  years: [],
  conditionId: null,
  originId: null,
  positionId: null,
  sideId: null,
  locationId: null,
  statusId: STATUS.INCOMPLETE,
  quality: 0,
  salePrice: 0,
  marketplaceAccountId: null,
  bulbTechId: null,
  bulbPosId: null,
  shippingTypeId: null,
  includesMirror: null,
};

function cleanText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

function pick<T>(value: T | undefined, current: T): T {
  return value === undefined ? current : value;
}

/** The stored values with the body's fields applied; absent fields keep their value. */
export function mergeInput(current: PartFormValues, input: FormInput): PartFormValues {
  const account = input.store_ml_id !== undefined ? input.store_ml_id : input.marketplace_account_id;
  const description =
    input.description === undefined ? undefined : input.description === '' ? null : input.description;
  return {
    // An empty name is filled in by generatePartName once the names are known.
    name: input.name === undefined ? current.name : (input.name ?? '').trim(),
    description: pick(description, current.description),
    autopartNumber: pick(cleanText(input.autopart_number), current.autopartNumber),
    categoryId: pick(input.category_id, current.categoryId),
    makeId: pick(input.make_id, current.makeId),
    modelId: pick(input.model_id, current.modelId),
    years: input.years === undefined ? current.years : expandYearRange(input.years),
    conditionId: pick(input.condition_id, current.conditionId),
    originId: pick(input.origin_id, current.originId),
    positionId: pick(input.position_id, current.positionId),
    sideId: pick(input.side_id, current.sideId),
    locationId: pick(input.location_id, current.locationId),
    statusId: pick(input.status_id, current.statusId),
    quality: pick(input.quality, current.quality),
    salePrice: pick(input.sale_price, current.salePrice),
    marketplaceAccountId: pick(account, current.marketplaceAccountId),
    bulbTechId: pick(input.bulb_tech_id, current.bulbTechId),
    bulbPosId: pick(input.bulb_pos_id, current.bulbPosId),
    shippingTypeId: pick(input.shipping_type_id, current.shippingTypeId),
    includesMirror: pick(input.includes_mirror, current.includesMirror),
  };
}

/** Where each admin-only field of the body sits in the merged part. */
const ADMIN_FIELD_VALUES: Record<AdminOnlyField, keyof PartFormValues> = {
  quality: 'quality',
  sale_price: 'salePrice',
  status_id: 'statusId',
  store_ml_id: 'marketplaceAccountId',
  shipping_type_id: 'shippingTypeId',
};

/**
 * The "Administrador y Supervisor" fields belong to roles 1, 2 and 5. Another role's body may
 * carry them unchanged (the spec's client sends the whole part back); a change is a 403, so a
 * crafted request cannot do what the screen does not offer.
 */
export function checkRestrictedFields(
  user: SessionUser,
  current: PartFormValues,
  next: PartFormValues,
  mlId: string | null,
) {
  if (!can(user.roles, 'adminSupervisorFields')) {
    for (const [field, label] of Object.entries(ADMIN_ONLY_FIELDS) as [AdminOnlyField, string][]) {
      const key = ADMIN_FIELD_VALUES[field];
      if (next[key] !== current[key]) throw forbidden(RULE_MESSAGES.adminField(label));
    }
  }
  if (
    mlId !== null &&
    next.marketplaceAccountId !== current.marketplaceAccountId &&
    !can(user.roles, 'changeListedMarketplaceStore')
  ) {
    throw forbidden(RULE_MESSAGES.listedStore);
  }
}

type Explicit = (field: keyof FormInput) => boolean;

function addError(errors: FieldErrors, field: string, message: string) {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

/**
 * Category rules on the merged part. A field the body sent that the category does not take is
 * a 422 on that field; a stored value the new category does not take (the body changed the
 * category and said nothing about the field) is cleared, as the form clears it.
 */
export function applyCategoryRules(next: PartFormValues, explicit: Explicit, errors: FieldErrors) {
  const category = next.categoryId;
  const rules: [keyof FormInput, keyof PartFormValues, boolean, string][] = [
    ['position_id', 'positionId', isPositionDisabled(category), RULE_MESSAGES.positionNotApplicable],
    ['side_id', 'sideId', isSideDisabled(category), RULE_MESSAGES.sideNotApplicable],
    ['bulb_tech_id', 'bulbTechId', !showsBulbType(category), RULE_MESSAGES.bulbTechNotApplicable],
    ['bulb_pos_id', 'bulbPosId', !showsLightPosition(category), RULE_MESSAGES.bulbPosNotApplicable],
    ['includes_mirror', 'includesMirror', !showsMirror(category), RULE_MESSAGES.mirrorNotApplicable],
    [
      'shipping_type_id',
      'shippingTypeId',
      // An id that names no shipping type is reported once, by the reference check.
      next.shippingTypeId !== null &&
        ALL_SHIPPING_TYPE_IDS.includes(next.shippingTypeId) &&
        !allowedShippingTypeIds(category).includes(next.shippingTypeId),
      RULE_MESSAGES.shippingNotAllowed,
    ],
  ];
  for (const [field, column, notAllowed, message] of rules) {
    if (!notAllowed || next[column] === null) continue;
    if (explicit(field)) addError(errors, field, message);
    else (next as unknown as Record<string, unknown>)[column] = null;
  }
}

/** The references of a part by name, as the detail query reads them. */
export type PartRefs = Omit<
  PartSnapshot,
  'name' | 'description' | 'autopartNumber' | 'years' | 'includesMirror' | 'quality' | 'salePrice' | 'status'
> & { status: NamedValue | null };

export const NO_REFS: PartRefs = {
  category: null,
  make: null,
  model: null,
  condition: null,
  origin: null,
  position: null,
  side: null,
  bulbTech: null,
  bulbPos: null,
  location: null,
  status: null,
  storeMl: null,
  shippingType: null,
};

const NAMED_REFS = [
  ['category', 'categoryId', 'category_id'],
  ['condition', 'conditionId', 'condition_id'],
  ['origin', 'originId', 'origin_id'],
  ['position', 'positionId', 'position_id'],
  ['side', 'sideId', 'side_id'],
  ['bulbTech', 'bulbTechId', 'bulb_tech_id'],
  ['bulbPos', 'bulbPosId', 'bulb_pos_id'],
  ['shippingType', 'shippingTypeId', 'shipping_type_id'],
] as const;

/**
 * Checks every id that changed names a row the part may use (a location or marketplace account
 * of the part's own company, a model of the chosen make) and returns the names of the new
 * state. Unchanged ids are not checked again, so a location deleted since does not block
 * saving an unrelated field.
 */
export async function resolveReferences(
  tx: Executor,
  input: { next: PartFormValues; current: PartFormValues; before: PartRefs; companyId: number },
  explicit: Explicit,
  errors: FieldErrors,
): Promise<PartRefs> {
  const { next, current, before, companyId } = input;
  const refs: PartRefs = { ...before };

  for (const [key, column, field] of NAMED_REFS) {
    const id = next[column];
    if (id === current[column]) continue;
    if (id === null) {
      refs[key] = null;
      continue;
    }
    const row = await formQueries.findNamed(tx, formQueries.NAMED_TABLES[key], id);
    if (row) refs[key] = row;
    else addError(errors, field, REFERENCE_MESSAGES[field]);
  }

  if (next.makeId !== current.makeId) {
    refs.make =
      next.makeId === null
        ? null
        : ((await formQueries.findNamed(tx, formQueries.NAMED_TABLES.make, next.makeId)) ?? null);
    if (next.makeId !== null && !refs.make) addError(errors, 'make_id', REFERENCE_MESSAGES.make_id);
  }

  if (next.modelId !== current.modelId || next.makeId !== current.makeId) {
    if (next.modelId === null) {
      refs.model = null;
    } else {
      const model = await formQueries.findModel(tx, next.modelId);
      if (!model) {
        addError(errors, 'model_id', REFERENCE_MESSAGES.model_id);
      } else if (model.makeId !== next.makeId) {
        // A new make with no word about the model leaves the model behind, as the form does.
        if (explicit('model_id')) addError(errors, 'model_id', RULE_MESSAGES.modelOfOtherMake);
        else {
          next.modelId = null;
          refs.model = null;
        }
      } else {
        refs.model = { id: model.id, name: model.name };
      }
    }
  }

  if (next.locationId !== current.locationId) {
    if (next.locationId === null) refs.location = null;
    else {
      const location = await formQueries.findLocation(tx, next.locationId);
      // Another company's location answers like a missing one.
      if (location && location.companyId === companyId)
        refs.location = { id: location.id, name: location.name };
      else addError(errors, 'location_id', REFERENCE_MESSAGES.location_id);
    }
  }

  if (next.marketplaceAccountId !== current.marketplaceAccountId) {
    const field = explicit('store_ml_id') ? 'store_ml_id' : 'marketplace_account_id';
    if (next.marketplaceAccountId === null) refs.storeMl = null;
    else {
      const account = await formQueries.findMarketplaceAccount(tx, next.marketplaceAccountId);
      if (account && account.companyId === companyId) refs.storeMl = { id: account.id, name: account.name };
      else addError(errors, field, REFERENCE_MESSAGES.store_ml_id);
    }
  }

  if (next.statusId !== current.statusId) {
    const status = isStatusId(next.statusId)
      ? await formQueries.findNamed(tx, formQueries.NAMED_TABLES.status, next.statusId)
      : undefined;
    if (status) refs.status = status;
    else addError(errors, 'status_id', REFERENCE_MESSAGES.status_id);
  }

  return refs;
}

/**
 * Domain rules, Parts: a part at 5 (Incompleto) with a price, a category, a make and a model
 * becomes 1 (Disponible). Not when this very save chose 5 in the status selector.
 */
export function promoteIfComplete(next: PartFormValues, statusChosen: boolean): boolean {
  if (statusChosen || next.statusId !== STATUS.INCOMPLETE) return false;
  if (next.salePrice > 0 && next.categoryId !== null && next.makeId !== null && next.modelId !== null) {
    next.statusId = STATUS.AVAILABLE;
    return true;
  }
  return false;
}

/** An empty name is generated from the chosen names (domain rules, Name generation). */
export function nameFor(next: PartFormValues, refs: PartRefs): string {
  if (next.name !== '') return next.name;
  return generatePartName({
    category: refs.category?.name,
    categoryId: next.categoryId,
    model: refs.model?.name,
    years: next.years,
    position: refs.position?.name,
    side: refs.side?.name,
    make: refs.make?.name,
  });
}

export function snapshot(values: PartFormValues, refs: PartRefs, statusName: string): PartSnapshot {
  return {
    name: values.name,
    description: values.description,
    autopartNumber: values.autopartNumber,
    years: values.years,
    includesMirror: values.includesMirror,
    quality: values.quality,
    salePrice: values.salePrice,
    ...refs,
    status: refs.status ?? { id: values.statusId, name: statusName },
  };
}
