import { z } from 'zod';
import { MAX_ID } from '../limits.ts';
import {
  MAX_PULL_NOTE_LENGTH,
  PULL_ORDER_MESSAGES,
  PULL_ORDER_OUTCOMES,
  PULL_ORDER_STATUSES,
  pullOutcomeNeedsReason,
} from '../pull-orders.ts';
import { idSchema } from './common.ts';

export const pullOrderStatusSchema = z.enum(PULL_ORDER_STATUSES);

/** The counter asks the yard for a ticket line's part. */
export const createPullOrderSchema = z.object({
  sale_id: z.number({ error: 'El ticket no es válido.' }).int().min(1).max(MAX_ID),
  line_id: z.number({ error: 'La línea no es válida.' }).int().min(1).max(MAX_ID),
});
export type CreatePullOrder = z.infer<typeof createPullOrderSchema>;

/** The yard's answer: surtida (an optional note) or not coming (a required reason). */
export const closePullOrderSchema = z
  .object({
    outcome: z.enum(PULL_ORDER_OUTCOMES, { error: PULL_ORDER_MESSAGES.outcome }),
    note: z
      .string({ error: PULL_ORDER_MESSAGES.reasonRequired })
      .trim()
      .max(MAX_PULL_NOTE_LENGTH, PULL_ORDER_MESSAGES.noteTooLong)
      .refine((value) => !value.includes('\u0000'), 'La nota tiene caracteres no válidos.')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (pullOutcomeNeedsReason(value.outcome) && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: PULL_ORDER_MESSAGES.reasonRequired });
    }
  });
export type ClosePullOrder = z.infer<typeof closePullOrderSchema>;

export const pullOrderSchema = z.object({
  id: idSchema,
  status: pullOrderStatusSchema,
  sale_id: idSchema,
  sale_folio: z.string(),
  line_id: idSchema,
  part_id: idSchema,
  part_code: z.string(),
  part_name: z.string(),
  photo_url: z.string().nullable(),
  location_name: z.string().nullable(),
  /** «Nissan Tsuru 2012» of the donor vehicle, or null when the part is not on one. */
  vehicle_label: z.string().nullable(),
  vehicle_id: idSchema.nullable(),
  requested_by_name: z.string().nullable(),
  taken_by_id: idSchema.nullable(),
  taken_by_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  taken_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type PullOrder = z.infer<typeof pullOrderSchema>;

export const pullOrderListSchema = z.object({ items: z.array(pullOrderSchema) });
export type PullOrderList = z.infer<typeof pullOrderListSchema>;
