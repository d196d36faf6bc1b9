/**
 * Limits and role rules of the part form's fields, shared by the API's request schemas
 * (schemas/part-form.ts) and the web form. Kept free of Zod so the web bundle imports them
 * without the validation library.
 */

/** Longest part name a person may type; generated names stay within NAME_MAX_LENGTH. */
export const PART_NAME_HARD_MAX = 120;
export const PART_DESCRIPTION_MAX = 10_000;
export const PART_NUMBER_MAX = 100;
/** Photos attached in one store call. */
export const PART_IMAGES_MAX = 50;

/**
 * The "Administrador y Supervisor" fields (roles 1, 2 and 5), under their API names, with how a
 * refusal names each one. The web never sends them for other roles; the API answers 403 when
 * another role changes one.
 */
export const ADMIN_ONLY_FIELDS = {
  quality: 'la calidad',
  sale_price: 'el precio',
  status_id: 'el estatus',
  store_ml_id: 'la tienda de Mercado Libre',
  shipping_type_id: 'el tipo de envío',
} as const;
export type AdminOnlyField = keyof typeof ADMIN_ONLY_FIELDS;

export function isAdminOnlyField(field: string): field is AdminOnlyField {
  return Object.hasOwn(ADMIN_ONLY_FIELDS, field);
}
