import { screen } from '@testing-library/react';
import type { MlOrder } from '@yonke/domain/schemas';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OrderCard } from './order-card';

const ORDER: MlOrder = {
  id: 5,
  ml_order_id: '2000009713473608',
  ml_status: 'paid',
  stage: 'lista_para_enviar',
  stage_label: 'Listas para enviar',
  ordered_at: '2026-11-27T12:00:00.000Z',
  account: { id: 1, name: 'Tienda Centro' },
  buyer: { nickname: 'TETE5029382', name: 'Test Test' },
  pack_id: null,
  shipment: {
    id: '44028792542',
    kind: 'flex',
    kind_label: 'Mercado Envíos Flex',
    status: 'ready_to_ship',
    substatus: 'ready_to_print',
    carrier: null,
    tracking_number: null,
    shipped_at: null,
    label_printed_at: null,
    label: 'ready',
    can_mark_shipped: false,
  },
  gross_cents: 150_000,
  fee_cents: 22_500,
  shipping_cost_cents: 8_950,
  net_cents: 118_550,
  unlinked: null,
  notice: null,
  needs_decision: false,
  cancel_reason: null,
  cancelled_at: null,
  sale: { id: 9, folio: 'V-403', status: 'pagada' },
  items: [
    {
      id: 3,
      ml_item_id: 'MLM1900000000',
      title: 'Cajuela Beat',
      quantity: 1,
      unit_price_cents: 150_000,
      sale_fee_cents: 22_500,
      sale_line_id: 11,
      part: {
        id: 609,
        code: 'AV-609',
        name: 'Cajuela Beat 2020-2021 Chevrolet',
        status_id: 4,
        status_name: 'Vendido',
        photo_url: null,
        location_name: 'P4-C7-3B',
      },
      pull_order: null,
    },
  ],
};

describe('OrderCard', () => {
  it('shows the part, where it is, the buyer, Flex and the four amounts', () => {
    renderWithProviders(
      <MemoryRouter>
        <OrderCard order={ORDER} selected={false} onSelect={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cajuela Beat 2020-2021 Chevrolet (AV-609)' })).toBeTruthy();
    expect(screen.getByText('P4-C7-3B')).toBeTruthy();
    expect(screen.getByText('TETE5029382')).toBeTruthy();
    expect(screen.getByText(/Mercado Envíos Flex/)).toBeTruthy();
    expect(screen.getByText('$1,500')).toBeTruthy();
    expect(screen.getByText('−$225')).toBeTruthy();
    expect(screen.getByText('−$89.50')).toBeTruthy();
    expect(screen.getByText('$1,185.50')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pedir al patio' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Incluir en la impresión de etiquetas' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('an order of no part of ours says why, and offers no pull order', () => {
    const unlinked: MlOrder = {
      ...ORDER,
      sale: null,
      shipping_cost_cents: 0,
      unlinked:
        'La publicación pertenece a otra cuenta de Mercado Libre: la venta no se vinculó con ninguna autoparte.',
      items: [{ ...ORDER.items[0], part: null, sale_line_id: null } as MlOrder['items'][number]],
    };
    renderWithProviders(
      <MemoryRouter>
        <OrderCard order={unlinked} selected={false} onSelect={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/pertenece a otra cuenta de Mercado Libre/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pedir al patio' })).toBeNull();
    // Nothing paid for shipping reads «$0», without a minus sign.
    expect(screen.getByText('$0')).toBeTruthy();
    expect(screen.queryByText('−$0')).toBeNull();
  });
});
