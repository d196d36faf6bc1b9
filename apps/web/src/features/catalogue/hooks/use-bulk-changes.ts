import { type BulkChanges, parsePercent } from '@yonke/domain';
import { useState } from 'react';

export type PriceMode = 'keep' | 'set' | 'up' | 'down';

/** The changes typed in the bulk edit, and the change as the API takes it once they are valid. */
export function useBulkChanges() {
  const [priceMode, setPriceMode] = useState<PriceMode>('keep');
  const [amount, setAmount] = useState<number | ''>('');
  const [percent, setPercent] = useState('');
  const [statusId, setStatusId] = useState<string | null>(null);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [storeId, setStoreId] = useState<string | null>(null);
  const [changeQuality, setChangeQuality] = useState(false);
  const [quality, setQuality] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function reset() {
    setPriceMode('keep');
    setAmount('');
    setPercent('');
    setStatusId(null);
    setLocationId(null);
    setStoreId(null);
    setChangeQuality(false);
    setQuality(0);
    setErrors({});
  }

  /** The change as the API takes it, or null with the field errors shown. */
  function build(): BulkChanges | null {
    const found: Record<string, string> = {};
    const changes: BulkChanges = {};
    if (priceMode === 'set') {
      if (amount === '') found.amount = 'Escribe el precio nuevo.';
      else changes.price = { mode: 'set', amount };
    } else if (priceMode === 'up' || priceMode === 'down') {
      const basisPoints = parsePercent(percent.replace(/^[+-]/, ''));
      if (basisPoints === null || basisPoints === 0) found.percent = 'Escribe un porcentaje como 10 o 12.5.';
      else changes.price = { mode: 'percent', basisPoints: priceMode === 'up' ? basisPoints : -basisPoints };
    }
    if (statusId) changes.status_id = Number(statusId);
    if (locationId) changes.location_id = Number(locationId);
    if (storeId) changes.store_ml_id = storeId === 'none' ? null : Number(storeId);
    if (changeQuality) changes.quality = quality;
    if (Object.keys(found).length === 0 && Object.keys(changes).length === 0) {
      found.form = 'Elige al menos un cambio.';
    }
    setErrors(found);
    return Object.keys(found).length > 0 ? null : changes;
  }

  return {
    values: { priceMode, amount, percent, statusId, locationId, storeId, changeQuality, quality },
    set: {
      priceMode: setPriceMode,
      amount: setAmount,
      percent: setPercent,
      statusId: setStatusId,
      locationId: setLocationId,
      storeId: setStoreId,
      changeQuality: setChangeQuality,
      quality: setQuality,
    },
    errors,
    reset,
    build,
  };
}

export type BulkChangesState = ReturnType<typeof useBulkChanges>;
