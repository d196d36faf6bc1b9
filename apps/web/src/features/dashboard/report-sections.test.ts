import { CSV_FORMULA_PREFIXES } from '@yonke/domain';
import type { DashboardData } from '@yonke/domain/schemas';
import { describe, expect, it } from 'vitest';
import { parseDashboardParams } from './hooks/use-dashboard-params';
import { reportCsv, reportSections } from './report-sections';

const data: DashboardData = {
  period: {
    key: '7d',
    from: '2026-03-09',
    to: '2026-03-15',
    previous_from: '2026-03-02',
    previous_to: '2026-03-08',
    bucket: 'day',
  },
  company: { id: 3, name: 'Yonke, "El Güero"' },
  sales: {
    count: 2,
    income: 2034.5,
    previous_count: 1,
    previous_income: 500,
    average_discount_percent: 12.5,
    series: [{ start: '2026-03-15', count: 2, income: 2034.5 }],
    by_seller: [
      { id: 7, name: '=HYPERLINK("x")', count: 1, income: 1234.5 },
      { id: null, name: 'Mercado Libre (sin usuario)', count: 1, income: 800 },
    ],
    by_category: [],
    by_make: [],
  },
  returns: {
    sales_cents: 515_000,
    refunds_cents: 40_000,
    net_cents: 475_000,
    by_reason: [{ reason: 'no_funciona', count: 1, amount_cents: 40_000 }],
    by_outcome: [{ outcome: 'refund_cash', count: 1, amount_cents: 40_000 }],
    parts: { back_to_stock: 0, in_review: 0, scrapped: 1 },
    cost: {
      written_off_cents: 30_050,
      cost_unknown: 0,
      back_to_stock_cost_cents: 0,
      back_to_stock_without_cost: 0,
    },
    warranty_by_category: [{ id: 2, name: 'Alternadores', count: 1, amount_cents: 40_000 }],
    warranty_by_seller: [{ id: 7, name: '@Vendedor', count: 1, amount_cents: 40_000 }],
  },
  ledger: {
    tickets: 3,
    income_cents: 515_000,
    average_ticket_cents: 171_667,
    parts_per_ticket: 1.33,
    by_payment_method: [
      { method: 'cash', tickets: 1, amount_cents: 100_000 },
      { method: 'pending', tickets: 1, amount_cents: 180_050 },
    ],
    by_customer: [{ id: 4, name: '+Taller, "Libro"', tickets: 1, income_cents: 275_000 }],
    by_seller: [{ id: 7, name: 'Ana', tickets: 2, income_cents: 240_000 }],
  },
  stock: {
    by_status: [{ status_id: 1, name: 'Disponible', count: 4, value: 4000 }],
    total: { count: 4, value: 4000 },
    without_photos: 1,
    without_price: 0,
    incomplete: { count: 0, value: 0 },
  },
  aging: [{ key: '366+', label: 'Más de 365 días', min: 366, max: null, count: 4, value: 4000 }],
  stock_check: {
    locations_counted: 0,
    checks: 0,
    found: 0,
    added: 0,
    missing: 0,
    most_missing: [],
    due: [{ id: 9, name: 'P1-C1-1A', last_counted_at: null }],
    due_total: 1,
    locations_total: 1,
  },
  marketplace: { active: 1, paused: 0, closed: 0, errors: 0 },
};

describe('reportSections', () => {
  it('links each row to its list, with role 1’s company', () => {
    const sections = reportSections(data, 3);
    const sellers = sections.find((section) => section.title === 'Ventas por vendedor');
    expect(sellers?.rows[0]?.link?.params).toMatchObject({ sold_by: '7', store: '3', status: '4' });
    // A marketplace sale has no seller to filter by: no link rather than a wrong one.
    expect(sellers?.rows[1]?.link).toBeUndefined();
    const aging = sections.find((section) => section.title === 'Antigüedad de lo disponible');
    expect(aging?.rows[0]?.link?.params).toMatchObject({ stock_days_min: '366', status: '1' });
    expect(aging?.rows[0]?.link?.params.stock_days_max).toBeUndefined();
  });
});

describe('reportCsv', () => {
  it('writes plain numbers, quotes what needs quoting and defuses formulas', () => {
    const csv = reportCsv(reportSections(data, undefined), 'Reporte de Yonke, "El Güero"');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('"Reporte de Yonke, ""El Güero"""');
    expect(lines).toContain(`"'=HYPERLINK(""x"")",1,1234.5`);
    expect(lines).toContain('Mercado Libre (sin usuario),1,800');
    expect(lines).toContain('Más de 365 días,4,4000');
    // The ledger's cents as pesos the sheet can add up; a customer's name is text, never a formula.
    expect(lines).toContain('Tickets cobrados,3,5150');
    expect(lines).toContain('Ticket promedio,,1716.67');
    expect(lines).toContain('Piezas por ticket,1.33,');
    expect(lines).toContain('Por registrar,1,1800.5');
    expect(lines).toContain(`"'+Taller, ""Libro""",1,2750`);
    // Sales net of returns, refunds by reason and warranty claims by category.
    expect(lines).toContain('Ventas netas,,4750');
    expect(lines).toContain('Reembolso: No funciona,1,400');
    expect(lines).toContain('"Garantías, categoría: Alternadores",1,400');
    // What returns cost, at purchase cost, to the cent; without `cost` (roles without costs) no amount.
    expect(lines).toContain('Merma dada de baja (a costo),1,300.5');
    expect(lines).toContain('Devuelto como: Reembolso en efectivo (de la caja abierta),1,400');
    const { cost: _cost, ...withoutCost } = data.returns;
    const hidden = reportCsv(reportSections({ ...data, returns: withoutCost }, 3), 'Reporte');
    expect(hidden.slice(1).split('\r\n')).toContain('Merma dada de baja (a costo),1,');
    expect(hidden).not.toContain('costo no registrado');
  });
});

describe('reportCsv and formula prefixes', () => {
  it.each(CSV_FORMULA_PREFIXES.map((prefix) => [JSON.stringify(prefix), prefix]))(
    'writes a name beginning with %s as text',
    (_label, prefix) => {
      const seller = { id: 9, name: `${prefix}SUM(1+1)`, count: 1, income: 10 };
      const withSeller = { ...data, sales: { ...data.sales, by_seller: [seller] } };
      const csv = reportCsv(reportSections(withSeller, undefined), 'Reporte');
      expect(csv).toContain(`'${prefix}SUM(1+1)`);
      expect(csv.slice(1).split('\r\n')).not.toContain(`${prefix}SUM(1+1),1,10`);
    },
  );
});

describe('parseDashboardParams', () => {
  it('keeps only what it understands', () => {
    expect(parseDashboardParams(new URLSearchParams('period=nope&store=abc'), '7d')).toEqual({
      period: '7d',
      store: undefined,
    });
    expect(
      parseDashboardParams(new URLSearchParams('period=range&from=2026-02-30&to=2026-03-01&store=4'), '7d'),
    ).toEqual({ period: 'range', from: undefined, to: '2026-03-01', store: 4 });
  });
});
