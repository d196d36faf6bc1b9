// Category ids with special form rules (docs/product.md §4 "Form dependencies by category id").
// They are ids of rows in the categories reference list, so they must match the seeded data.

export const POSITION_DISABLED_CATEGORY_IDS: readonly number[] = [71, 144, 70, 55, 32, 44, 34, 80];
export const SIDE_DISABLED_CATEGORY_IDS: readonly number[] = [144, 70, 55, 32, 44];
export const BULB_TYPE_CATEGORY_IDS: readonly number[] = [71, 144, 34];
export const LIGHT_POSITION_CATEGORY_IDS: readonly number[] = [144];
export const MIRROR_CATEGORY_IDS: readonly number[] = [150];
export const SHIPPING_RESTRICTED_CATEGORY_IDS: readonly number[] = [1, 32, 44, 55, 70, 152, 247];

export const ALL_SHIPPING_TYPE_IDS: readonly number[] = [1, 2, 3];
/** Shipping type 3, "Acordar con cliente": the only one left for restricted categories. */
export const RESTRICTED_SHIPPING_TYPE_IDS: readonly number[] = [3];

type CategoryId = number | null | undefined;

function inList(list: readonly number[], categoryId: CategoryId): boolean {
  return typeof categoryId === 'number' && list.includes(categoryId);
}

export function isPositionDisabled(categoryId: CategoryId): boolean {
  return inList(POSITION_DISABLED_CATEGORY_IDS, categoryId);
}

export function isSideDisabled(categoryId: CategoryId): boolean {
  return inList(SIDE_DISABLED_CATEGORY_IDS, categoryId);
}

/**
 * Why Posición and Lado are off for a category, written beside them wherever they are chosen (the
 * part form, a vehicle's checklist): a tooltip on a disabled control never shows on a phone
 * (issue 10, item 9). Null when both apply.
 */
export function positionSideOffReason(categoryId: CategoryId): string | null {
  const position = isPositionDisabled(categoryId);
  const side = isSideDisabled(categoryId);
  if (position && side) return 'Posición y Lado no aplican a esta autoparte.';
  if (position) return 'Posición no aplica a esta autoparte.';
  if (side) return 'Lado no aplica a esta autoparte.';
  return null;
}

export function showsBulbType(categoryId: CategoryId): boolean {
  return inList(BULB_TYPE_CATEGORY_IDS, categoryId);
}

export function showsLightPosition(categoryId: CategoryId): boolean {
  return inList(LIGHT_POSITION_CATEGORY_IDS, categoryId);
}

export function showsMirror(categoryId: CategoryId): boolean {
  return inList(MIRROR_CATEGORY_IDS, categoryId);
}

export function allowedShippingTypeIds(categoryId: CategoryId): number[] {
  return [
    ...(inList(SHIPPING_RESTRICTED_CATEGORY_IDS, categoryId)
      ? RESTRICTED_SHIPPING_TYPE_IDS
      : ALL_SHIPPING_TYPE_IDS),
  ];
}
