import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';
import { INVOICE_STATUSES } from './invoicing.ts';

// The payments of an invoice issued PPD, as its payment complements («complementos de pago»,
// CFDI type P with Pagos 2.0) report them: one row per installment («parcialidad»).

export const invoiceInstallmentSchema = z.object({
  /** NumParcialidad. */
  installment: z.number().int().positive(),
  complement: z.object({
    id: idSchema,
    folio: z.string(),
    status: z.enum(INVOICE_STATUSES),
    uuid: z.string().nullable(),
  }),
  paid_at: timestampSchema,
  /** ImpSaldoAnt, ImpPagado, ImpSaldoInsoluto. */
  previous_balance_cents: z.number().int(),
  paid_cents: z.number().int(),
  balance_cents: z.number().int(),
});
export type InvoiceInstallment = z.infer<typeof invoiceInstallmentSchema>;

export const invoicePaymentsSchema = z.object({
  invoice_id: idSchema,
  /** PUE or PPD: only a PPD invoice has payment complements. */
  payment_method: z.string(),
  total_cents: z.number().int(),
  /** What the complements in force report as paid, and what is still owed («saldo insoluto»). */
  paid_cents: z.number().int(),
  balance_cents: z.number().int(),
  installments: z.array(invoiceInstallmentSchema),
});
export type InvoicePayments = z.infer<typeof invoicePaymentsSchema>;
export const invoicePaymentsResponseSchema = z.object({ data: invoicePaymentsSchema });
