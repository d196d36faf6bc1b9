import { type CounterPaymentMethod, cashChange, centsToPesos, parsePesos } from '@yonke/domain';
import { useRef, useState } from 'react';

export interface PaymentRow {
  key: number;
  method: CounterPaymentMethod;
  amount: string;
  received: string;
  reference: string;
}

/**
 * The payments typed for a ticket (mixed allowed) and what they add up to: the amount each row
 * pays, their sum and the change owed for cash received.
 */
export function usePaymentRows(due: number) {
  const [rows, setRows] = useState<PaymentRow[]>([
    { key: 0, method: 'cash', amount: '', received: '', reference: '' },
  ]);
  const nextKey = useRef(1);

  const amounts = rows.map((row, index) => {
    const typed = parsePesos(row.amount);
    // The last row left empty takes what is still due.
    if (row.amount.trim() === '' && index === rows.length - 1) {
      const others = rows.slice(0, -1).reduce((sum, other) => sum + (parsePesos(other.amount) ?? 0), 0);
      return Math.max(0, due - others);
    }
    return typed ?? 0;
  });
  const paid = amounts.reduce((a, b) => a + b, 0);
  const change = rows.reduce((sum, row, index) => {
    if (row.method !== 'cash' || !row.received.trim()) return sum;
    return (
      sum + cashChange({ amount_cents: amounts[index] ?? 0, received_cents: parsePesos(row.received) ?? 0 })
    );
  }, 0);

  const setRow = (key: number, patch: Partial<PaymentRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const removeRow = (key: number) => setRows((current) => current.filter((other) => other.key !== key));
  /** A new card row; the last row, if left empty, is fixed to what it was covering. */
  const addRow = () =>
    setRows((current) => [
      ...current.map((row, index) =>
        index === current.length - 1 && !row.amount.trim()
          ? { ...row, amount: String(centsToPesos(amounts[index] ?? 0)) }
          : row,
      ),
      { key: nextKey.current++, method: 'card', amount: '', received: '', reference: '' },
    ]);

  /** The payments as the API takes them. */
  const payments = () =>
    rows.map((row, index) => ({
      method: row.method,
      amount_cents: amounts[index] ?? 0,
      received_cents: row.method === 'cash' && row.received.trim() ? parsePesos(row.received) : null,
      reference: row.method === 'cash' || row.method === 'credit' ? null : row.reference,
    }));

  return { rows, amounts, paid, change, setRow, removeRow, addRow, payments };
}
