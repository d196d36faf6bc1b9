import { z } from 'zod';
import { idNumberSchema, idSchema, timestampSchema } from './common.ts';

/** One counted part as PUT /api/autoparts/bulkUpdate answers it: the server's status and location. */
export const countedRowSchema = z.object({
  id: idSchema,
  status_id: z.number().int(),
  status: z.object({ id: z.number().int(), name: z.string() }),
  location_id: z.number().int().nullable(),
  location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CountedRow = z.infer<typeof countedRowSchema>;

/** A saved stock check: who counted which location, when, and what was found. */
export const stockCheckRecordSchema = z.object({
  id: idSchema,
  created_at: timestampSchema,
  location: z.object({ id: z.number().int(), name: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() }),
  found: z.number().int().min(0),
  added: z.number().int().min(0),
  missing: z.number().int().min(0),
  changed: z.number().int().min(0),
});
export type StockCheckRecord = z.infer<typeof stockCheckRecordSchema>;

/**
 * A part of a count sent with an idempotency key that was left as it is because someone changed it
 * meanwhile (domain rules, "Stock check saved later"), with its status and location now.
 */
export const stockConflictSchema = z.object({
  id: idSchema,
  reason: z.enum(['changed', 'unseen', 'gone']),
  status: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type StockConflictRow = z.infer<typeof stockConflictSchema>;

/** PUT /api/autoparts/bulkUpdate: each counted part as saved, and the stock check recorded. */
export const bulkUpdateResultSchema = z.object({
  autoparts: z.array(countedRowSchema),
  /** Parts not applied because they changed meanwhile; always empty for a save without key. */
  conflicts: z.array(stockConflictSchema),
  /** `repeated`: the same count was already saved (a double submit), nothing was written twice. */
  stock_check: stockCheckRecordSchema.extend({ repeated: z.boolean() }),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;

const ID_MESSAGE = 'Debe ser un identificador válido.';
const ACTION_MESSAGE = 'La acción debe ser found, added o vacía.';
const IDEMPOTENCY_KEY_MESSAGE = 'La clave de guardado no es válida.';

// The spec's client sends each row's id, status_id, location_id, ml_id, ml_status and action.
// Only id and action are read: status and location come from the database at the moment of the
// save, never from what a phone loaded minutes earlier.
export const countRowSchema = z.object({
  id: idNumberSchema(ID_MESSAGE).meta({ example: 1532 }),
  action: z
    .enum(['found', 'added'], { error: ACTION_MESSAGE })
    .nullish()
    .meta({ description: 'found, added, or null/absent = not found (missing)' }),
  status_id: z.number().int().nullish(),
  location_id: z.number().int().nullish(),
  ml_id: z.string().nullish(),
  ml_status: z.string().nullish(),
});

/** PUT /api/autoparts/bulkUpdate: the stock check's save. */
export const bulkUpdateSchema = z.object({
  autoparts: z.array(countRowSchema, { error: 'La lista de autopartes no es válida.' }).max(100_000),
  location: z.object(
    { id: idNumberSchema(ID_MESSAGE).meta({ example: 12 }), name: z.string().nullish() },
    { error: 'La ubicación es obligatoria.' },
  ),
  // One key per count (docs/decisions/015-installable-app.md), chosen by the device (a UUID). Optional, so
  // old clients keep the original rules; with it a repeat answers the first save and changed parts are
  // reported.
  idempotency_key: z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, IDEMPOTENCY_KEY_MESSAGE)
    .nullish()
    .meta({
      description:
        'A key per count (16–64 letters, digits, - or _): the same key again answers the first result without applying anything; with it, parts whose status_id/location_id differ from what the row says are left as they are and listed in conflicts.',
      example: '3f0c9a52-6d1e-4d0b-9a57-1c2b7f1e8a40',
    }),
});
export type BulkUpdateBody = z.input<typeof bulkUpdateSchema>;
export type CountRow = z.input<typeof countRowSchema>;
