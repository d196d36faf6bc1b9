import { describe, expect, it } from 'vitest';
import { TAX_RATES } from '../tax.ts';
import { invoiceAmounts, taxTolerance } from './amounts.ts';
import { buildPaymentComplementXml, type PaidDocument, paymentTaxShare } from './pagos.ts';

describe('the IVA a payment carries (TrasladoDR)', () => {
  it('installments add up to the invoice’s base exactly, and each ImporteDR is within the SAT’s tolerance', () => {
    for (const rate of TAX_RATES) {
      for (const total of [1, 99, 100, 1_234_57, 116_00, 999_999_99, 3]) {
        const invoice = invoiceAmounts([{ quantity: 1, unitPriceCents: total, netCents: total }], rate);
        const figures = { totalCents: total, baseCents: invoice.baseCents, rate };
        // Pay it in installments of 1/3, then whatever is left, then the remaining cent(s).
        const parts = [Math.floor(total / 3), Math.floor(total / 3)];
        parts.push(total - parts[0]! - parts[1]!);
        let before = 0;
        let bases = 0;
        for (const paid of parts.filter((p) => p > 0)) {
          const share = paymentTaxShare(figures, before, paid);
          const { min, max } = taxTolerance(share.baseCents, rate);
          expect(share.taxCents).toBeGreaterThanOrEqual(min);
          expect(share.taxCents).toBeLessThanOrEqual(max);
          bases += share.baseCents;
          before += paid;
        }
        expect(bases, `${rate} ${total}`).toBe(invoice.baseCents);
      }
    }
  });

  it('a payment of the whole invoice carries its whole base', () => {
    expect(paymentTaxShare({ totalCents: 116_00, baseCents: 100_00, rate: 1600 }, 0, 116_00)).toEqual({
      baseCents: 100_00,
      taxCents: 16_00,
    });
    expect(paymentTaxShare({ totalCents: 108_00, baseCents: 100_00, rate: 800 }, 0, 54_00)).toEqual({
      baseCents: 50_00,
      taxCents: 4_00,
    });
  });

  it('refuses a payment beyond the balance', () => {
    expect(() => paymentTaxShare({ totalCents: 100, baseCents: 86, rate: 1600 }, 60, 41)).toThrow(RangeError);
    expect(() => paymentTaxShare({ totalCents: 100, baseCents: 86, rate: 1600 }, 0, 0)).toThrow(RangeError);
  });
});

describe('the CFDI of type P', () => {
  const document = (overrides: Partial<PaidDocument> = {}): PaidDocument => ({
    uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
    series: 'F',
    folio: '7',
    installment: 2,
    previousBalanceCents: 1_000_00,
    paidCents: 400_00,
    rate: 1600,
    tax: { baseCents: 344_83, taxCents: 55_17 },
    ...overrides,
  });
  const input = (documents: PaidDocument[], form = '03') => ({
    series: 'F',
    folio: '9',
    date: '2026-11-27T10:00:00',
    placeOfIssue: '26015',
    certificateNumber: '30001000000500003416',
    certificate: 'MII',
    issuer: { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', regime: '601' },
    receiver: { rfc: 'GODE561231GR8', name: 'DIANA GONZALEZ ESPINOZA', postalCode: '64000', regime: '612' },
    payment: { date: '2026-11-26T18:30:00', form, operation: 'SPEI 123', documents },
    seal: '',
  });

  it('is all zeros in XXX with one «Pago» concept, and states each document’s balances and the totals per rate', () => {
    const xml = buildPaymentComplementXml(
      input([
        document(),
        document({
          uuid: 'b',
          rate: 800,
          installment: 1,
          previousBalanceCents: 108_00,
          paidCents: 108_00,
          tax: { baseCents: 100_00, taxCents: 8_00 },
        }),
      ]),
    );
    expect(xml).toContain('SubTotal="0" Moneda="XXX" Total="0" TipoDeComprobante="P" Exportacion="01"');
    expect(xml).not.toContain('FormaPago=');
    expect(xml).not.toContain('MetodoPago=');
    expect(xml).toContain('UsoCFDI="CP01"');
    expect(xml).toContain(
      'ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago" ValorUnitario="0" Importe="0" ObjetoImp="01"',
    );
    expect(xml).toContain(
      'IdDocumento="A1B2C3D4-0000-4000-8000-000000000001" Serie="F" Folio="7" MonedaDR="MXN" EquivalenciaDR="1" NumParcialidad="2" ImpSaldoAnt="1000.00" ImpPagado="400.00" ImpSaldoInsoluto="600.00" ObjetoImpDR="02"',
    );
    expect(xml).toContain(
      '<pago20:Totales TotalTrasladosBaseIVA16="344.83" TotalTrasladosImpuestoIVA16="55.17" TotalTrasladosBaseIVA8="100.00" TotalTrasladosImpuestoIVA8="8.00" MontoTotalPagos="508.00"/>',
    );
    expect(xml).toContain(
      'FormaDePagoP="03" MonedaP="MXN" TipoCambioP="1" Monto="508.00" NumOperacion="SPEI 123"',
    );
  });

  it('never writes FormaDePagoP 99 nor a payment beyond the balance', () => {
    expect(() => buildPaymentComplementXml(input([document()], '99'))).toThrow();
    expect(() => buildPaymentComplementXml(input([document({ paidCents: 1_000_01 })]))).toThrow();
  });
});
