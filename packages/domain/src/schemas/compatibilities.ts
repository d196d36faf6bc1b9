import { z } from 'zod';
import { COMPAT_MAX_ROWS, COMPAT_MAX_YEARS_SPAN } from '../compatibilities.ts';
import { MAX_ID } from '../limits.ts';
import { YEAR_MAX, YEAR_MIN } from '../years.ts';
import { idSchema } from './common.ts';

// Extra compatible vehicles of a part and the marketplace categories (docs/product.md §10, compatibilities).

export const COMPAT_MESSAGES = {
  make: 'Elige la marca.',
  model: 'Elige el modelo.',
  years: `Los años deben ser números entre ${YEAR_MIN} y ${YEAR_MAX}.`,
  order: 'El año inicial no puede ser mayor que el final.',
  span: `El rango de años no puede ser de más de ${COMPAT_MAX_YEARS_SPAN} años.`,
  rows: `Puedes agregar hasta ${COMPAT_MAX_ROWS} vehículos.`,
  modelOfMake: 'El modelo no corresponde a la marca.',
  mlCategory: 'Escribe un id de categoría de Mercado Libre como MLM1234, o déjalo vacío.',
} as const;

const refField = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
const yearField = z
  .number({ error: COMPAT_MESSAGES.years })
  .int(COMPAT_MESSAGES.years)
  .min(YEAR_MIN, COMPAT_MESSAGES.years)
  .max(YEAR_MAX, COMPAT_MESSAGES.years);

export const compatRowSchema = z
  .object({
    make_id: refField(COMPAT_MESSAGES.make),
    model_id: refField(COMPAT_MESSAGES.model),
    year_from: yearField,
    year_to: yearField,
  })
  .superRefine((row, ctx) => {
    if (row.year_from > row.year_to)
      ctx.addIssue({ code: 'custom', message: COMPAT_MESSAGES.order, path: ['year_to'] });
    else if (row.year_to - row.year_from + 1 > COMPAT_MAX_YEARS_SPAN)
      ctx.addIssue({ code: 'custom', message: COMPAT_MESSAGES.span, path: ['year_to'] });
  });

export const compatUpdateSchema = z.object({
  compatibilities: z
    .array(compatRowSchema, { error: COMPAT_MESSAGES.rows })
    .max(COMPAT_MAX_ROWS, COMPAT_MESSAGES.rows),
});
export type CompatUpdate = z.infer<typeof compatUpdateSchema>;

export const compatVehicleSchema = z.object({
  id: idSchema,
  make: z.object({ id: idSchema, name: z.string() }),
  model: z.object({ id: idSchema, name: z.string() }),
  year_from: z.number().int(),
  year_to: z.number().int(),
});
export type CompatVehicle = z.infer<typeof compatVehicleSchema>;

export const mlCompatResultSchema = z.object({
  label: z.string(),
  status: z.enum(['accepted', 'not_found']),
});

export const partCompatibilitiesSchema = z.object({
  compatibilities: z.array(compatVehicleSchema),
  /** What Mercado Libre said the last time they were sent; null before any listing. */
  ml: z
    .object({
      ml_id: z.string(),
      updated_at: z.iso.datetime(),
      results: z.array(mlCompatResultSchema),
    })
    .nullable(),
  sync: z.boolean().optional(),
});
export type PartCompatibilities = z.infer<typeof partCompatibilitiesSchema>;

/** What the part form needs to say what a category lacks before listing. */
export const mlRequirementsSchema = z.object({
  /** False when Mercado Libre could not be asked (not configured, down): nothing can be said. */
  available: z.boolean(),
  ml_category_id: z.string().nullable(),
  ml_category_name: z.string().nullable(),
  required_attributes: z.array(z.object({ id: z.string(), name: z.string() })),
  compatibilities_required: z.boolean(),
  message: z.string().nullable(),
  /** The listing's own rules, for the form to warn before saving with the sync's words. */
  requires_picture: z.boolean().optional(),
  /** The category's minimum price in pesos (null: none stated). */
  minimum_price: z.number().nullable().optional(),
  /** Whether the photos' address (ML_PICTURE_BASE_URL, else PUBLIC_URL) is public https. */
  pictures_public: z.boolean().optional(),
  /** The category's ITEM_CONDITION list (empty: the category has none). */
  condition_values: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type MlRequirements = z.infer<typeof mlRequirementsSchema>;

export const mlCategoryMappingSchema = z.object({
  category: z.object({ id: idSchema, name: z.string() }),
  ml_category_id: z.string().nullable(),
  ml_category_name: z.string().nullable(),
  source: z.enum(['seed', 'discovery', 'manual', 'none']),
  updated_at: z.iso.datetime().nullable(),
});
export type MlCategoryMapping = z.infer<typeof mlCategoryMappingSchema>;

export const mlCategoryMappingListSchema = z.object({ data: z.array(mlCategoryMappingSchema) });

export const mlCategoryMappingUpdateSchema = z.object({
  ml_category_id: z
    .string({ error: COMPAT_MESSAGES.mlCategory })
    .trim()
    .toUpperCase()
    .regex(/^(MLM\d{1,12})?$/, COMPAT_MESSAGES.mlCategory)
    .transform((value) => (value === '' ? null : value))
    .nullable(),
});
