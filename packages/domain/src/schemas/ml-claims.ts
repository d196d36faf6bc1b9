import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';

// Claims of Mercado Libre orders (/api/ml-orders/claims, /api/ml-orders/{id}/claims),
// docs/domain-rules.md «Reclamos de Mercado Libre».

export const mlClaimSchema = z.object({
  id: idSchema,
  ml_claim_id: z.string(),
  /** The order in Yonke; null when the claim is of an order we do not know («no vinculado»). */
  order_id: idSchema.nullable(),
  ml_order_id: z.string().nullable(),
  type: z.string().nullable(),
  type_label: z.string(),
  stage: z.string().nullable(),
  stage_label: z.string(),
  status: z.string(),
  status_label: z.string(),
  reason_id: z.string().nullable(),
  /** The reason in Spanish (its family and the marketplace's detail). */
  reason: z.string(),
  /** The seller's available actions, in words, each with its own due date. */
  actions: z.array(
    z.object({
      action: z.string(),
      label: z.string(),
      due_at: timestampSchema.nullable(),
      mandatory: z.boolean(),
    }),
  ),
  /** By when the seller must act (the earliest due date of its actions). */
  due_at: timestampSchema.nullable(),
  needs_action: z.boolean(),
  resolution: z.string().nullable(),
  closed_at: timestampSchema.nullable(),
  /** The marketplace's return of this claim, when there is one. */
  return_status: z.string().nullable(),
  return_shipment_status: z.string().nullable(),
  /** The returned part reached the yard («Devolución recibida»). */
  return_received: z.boolean(),
  /** The ledger ticket and its line the part was sold on: what «Registrar devolución» opens. */
  sale_id: idSchema.nullable(),
  sale_line_id: idSchema.nullable(),
  /** The line was already returned in Yonke (a part is returned once). */
  line_returned: z.boolean(),
  opened_at: timestampSchema.nullable(),
  updated_at: timestampSchema,
});
export type MlClaim = z.infer<typeof mlClaimSchema>;

export const mlClaimListSchema = z.object({
  data: z.array(mlClaimSchema),
  /** Open claims where the seller must act (the badge). */
  needs_action: z.number().int(),
});
export type MlClaimList = z.infer<typeof mlClaimListSchema>;

export const mlClaimSyncSchema = z.object({ read: z.number().int(), stored: z.number().int() });
