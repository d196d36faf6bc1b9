import {
  bucketStarts,
  businessToday,
  type DashboardPeriod,
  PUBLIC_CUSTOMER_NAME,
  type ReturnOutcome,
  type ReturnReason,
  resolvePeriod,
  STATUS_NAMES,
  STOCK_STATUSES,
  type StatusId,
} from '@yonke/domain';
import type { DashboardData, DashboardQuery } from '@yonke/domain/schemas';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import * as queries from './dashboard.queries.ts';

export const DASHBOARD_MESSAGES = {
  companyNotFound: 'La empresa elegida no existe.',
} as const;

const SYSTEM_SELLER = 'Mercado Libre (sin usuario)';
const WITHOUT_NAME = 'Sin dato';

/**
 * Role 1 looks at the company it chooses, or at every company; everyone else at their own, whatever
 * they send (a filter a role may not use is dropped, as in the lists).
 */
function dashboardScope(user: SessionUser, requested: number | undefined): queries.CompanyScope {
  return companyScope(user) ?? requested;
}

type Figures<K extends keyof typeof queries> = (typeof queries)[K] extends (
  ...args: never[]
) => Promise<infer R>
  ? R
  : never;

function salesSection(
  sold: Figures<'salesFigures'>,
  previous: Figures<'salesCount'>,
  starts: string[],
): DashboardData['sales'] {
  // Buckets without sales are zeros, so the chart's axis shows the whole period.
  const perBucket = new Map(sold.series.map((point) => [point.start, point]));
  return {
    count: sold.count,
    income: sold.income,
    previous_count: previous.count,
    previous_income: previous.income,
    average_discount_percent: sold.discount,
    series: starts.map((start) => perBucket.get(start) ?? { start, count: 0, income: 0 }),
    by_seller: sold.bySeller.map((row) => ({ ...row, name: row.name ?? SYSTEM_SELLER })),
    by_category: sold.byCategory.map((row) => ({ ...row, name: row.name ?? WITHOUT_NAME })),
    by_make: sold.byMake.map((row) => ({ ...row, name: row.name ?? WITHOUT_NAME })),
  };
}

function ledgerSection(ledger: Figures<'ledgerFigures'>, partsSold: number): DashboardData['ledger'] {
  return {
    tickets: ledger.tickets,
    income_cents: ledger.incomeCents,
    average_ticket_cents: ledger.averageTicketCents,
    // Two decimals of a ratio of two counts: shown, never summed.
    parts_per_ticket: ledger.tickets > 0 ? Math.round((partsSold * 100) / ledger.tickets) / 100 : null,
    by_payment_method: ledger.byPaymentMethod.map((row) => ({
      method: row.method,
      tickets: row.tickets,
      amount_cents: row.amountCents,
    })),
    by_customer: ledger.byCustomer.map((row) => ({
      id: row.id,
      name: row.name ?? PUBLIC_CUSTOMER_NAME,
      tickets: row.tickets,
      income_cents: row.incomeCents,
    })),
    by_seller: ledger.bySeller.map((row) => ({
      id: row.id,
      name: row.name ?? SYSTEM_SELLER,
      tickets: row.tickets,
      income_cents: row.incomeCents,
    })),
  };
}

/**
 * `seesCosts`: purchase costs are for roles 1, 2 (managePartCosts); for everyone else the cost
 * figures are left out of the answer, not merely hidden on the screen.
 */
function returnsSection(returns: Figures<'returnsFigures'>, seesCosts: boolean): DashboardData['returns'] {
  const refunds = returns.byReason.reduce((sum, row) => sum + row.amountCents, 0);
  const claim = (row: (typeof returns.warrantyByCategory)[number], fallback: string) => ({
    id: row.id,
    name: row.name ?? fallback,
    count: row.count,
    amount_cents: row.amountCents,
  });
  return {
    sales_cents: returns.soldCents,
    refunds_cents: refunds,
    net_cents: returns.soldCents - refunds,
    by_reason: returns.byReason.map((row) => ({
      reason: row.reason as ReturnReason,
      count: row.count,
      amount_cents: row.amountCents,
    })),
    by_outcome: returns.byOutcome.map((row) => ({
      outcome: row.outcome as ReturnOutcome,
      count: row.count,
      amount_cents: row.amountCents,
    })),
    parts: {
      back_to_stock: returns.parts.backToStock,
      in_review: returns.parts.inReview,
      scrapped: returns.parts.scrapped,
    },
    ...(seesCosts
      ? {
          cost: {
            written_off_cents: returns.parts.writtenOffCents,
            cost_unknown: returns.parts.costUnknown,
            back_to_stock_cost_cents: returns.parts.backToStockCostCents,
            back_to_stock_without_cost: returns.parts.backToStockWithoutCost,
          },
        }
      : {}),
    warranty_by_category: returns.warrantyByCategory.map((row) => claim(row, WITHOUT_NAME)),
    warranty_by_seller: returns.warrantyBySeller.map((row) => claim(row, SYSTEM_SELLER)),
  };
}

function stockSection(stock: Figures<'stockSnapshot'>): DashboardData['stock'] {
  const statusRows = STOCK_STATUSES.map((statusId) => {
    const row = stock.byStatus.find((item) => item.statusId === statusId);
    return {
      status_id: statusId,
      name: STATUS_NAMES[statusId as StatusId],
      count: row?.count ?? 0,
      value: row?.value ?? 0,
    };
  });
  const incomplete = statusRows.find((row) => row.status_id === 5) ?? { count: 0, value: 0 };
  return {
    by_status: statusRows,
    total: {
      count: statusRows.reduce((sum, row) => sum + row.count, 0),
      value: statusRows.reduce((sum, row) => sum + row.value, 0),
    },
    without_photos: stock.withoutPhotos,
    without_price: stock.withoutPrice,
    incomplete: { count: incomplete.count, value: incomplete.value },
  };
}

export function createDashboardService({ db }: AppDeps) {
  return {
    /**
     * Every figure of the Tablero for one period. Roles 3 and 4 never get here (403): the page
     * is income from top to bottom, and they never see income.
     */
    async overview(user: SessionUser, query: DashboardQuery, now = new Date()): Promise<DashboardData> {
      if (!userCan(user, 'viewDashboard')) throw forbidden();
      const resolved = resolvePeriod(query.period as DashboardPeriod, businessToday(now), query);
      if (!resolved.ok) throw fieldError(resolved.field, resolved.message);
      const range = resolved.range;
      const companyId = dashboardScope(user, query.store);
      let company: DashboardData['company'] = null;
      if (companyId !== undefined) {
        const name = await queries.companyName(db, companyId);
        if (name === undefined) throw notFound(DASHBOARD_MESSAGES.companyNotFound);
        company = { id: companyId, name };
      }

      const starts = bucketStarts(range.from, range.to, range.bucket);
      const [sold, previous, stock, checks, ledger, returns] = await Promise.all([
        queries.salesFigures(db, companyId, range.from, range.to, starts),
        queries.salesCount(db, companyId, range.previousFrom, range.previousTo),
        queries.stockSnapshot(db, companyId),
        queries.stockChecks(db, companyId, range.from, range.to),
        queries.ledgerFigures(db, companyId, range.from, range.to),
        queries.returnsFigures(db, companyId, range.from, range.to),
      ]);
      const { aging, listings } = stock;

      return {
        period: {
          key: query.period,
          from: range.from,
          to: range.to,
          previous_from: range.previousFrom,
          previous_to: range.previousTo,
          bucket: range.bucket,
        },
        company,
        sales: salesSection(sold, previous, starts),
        ledger: ledgerSection(ledger, sold.count),
        returns: returnsSection(returns, userCan(user, 'managePartCosts')),
        stock: stockSection(stock),
        aging: aging.map((bucket) => ({
          key: bucket.key,
          label: bucket.label,
          min: bucket.min,
          max: bucket.max,
          count: bucket.count,
          value: bucket.value,
        })),
        stock_check: {
          locations_counted: checks.locationsCounted,
          checks: checks.checks,
          found: checks.found,
          added: checks.added,
          missing: checks.missing,
          most_missing: checks.mostMissing,
          due: checks.due,
          due_total: checks.dueTotal,
          locations_total: checks.locationsTotal,
        },
        marketplace: {
          active: listings.get('active') ?? 0,
          paused: listings.get('paused') ?? 0,
          closed: listings.get('closed') ?? 0,
          errors: (listings.get('inactive') ?? 0) + (listings.get('under_review') ?? 0),
        },
      };
    },
  };
}
