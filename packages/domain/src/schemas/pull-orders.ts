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
    /** A photo of the pulled part, uploaded first with POST /api/autoparts/images/uploadTemp: it becomes one of the part's photos. */
    image_id: z.number({ error: 'La foto no es válida.' }).int().min(1).max(MAX_ID).optional(),
  })
  .superRefine((value, ctx) => {
    if (pullOutcomeNeedsReason(value.outcome) && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: PULL_ORDER_MESSAGES.reasonRequired });
    }
    if (value.image_id !== undefined && value.outcome !== 'surtida') {
      ctx.addIssue({ code: 'custom', path: ['image_id'], message: PULL_ORDER_MESSAGES.photoOnlyDelivered });
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
  /** The photo the yard took when it marked the order surtida (one of the part's photos), or null. */
  pulled_photo_url: z.string().nullable(),
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

/** Hands an open order to another yard worker of the company (its taker, or roles 1, 2 and 5). */
export const assignPullOrderSchema = z.object({
  user_id: z.number({ error: PULL_ORDER_MESSAGES.worker }).int().min(1).max(MAX_ID),
});
export type AssignPullOrder = z.infer<typeof assignPullOrderSchema>;

/** The company's yard workers (users whose role pulls parts), for «Pasar a…». */
export const pullWorkerListSchema = z.object({
  items: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type PullWorkerList = z.infer<typeof pullWorkerListSchema>;

export const pullOrderListSchema = z.object({ items: z.array(pullOrderSchema) });
export type PullOrderList = z.infer<typeof pullOrderListSchema>;
