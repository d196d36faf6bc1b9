import { describe, expect, it } from 'vitest';
import {
  cancelReasonText,
  canMarkShipped,
  labelReadiness,
  mlAmountToCents,
  mlOrderStage,
  orderAmounts,
  shippingKind,
} from './ml-orders.ts';

describe('mlAmountToCents', () => {
  it('reads the marketplace’s decimals exactly to the cent', () => {
    expect(mlAmountToCents(62.96)).toBe(6_296);
    expect(mlAmountToCents(0.29)).toBe(29);
    expect(mlAmountToCents(1.005)).toBe(101);
    expect(mlAmountToCents('125.9')).toBe(12_590);
    expect(mlAmountToCents(499)).toBe(49_900);
    expect(mlAmountToCents(null)).toBe(0);
    expect(mlAmountToCents('abc')).toBe(0);
  });
});

describe('orderAmounts', () => {
  it('the packs page’s order: two units of 62.96 with a sale_fee of 11.07 each', () => {
    const amounts = orderAmounts([{ quantity: 2, unitPriceCents: 6_296, saleFeeCents: 1_107 }], 819);
    expect(amounts).toEqual({
      grossCents: 12_592,
      feeCents: 2_214,
      shippingCostCents: 819,
      netCents: 9_559,
      lineNetCents: [9_559],
    });
  });

  it('shares the net over the lines by their gross, adding up exactly', () => {
    const amounts = orderAmounts(
      [
        { quantity: 1, unitPriceCents: 10_001, saleFeeCents: 1_500 },
        { quantity: 1, unitPriceCents: 20_000, saleFeeCents: 3_000 },
      ],
      1,
    );
    expect(amounts.lineNetCents.reduce((a, b) => a + b, 0)).toBe(amounts.netCents);
  });
});

describe('stages, labels and shipping', () => {
  const base = {
    mlStatus: 'paid',
    tags: [] as string[],
    shipmentStatus: 'handling',
    shipmentSubstatus: null,
  };
  it('stages', () => {
    expect(mlOrderStage(base)).toBe('por_preparar');
    expect(
      mlOrderStage({ ...base, shipmentStatus: 'ready_to_ship', shipmentSubstatus: 'ready_to_print' }),
    ).toBe('lista_para_enviar');
    expect(mlOrderStage({ ...base, shipmentStatus: 'ready_to_ship', shipmentSubstatus: 'picked_up' })).toBe(
      'enviada',
    );
    expect(mlOrderStage({ ...base, shipmentStatus: 'delivered' })).toBe('entregada');
    expect(mlOrderStage({ ...base, tags: ['claim_opened'] })).toBe('con_reclamo');
    expect(mlOrderStage({ ...base, mlStatus: 'cancelled', tags: ['claim_opened'] })).toBe('cancelada');
  });

  it('a label only for ME2 ready to ship (Flex included)', () => {
    const ready = {
      mlStatus: 'paid',
      shippingMode: 'me2',
      logisticType: 'self_service',
      shipmentStatus: 'ready_to_ship',
      shipmentSubstatus: 'ready_to_print',
    };
    expect(labelReadiness(ready)).toBe('ready');
    expect(labelReadiness({ ...ready, shipmentStatus: 'handling' })).toBe('not_ready');
    expect(labelReadiness({ ...ready, shippingMode: 'me1' })).toBe('not_me2');
    expect(labelReadiness({ ...ready, logisticType: 'fulfillment' })).toBe('not_me2');
    expect(labelReadiness({ ...ready, mlStatus: 'cancelled' })).toBe('cancelled');
    expect(labelReadiness({ ...ready, shipmentStatus: 'shipped' })).toBe('shipped');
  });

  it('shipping kinds and ME1 shipped', () => {
    expect(shippingKind('me2', 'self_service')).toBe('flex');
    expect(shippingKind('me2', 'fulfillment')).toBe('full');
    expect(shippingKind('me1', 'default')).toBe('me1');
    expect(shippingKind(null, null)).toBe('sin_envio');
    expect(canMarkShipped({ mlStatus: 'paid', shippingMode: 'me1', shipmentStatus: 'pending' })).toBe(true);
    expect(canMarkShipped({ mlStatus: 'paid', shippingMode: 'me1', shipmentStatus: 'shipped' })).toBe(false);
    expect(canMarkShipped({ mlStatus: 'paid', shippingMode: 'me2', shipmentStatus: 'pending' })).toBe(false);
  });

  it('the cancellation reason in Spanish', () => {
    expect(cancelReasonText({ requested_by: 'buyer', description: 'Ya no lo necesito' })).toBe(
      'Cancelada por el comprador: Ya no lo necesito',
    );
    expect(cancelReasonText({ code: 'pack_splitted' })).toBe(
      'Cancelada por Mercado Libre: motivo pack_splitted',
    );
    expect(cancelReasonText(null)).toBe('Cancelada por Mercado Libre: sin motivo informado');
  });
});
