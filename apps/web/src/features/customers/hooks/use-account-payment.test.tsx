import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { CashRegister } from '@yonke/domain/schemas';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { cashRegistersKey } from '../../../lib/counter-register';
import { useAccountPayment } from './use-account-payment';

const CAJA: CashRegister = {
  id: 7,
  name: 'Caja 1',
  store_name: null,
  sellers_count: true,
  open_session: null,
  can_operate: true,
};

function renderPayment() {
  // The company's one register is already known, as after the counter's first visit.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(cashRegistersKey, [CAJA]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAccountPayment(), { wrapper });
}

describe('useAccountPayment', () => {
  it('sends cash into the counter’s register without a reference, and a transfer with its reference and no register', () => {
    const { result } = renderPayment();
    act(() => result.current.fields.onAmount('1,250.50'));
    act(() => result.current.fields.onReference('SPEI 123'));
    expect(result.current.cents).toBe(125_050);
    expect(result.current.request(125_050)).toMatchObject({
      method: 'cash',
      amount_cents: 125_050,
      reference: null,
      register_id: CAJA.id,
    });

    act(() => result.current.fields.onMethod('transfer'));
    expect(result.current.request(125_050)).toMatchObject({
      method: 'transfer',
      reference: 'SPEI 123',
      register_id: null,
    });
  });

  it('keeps the request’s id when the answer was lost, and takes a new one once the server answered', () => {
    const { result } = renderPayment();
    const first = result.current.request(100).request_id;

    act(() => result.current.refused(new ApiError(0, 'Sin conexión')));
    expect(result.current.request(100).request_id).toBe(first);

    act(() => result.current.refused(new ApiError(422, 'El monto no es válido.')));
    const second = result.current.request(100).request_id;
    expect(second).not.toBe(first);

    act(() => result.current.fields.onAmount('100'));
    act(() => result.current.fields.onReference('4321'));
    act(() => result.current.recorded());
    expect(result.current.request(100).request_id).not.toBe(second);
    expect(result.current.fields.amount).toBe('');
    expect(result.current.fields.reference).toBe('');
  });
});
