import { act, renderHook } from '@testing-library/react';
import type { BulkChanges } from '@yonke/domain';
import { describe, expect, it } from 'vitest';
import { useBulkChanges } from './use-bulk-changes';

function build(result: { current: ReturnType<typeof useBulkChanges> }): BulkChanges | null {
  let changes: BulkChanges | null = null;
  act(() => {
    changes = result.current.build();
  });
  return changes;
}

describe('useBulkChanges', () => {
  it('asks for at least one change', () => {
    const { result } = renderHook(() => useBulkChanges());
    expect(build(result)).toBeNull();
    expect(result.current.errors).toEqual({ form: 'Elige al menos un cambio.' });
  });

  it('asks for the price or the percentage its mode needs', () => {
    const { result } = renderHook(() => useBulkChanges());
    act(() => result.current.set.priceMode('set'));
    expect(build(result)).toBeNull();
    expect(result.current.errors.amount).toBe('Escribe el precio nuevo.');

    act(() => result.current.set.priceMode('down'));
    act(() => result.current.set.percent('0'));
    expect(build(result)).toBeNull();
    expect(result.current.errors.percent).toBe('Escribe un porcentaje como 10 o 12.5.');
  });

  it('builds the change as the API takes it, and reset starts over', () => {
    const { result } = renderHook(() => useBulkChanges());
    act(() => {
      result.current.set.priceMode('down');
      result.current.set.percent('12.5');
      result.current.set.storeId('none');
      result.current.set.locationId('7');
      result.current.set.changeQuality(true);
      result.current.set.quality(4);
    });
    expect(build(result)).toEqual({
      price: { mode: 'percent', basisPoints: -1_250 },
      store_ml_id: null,
      location_id: 7,
      quality: 4,
    });
    expect(result.current.errors).toEqual({});

    act(() => result.current.reset());
    expect(result.current.values.priceMode).toBe('keep');
    expect(build(result)).toBeNull();
  });
});
