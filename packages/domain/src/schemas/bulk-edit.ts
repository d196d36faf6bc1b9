import { z } from 'zod';
import {
  BULK_EDIT_MAX_PARTS,
  BULK_EDIT_STATUS_IDS,
  BULK_PERCENT_MAX_BP,
  BULK_PERCENT_MIN_BP,
} from '../bulk-edit.ts';
import { MAX_ID, MAX_PRICE } from '../limits.ts';

// Bodies of Autopartes' bulk edit: a preview of what would change, then the save of exactly that.

export const BULK_EDIT_MESSAGES = {
  ids: `Elige de 1 a ${BULK_EDIT_MAX_PARTS} autopartes.`,
  nothing: 'Elige al menos un cambio: precio, estatus, ubicación, tienda o calidad.',
  amount: 'El precio debe ser un número entero de 0 a 99,999,999, sin decimales.',
  percent: 'El porcentaje debe ir de −90 % a +500 %, con hasta dos decimales.',
  status: 'En una edición masiva el estatus solo puede ser Disponible, No disponible o Incompleto.',
  quality: 'La calidad debe ser de 0 a 5 estrellas.',
  location: 'La ubicación seleccionada no existe.',
  store: 'La tienda de Mercado Libre seleccionada no existe.',
  versions: 'Falta la versión de cada autoparte de la vista previa.',
} as const;

const id = z.number().int().min(1).max(MAX_ID);

const priceChange = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('set'),
      amount: z
        .number({ error: BULK_EDIT_MESSAGES.amount })
        .int(BULK_EDIT_MESSAGES.amount)
        .min(0)
        .max(MAX_PRICE),
    }),
    z.object({
      mode: z.literal('percent'),
      basisPoints: z
        .number({ error: BULK_EDIT_MESSAGES.percent })
        .int(BULK_EDIT_MESSAGES.percent)
        .min(BULK_PERCENT_MIN_BP, BULK_EDIT_MESSAGES.percent)
        .max(BULK_PERCENT_MAX_BP, BULK_EDIT_MESSAGES.percent),
    }),
  ],
  { error: BULK_EDIT_MESSAGES.amount },
);

export const bulkChangesSchema = z
  .object({
    price: priceChange.optional(),
    status_id: z
      .number({ error: BULK_EDIT_MESSAGES.status })
      .int()
      .refine((value) => BULK_EDIT_STATUS_IDS.includes(value), BULK_EDIT_MESSAGES.status)
      .optional(),
    location_id: z.union([id, z.null()], { error: BULK_EDIT_MESSAGES.location }).optional(),
    store_ml_id: z.union([id, z.null()], { error: BULK_EDIT_MESSAGES.store }).optional(),
    quality: z
      .number({ error: BULK_EDIT_MESSAGES.quality })
      .int()
      .min(0, BULK_EDIT_MESSAGES.quality)
      .max(5, BULK_EDIT_MESSAGES.quality)
      .optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: BULK_EDIT_MESSAGES.nothing,
    path: ['changes'],
  });

export const bulkPreviewSchema = z.object({
  ids: z
    .array(id, { error: BULK_EDIT_MESSAGES.ids })
    .min(1, BULK_EDIT_MESSAGES.ids)
    .max(BULK_EDIT_MAX_PARTS, BULK_EDIT_MESSAGES.ids),
  changes: bulkChangesSchema,
});

/** The save names each part with the version its preview showed: a part changed since is a 409. */
export const bulkApplySchema = z.object({
  parts: z
    .array(z.object({ id, version: z.number().int().min(1).max(MAX_ID) }), {
      error: BULK_EDIT_MESSAGES.versions,
    })
    .min(1, BULK_EDIT_MESSAGES.ids)
    .max(BULK_EDIT_MAX_PARTS, BULK_EDIT_MESSAGES.ids),
  changes: bulkChangesSchema,
});

const bulkValues = z.object({
  sale_price: z.number().int(),
  status: z.object({ id: z.number().int(), name: z.string() }),
  location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  store_ml: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  quality: z.number().int(),
});

export const bulkPreviewRowSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  before: bulkValues,
  after: bulkValues,
  /** The fields that would change (sale_price, status, location, store_ml, quality). */
  changed: z.array(z.enum(['sale_price', 'status', 'location', 'store_ml', 'quality'])),
  /** Why this part is left as it is (the role's rights, its status, its listing), or null. */
  skipped: z.string().nullable(),
});

export const bulkPreviewResponseSchema = z.object({
  rows: z.array(bulkPreviewRowSchema),
  /** Parts that will change. */
  changing: z.number().int(),
  /** Parts left as they are: nothing to change, or a reason in `skipped`. */
  unchanged: z.number().int(),
  skipped: z.number().int(),
});

export const bulkApplyResponseSchema = z.object({ updated: z.number().int(), skipped: z.number().int() });

export type BulkChangesBody = z.infer<typeof bulkChangesSchema>;
export type BulkPreviewBody = z.infer<typeof bulkPreviewSchema>;
export type BulkApplyBody = z.infer<typeof bulkApplySchema>;
export type BulkPreviewRow = z.infer<typeof bulkPreviewRowSchema>;
export type BulkPreviewResponse = z.infer<typeof bulkPreviewResponseSchema>;
export type BulkApplyResponse = z.infer<typeof bulkApplyResponseSchema>;
