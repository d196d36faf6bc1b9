import { MAX_ID, PAGE_SIZE, parseScanCode } from '@yonke/domain';
import { describe, expect, it } from 'vitest';
import { STOCK_TEXT } from '../notify';
import { stockPart as part } from '../test-parts';
import { bulkUpdateBody, newCountKey, SAVE_HINT, saveHint } from './use-stock-check-save';
import { LOADING_LOCATION, scannedPartResult, scanStep, unverifiedPart } from './use-stock-check-scan';
import { pageOfRow, pageWindow, readStockCheckUrl, stockCheckQuery } from './use-stock-check-url';

describe('stock-check URL', () => {
  it('reads the location and the page', () => {
    expect(readStockCheckUrl(new URLSearchParams('location=7&page=3'))).toEqual({ locationId: 7, page: 3 });
    expect(readStockCheckUrl(new URLSearchParams(''))).toEqual({ locationId: null, page: 1 });
  });

  it('treats anything that is not an id as no location and page 1', () => {
    for (const bad of ['0', '-3', '7a', ' 7', '1e3', '٧', String(MAX_ID + 1), '99999999999', '', '%00'])
      expect(readStockCheckUrl(new URLSearchParams({ location: bad, page: bad }))).toEqual({
        locationId: null,
        page: 1,
      });
    expect(readStockCheckUrl(new URLSearchParams({ location: String(MAX_ID) })).locationId).toBe(MAX_ID);
  });

  it('leaves page 1 out of the query and keeps later pages', () => {
    expect(stockCheckQuery(7)).toEqual({ location: '7' });
    expect(stockCheckQuery(7, 1)).toEqual({ location: '7' });
    expect(stockCheckQuery(7, 4)).toEqual({ location: '7', page: '4' });
  });

  it('clamps the page to the rows there are and slices them', () => {
    const rows = Array.from({ length: PAGE_SIZE * 2 + 1 }, (_, index) => index);
    expect(pageWindow(rows, 2)).toEqual({
      lastPage: 3,
      currentPage: 2,
      visible: rows.slice(PAGE_SIZE, PAGE_SIZE * 2),
    });
    expect(pageWindow(rows, 99).visible).toEqual([PAGE_SIZE * 2]);
    expect(pageWindow([], 5)).toEqual({ lastPage: 1, currentPage: 1, visible: [] });
  });

  it('finds the page of a row', () => {
    expect(pageOfRow(0)).toBe(1);
    expect(pageOfRow(PAGE_SIZE - 1)).toBe(1);
    expect(pageOfRow(PAGE_SIZE)).toBe(2);
  });
});

describe('scanStep', () => {
  const counting = { locationId: 7, requestedLocationId: 7, loading: false };

  it('opens a scanned location whatever is being counted', () => {
    expect(scanStep(parseScanCode('location-12'), counting)).toEqual({ kind: 'location', id: 12 });
    expect(
      scanStep(parseScanCode('https://yonke.mx/x?location-12'), { ...counting, locationId: null }),
    ).toEqual({
      kind: 'location',
      id: 12,
    });
  });

  it('looks a part up by its id or its AG id in the counted location', () => {
    expect(scanStep(parseScanCode('autopart-55'), counting)).toEqual({
      kind: 'part',
      code: { kind: 'autopart', id: 55 },
      locationId: 7,
    });
    expect(scanStep(parseScanCode('  880 '), counting)).toEqual({
      kind: 'part',
      code: { kind: 'agId', agId: 880 },
      locationId: 7,
    });
  });

  it('refuses parts read while another location is being opened', () => {
    expect(scanStep(parseScanCode('autopart-55'), { ...counting, requestedLocationId: 9 })).toEqual({
      kind: 'refuse',
      message: LOADING_LOCATION,
    });
  });

  it('refuses parts with no location open or while its list loads', () => {
    const choose = { kind: 'refuse', message: STOCK_TEXT.chooseLocationFirst };
    expect(
      scanStep(parseScanCode('autopart-55'), { locationId: null, requestedLocationId: null, loading: false }),
    ).toEqual(choose);
    expect(scanStep(parseScanCode('autopart-55'), { ...counting, loading: true })).toEqual(choose);
  });

  it('refuses text that is no code: accents, NUL bytes, lone surrogates, ids above the ceiling', () => {
    const notFound = { kind: 'refuse', message: STOCK_TEXT.notFound };
    for (const raw of [
      '',
      'Calavera señorita',
      'autopart-\u000055',
      '\ud800',
      `autopart-${MAX_ID + 1}`,
      'x'.repeat(300),
      // A vehicle label is no part of the location.
      'vehicle-7',
    ])
      expect(scanStep(parseScanCode(raw), counting)).toEqual(notFound);
  });
});

describe('scannedPartResult', () => {
  it('says whether the part was found here or added to the location', () => {
    const faro = part(55, { name: 'Faro Peñasco' });
    expect(scannedPartResult('found', faro)).toEqual({
      toast: STOCK_TEXT.found,
      result: { tone: 'info', text: 'Autoparte encontrada: AV-55 · Faro Peñasco' },
    });
    expect(scannedPartResult('alreadyAdded', faro).result.tone).toBe('info');
    expect(scannedPartResult('added', faro)).toEqual({
      toast: STOCK_TEXT.added,
      result: { tone: 'success', text: 'Autoparte agregada: AV-55 · Faro Peñasco' },
    });
  });
});

describe('saving the count', () => {
  it('sends every row with what the device knows of it', () => {
    const rows = [
      { part: part(1), action: 'found' as const },
      { part: part(2, { location_id: null, ml_id: 'MLM1', ml_status: 'active' }), action: 'added' as const },
      { part: part(MAX_ID), action: null },
    ];
    expect(bulkUpdateBody({ id: 7, name: 'Rack Ñ-1' }, rows, 'count-key-0001-abcdef')).toEqual({
      location: { id: 7, name: 'Rack Ñ-1' },
      idempotency_key: 'count-key-0001-abcdef',
      autoparts: [
        { id: 1, status_id: 1, location_id: 7, ml_id: null, ml_status: null, action: 'found' },
        { id: 2, status_id: 1, location_id: null, ml_id: 'MLM1', ml_status: 'active', action: 'added' },
        { id: MAX_ID, status_id: 1, location_id: 7, ml_id: null, ml_status: null, action: null },
      ],
    });
    expect(bulkUpdateBody({ id: 7, name: 'Vacía' }, [], 'k'.repeat(16)).autoparts).toEqual([]);
  });

  it('sends a part scanned without connection without a status the device never read', () => {
    const rows = [{ part: unverifiedPart(42), action: 'added' as const }];
    expect(bulkUpdateBody({ id: 7, name: 'Rack' }, rows, 'count-key-0002-abcdef').autoparts).toEqual([
      { id: 42, status_id: null, location_id: null, ml_id: null, ml_status: null, action: 'added' },
    ]);
    expect(scannedPartResult('added', unverifiedPart(42)).toast).toBe(STOCK_TEXT.addedOffline);
  });

  it('makes a new key for every count, in the form the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newCountKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('explains a disabled Guardar only when a location is open and nothing is marked', () => {
    expect(saveHint({ hasLocation: true, dirty: false, pending: false })).toBe(SAVE_HINT);
    expect(saveHint({ hasLocation: false, dirty: false, pending: false })).toBeNull();
    expect(saveHint({ hasLocation: true, dirty: true, pending: false })).toBeNull();
    expect(saveHint({ hasLocation: true, dirty: false, pending: true })).toBeNull();
  });
});
