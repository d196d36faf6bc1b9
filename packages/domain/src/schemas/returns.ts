import { z } from 'zod';
import { MAX_ID } from '../limits.ts';
import { MAX_CENTS } from '../money.ts';
import {
  EXCHANGE_DIFFERENCE_OUTCOMES,
  RETURN_DESTINATIONS,
  RETURN_OUTCOMES,
  RETURN_REASONS,
} from '../returns.ts';
import { PAYMENT_METHODS } from '../sales.ts';
import { idSchema, timestampSchema } from './common.ts';
import { partImageSchema } from './parts.ts';
import { paymentInputSchema } from './sales.ts';

// «Devolución / Garantía»: a return of one ticket line and what it gave back. Money is integer cents.

const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

export const createReturnSchema = z.object({
  sale_id: id('El ticket no es válido.'),
  line_id: id('La línea no es válida.'),
  reason: z.enum(RETURN_REASONS, { error: 'Elige el motivo de la devolución.' }),
  notes: z
    .string({ error: 'Las notas no deben tener más de 500 caracteres.' })
    .max(500, 'Las notas no deben tener más de 500 caracteres.')
    .transform((value) => value.trim() || null)
    .nullable()
    .optional(),
  /** What is given back; the line's net amount when absent. */
  amount_cents: z
    .number({ error: 'El monto a devolver no es válido.' })
    .int('El monto a devolver no es válido.')
    .min(0, 'El monto a devolver no es válido.')
    .max(MAX_CENTS, 'El monto a devolver no es válido.')
    .optional(),
  outcome: z.enum(RETURN_OUTCOMES, { error: 'Elige qué se le da al cliente.' }),
  /** The counter's register, for a cash refund. */
  register_id: id('La caja no es válida.').nullable().optional(),
  /** Where a part line's part goes; a free line has no part. */
  destination: z.enum(RETURN_DESTINATIONS, { error: 'Elige a dónde va la autoparte.' }).nullable().optional(),
  scrap_reason: z
    .string({ error: 'Escribe el motivo de la merma (de 3 a 200 caracteres).' })
    .trim()
    .max(200, 'Escribe el motivo de la merma (de 3 a 200 caracteres).')
    .nullable()
    .optional(),
  /** «Cambio por otra pieza»: the part the customer takes instead (AV-123 or its label's code). */
  exchange_code: z
    .string({ error: 'Escanea o escribe el código de la autoparte de cambio.' })
    .trim()
    .max(40, 'El código de la autoparte de cambio no es válido.')
    .nullable()
    .optional(),
  /** How the customer pays what the new part costs beyond the returned line. */
  exchange_payments: z
    .array(paymentInputSchema, { error: 'Los pagos de la diferencia no son válidos.' })
    .max(10, 'No más de 10 pagos por ticket.')
    .optional(),
  /** How what is left is given back when the new part costs less. */
  exchange_difference: z
    .enum(EXCHANGE_DIFFERENCE_OUTCOMES, { error: 'Elige cómo se le regresa la diferencia.' })
    .nullable()
    .optional(),
});
export type CreateReturn = z.infer<typeof createReturnSchema>;

export const saleReturnSchema = z.object({
  id: idSchema,
  sale_id: idSchema,
  sale_folio: z.string(),
  line_id: idSchema,
  description: z.string(),
  part_id: idSchema.nullable(),
  reason: z.enum(RETURN_REASONS),
  notes: z.string().nullable(),
  within_warranty: z.boolean(),
  approved_by_name: z.string().nullable(),
  outcome: z.enum(RETURN_OUTCOMES),
  refund_method: z.enum(PAYMENT_METHODS).nullable(),
  amount_cents: z.number().int(),
  destination: z.enum(RETURN_DESTINATIONS).nullable(),
  scrap_reason: z.string().nullable(),
  /**
   * A scrapped part's cost written off (0 when it had none recorded: `cost_unknown`); null for a
   * user who does not see purchase costs (roles other than 1, 2).
   */
  written_off_cents: z.number().int().nullable(),
  cost_unknown: z.boolean(),
  /** The new ticket of an exchange («cambio»), linked to this return. */
  exchange_sale_id: idSchema.nullable(),
  exchange_sale_folio: z.string().nullable(),
  /** Mercado Libre's claim number when its delivered return decided this return (no supervisor). */
  ml_claim_id: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestampSchema,
  /** Photos of the part that came back, in the order they were taken (the part photos' shape). */
  photos: z.array(partImageSchema),
});
export type SaleReturn = z.infer<typeof saleReturnSchema>;

/** A returned part's photo, and the rest of them after one is deleted. */
export const saleReturnPhotoSchema = partImageSchema;
export const saleReturnPhotosSchema = z.object({ data: z.array(partImageSchema) });

export const saleReturnListSchema = z.array(saleReturnSchema);

export const returnListQuerySchema = z.object({
  sale_id: z
    .string()
    .regex(/^\d{1,10}$/, 'El ticket no es válido.')
    .optional(),
});

export const returnsSummaryQuerySchema = z.object({
  from: z.iso.date({ error: 'La fecha inicial no es válida.' }).optional(),
  to: z.iso.date({ error: 'La fecha final no es válida.' }).optional(),
});

/** Net sales and refunds by reason over days of the company's calendar (today when not given). */
export const returnsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  sales_cents: z.number().int(),
  cancelled_count: z.number().int(),
  cancelled_cents: z.number().int(),
  refunds_cents: z.number().int(),
  net_cents: z.number().int(),
  by_reason: z.array(
    z.object({ reason: z.enum(RETURN_REASONS), count: z.number().int(), amount_cents: z.number().int() }),
  ),
  /** Scrapped parts' cost written off («mermas al costo»); only for roles 1, 2 (managePartCosts). */
  written_off_cents: z.number().int().optional(),
  /** Scrapped parts with no cost recorded (written off at $0); only for roles 1, 2. */
  scrapped_without_cost: z.number().int().optional(),
});
export type ReturnsSummary = z.infer<typeof returnsSummarySchema>;

/** Cancelling a paid ticket: its payments given back and its parts back in stock, with the reason. */
export const cancelPaidSaleSchema = z.object({
  reason: z
    .string({ error: 'Escribe el motivo de la cancelación (de 3 a 300 caracteres).' })
    .trim()
    .min(3, 'Escribe el motivo de la cancelación (de 3 a 300 caracteres).')
    .max(300, 'Escribe el motivo de la cancelación (de 3 a 300 caracteres).'),
  /** The counter's register, when cash is given back. */
  register_id: id('La caja no es válida.').nullable().optional(),
});
export type CancelPaidSale = z.infer<typeof cancelPaidSaleSchema>;

export const cancelledSaleSchema = z.object({
  sale_id: idSchema,
  folio: z.string(),
  cash_cents: z.number().int(),
  credit_cents: z.number().int(),
  /** What a ticket sold «a crédito» still owed, forgiven with it. */
  forgiven_cents: z.number().int(),
  other_cents: z.number().int(),
  parts_returned: z.number().int(),
});
export type CancelledSale = z.infer<typeof cancelledSaleSchema>;
