import { screen } from '@testing-library/react';
import type { MlClaim } from '@yonke/domain/schemas';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ClaimCard, dueLabel } from './claim-card';

const DAY = 86_400_000;

const CLAIM: MlClaim = {
  id: 1,
  ml_claim_id: '5255026166',
  order_id: 5,
  ml_order_id: '2000009713473608',
  type: 'mediations',
  type_label: 'Reclamo',
  stage: 'claim',
  stage_label: 'Reclamo con el comprador',
  status: 'opened',
  status_label: 'Abierto',
  reason_id: 'PDD1',
  reason: 'Producto diferente o defectuoso: El producto es defectuoso.',
  actions: [
    {
      action: 'send_message_to_complainant',
      label: 'Enviar un mensaje al comprador',
      due_at: null,
      mandatory: true,
    },
    { action: 'refund', label: 'Devolver el dinero', due_at: null, mandatory: false },
  ],
  due_at: new Date(Date.now() + 2.5 * DAY).toISOString(),
  needs_action: true,
  resolution: null,
  closed_at: null,
  return_status: null,
  return_shipment_status: null,
  return_received: false,
  sale_id: 9,
  sale_line_id: 11,
  line_returned: false,
  opened_at: '2026-11-27T12:00:00.000Z',
  updated_at: '2026-11-27T12:00:00.000Z',
};

function show(claim: MlClaim, showOrder = false) {
  renderWithProviders(
    <MemoryRouter>
      <ClaimCard claim={claim} showOrder={showOrder} />
    </MemoryRouter>,
  );
}

describe('a Mercado Libre claim', () => {
  it('shows the reason, the due date with the days left and the seller’s actions', () => {
    show(CLAIM);
    expect(screen.getByText(/El producto es defectuoso/)).toBeTruthy();
    expect(screen.getByText(/vence en 3 días/)).toBeTruthy();
    expect(screen.getByText('Enviar un mensaje al comprador (obligatorio)')).toBeTruthy();
    expect(screen.getByText('Devolver el dinero')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Registrar devolución' })).toBeNull();
  });

  it('a delivered return opens the returns flow of the sale’s ticket, once', () => {
    const received = {
      ...CLAIM,
      status: 'closed',
      status_label: 'Cerrado',
      needs_action: false,
      return_status: 'delivered',
      return_shipment_status: 'delivered',
      return_received: true,
    };
    show(received);
    expect(screen.getByText('Devolución recibida')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrar devolución' }).getAttribute('href')).toBe(
      '/returns/new?sale=9&ml_order=5',
    );
    expect(screen.queryByText(/vence/)).toBeNull();
  });

  it('says so when the return was already registered, and marks a claim of an unknown order', () => {
    show({ ...CLAIM, return_received: true, line_returned: true, order_id: null }, true);
    expect(screen.getByText('La devolución ya se registró en Yonke.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Registrar devolución' })).toBeNull();
    expect(screen.getByText('No vinculado')).toBeTruthy();
    expect(screen.getByText(/Yonke aún no tiene esta venta/)).toBeTruthy();
  });

  it('formats the due date with the one formatter', () => {
    const now = new Date('2026-11-27T18:00:00Z');
    expect(dueLabel('2026-11-30T18:00:00Z', now)).toBe('Vence el Nov 30, 2026 (vence en 3 días)');
    expect(dueLabel(null, now)).toBe('');
  });
});
