import { z } from 'zod';
import { DASHBOARD_PERIODS } from '../dashboard.ts';
import { MAX_ID } from '../limits.ts';
import { RETURN_OUTCOMES, RETURN_REASONS } from '../returns.ts';
import { PAYMENT_METHODS } from '../sales.ts';

const STORE_MESSAGE = 'Elige una empresa válida.';
const DAY_MESSAGE = 'La fecha debe tener el formato AAAA-MM-DD.';

/** GET /api/dashboard: the period, and for role 1 the company (absent: every company). */
export const dashboardQuerySchema = z.object({
  period: z
    .enum(DASHBOARD_PERIODS, {
      error: 'Elige un periodo: hoy, 7 días, 30 días, este mes, mes pasado, este año o rango.',
    })
    .optional()
    .default('7d'),
  from: z.string({ error: DAY_MESSAGE }).max(10, DAY_MESSAGE).optional(),
  to: z.string({ error: DAY_MESSAGE }).max(10, DAY_MESSAGE).optional(),
  store: z
    .union(
      [
        z.literal(''),
        z.coerce
          .number({ error: STORE_MESSAGE })
          .int(STORE_MESSAGE)
          .min(1, STORE_MESSAGE)
          .max(MAX_ID, STORE_MESSAGE),
      ],
      {
        error: STORE_MESSAGE,
      },
    )
    .optional()
    .transform((value) => (typeof value === 'number' ? value : undefined)),
});

export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

const countValue = z.object({ count: z.number().int(), value: z.number() });
const ranked = z.object({
  /** Null for sales nobody in the app made (a Mercado Libre sale) or a part without that field. */
  id: z.number().int().nullable(),
  name: z.string(),
  count: z.number().int(),
  income: z.number(),
});

const ledgerRanked = z.object({
  /** Null: «Público en general» (by customer) or a sale nobody in the app made (by seller). */
  id: z.number().int().nullable(),
  name: z.string(),
  tickets: z.number().int(),
  income_cents: z.number().int(),
});

/** The sales ledger over the period: paid tickets (counter, part detail, Mercado Libre), by paid_at. */
export const dashboardLedgerSchema = z.object({
  tickets: z.number().int(),
  income_cents: z.number().int(),
  /** Null when there is no paid ticket in the period. */
  average_ticket_cents: z.number().int().nullable(),
  parts_per_ticket: z.number().nullable(),
  by_payment_method: z.array(
    z.object({ method: z.enum(PAYMENT_METHODS), tickets: z.number().int(), amount_cents: z.number().int() }),
  ),
  by_customer: z.array(ledgerRanked),
  by_seller: z.array(ledgerRanked),
});
export type DashboardLedger = z.infer<typeof dashboardLedgerSchema>;

const claimRanked = z.object({
  /** Null: a line without a category, or a sale nobody in the app made. */
  id: z.number().int().nullable(),
  name: z.string(),
  count: z.number().int(),
  amount_cents: z.number().int(),
});

/** Sales net of returns over the period, refunds by reason, and which parts come back (by category and seller). */
export const dashboardReturnsSchema = z.object({
  sales_cents: z.number().int(),
  refunds_cents: z.number().int(),
  net_cents: z.number().int(),
  by_reason: z.array(
    z.object({ reason: z.enum(RETURN_REASONS), count: z.number().int(), amount_cents: z.number().int() }),
  ),
  /** How the customers got the refunds: cash, the original method, store credit, another part. */
  by_outcome: z.array(
    z.object({ outcome: z.enum(RETURN_OUTCOMES), count: z.number().int(), amount_cents: z.number().int() }),
  ),
  /** Where the returned parts went (lines without a part, such as services, are in none). */
  parts: z.object({
    back_to_stock: z.number().int(),
    in_review: z.number().int(),
    scrapped: z.number().int(),
  }),
  /**
   * What the returned parts cost the yard, at purchase cost: only for the roles that see costs
   * (1, 2); the server leaves it out for everyone else.
   */
  cost: z
    .object({
      /** The merma's cost, written off when it was scrapped. */
      written_off_cents: z.number().int(),
      /** Merma without a recorded cost («costo no registrado»), written off at $0. */
      cost_unknown: z.number().int(),
      /** The recorded cost of the parts back on sale (Disponible). */
      back_to_stock_cost_cents: z.number().int(),
      back_to_stock_without_cost: z.number().int(),
    })
    .optional(),
  /** Returns within the line's warranty (warranty claims). */
  warranty_by_category: z.array(claimRanked),
  warranty_by_seller: z.array(claimRanked),
});
export type DashboardReturns = z.infer<typeof dashboardReturnsSchema>;

export const dashboardResponseSchema = z.object({
  period: z.object({
    key: z.enum(DASHBOARD_PERIODS),
    from: z.string(),
    to: z.string(),
    previous_from: z.string(),
    previous_to: z.string(),
    bucket: z.enum(['day', 'week', 'month']),
  }),
  /** The company the figures are for; null when role 1 looks at every company. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sales: z.object({
    count: z.number().int(),
    income: z.number(),
    previous_count: z.number().int(),
    previous_income: z.number(),
    /** Mean of (asking − final) / asking over the period's sales with an asking price, in %. */
    average_discount_percent: z.number().nullable(),
    series: z.array(z.object({ start: z.string(), count: z.number().int(), income: z.number() })),
    by_seller: z.array(ranked),
    by_category: z.array(ranked),
    by_make: z.array(ranked),
  }),
  ledger: dashboardLedgerSchema,
  returns: dashboardReturnsSchema,
  stock: z.object({
    by_status: z.array(countValue.extend({ status_id: z.number().int(), name: z.string() })),
    total: countValue,
    without_photos: z.number().int(),
    without_price: z.number().int(),
    incomplete: countValue,
  }),
  aging: z.array(
    countValue.extend({
      key: z.string(),
      label: z.string(),
      min: z.number().int(),
      max: z.number().int().nullable(),
    }),
  ),
  stock_check: z.object({
    locations_counted: z.number().int(),
    checks: z.number().int(),
    found: z.number().int(),
    added: z.number().int(),
    missing: z.number().int(),
    most_missing: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        missing: z.number().int(),
        checks: z.number().int(),
      }),
    ),
    /** Locations never counted or last counted more than STOCK_CHECK_DUE_DAYS ago, oldest first. */
    due: z.array(
      z.object({ id: z.number().int(), name: z.string(), last_counted_at: z.string().nullable() }),
    ),
    due_total: z.number().int(),
    locations_total: z.number().int(),
  }),
  marketplace: z.object({
    active: z.number().int(),
    paused: z.number().int(),
    closed: z.number().int(),
    /** inactive and under_review: listings Mercado Libre stopped or holds for review. */
    errors: z.number().int(),
  }),
});

export type DashboardData = z.output<typeof dashboardResponseSchema>;
