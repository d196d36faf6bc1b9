import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';

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
