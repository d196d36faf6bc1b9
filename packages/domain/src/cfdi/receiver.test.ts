import { describe, expect, it } from 'vitest';
import { FISCAL_MESSAGES, issuerErrors, receiverErrors, rfcProblem } from './receiver.ts';

const valid = {
  rfc: 'EKU9003173C9',
  name: 'ESCUELA KEMPER URGATE',
  regime: '601',
  postalCode: '26015',
  use: 'G03',
};

describe('fiscal data checked as the PAC checks it', () => {
  it('accepts a receiver whose data agree', () => {
    expect(receiverErrors(valid)).toEqual({});
    expect(receiverErrors({ ...valid, rfc: 'GODE561231GR8', regime: '612' })).toEqual({});
  });

  it('refuses an RFC whose check digit is wrong, saying which character to check', () => {
    expect(rfcProblem('EKU9003173C8').message).toBe(FISCAL_MESSAGES.rfcCheckDigit);
    expect(receiverErrors({ ...valid, rfc: 'EKU9003173C8' }).rfc).toEqual([FISCAL_MESSAGES.rfcCheckDigit]);
    expect(receiverErrors({ ...valid, rfc: 'EKU90031' }).rfc).toEqual([FISCAL_MESSAGES.rfcFormat]);
  });

  it('refuses a régimen of the other kind of person and a uso not allowed with the régimen', () => {
    expect(receiverErrors({ ...valid, regime: '612' }).tax_regime).toEqual([
      FISCAL_MESSAGES.regimePerson('moral'),
    ]);
    expect(receiverErrors({ ...valid, rfc: 'GODE561231GR8', regime: '605', use: 'G03' }).cfdi_use).toEqual([
      FISCAL_MESSAGES.useRegime('G03', '605'),
    ]);
    expect(receiverErrors({ ...valid, rfc: 'GODE561231GR8', regime: '605', use: 'S01' })).toEqual({});
  });

  it('keeps the generic RFC for «Público en general» only', () => {
    expect(receiverErrors({ ...valid, rfc: 'XAXX010101000', regime: '616', use: 'S01' }).rfc).toEqual([
      FISCAL_MESSAGES.rfcGeneric,
    ]);
  });

  it('checks the issuer’s profile too', () => {
    expect(
      issuerErrors({
        rfc: 'EKU9003173C9',
        name: 'ESCUELA KEMPER URGATE',
        regime: '601',
        postalCode: '26015',
      }),
    ).toEqual({});
    expect(
      Object.keys(issuerErrors({ rfc: 'EKU9003173C8', name: '', regime: '999', postalCode: '2601' })).sort(),
    ).toEqual(['name', 'postal_code', 'regime', 'rfc']);
  });
});
