import { z } from 'zod';
import { MAX_ID, MAX_PRICE } from '../limits.ts';
import {
  PART_DESCRIPTION_MAX,
  PART_IMAGES_MAX,
  PART_NAME_HARD_MAX,
  PART_NUMBER_MAX,
} from '../part-fields.ts';
import { YEAR_MAX, YEAR_MIN } from '../years.ts';

// Request bodies of the part form (store, update, clone, republish) and of the detail screen's
// status change. The API validates with them; the web types its payloads with their output
// types and takes the same limits from ../part-fields.ts. Every field is optional on update: a
// field left out of the body keeps its value (the original system nulled it), and null clears
// it. Unknown keys, such as the nested {id, name} objects the spec's client sends next to each
// *_id, are dropped.

export const PART_FORM_MESSAGES = {
  makeRequired: 'El campo marca es requerido',
  categoryRequired: 'El campo autoparte es requerido',
  nameTooLong: `El nombre no puede tener más de ${PART_NAME_HARD_MAX} caracteres.`,
  descriptionTooLong: 'La descripción no puede tener más de 10,000 caracteres.',
  partNumberTooLong: `El número de parte no puede tener más de ${PART_NUMBER_MAX} caracteres.`,
  price: 'El precio debe ser un número entero sin decimales.',
  priceNegative: 'El precio no puede ser negativo.',
  priceTooLarge: 'El precio es demasiado grande.',
  quality: 'La calidad debe ser de 0 a 5 estrellas.',
  years: `Los años deben ser números entre ${YEAR_MIN} y ${YEAR_MAX}.`,
  mirror: 'Indica si incluye luna (espejo) con Sí o No.',
  versionRequired: 'Falta la versión de la autoparte. Recarga la página e inténtalo de nuevo.',
  images: 'Las imágenes enviadas no son válidas.',
  partId: 'Indica la autoparte.',
  text: 'Debe ser un texto.',
} as const;

/** What each reference field is called in a message ("La marca seleccionada no existe."). */
export const PART_REFERENCE_MESSAGES = {
  category_id: 'La autoparte seleccionada no existe.',
  make_id: 'La marca seleccionada no existe.',
  model_id: 'El modelo seleccionado no existe.',
  condition_id: 'La condición seleccionada no existe.',
  origin_id: 'El origen seleccionado no existe.',
  position_id: 'La posición seleccionada no existe.',
  side_id: 'El lado seleccionado no existe.',
  location_id: 'La ubicación seleccionada no existe.',
  status_id: 'El estatus seleccionado no existe.',
  store_ml_id: 'La tienda de Mercado Libre seleccionada no existe.',
  bulb_tech_id: 'El tipo de bulbo seleccionado no existe.',
  bulb_pos_id: 'La posición de luz seleccionada no existe.',
  shipping_type_id: 'El tipo de envío seleccionado no existe.',
} as const;

export type PartReferenceField = keyof typeof PART_REFERENCE_MESSAGES;

/** A bare id, its text ("12") or the spec client's {id, name} object; '' and null clear. */
function idField(message: string) {
  return z.preprocess(
    (value) => {
      if (value === '' || value === null) return null;
      if (typeof value === 'string' && /^\d{1,10}$/.test(value.trim())) return Number(value.trim());
      if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
      return value;
    },
    z.union([z.number().int().min(1).max(MAX_ID), z.null()], { error: message }),
  );
}

function requiredIdField(message: string) {
  return z.preprocess(
    (value) => {
      if (typeof value === 'string' && /^\d{1,10}$/.test(value.trim())) return Number(value.trim());
      if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
      return value;
    },
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message),
  );
}

function optionalText(max: number, tooLong: string) {
  return z.union([z.string({ error: PART_FORM_MESSAGES.text }).max(max, tooLong), z.null()]).optional();
}

/**
 * Whole pesos. The money mask sends a number; a typed or pasted text ("$1,500") is read the same
 * way. Anything with decimals or letters is refused with the spec's wording.
 */
const priceField = z.preprocess(
  (value) => {
    if (value === null || value === '') return 0;
    if (typeof value === 'string') {
      const cleaned = value.replace(/[$,\s]/g, '');
      return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
    }
    return value;
  },
  z
    .number({ error: PART_FORM_MESSAGES.price })
    .int(PART_FORM_MESSAGES.price)
    .min(0, PART_FORM_MESSAGES.priceNegative)
    .max(MAX_PRICE, PART_FORM_MESSAGES.priceTooLarge),
);

const qualityField = z.preprocess(
  (value) => (value === null || value === '' ? 0 : value),
  z
    .number({ error: PART_FORM_MESSAGES.quality })
    .int(PART_FORM_MESSAGES.quality)
    .min(0, PART_FORM_MESSAGES.quality)
    .max(5, PART_FORM_MESSAGES.quality),
);

const yearValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value.trim()) : value),
  z
    .number({ error: PART_FORM_MESSAGES.years })
    .int(PART_FORM_MESSAGES.years)
    .min(YEAR_MIN, PART_FORM_MESSAGES.years)
    .max(YEAR_MAX, PART_FORM_MESSAGES.years),
);

/** Years as numbers, year texts or the spec client's {name} / {id, name} items. */
const yearsField = z.preprocess(
  (value) => (value === null ? [] : value),
  z
    .array(
      z.preprocess(
        (item) =>
          item && typeof item === 'object'
            ? ((item as { name?: unknown }).name ?? (item as { id?: unknown }).id)
            : item,
        yearValue,
      ),
      { error: PART_FORM_MESSAGES.years },
    )
    .max(YEAR_MAX - YEAR_MIN + 1, PART_FORM_MESSAGES.years),
);

/** "Incluye Luna (Espejo)": Sí = 1, No = 0; booleans too. */
const mirrorField = z.preprocess(
  (value) => {
    if (value === 1 || value === '1') return true;
    if (value === 0 || value === '0') return false;
    if (value === '') return null;
    return value;
  },
  z.union([z.boolean(), z.null()], { error: PART_FORM_MESSAGES.mirror }),
);

/** Fields the form edits; shared by store and update. */
const editableFields = {
  name: optionalText(PART_NAME_HARD_MAX, PART_FORM_MESSAGES.nameTooLong),
  description: optionalText(PART_DESCRIPTION_MAX, PART_FORM_MESSAGES.descriptionTooLong),
  autopart_number: optionalText(PART_NUMBER_MAX, PART_FORM_MESSAGES.partNumberTooLong),
  model_id: idField(PART_REFERENCE_MESSAGES.model_id).optional(),
  years: yearsField.optional(),
  condition_id: idField(PART_REFERENCE_MESSAGES.condition_id).optional(),
  origin_id: idField(PART_REFERENCE_MESSAGES.origin_id).optional(),
  position_id: idField(PART_REFERENCE_MESSAGES.position_id).optional(),
  side_id: idField(PART_REFERENCE_MESSAGES.side_id).optional(),
  location_id: idField(PART_REFERENCE_MESSAGES.location_id).optional(),
  bulb_tech_id: idField(PART_REFERENCE_MESSAGES.bulb_tech_id).optional(),
  bulb_pos_id: idField(PART_REFERENCE_MESSAGES.bulb_pos_id).optional(),
  includes_mirror: mirrorField.optional(),
  // "Administrador y Supervisor" fields (roles 1, 2, 5).
  quality: qualityField.optional(),
  sale_price: priceField.optional(),
  store_ml_id: idField(PART_REFERENCE_MESSAGES.store_ml_id).optional(),
  /** The same field under the name the database uses; store_ml_id wins when both are sent. */
  marketplace_account_id: idField(PART_REFERENCE_MESSAGES.store_ml_id).optional(),
  shipping_type_id: idField(PART_REFERENCE_MESSAGES.shipping_type_id).optional(),
};

export const partStoreSchema = z.object({
  ...editableFields,
  make_id: requiredIdField(PART_FORM_MESSAGES.makeRequired),
  category_id: requiredIdField(PART_FORM_MESSAGES.categoryRequired),
  /** Roles 1, 2, 5 may choose Disponible (a complete part) or keep Incompleto; absent: automatic. */
  status_id: requiredIdField(PART_REFERENCE_MESSAGES.status_id).optional(),
  images: z
    .array(z.object({ id: z.number().int().min(1).max(MAX_ID) }), { error: PART_FORM_MESSAGES.images })
    .max(PART_IMAGES_MAX, PART_FORM_MESSAGES.images)
    .nullish(),
});

export const partUpdateSchema = z.object({
  ...editableFields,
  make_id: requiredIdField(PART_FORM_MESSAGES.makeRequired).optional(),
  category_id: requiredIdField(PART_FORM_MESSAGES.categoryRequired).optional(),
  status_id: requiredIdField(PART_REFERENCE_MESSAGES.status_id).optional(),
  version: z
    .number({ error: PART_FORM_MESSAGES.versionRequired })
    .int(PART_FORM_MESSAGES.versionRequired)
    .min(1, PART_FORM_MESSAGES.versionRequired)
    .max(MAX_ID, PART_FORM_MESSAGES.versionRequired),
});

export const partIdBodySchema = z.object({ id: requiredIdField(PART_FORM_MESSAGES.partId) });

export type PartStoreInput = z.infer<typeof partStoreSchema>;
export type PartUpdateInput = z.infer<typeof partUpdateSchema>;
/** What a client may send to store (before the server's coercions). */
export type PartStoreBody = z.input<typeof partStoreSchema>;
export type PartUpdateBody = z.input<typeof partUpdateSchema>;

export const STATUS_CHANGE_MESSAGES = {
  unknownStatus: 'El estatus seleccionado no existe.',
  reasonRequired: 'Escribe el motivo del cambio de estatus.',
  reasonTooLong: 'El motivo no puede tener más de 1,000 caracteres.',
  // The spec's own alert text, so the server and the prompt speak alike.
  invalidAmount: 'Debe ingresar un monto válido (número mayor a 0).',
  amountTooLarge: 'El monto es demasiado grande.',
} as const;

export const STATUS_REASON_MAX_LENGTH = 1000;

/** PUT /api/autoparts/updateStatus/{id}: the detail screen's Vender / Separar / Activar. */
export const partStatusChangeSchema = z.object({
  status_id: z
    .number({ error: STATUS_CHANGE_MESSAGES.unknownStatus })
    .int(STATUS_CHANGE_MESSAGES.unknownStatus),
  // Optional (spec: the call "may add" the comment), so the spec's own request — the part with
  // status_id and final_price — is accepted. A reason that is sent must say something; our own
  // screens always ask for one.
  reason: z
    .string({ error: STATUS_CHANGE_MESSAGES.reasonRequired })
    .trim()
    .min(1, STATUS_CHANGE_MESSAGES.reasonRequired)
    .max(STATUS_REASON_MAX_LENGTH, STATUS_CHANGE_MESSAGES.reasonTooLong)
    .nullish(),
  // Zod numbers are finite, so 1e309 (Infinity once parsed) is refused with the rest.
  final_price: z
    .number({ error: STATUS_CHANGE_MESSAGES.invalidAmount })
    .gt(0, STATUS_CHANGE_MESSAGES.invalidAmount)
    .max(MAX_PRICE, STATUS_CHANGE_MESSAGES.amountTooLarge)
    .nullish(),
});
export type PartStatusChange = z.infer<typeof partStatusChangeSchema>;
export type PartStatusChangeBody = z.input<typeof partStatusChangeSchema>;
