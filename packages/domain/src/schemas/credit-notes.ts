import { z } from 'zod';
import { DISCOUNT_REFUND_METHODS } from '../cfdi/credit-notes.ts';
import { normalizeRfc } from '../customers.ts';
import { idNumberSchema, idSchema, idTextSchema, timestampSchema } from './common.ts';

// Bodies and answers of the replacement of an invoice (cancellation motive 01) and of credit
// notes (discounts after invoicing, and the durable requests behind every credit note).

const text = (message: string, max: number) => z.string({ error: message }).trim().max(max, message);

/** The corrected receiver of a replacement invoice, or «Público en general». */
export const replaceInvoiceSchema = z.object({
  public: z.boolean().optional(),
  rfc: z
    .string({ error: 'Escribe el RFC.' })
    .max(20, 'Escribe el RFC.')
    .transform((value) => normalizeRfc(value))
    .optional(),
  business_name: text('Escribe la razón social como aparece en la constancia.', 300).optional(),
  tax_regime: text('Elige el régimen fiscal.', 3).optional(),
  postal_code: text('Escribe el código postal.', 5).optional(),
  cfdi_use: text('Elige el uso del CFDI.', 4).optional(),
});
export type ReplaceInvoiceInput = z.input<typeof replaceInvoiceSchema>;

const AMOUNT_MESSAGE = 'Escribe el monto del descuento (mayor que cero) o un porcentaje.';
const PERCENT_MESSAGE = 'El porcentaje va de 0.01 a 100, con dos decimales como máximo.';

export const discountCreditNoteSchema = z.object({
  /** The same id on a retried or double-clicked request: one credit note. */
  request_id: z.uuid({ error: 'Falta el identificador de la solicitud; vuelve a abrir el formulario.' }),
  amount_cents: z
    .number({ error: AMOUNT_MESSAGE })
    .int(AMOUNT_MESSAGE)
    .min(1, AMOUNT_MESSAGE)
    .max(1e12, AMOUNT_MESSAGE)
    .optional(),
  percent: z.string({ error: PERCENT_MESSAGE }).max(6, PERCENT_MESSAGE).optional(),
  reason: z
    .string({ error: 'Escribe el motivo del descuento (de 3 a 200 caracteres).' })
    .trim()
    .min(3, 'Escribe el motivo del descuento (de 3 a 200 caracteres).')
    .max(200, 'Escribe el motivo del descuento (de 3 a 200 caracteres).'),
  refund_method: z.enum(DISCOUNT_REFUND_METHODS, {
    error: 'Elige cómo se devuelve el dinero: efectivo, tarjeta, transferencia o saldo a favor.',
  }),
  register_id: idNumberSchema('La caja no es válida.').nullable().optional(),
});
export type DiscountCreditNoteInput = z.input<typeof discountCreditNoteSchema>;

export const CREDIT_NOTE_REQUEST_STATUSES = ['pendiente', 'emitida', 'descartada'] as const;

/** A credit note owed to an invoice: pending (with the reason), issued (its CFDI), or dropped. */
export const creditNoteRequestSchema = z.object({
  id: idSchema,
  kind: z.enum(['devolucion', 'descuento']),
  invoice: z.object({ id: idSchema, folio: z.string() }),
  return_id: idSchema.nullable(),
  sale_id: idSchema.nullable(),
  amount_cents: z.number().int(),
  reason: z.string().nullable(),
  status: z.enum(CREDIT_NOTE_REQUEST_STATUSES),
  /** Why it is still pending or was dropped, in Spanish. */
  message: z.string().nullable(),
  attempts: z.number().int(),
  credit_note: z
    .object({ id: idSchema, folio: z.string(), status: z.string(), uuid: z.string().nullable() })
    .nullable(),
  created_at: timestampSchema,
});
export type CreditNoteRequest = z.infer<typeof creditNoteRequestSchema>;
export const creditNoteRequestResponseSchema = z.object({ data: creditNoteRequestSchema });
export const creditNoteRequestListSchema = z.object({ data: z.array(creditNoteRequestSchema) });
export const creditNoteRequestQuerySchema = z.object({
  sale_id: idTextSchema('El ticket no es válido.').optional(),
  invoice_id: idTextSchema('La factura no es válida.').optional(),
  open: z.enum(['1', '0'], { error: 'El filtro no es válido.' }).optional(),
});
