import { z } from 'zod';
import {
  CFDI_USES,
  CUSTOMER_MESSAGES,
  isValidPostalCode,
  isValidRfc,
  phoneDigits,
  TAX_REGIMES,
} from '../customers.ts';
import { MAX_ID } from '../limits.ts';
import { MAX_CENTS } from '../money.ts';
import {
  COUNTER_PAYMENT_METHODS,
  MAX_LINE_QUANTITY,
  MAX_WARRANTY_DAYS,
  PAYMENT_METHODS,
  SALE_SOURCES,
  SALE_STATUSES,
} from '../sales.ts';
import { TAX_RATES } from '../tax.ts';
import { idSchema, timestampSchema } from './common.ts';
import { pullOrderStatusSchema } from './pull-orders.ts';

// The counter («Mostrador»): tickets, their lines and payments, customers and the company's sale
// settings. Money is integer cents (`*_cents`) in every request and answer.

export const SALE_FIELD_MESSAGES = {
  price: 'El precio debe ser mayor que cero y no mayor que $99,999,999.',
  discount: 'El descuento debe ser un monto en centavos, de cero o más.',
  quantity: `La cantidad debe ser un número entero entre 1 y ${MAX_LINE_QUANTITY}.`,
  description: 'Escribe la descripción de la línea (máximo 200 caracteres).',
  warrantyDays: `Los días de garantía deben estar entre 0 y ${MAX_WARRANTY_DAYS}.`,
  warrantyTerms: 'Los términos de garantía no deben tener más de 300 caracteres.',
  code: 'Escanea o escribe el código de la autoparte.',
  line: 'Indica la autoparte (código) o la descripción y el precio de la línea.',
  method: 'Elige la forma de pago.',
  reference: 'La referencia no debe tener más de 80 caracteres.',
  reason: 'Escribe el motivo de la cancelación (de 3 a 300 caracteres).',
  requestId: 'Falta el identificador del cobro; recarga la página.',
  series: 'La serie debe tener de 1 a 5 letras mayúsculas.',
  taxRate: 'Elige 16 %, 8 % (región fronteriza) o sin IVA.',
  limit: 'El límite debe ser un porcentaje entero entre 0 y 100.',
  notes: 'Las notas no deben tener más de 500 caracteres.',
  customer: 'El cliente no es válido.',
} as const;

const cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_CENTS, message);
const positiveCents = (message: string) => cents(message).min(1, message);
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .transform((value) => value.trim() || null)
    .nullable()
    .optional();

// ---- Customers ----

const fiscalFields = {
  rfc: z
    .string({ error: CUSTOMER_MESSAGES.rfc })
    .max(20, CUSTOMER_MESSAGES.rfc)
    .transform((value) => value.trim().toUpperCase().replace(/[\s-]/g, '') || null)
    .refine((value) => value === null || isValidRfc(value), CUSTOMER_MESSAGES.rfc)
    .nullable()
    .optional(),
  business_name: optionalText(200, 'La razón social no debe tener más de 200 caracteres.'),
  tax_regime: z
    .string({ error: CUSTOMER_MESSAGES.regime })
    .transform((value) => value.trim() || null)
    .refine((value) => value === null || Object.hasOwn(TAX_REGIMES, value), CUSTOMER_MESSAGES.regime)
    .nullable()
    .optional(),
  postal_code: z
    .string({ error: CUSTOMER_MESSAGES.postalCode })
    .transform((value) => value.trim() || null)
    .refine((value) => value === null || isValidPostalCode(value), CUSTOMER_MESSAGES.postalCode)
    .nullable()
    .optional(),
  cfdi_use: z
    .string({ error: CUSTOMER_MESSAGES.cfdiUse })
    .transform((value) => value.trim().toUpperCase() || null)
    .refine((value) => value === null || Object.hasOwn(CFDI_USES, value), CUSTOMER_MESSAGES.cfdiUse)
    .nullable()
    .optional(),
};

export const customerInputSchema = z
  .object({
    name: z
      .string({ error: CUSTOMER_MESSAGES.name })
      .trim()
      .min(1, CUSTOMER_MESSAGES.name)
      .max(200, 'El nombre no debe tener más de 200 caracteres.'),
    phone: z
      .string({ error: CUSTOMER_MESSAGES.phone })
      .max(30, CUSTOMER_MESSAGES.phone)
      .transform((value) => value.trim() || null)
      .refine((value) => value === null || phoneDigits(value) !== null, CUSTOMER_MESSAGES.phone)
      .nullable()
      .optional(),
    email: z
      .string({ error: CUSTOMER_MESSAGES.email })
      .max(200, CUSTOMER_MESSAGES.email)
      .transform((value) => value.trim().toLowerCase() || null)
      .refine((value) => value === null || z.email().safeParse(value).success, CUSTOMER_MESSAGES.email)
      .nullable()
      .optional(),
    notes: optionalText(1000, 'Las notas no deben tener más de 1000 caracteres.'),
    ...fiscalFields,
    /** Create even though the phone is already on file (the person chose «Crear de todos modos»). */
    allow_duplicate_phone: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const fiscal = [value.rfc, value.business_name, value.tax_regime, value.postal_code, value.cfdi_use];
    const given = fiscal.filter((field) => field !== null && field !== undefined).length;
    if (given > 0 && given < fiscal.length) {
      for (const [key, field] of Object.entries({
        rfc: value.rfc,
        business_name: value.business_name,
        tax_regime: value.tax_regime,
        postal_code: value.postal_code,
        cfdi_use: value.cfdi_use,
      })) {
        if (field === null || field === undefined) {
          ctx.addIssue({ code: 'custom', path: [key], message: CUSTOMER_MESSAGES.fiscalIncomplete });
        }
      }
    }
  });
export type CustomerInput = z.input<typeof customerInputSchema>;

export const customerSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  rfc: z.string().nullable(),
  business_name: z.string().nullable(),
  tax_regime: z.string().nullable(),
  postal_code: z.string().nullable(),
  cfdi_use: z.string().nullable(),
  balance_cents: z.number().int(),
  credit_cents: z.number().int(),
  /** The most the customer may owe on credit sales; null: no limit. */
  credit_limit_cents: z.number().int().nullable(),
  created_at: timestampSchema,
});
export type Customer = z.infer<typeof customerSchema>;

export const saleSummarySchema = z.object({
  id: idSchema,
  folio: z.string(),
  status: z.enum(SALE_STATUSES),
  source: z.enum(SALE_SOURCES),
  customer_name: z.string(),
  seller_name: z.string().nullable(),
  line_count: z.number().int(),
  total_cents: z.number().int(),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  /** What a credit ticket still owes (0 once paid off, and for any other ticket). */
  owed_cents: z.number().int(),
  created_at: timestampSchema,
  paid_at: timestampSchema.nullable(),
});
export type SaleSummary = z.infer<typeof saleSummarySchema>;

// ---- Sale settings ----

const warrantyRuleSchema = z.object({
  days: z
    .number({ error: SALE_FIELD_MESSAGES.warrantyDays })
    .int()
    .min(0)
    .max(MAX_WARRANTY_DAYS, SALE_FIELD_MESSAGES.warrantyDays),
  terms: z.string().trim().max(300, SALE_FIELD_MESSAGES.warrantyTerms),
});
const percent = z
  .number({ error: SALE_FIELD_MESSAGES.limit })
  .int(SALE_FIELD_MESSAGES.limit)
  .min(0, SALE_FIELD_MESSAGES.limit)
  .max(100, SALE_FIELD_MESSAGES.limit);

export const saleSettingsSchema = z.object({
  series: z.string().regex(/^[A-Z]{1,5}$/, SALE_FIELD_MESSAGES.series),
  tax_rate: z.union(
    TAX_RATES.map((rate) => z.literal(rate)),
    { error: SALE_FIELD_MESSAGES.taxRate },
  ),
  /** Whole percent per role id ("2", "4", "5"); role 1 and 2 may be limited too. */
  discount_limits: z.object({ '1': percent, '2': percent, '4': percent, '5': percent }),
  /** Per category id: days and terms a new line of that category starts with. */
  warranty_by_category: z.record(z.string().regex(/^\d{1,9}$/), warrantyRuleSchema),
  default_warranty: warrantyRuleSchema,
});
export type SaleSettings = z.infer<typeof saleSettingsSchema>;

// ---- Tickets ----

export const createSaleSchema = z.object({ customer_id: idSchema.nullable().optional() });

export const updateSaleSchema = z.object({
  customer_id: z.number({ error: SALE_FIELD_MESSAGES.customer }).int().min(1).nullable().optional(),
  discount_cents: cents(SALE_FIELD_MESSAGES.discount).optional(),
  notes: optionalText(500, SALE_FIELD_MESSAGES.notes),
});
export type UpdateSale = z.infer<typeof updateSaleSchema>;

const warrantyFields = {
  warranty_days: z
    .number({ error: SALE_FIELD_MESSAGES.warrantyDays })
    .int(SALE_FIELD_MESSAGES.warrantyDays)
    .min(0, SALE_FIELD_MESSAGES.warrantyDays)
    .max(MAX_WARRANTY_DAYS, SALE_FIELD_MESSAGES.warrantyDays)
    .optional(),
  warranty_terms: z
    .string({ error: SALE_FIELD_MESSAGES.warrantyTerms })
    .trim()
    .max(300, SALE_FIELD_MESSAGES.warrantyTerms)
    .optional(),
};

/** A part by what the scanner read (AV-123, autopart-123, a URL with it, or the AG number), or a free line. */
export const addLineSchema = z
  .object({
    code: z
      .string({ error: SALE_FIELD_MESSAGES.code })
      .trim()
      .min(1, SALE_FIELD_MESSAGES.code)
      .max(255, SALE_FIELD_MESSAGES.code)
      .optional(),
    description: z
      .string({ error: SALE_FIELD_MESSAGES.description })
      .trim()
      .min(1, SALE_FIELD_MESSAGES.description)
      .max(200, SALE_FIELD_MESSAGES.description)
      .optional(),
    unit_price_cents: positiveCents(SALE_FIELD_MESSAGES.price).optional(),
    quantity: z
      .number({ error: SALE_FIELD_MESSAGES.quantity })
      .int(SALE_FIELD_MESSAGES.quantity)
      .min(1, SALE_FIELD_MESSAGES.quantity)
      .max(MAX_LINE_QUANTITY, SALE_FIELD_MESSAGES.quantity)
      .optional(),
    ...warrantyFields,
  })
  .superRefine((value, ctx) => {
    if (value.code !== undefined) return;
    if (value.description === undefined)
      ctx.addIssue({ code: 'custom', path: ['description'], message: SALE_FIELD_MESSAGES.line });
    if (value.unit_price_cents === undefined)
      ctx.addIssue({ code: 'custom', path: ['unit_price_cents'], message: SALE_FIELD_MESSAGES.price });
  });
export type AddLine = z.infer<typeof addLineSchema>;

export const updateLineSchema = z.object({
  description: z
    .string({ error: SALE_FIELD_MESSAGES.description })
    .trim()
    .min(1, SALE_FIELD_MESSAGES.description)
    .max(200, SALE_FIELD_MESSAGES.description)
    .optional(),
  unit_price_cents: positiveCents(SALE_FIELD_MESSAGES.price).optional(),
  discount_cents: cents(SALE_FIELD_MESSAGES.discount).optional(),
  quantity: z
    .number({ error: SALE_FIELD_MESSAGES.quantity })
    .int(SALE_FIELD_MESSAGES.quantity)
    .min(1, SALE_FIELD_MESSAGES.quantity)
    .max(MAX_LINE_QUANTITY, SALE_FIELD_MESSAGES.quantity)
    .optional(),
  ...warrantyFields,
});
export type UpdateLine = z.infer<typeof updateLineSchema>;

export const paymentInputSchema = z.object({
  method: z.enum(COUNTER_PAYMENT_METHODS, { error: SALE_FIELD_MESSAGES.method }),
  amount_cents: positiveCents('El monto de cada pago debe ser mayor que cero.'),
  received_cents: cents('El efectivo recibido no es válido.').nullable().optional(),
  reference: optionalText(80, SALE_FIELD_MESSAGES.reference),
});

export const paySaleSchema = z.object({
  /** Chosen by the screen once per «Cobrar»: a repeat (double tap, lost answer) gets the same paid ticket. */
  request_id: z.uuid({ error: SALE_FIELD_MESSAGES.requestId }),
  payments: z
    .array(paymentInputSchema, { error: 'Agrega al menos un pago.' })
    .min(1, 'Agrega al menos un pago.')
    .max(10, 'No más de 10 pagos por ticket.'),
  /** The counter's register («Caja»): cash needs an open session on it once the company has registers. */
  register_id: z
    .number({ error: 'La caja no es válida.' })
    .int('La caja no es válida.')
    .min(1, 'La caja no es válida.')
    .max(MAX_ID, 'La caja no es válida.')
    .nullable()
    .optional(),
});
export type PaySale = z.infer<typeof paySaleSchema>;

/** How a sale recorded «por registrar» (made outside a ticket) was really paid. */
export const recordPaymentsSchema = paySaleSchema.pick({ payments: true, register_id: true });

export const cancelSaleSchema = z.object({
  reason: z
    .string({ error: SALE_FIELD_MESSAGES.reason })
    .trim()
    .min(3, SALE_FIELD_MESSAGES.reason)
    .max(300, SALE_FIELD_MESSAGES.reason),
});

export const saleListQuerySchema = z.object({
  status: z.enum(SALE_STATUSES, { error: 'El estado no es válido.' }).optional(),
  source: z.enum(SALE_SOURCES, { error: 'El origen no es válido.' }).optional(),
  q: z.string().trim().max(100, 'La búsqueda es demasiado larga.').optional(),
  from: z.iso.date({ error: 'La fecha inicial no es válida.' }).optional(),
  to: z.iso.date({ error: 'La fecha final no es válida.' }).optional(),
  page: z.coerce.number({ error: 'La página no es válida.' }).int().min(1).max(10_000).optional(),
  /** A customer's purchase history. */
  customer_id: z.coerce.number({ error: 'El cliente no es válido.' }).int().min(1).max(MAX_ID).optional(),
  /** Only the credit tickets that still owe («A crédito — debe»). */
  owing: z
    .enum(['true', 'false'], { error: 'El filtro «debe» no es válido.' })
    .transform((value) => value === 'true')
    .optional(),
});
/** «Guardar como cotización»: the open ticket becomes a quote that stands until the end of that day. */
export const saveQuoteSchema = z.object({
  expires_on: z.iso.date({ error: 'Escribe la fecha de vencimiento de la cotización (AAAA-MM-DD).' }),
});
export type SaveQuote = z.infer<typeof saveQuoteSchema>;

/** A deposit on a quote: payments smaller than its total; its parts are held until the end of that day. */
export const quoteDepositSchema = paySaleSchema.extend({
  hold_until: z.iso.date({ error: 'Escribe hasta qué fecha se separan las autopartes (AAAA-MM-DD).' }),
});
export type QuoteDeposit = z.infer<typeof quoteDepositSchema>;

export type SaleListQuery = z.infer<typeof saleListQuerySchema>;

export const saleLineSchema = z.object({
  id: idSchema,
  part_id: idSchema.nullable(),
  /** AV-123 of a part line, null for a free line. */
  part_code: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  discount_cents: z.number().int(),
  amount_cents: z.number().int(),
  /** The line's share of the total after the ticket discount (what its part sells for). */
  net_cents: z.number().int(),
  warranty_days: z.number().int(),
  warranty_terms: z.string(),
  /** Why an open ticket's part cannot be paid for (sold elsewhere, deleted), or null. */
  problem: z.string().nullable(),
  /** The line's orden de surtido (the yard bringing its part), or null when none was asked. */
  pull_status: pullOrderStatusSchema.nullable(),
  /** The yard's note: why the part is not coming (no se encontró, dañada), or what it said. */
  pull_note: z.string().nullable(),
  /** The photo the yard took when it brought the part (its pull order marked surtida), or null. */
  pull_photo_url: z.string().nullable(),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

export const salePaymentSchema = z.object({
  id: idSchema,
  method: z.enum(PAYMENT_METHODS),
  amount_cents: z.number().int(),
  received_cents: z.number().int().nullable(),
  change_cents: z.number().int(),
  reference: z.string().nullable(),
  created_at: timestampSchema,
});
export type SalePayment = z.infer<typeof salePaymentSchema>;

export const saleSchema = z.object({
  id: idSchema,
  folio: z.string(),
  status: z.enum(SALE_STATUSES),
  source: z.enum(SALE_SOURCES),
  customer: customerSchema.nullable(),
  customer_name: z.string(),
  seller_name: z.string().nullable(),
  notes: z.string().nullable(),
  tax_rate: z.union(TAX_RATES.map((rate) => z.literal(rate))),
  lines: z.array(saleLineSchema),
  payments: z.array(salePaymentSchema),
  lines_cents: z.number().int(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
  base_cents: z.number().int(),
  tax_cents: z.number().int(),
  change_cents: z.number().int(),
  /** The most this user may discount, in percent (the company's limit for their role). */
  discount_limit: z.number().int(),
  cancel_reason: z.string().nullable(),
  /** A quote's expiry and, once a deposit was taken, until when its parts are held. */
  expires_at: timestampSchema.nullable(),
  hold_until: timestampSchema.nullable(),
  /** What was already paid on a quote (its deposit): converting it asks only for the rest. */
  paid_cents: z.number().int(),
  /** What a credit ticket still owes the customer (0 once paid off, and for any other ticket). */
  owed_cents: z.number().int(),
  /** The unguessable address of the ticket's public page. */
  public_path: z.string(),
  created_at: timestampSchema,
  paid_at: timestampSchema.nullable(),
  cancelled_at: timestampSchema.nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

export const salePageSchema = z.object({
  data: z.array(saleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type SalePage = z.infer<typeof salePageSchema>;
