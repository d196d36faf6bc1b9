import { z } from 'zod';
import { GLOBAL_PERIODICITIES } from '../cfdi/global.ts';
import { GLOBAL_INVOICE_LIMITS } from '../limits.ts';
import { TAX_RATES } from '../tax.ts';
import { idNumberSchema, idSchema, timestampSchema } from './common.ts';
import { invoiceSummarySchema } from './invoicing.ts';

// Bodies and answers of /api/invoicing/global… : the periodic global CFDI of the sales to the
// general public, proposed per period and stamped by a person.

const PERIOD_MESSAGE = 'El periodo no es válido.';
const TICKETS_MESSAGE = 'La lista de tickets revisados no es válida.';

export const globalPeriodSchema = z.object({
  periodicity: z.enum(GLOBAL_PERIODICITIES),
  start: z.iso.date(),
  end: z.iso.date(),
  /** InformacionGlobal/@Meses (01–12, 13–18 bimonthly) and @Año. */
  month: z.string(),
  year: z.number().int(),
  label: z.string(),
  /** The period has ended in the company's time zone: its global invoice may be stamped. */
  closed: z.boolean(),
});
export type GlobalPeriodView = z.infer<typeof globalPeriodSchema>;

const rateTotalsSchema = z.object({
  rate: z.union(TAX_RATES.map((rate) => z.literal(rate))),
  base_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
});

export const globalTicketSchema = z.object({
  sale_id: idSchema,
  folio: z.string(),
  paid_at: timestampSchema,
  customer_name: z.string(),
  /** The ticket's total less its refunds, IVA included. */
  net_cents: z.number().int(),
  rate: z.union(TAX_RATES.map((rate) => z.literal(rate))),
  base_cents: z.number().int(),
  tax_cents: z.number().int(),
});

/** The tickets of a period nobody invoiced, and the figures the global invoice would carry. */
export const globalProposalSchema = z.object({
  period: globalPeriodSchema,
  tickets: z.array(globalTicketSchema),
  ticket_count: z.number().int(),
  total_cents: z.number().int(),
  by_rate: z.array(rateTotalsSchema),
  /** c_FormaPago of the largest amount, and its name; null when no ticket is left. */
  payment_form: z.string().nullable(),
  payment_form_label: z.string().nullable(),
});
export type GlobalProposal = z.infer<typeof globalProposalSchema>;
export const globalProposalResponseSchema = z.object({ data: globalProposalSchema });

export const globalOverviewSchema = z.object({
  periodicity: z.enum(GLOBAL_PERIODICITIES),
  periodicity_label: z.string(),
  periods: z.array(
    z.object({
      period: globalPeriodSchema,
      ticket_count: z.number().int(),
      total_cents: z.number().int(),
      /** The global invoices issued for the period (stamped, stamping, refused or cancelled). */
      invoices: z.array(invoiceSummarySchema),
    }),
  ),
});
export type GlobalOverview = z.infer<typeof globalOverviewSchema>;
export const globalOverviewResponseSchema = z.object({ data: globalOverviewSchema });

export const globalProposalQuerySchema = z.object({
  start: z.iso.date({ error: PERIOD_MESSAGE }),
});

/**
 * Stamp a period's global invoice. The tickets the person reviewed go with it: if the proposal
 * changed meanwhile (someone invoiced a ticket, a return), the server refuses instead of stamping
 * something nobody looked at.
 */
export const createGlobalInvoiceSchema = z.object({
  start: z.iso.date({ error: PERIOD_MESSAGE }),
  sale_ids: z
    .array(idNumberSchema(TICKETS_MESSAGE), { error: TICKETS_MESSAGE })
    .min(1, 'No hay tickets por incluir en la factura global.')
    .max(
      GLOBAL_INVOICE_LIMITS.maxTickets,
      `Una factura global lleva hasta ${GLOBAL_INVOICE_LIMITS.maxTickets} tickets: usa una periodicidad más corta.`,
    ),
});
export type CreateGlobalInvoiceInput = z.input<typeof createGlobalInvoiceSchema>;
