import { screen, within } from '@testing-library/react';
import type { DashboardData } from '@yonke/domain/schemas';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReturnsSection } from './returns-section';

const RETURNS: DashboardData['returns'] = {
  sales_cents: 380_000,
  refunds_cents: 380_000,
  net_cents: 0,
  by_reason: [{ reason: 'no_funciona', count: 2, amount_cents: 220_000 }],
  by_outcome: [
    { outcome: 'refund_original', count: 2, amount_cents: 240_000 },
    { outcome: 'store_credit', count: 3, amount_cents: 140_000 },
  ],
  parts: { back_to_stock: 2, in_review: 1, scrapped: 2 },
  cost: {
    written_off_cents: 80_050,
    cost_unknown: 1,
    back_to_stock_cost_cents: 30_000,
    back_to_stock_without_cost: 1,
  },
  warranty_by_category: [],
  warranty_by_seller: [],
};

// Only the section's own part of the Tablero's answer is read.
const render = (returns: DashboardData['returns']) =>
  renderWithProviders(<ReturnsSection data={{ returns } as DashboardData} />);

describe('ReturnsSection', () => {
  it('shows the merma written off at cost to the cent, the parts without a cost, and where the parts went', () => {
    render(RETURNS);
    const section = screen.getByRole('region', { name: 'Devoluciones y garantías' });
    expect(within(section).getByText('Merma dada de baja (a costo)')).toBeTruthy();
    expect(within(section).getByText('$800.50')).toBeTruthy();
    expect(within(section).getByText('1 pieza con costo no registrado, dada de baja en $0')).toBeTruthy();
    expect(within(section).getByText('$300')).toBeTruthy();
    expect(within(section).getByText('2 piezas (1 pieza sin costo registrado)')).toBeTruthy();
    expect(within(section).getByText('Reembolso a la forma de pago original')).toBeTruthy();
    expect(within(section).getByText('3 veces · $1,400')).toBeTruthy();
    expect(within(section).getByText('En revisión')).toBeTruthy();
  });

  it('without costs from the server (a supervisor) shows where the parts went and no cost at all', () => {
    const { cost: _cost, ...withoutCost } = RETURNS;
    render(withoutCost);
    const section = screen.getByRole('region', { name: 'Devoluciones y garantías' });
    expect(within(section).queryByText(/a costo/)).toBeNull();
    expect(within(section).queryByText('$800.50')).toBeNull();
    expect(within(section).getByText('Merma')).toBeTruthy();
    expect(within(section).getAllByText('2 piezas')).toHaveLength(2);
  });
});
