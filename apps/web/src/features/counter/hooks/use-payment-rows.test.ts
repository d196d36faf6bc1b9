import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaymentRows } from './use-payment-rows';

// A ticket of $1,250.50 (cents throughout).
const DUE = 125_050;

describe('usePaymentRows', () => {
  it('lets the one row left empty take what is due, and pays it in cash with change', () => {
    const { result } = renderHook(() => usePaymentRows(DUE));
    expect(result.current.amounts).toEqual([DUE]);
    expect(result.current.paid).toBe(DUE);

    const [row] = result.current.rows;
    act(() => result.current.setRow(row?.key ?? -1, { received: '1300' }));
    expect(result.current.change).toBe(130_000 - DUE);
    expect(result.current.payments()).toEqual([
      { method: 'cash', amount_cents: DUE, received_cents: 130_000, reference: null },
    ]);
  });

  it('splits a payment: the first row keeps what it covered, the new card row takes the rest', () => {
    const { result } = renderHook(() => usePaymentRows(DUE));
    const first = result.current.rows[0]?.key ?? -1;
    act(() => result.current.setRow(first, { amount: '1000' }));
    act(() => result.current.addRow());
    expect(result.current.rows.map((row) => row.method)).toEqual(['cash', 'card']);
    expect(result.current.amounts).toEqual([100_000, DUE - 100_000]);

    const card = result.current.rows[1]?.key ?? -1;
    act(() => result.current.setRow(card, { reference: '4321' }));
    expect(result.current.payments()[1]).toEqual({
      method: 'card',
      amount_cents: DUE - 100_000,
      received_cents: null,
      reference: '4321',
    });
    act(() => result.current.removeRow(card));
    expect(result.current.rows).toHaveLength(1);
    expect(result.current.paid).toBe(100_000);
  });

  it('adding a row fixes the empty last row to what it was covering', () => {
    const { result } = renderHook(() => usePaymentRows(DUE));
    act(() => result.current.addRow());
    expect(result.current.rows[0]?.amount).toBe('1250.5');
    expect(result.current.amounts).toEqual([DUE, 0]);
  });
});
