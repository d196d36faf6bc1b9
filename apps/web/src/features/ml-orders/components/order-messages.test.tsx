import { fireEvent, screen } from '@testing-library/react';
import type { MlConversation } from '@yonke/domain/schemas';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Conversation } from './order-messages';

const BASE: MlConversation = {
  messages: [
    {
      id: 1,
      from: 'buyer',
      text: '<b>¿Tiene garantía?</b><img src=x onerror=alert(1)>',
      sent_at: '2026-11-27T12:00:00.000Z',
      read_at: null,
      status: 'available',
      sent_by_name: null,
    },
  ],
  status: 'active',
  blocked_reason: null,
  needs_option: false,
  options: [],
  can_reply: true,
  max_length: 350,
  unread_count: 1,
  notice: null,
};

describe('Conversation', () => {
  it('shows a buyer’s HTML as text, never as elements', () => {
    const { container } = renderWithProviders(<Conversation orderId={1} conversation={BASE} />);
    expect(screen.getByText('<b>¿Tiene garantía?</b><img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('No leído')).toBeTruthy();
  });

  it('counts the characters and holds a reply over 350', () => {
    renderWithProviders(<Conversation orderId={1} conversation={BASE} />);
    const box = screen.getByLabelText('Tu respuesta');
    fireEvent.change(box, { target: { value: 'Hola' } });
    expect(screen.getByText('4 de 350 caracteres')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enviar mensaje' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.change(box, { target: { value: 'a'.repeat(351) } });
    expect(screen.getByText('El mensaje no debe pasar de 350 caracteres.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enviar mensaje' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a reason when the buyer has not written, and shows a blocked conversation’s reason instead of the form', () => {
    const first = renderWithProviders(
      <Conversation
        orderId={1}
        conversation={{
          ...BASE,
          messages: [],
          needs_option: true,
          options: [
            {
              id: 'OTHER',
              label: 'Otro motivo (texto libre)',
              free_text: true,
              template_id: null,
              char_limit: 350,
              cap_available: 1,
            },
          ],
        }}
      />,
    );
    expect(screen.getAllByLabelText('Motivo del mensaje').length).toBeGreaterThan(0);
    // A free-text reason takes a text only once chosen; the plain reply box is not offered.
    expect(screen.queryByLabelText('Tu respuesta')).toBeNull();
    first.unmount();
    renderWithProviders(
      <Conversation
        orderId={1}
        conversation={{
          ...BASE,
          status: 'blocked',
          blocked_reason:
            'Mercado Libre tiene bloqueada esta conversación: el comprador bloqueó los mensajes.',
          can_reply: false,
        }}
      />,
    );
    expect(screen.getByText(/el comprador bloqueó los mensajes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar mensaje' })).toBeNull();
  });
});
