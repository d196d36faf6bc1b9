import { z } from 'zod';
import { MAX_ID } from '../limits.ts';
import { activityEntrySchema, idSchema, namedRefSchema, personSchema, timestampSchema } from './common.ts';

// The part as the API sends it (GET /api/autoparts/{id}, showByUser, showReinventory, and the
// answers of store, update, clone, republish and updateStatus). The API builds it field by field
// in apps/api/src/modules/parts/part-response.ts; the web reads it through these types.

/** A photo: `url` and `url_thumbnail` are null while the upload is still being processed. */
export const partImageSchema = z.object({
  id: idSchema,
  url: z.string().nullable(),
  url_thumbnail: z.string().nullable(),
  order: z.number().int(),
});
export type PartImage = z.infer<typeof partImageSchema>;

export const partCommentSchema = z.object({
  id: idSchema,
  comment: z.string(),
  created_at: timestampSchema,
  user: personSchema.nullable(),
});
export type PartComment = z.infer<typeof partCommentSchema>;

export const partActivitySchema = activityEntrySchema;
export type PartActivity = z.infer<typeof partActivitySchema>;

export const partSchema = z.object({
  id: idSchema,
  ag_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  autopart_number: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category: namedRefSchema.nullable(),
  make_id: z.number().int().nullable(),
  make: namedRefSchema.nullable(),
  model_id: z.number().int().nullable(),
  model: namedRefSchema.nullable(),
  /** The spec's client reads years as items; the id is the year itself, sorted ascending. */
  years: z.array(namedRefSchema),
  condition_id: z.number().int().nullable(),
  condition: namedRefSchema.nullable(),
  origin_id: z.number().int().nullable(),
  origin: namedRefSchema.nullable(),
  position_id: z.number().int().nullable(),
  position: namedRefSchema.nullable(),
  side_id: z.number().int().nullable(),
  side: namedRefSchema.nullable(),
  location_id: z.number().int().nullable(),
  location: namedRefSchema.nullable(),
  status_id: z.number().int(),
  status: namedRefSchema,
  quality: z.number().int().min(0).max(5),
  sale_price: z.number(),
  /** What the part sold for; only sent to its own company (and role 1), null otherwise. */
  final_price: z.number().nullable(),
  store: z.object({ id: idSchema, name: z.string(), phone: z.string().nullable() }),
  store_ml_id: z.number().int().nullable(),
  store_ml: namedRefSchema.nullable(),
  ml_id: z.string().nullable(),
  ml_status: z.string().nullable(),
  bulb_tech_id: z.number().int().nullable(),
  bulb_tech: namedRefSchema.nullable(),
  bulb_pos_id: z.number().int().nullable(),
  bulb_pos: namedRefSchema.nullable(),
  shipping_type_id: z.number().int().nullable(),
  shipping_type: namedRefSchema.nullable(),
  includes_mirror: z.boolean().nullable(),
  images: z.array(partImageSchema),
  url_thumbnail: z.string().nullable(),
  version: z.number().int().min(1),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Present only for the part's own company (and role 1). */
  comments: z.array(partCommentSchema).optional(),
  /** Present only for the part's own company (and role 1), roles 1, 2 and 5. */
  activity: z.array(partActivitySchema).optional(),
});
export type Part = z.infer<typeof partSchema>;

/** `{autopart, sync}`: the answer of update, republish and updateStatus. */
export const savedPartSchema = z.object({
  autopart: partSchema,
  /** Whether the change was queued for the marketplace listing. */
  sync: z.boolean(),
});
export type SavedPart = z.infer<typeof savedPartSchema>;

/** A comment as POST /api/autoparts/comments/store answers it. */
export const storedCommentSchema = partCommentSchema.extend({ autopart_id: idSchema });
export type StoredComment = z.infer<typeof storedCommentSchema>;

/** An uploaded photo; `temp` while it waits for the part to be created. */
export const uploadedImageSchema = partImageSchema.extend({
  temp: z.boolean().optional(),
  sync: z.boolean().optional(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** GET /api/autoparts/description: the company's description template ("Cargar plantilla"). */
export const descriptionTemplateSchema = z.object({ description: z.string() });
export type DescriptionTemplate = z.infer<typeof descriptionTemplateSchema>;

export const COMMENT_MAX_LENGTH = 2000;

export const COMMENT_MESSAGES = {
  required: 'Escribe un comentario.',
  tooLong: 'El comentario no puede tener más de 2,000 caracteres.',
  partRequired: 'Indica la autoparte del comentario.',
} as const;

/** POST /api/autoparts/comments/store: any role comments on a part of its own company. */
export const commentCreateSchema = z.object({
  comment: z
    .string({ error: COMMENT_MESSAGES.required })
    .trim()
    .min(1, COMMENT_MESSAGES.required)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
  autopart_id: z
    .number({ error: COMMENT_MESSAGES.partRequired })
    .int(COMMENT_MESSAGES.partRequired)
    .positive(COMMENT_MESSAGES.partRequired)
    .max(MAX_ID, COMMENT_MESSAGES.partRequired),
});
export type CommentBody = z.input<typeof commentCreateSchema>;

/** A part's purchase cost («Costo»), roles 1, 2 only; null: not recorded. */
export const partCostInputSchema = z.object({
  cost_cents: z
    .number({ error: 'El costo debe ser un monto de $0 a $99,999,999, o vacío si no se conoce.' })
    .int('El costo debe ser un monto de $0 a $99,999,999, o vacío si no se conoce.')
    .min(0, 'El costo debe ser un monto de $0 a $99,999,999, o vacío si no se conoce.')
    .max(9_999_999_999, 'El costo debe ser un monto de $0 a $99,999,999, o vacío si no se conoce.')
    .nullable(),
});
export type PartCostInput = z.infer<typeof partCostInputSchema>;
export const partCostSchema = z.object({
  part_id: z.number().int(),
  cost_cents: z.number().int().nullable(),
});
export type PartCost = z.infer<typeof partCostSchema>;
