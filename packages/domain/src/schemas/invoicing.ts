import { z } from 'zod';
import { CANCEL_MOTIVE_CODES, CANCEL_STATUSES } from '../cfdi/cancellation.ts';
import { GLOBAL_PERIODICITIES } from '../cfdi/global.ts';
import { normalizeRfc } from '../customers.ts';
import { idNumberSchema, idSchema, timestampSchema } from './common.ts';

// Bodies and answers of /api/invoicing… (Facturas CFDI 4.0). The CSD's key and password are only
// ever in a request; no answer carries them.

export const INVOICE_STATUSES = ['timbrando', 'timbrada', 'rechazada', 'cancelada'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  timbrando: 'Timbrando',
  timbrada: 'Timbrada',
  rechazada: 'Rechazada por el PAC',
  cancelada: 'Cancelada',
};

const SERIES_MESSAGE = 'La serie debe tener de 1 a 10 letras o números.';
const PRODUCT_KEY_MESSAGE = 'Cada clave de producto o servicio del SAT tiene 8 dígitos.';

export const fiscalProfileInputSchema = z.object({
  rfc: z
    .string({ error: 'Escribe el RFC.' })
    .max(20, 'Escribe el RFC.')
    .transform((value) => normalizeRfc(value)),
  legal_name: z
    .string({ error: 'Escribe la razón social.' })
    .trim()
    .max(300, 'La razón social no debe tener más de 300 caracteres.'),
  tax_regime: z.string({ error: 'Elige el régimen fiscal.' }).trim(),
  postal_code: z.string({ error: 'Escribe el código postal.' }).trim(),
  series: z
    .string({ error: SERIES_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, SERIES_MESSAGE)
    .transform((value) => value.toUpperCase()),
  /** Category id → c_ClaveProdServ over the defaults; "default" for any other category. */
  product_keys: z
    .record(
      z.string().regex(/^(\d{1,10}|default)$/, PRODUCT_KEY_MESSAGE),
      z.string().regex(/^\d{8}$/, PRODUCT_KEY_MESSAGE),
    )
    .optional(),
  /** c_Periodicidad of the global invoice of the sales to the general public. */
  global_periodicity: z
    .enum(GLOBAL_PERIODICITIES, {
      error: 'Elige la periodicidad de la factura global: diaria, semanal, quincenal, mensual o bimestral.',
    })
    .optional(),
});
export type FiscalProfileInput = z.input<typeof fiscalProfileInputSchema>;

export const csdStatusSchema = z.object({
  certificate_number: z.string(),
  valid_from: timestampSchema,
  valid_to: timestampSchema,
  /** Set within 30 days of the expiry. */
  warning: z.string().nullable(),
});

export const fiscalProfileSchema = z.object({
  rfc: z.string(),
  legal_name: z.string(),
  tax_regime: z.string(),
  postal_code: z.string(),
  series: z.string(),
  last_folio: z.number().int(),
  product_keys: z.record(z.string(), z.string()),
  global_periodicity: z.enum(GLOBAL_PERIODICITIES),
  csd: csdStatusSchema.nullable(),
});
export type FiscalProfile = z.infer<typeof fiscalProfileSchema>;
export const fiscalProfileResponseSchema = z.object({ data: fiscalProfileSchema.nullable() });

export const createInvoiceSchema = z.object({
  sale_id: idNumberSchema('El ticket no es válido.'),
  /** Invoice to «Público en general» even if the ticket has a customer with fiscal data. */
  public: z.boolean().optional(),
});
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;

export const invoiceCancellationSchema = z.object({
  status: z.enum(CANCEL_STATUSES),
  motive: z.enum(CANCEL_MOTIVE_CODES as [string, ...string[]]),
  replacement_uuid: z.string().nullable(),
  requested_at: timestampSchema,
  cancelled_at: timestampSchema.nullable(),
  /** The SAT's or the PAC's answer when it refused, or why the request waits. */
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
});

const MOTIVE_MESSAGE = 'Elige el motivo de la cancelación (01, 02, 03 o 04).';
const REPLACEMENT_MESSAGE =
  'Con el motivo 01 indica el folio fiscal (UUID) de la factura que sustituye a esta.';

export const cancelInvoiceSchema = z
  .object({
    motive: z.enum(CANCEL_MOTIVE_CODES as [string, ...string[]], { error: MOTIVE_MESSAGE }),
    replacement_uuid: z
      .string({ error: REPLACEMENT_MESSAGE })
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, REPLACEMENT_MESSAGE)
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.motive === '01' && !value.replacement_uuid) {
      context.addIssue({ code: 'custom', path: ['replacement_uuid'], message: REPLACEMENT_MESSAGE });
    }
  });
export type CancelInvoiceInput = z.input<typeof cancelInvoiceSchema>;

export const invoiceSummarySchema = z.object({
  id: idSchema,
  folio: z.string(),
  status: z.enum(INVOICE_STATUSES),
  receiver_rfc: z.string(),
  receiver_name: z.string(),
  total_cents: z.number().int(),
  uuid: z.string().nullable(),
  sale_ids: z.array(idSchema),
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
  created_at: timestampSchema,
  stamped_at: timestampSchema.nullable(),
  /** I: an invoice; E: a credit note (nota de crédito) of `related_invoice`; P: a payment complement. */
  type: z.enum(['I', 'E', 'P']),
  /** MetodoPago: PUE, or PPD (paid later: its payments get complements); empty for a complement. */
  payment_method: z.string(),
  /** Of a payment complement (type P, whose CFDI total is 0): the amount of the payment it reports. */
  payment_cents: z.number().int().nullable(),
  /** Of a payment complement: the invoices it pays, with the installment and the balance left. */
  paid_invoices: z.array(
    z.object({
      id: idSchema,
      folio: z.string(),
      installment: z.number().int().positive(),
      paid_cents: z.number().int(),
      balance_cents: z.number().int(),
    }),
  ),
  related_invoice: z.object({ id: idSchema, folio: z.string() }).nullable(),
  /** The credit notes issued against this invoice. */
  credit_notes: z.array(
    z.object({
      id: idSchema,
      folio: z.string(),
      status: z.enum(INVOICE_STATUSES),
      total_cents: z.number().int(),
      uuid: z.string().nullable(),
    }),
  ),
  /** The last cancellation request, if any. */
  cancellation: invoiceCancellationSchema.nullable(),
  /** On a replacement invoice: the invoice it replaces (CfdiRelacionados 04). */
  replaces: z.object({ id: idSchema, folio: z.string() }).nullable(),
  /**
   * On a replaced invoice: «sustituyendo» until the SAT cancels it, «sustituida» after, and
   * «detenida» when the replacement was refused or the receiver refused the cancellation.
   */
  replacement: z
    .object({
      status: z.enum(['sustituyendo', 'sustituida', 'detenida']),
      invoice: z.object({ id: idSchema, folio: z.string(), status: z.enum(INVOICE_STATUSES) }),
      message: z.string().nullable(),
    })
    .nullable(),
  /** Credit notes owed to this invoice that are not issued yet, with the reason. */
  pending_credit_notes: z.array(
    z.object({
      id: idSchema,
      amount_cents: z.number().int(),
      kind: z.string(),
      message: z.string().nullable(),
    }),
  ),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoiceResponseSchema = z.object({ data: invoiceSummarySchema });

export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: 'El estado de la factura no es válido.' }).optional(),
  cursor: z.string().max(100).optional(),
});
export const invoicePageSchema = z.object({
  data: z.array(invoiceSummarySchema),
  next_cursor: z.string().nullable(),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;
