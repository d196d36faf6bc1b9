import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DEFAULT_CHOICES, type ImportPreview } from '../api/imports';
import { PreviewDecisions } from './preview-decisions';
import { PreviewTable } from './preview-table';

// The import preview with a cost column: the cost shown as money after the price when this
// import writes it, the rows that cost more than their price, the cost's own decimal question,
// and the notice of a cost column the user may not import.

function preview(cost: Partial<ImportPreview['cost']>): ImportPreview {
  return {
    import: {
      id: 7,
      company_id: 1,
      file_name: 'inventario.xlsx',
      status: 'uploaded',
      user: null,
      headers: ['SKU', 'Título', 'Precio', 'P. compra'],
      mapping: ['reference', 'name', 'sale_price', 'cost'],
      total_rows: 2,
      rows_done: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: 0,
      skipped: 0,
      options: {},
      cancel_requested: false,
      message: null,
      created_at: '2026-11-27T17:00:00.000Z',
      started_at: null,
      finished_at: null,
    },
    counts: { created: 2, updated: 0, unchanged: 0, skipped: 0, errors: 0, total: 2, parts: 2, shown: 2 },
    rows: [
      {
        row_number: 2,
        outcome: 'created',
        part_id: null,
        parts: 1,
        values: { name: 'Faro derecho', sale_price: '900', cost: '1234.50' },
        read_from_name: {},
        incomplete: [],
        duplicate_of: null,
        corrections: [],
        warnings: ['el costo ($1,234.50) es mayor que el precio ($900)'],
        message: null,
      },
      {
        row_number: 3,
        outcome: 'created',
        part_id: null,
        parts: 1,
        values: { name: 'Faro izquierdo', sale_price: '1800', cost: '650' },
        read_from_name: {},
        incomplete: [],
        duplicate_of: null,
        corrections: [],
        warnings: [],
        message: null,
      },
    ],
    new_locations: [],
    missing_locations: [],
    price_decimal: { detected: null, chosen: null, ask: false, examples: [] },
    cost: {
      column: 'P. compra',
      imported: true,
      notice: null,
      decimal: { detected: null, chosen: null, ask: false, examples: [] },
      above_price: 1,
      ...cost,
    },
    categories_to_map: [],
    other_category_id: null,
    stock: { rows: 0, units: 0, zero_or_less: 0, mode: 'row' },
    incomplete: { total: 0, no_price: 0, no_model: 0 },
    read_from_name: 0,
    no_make: 0,
    duplicates: [],
  };
}

describe('the import preview with a cost column', () => {
  it('shows the cost as money after the price and says which rows cost more than their price', () => {
    renderWithProviders(<PreviewTable preview={preview({})} />);
    const table = screen.getByRole('table', { name: 'Vista previa de la importación' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(headers.indexOf('Precio'), headers.indexOf('Precio') + 2)).toEqual([
      'Precio',
      'Costo (precio de compra)',
    ]);
    expect(within(table).getByText('$1,234.50')).toBeTruthy();
    expect(within(table).getByText('$650')).toBeTruthy();
    expect(
      within(table).getByText('Revisar: el costo ($1,234.50) es mayor que el precio ($900)'),
    ).toBeTruthy();
  });

  it('leaves the cost out of the table when this import does not write it, and says why', () => {
    const notice =
      'La columna «P. compra» (costo) no se importa: solo el administrador y el superadministrador registran costos de compra. El resto del archivo se importa sin ella.';
    const refused = preview({ imported: false, notice, above_price: 0 });
    refused.rows = refused.rows.map((row) => ({
      ...row,
      values: { ...row.values, cost: undefined },
      warnings: [],
    }));
    renderWithProviders(
      <>
        <PreviewDecisions
          importId={7}
          preview={refused}
          choices={DEFAULT_CHOICES}
          busy={false}
          onChange={() => {}}
        />
        <PreviewTable preview={refused} />
      </>,
    );
    expect(screen.getByTestId('import-cost-notice').textContent).toContain(notice);
    expect(screen.queryByRole('columnheader', { name: 'Costo (precio de compra)' })).toBeNull();
    expect(screen.queryByTestId('import-cost-above-price')).toBeNull();
  });

  it('asks how the cost column writes its cents, apart from the price, and sends the answer', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PreviewDecisions
        importId={7}
        preview={preview({ decimal: { detected: '.', chosen: null, ask: true, examples: ['1.500'] } })}
        choices={DEFAULT_CHOICES}
        busy={false}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('¿Cómo escribe los centavos la columna Costo?')).toBeTruthy();
    expect(screen.queryByText('¿Cómo escribe los centavos la columna Precio?')).toBeNull();
    expect(screen.getByText(/por ejemplo «1\.500»/)).toBeTruthy();
    expect(screen.getByTestId('import-cost-above-price').textContent).toContain(
      '1 fila tiene un costo mayor que su precio de venta.',
    );
    fireEvent.click(screen.getByText('Coma: 1.500,50'));
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_CHOICES, costDecimal: ',' });
  });
});
