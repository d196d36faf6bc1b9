import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateAbono, statementFigures, withinCreditLimit } from './customer-accounts.ts';

describe('allocateAbono', () => {
  it('pays the oldest debt first and leaves the newer ones owing', () => {
    expect(
      allocateAbono(40_000, [
        { saleId: 1, outstandingCents: 30_000 },
        { saleId: 2, outstandingCents: 50_000 },
      ]),
    ).toEqual([
      { saleId: 1, amountCents: 30_000 },
      { saleId: 2, amountCents: 10_000 },
    ]);
  });

  it('refuses more than is owed, zero and fractions of a cent', () => {
    const debts = [{ saleId: 1, outstandingCents: 100 }];
    expect(allocateAbono(101, debts)).toBeNull();
    expect(allocateAbono(0, debts)).toBeNull();
    expect(allocateAbono(10.5, debts)).toBeNull();
    expect(allocateAbono(1, [])).toBeNull();
  });

  it('always applies exactly the abono and never more than a debt owes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 8_000_000 }),
        (owed, amount) => {
          const debts = owed.map((cents, index) => ({ saleId: index + 1, outstandingCents: cents }));
          const total = owed.reduce((a, b) => a + b, 0);
          const applied = allocateAbono(amount, debts);
          if (amount > total) {
            expect(applied).toBeNull();
            return;
          }
          expect(applied?.reduce((sum, part) => sum + part.amountCents, 0)).toBe(amount);
          for (const part of applied ?? [])
            expect(part.amountCents).toBeLessThanOrEqual(owed[(part.saleId ?? 1) - 1] ?? 0);
        },
      ),
    );
  });
});

describe('statementFigures', () => {
  it('runs the balance from the opening and tells charges from payments', () => {
    expect(
      statementFigures(20_000, [
        { amountCents: 15_000, balanceAfterCents: 35_000 },
        { amountCents: -5_000, balanceAfterCents: 30_000 },
      ]),
    ).toEqual({
      runningCents: [35_000, 30_000],
      chargesCents: 15_000,
      paymentsCents: 5_000,
      closingCents: 30_000,
      consistent: true,
    });
  });

  it('flags a stored balance that disagrees with the sum of the movements', () => {
    expect(statementFigures(0, [{ amountCents: 100, balanceAfterCents: 90 }]).consistent).toBe(false);
  });
});

describe('withinCreditLimit', () => {
  it('no limit allows anything; a limit is reached exactly, not passed', () => {
    expect(withinCreditLimit(1_000_000, 1, null)).toBe(true);
    expect(withinCreditLimit(70_000, 30_000, 100_000)).toBe(true);
    expect(withinCreditLimit(70_000, 30_001, 100_000)).toBe(false);
  });
});
