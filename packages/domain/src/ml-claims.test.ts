import { describe, expect, it } from 'vitest';
import {
  claimActionLabel,
  claimDueDate,
  claimDueText,
  claimNeedsAction,
  claimReasonText,
  sellerActions,
} from './ml-claims.ts';

describe('claims of Mercado Libre', () => {
  const players = [
    {
      role: 'complainant',
      type: 'buyer',
      user_id: 1,
      available_actions: [
        { action: 'open_dispute', due_date: '2026-11-28T10:00:00.000-04:00', mandatory: true },
      ],
    },
    {
      role: 'respondent',
      type: 'seller',
      user_id: 468424240,
      available_actions: [
        {
          action: 'send_message_to_complainant',
          due_date: '2026-11-29T10:00:00.000-04:00',
          mandatory: false,
        },
        { action: 'refund', due_date: '2026-12-01T10:00:00.000-04:00', mandatory: true },
      ],
    },
  ];

  it('takes only the seller’s actions, and the due date of the earliest mandatory one', () => {
    const actions = sellerActions(players, '468424240');
    expect(actions.map((a) => a.action)).toEqual(['send_message_to_complainant', 'refund']);
    expect(claimDueDate(actions)).toBe('2026-12-01T10:00:00.000-04:00');
    expect(claimDueDate(actions.map((a) => ({ ...a, mandatory: false })))).toBe(
      '2026-11-29T10:00:00.000-04:00',
    );
    expect(claimDueDate([])).toBeNull();
    // Not a player: the respondent seller is the seller.
    expect(sellerActions(players, '999')).toHaveLength(2);
    expect(sellerActions(null, '1')).toEqual([]);
  });

  it('needs the seller only while open with something to do', () => {
    const actions = sellerActions(players, '468424240');
    expect(claimNeedsAction('opened', actions)).toBe(true);
    expect(claimNeedsAction('closed', actions)).toBe(false);
    expect(claimNeedsAction('opened', [])).toBe(false);
  });

  it('says the reason and the actions in Spanish', () => {
    expect(claimReasonText('PDD9549', null)).toBe('Producto diferente o defectuoso');
    expect(claimReasonText('CS1', ' Quiero cancelar. ')).toBe('Cancelación de compra: Quiero cancelar.');
    expect(claimReasonText('XYZ1', null)).toBe('Motivo XYZ1');
    expect(claimReasonText(null, null)).toBe('Motivo sin indicar');
    expect(claimActionLabel('refund')).toBe('Devolver el dinero');
    expect(claimActionLabel('something_new')).toBe('Acción en Mercado Libre: something_new');
  });

  it('counts the days left as «vence en N días»', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(claimDueText('2026-11-30T12:00:00Z', now)).toBe('vence en 3 días');
    expect(claimDueText('2026-11-30T10:00:00Z', now)).toBe('vence en 3 días');
    expect(claimDueText('2026-11-28T11:00:00Z', now)).toBe('vence en 1 día');
    expect(claimDueText('2026-11-27T12:00:00Z', now)).toBe('vence hoy');
    expect(claimDueText('2026-11-27T08:00:00Z', now)).toBe('venció hoy');
    expect(claimDueText('2026-11-25T08:00:00Z', now)).toBe('venció hace 2 días');
    expect(claimDueText(null, now)).toBe('');
    expect(claimDueText('no es fecha', now)).toBe('');
  });
});
