import type { DashboardData } from '@yonke/domain/schemas';
import { describe, expect, it } from 'vitest';
import { isEmptyCompany } from './dashboard-page';

// Only the fields the rule reads: a company with nothing at all.
const nothing = {
  stock: { total: { count: 0 } },
  sales: { count: 0, previous_count: 0 },
  ledger: { tickets: 0 },
  returns: { refunds_cents: 0 },
  stock_check: { locations_total: 0 },
  marketplace: { closed: 0 },
} as unknown as DashboardData;

describe('isEmptyCompany', () => {
  it('is empty only when there is nothing at all to show', () => {
    expect(isEmptyCompany(nothing)).toBe(true);
  });

  it('a company that has sold only services (tickets without parts) sees its Tablero', () => {
    expect(isEmptyCompany({ ...nothing, ledger: { ...nothing.ledger, tickets: 2 } })).toBe(false);
  });

  it('a company with a refund in the period sees its Tablero', () => {
    expect(isEmptyCompany({ ...nothing, returns: { ...nothing.returns, refunds_cents: 25_000 } })).toBe(
      false,
    );
  });
});
