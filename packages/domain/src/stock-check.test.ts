import { describe, expect, it } from 'vitest';
import { parseScanCode } from './scan-code.ts';
import {
  applyStockRowEvent,
  type CountedPart,
  findScannedRow,
  plannedCounts,
  planStockCheck,
  restoreStockRows,
  STOCK_CHECK_STATUSES,
  STOCK_UNCOUNTED_STATUSES,
  type StockAction,
  type StockRow,
  stockCheckConflicts,
  stockCheckCounts,
  stockCheckFingerprintSource,
  uncountedText,
} from './stock-check.ts';

const part = (id: number, ag_id: number | null = null) => ({ id, ag_id, name: `Parte ${id}` });
type Part = ReturnType<typeof part>;

function rows(...entries: [number, StockRow['action']][]): StockRow<Part>[] {
  return entries.map(([id, action]) => ({ part: part(id, id + 1000), action }));
}

describe('applyStockRowEvent', () => {
  it('toggles a row from none to found and back', () => {
    const first = applyStockRowEvent(rows([1, null], [2, null]), { type: 'toggle', id: 1 });
    expect(first.outcome).toBe('found');
    expect(first.rows.map((row) => row.action)).toEqual(['found', null]);
    const second = applyStockRowEvent(first.rows, { type: 'toggle', id: 1 });
    expect(second.outcome).toBe('unmarked');
    expect(second.rows.map((row) => row.action)).toEqual([null, null]);
  });

  it('removes an added row when it is toggled', () => {
    const result = applyStockRowEvent(rows([1, null], [9, 'added']), { type: 'toggle', id: 9 });
    expect(result.outcome).toBe('removed');
    expect(result.rows.map((row) => row.part.id)).toEqual([1]);
  });

  it('ignores a toggle of a row that is not listed', () => {
    const before = rows([1, null]);
    const result = applyStockRowEvent(before, { type: 'toggle', id: 5 });
    expect(result.outcome).toBe('none');
    expect(result.rows).toEqual(before);
  });

  it('marks a scanned listed part as found, and keeps it found when scanned again', () => {
    const first = applyStockRowEvent(rows([1, null], [2, null]), { type: 'scan', part: part(2), via: 'id' });
    expect(first.outcome).toBe('found');
    expect(first.rows.map((row) => row.action)).toEqual([null, 'found']);
    const again = applyStockRowEvent(first.rows, { type: 'scan', part: part(2), via: 'id' });
    expect(again.outcome).toBe('found');
    expect(again.rows.map((row) => row.action)).toEqual([null, 'found']);
  });

  it('leaves an added part added when it is scanned again', () => {
    const result = applyStockRowEvent(rows([1, null], [9, 'added']), {
      type: 'scan',
      part: part(9),
      via: 'id',
    });
    expect(result.outcome).toBe('alreadyAdded');
    expect(result.rows.map((row) => row.action)).toEqual([null, 'added']);
  });

  it('appends a part that is not listed: as added by id, as found by AG id', () => {
    const byId = applyStockRowEvent(rows([1, null]), { type: 'scan', part: part(7), via: 'id' });
    expect(byId.outcome).toBe('added');
    expect(byId.rows.at(-1)).toEqual({ part: part(7), action: 'added' });
    const byAg = applyStockRowEvent(rows([1, null]), { type: 'scan', part: part(8, 88), via: 'agId' });
    expect(byAg.outcome).toBe('found');
    expect(byAg.rows.at(-1)).toEqual({ part: part(8, 88), action: 'found' });
  });

  it('never mutates the rows it was given', () => {
    const before = rows([1, null], [2, 'added']);
    const copy = structuredClone(before);
    applyStockRowEvent(before, { type: 'toggle', id: 1 });
    applyStockRowEvent(before, { type: 'toggle', id: 2 });
    applyStockRowEvent(before, { type: 'scan', part: part(3), via: 'id' });
    expect(before).toEqual(copy);
  });
});

describe('findScannedRow', () => {
  const list = rows([1, null], [2, 'found']);
  it('finds autopart codes by id and bare numbers by AG id', () => {
    expect(findScannedRow(list, parseScanCode('autopart-2'))?.part.id).toBe(2);
    expect(findScannedRow(list, parseScanCode('1001'))?.part.id).toBe(1);
    expect(findScannedRow(list, parseScanCode('autopart-5'))).toBeUndefined();
    expect(findScannedRow(list, parseScanCode('location-1'))).toBeUndefined();
    expect(findScannedRow(list, parseScanCode('faro'))).toBeUndefined();
  });
});

describe('restoreStockRows', () => {
  it('lays saved actions over the loaded list and appends the parts it no longer lists', () => {
    const loaded = rows([1, null], [2, null], [3, null]);
    const restored = restoreStockRows(loaded, [
      { part: part(2, 1002), action: 'found' },
      { part: part(9, 1009), action: 'added' },
    ]);
    expect(restored.map((row) => [row.part.id, row.action])).toEqual([
      [1, null],
      [2, 'found'],
      [3, null],
      [9, 'added'],
    ]);
  });
});

describe('stockCheckCounts', () => {
  it('counts found, added and missing rows', () => {
    expect(stockCheckCounts(rows([1, 'found'], [2, null], [3, 'added'], [4, 'found'], [5, null]))).toEqual({
      found: 2,
      added: 1,
      missing: 2,
    });
  });
});

describe('stockCheckFingerprintSource', () => {
  it('does not depend on the order the rows were sent in', () => {
    const a = stockCheckFingerprintSource(3, [
      [5, 'found'],
      [2, 'added'],
    ]);
    const b = stockCheckFingerprintSource(3, [
      [2, 'added'],
      [5, 'found'],
    ]);
    expect(a).toBe(b);
  });

  it('differs by location and by action', () => {
    const base = stockCheckFingerprintSource(3, [[5, 'found']]);
    expect(stockCheckFingerprintSource(4, [[5, 'found']])).not.toBe(base);
    expect(stockCheckFingerprintSource(3, [[5, 'added']])).not.toBe(base);
  });
});

describe('planStockCheck', () => {
  const here = { id: 10, name: 'P1-C1-1A' };
  const counted = (values: Partial<CountedPart> & { id: number }): CountedPart => ({
    statusId: 1,
    locationId: here.id,
    locationName: here.name,
    mlId: null,
    mlStatus: null,
    ...values,
  });
  const plan = (parts: CountedPart[], actions: [number, StockAction][]) =>
    planStockCheck(here, new Map(actions), parts);

  it('records a found part without changing it when it is available', () => {
    const [result] = plan([counted({ id: 1 })], [[1, 'found']]);
    expect(result).toMatchObject({ outcome: 'found', statusId: 1, changed: false });
    expect(result?.activity).toBe('Inventario: encontrada en P1-C1-1A');
  });

  it('makes a found part available again when it was not available', () => {
    const [result] = plan([counted({ id: 1, statusId: 2 })], [[1, 'found']]);
    expect(result).toMatchObject({ outcome: 'found', statusId: 1, changed: true, statusChanged: true });
    expect(result?.activity).toBe(
      'Inventario: encontrada en P1-C1-1A; Estatus actualizado: No disponible → Disponible',
    );
  });

  it('moves an added part here, and makes it available when it was not', () => {
    const [result] = plan(
      [counted({ id: 2, statusId: 2, locationId: 11, locationName: 'P1-C1-1B' })],
      [[2, 'added']],
    );
    expect(result).toMatchObject({ outcome: 'added', statusId: 1, locationId: 10, changed: true });
    expect(result?.activity).toBe(
      'Inventario: movida de P1-C1-1B a P1-C1-1A; Estatus actualizado: No disponible → Disponible',
    );
  });

  it('moves a part without location and says so', () => {
    const [result] = plan([counted({ id: 2, locationId: null, locationName: null })], [[2, 'added']]);
    expect(result?.activity).toBe('Inventario: movida de sin ubicación a P1-C1-1A');
  });

  it('moves a part sent as found that is recorded elsewhere', () => {
    const [result] = plan([counted({ id: 3, locationId: 11, locationName: 'P1-C1-1B' })], [[3, 'found']]);
    expect(result).toMatchObject({ outcome: 'added', locationId: 10, changed: true, statusChanged: false });
  });

  it('treats an added part already recorded here as found', () => {
    const [result] = plan([counted({ id: 3 })], [[3, 'added']]);
    expect(result).toMatchObject({ outcome: 'found', changed: false });
  });

  it('marks a missing available part as not available and pauses its listing', () => {
    const [result] = plan([counted({ id: 4, mlId: 'MLM1', mlStatus: 'active' })], []);
    expect(result).toMatchObject({ outcome: 'missing', statusId: 2, mlStatus: 'paused', changed: true });
    expect(result?.activity).toBe(
      'Inventario: no encontrada en P1-C1-1A; Estatus actualizado: Disponible → No disponible; Estatus de Mercado Libre actualizado: Activo → Pausado',
    );
  });

  it('leaves missing parts that are already unavailable or incomplete as they are', () => {
    const result = plan([counted({ id: 5, statusId: 2 }), counted({ id: 6, statusId: 5 })], []);
    expect(result.map((row) => [row.outcome, row.statusId, row.changed])).toEqual([
      ['missing', 2, false],
      ['missing', 5, false],
    ]);
  });

  it('does not count parts of other statuses or places that were not sent', () => {
    expect(plan([counted({ id: 7, statusId: 4 }), counted({ id: 8, locationId: 11 })], [])).toEqual([]);
  });

  it('never reopens a closed listing', () => {
    const [result] = plan(
      [counted({ id: 9, statusId: 2, mlId: 'MLM9', mlStatus: 'closed' })],
      [[9, 'found']],
    );
    expect(result).toMatchObject({ statusId: 1, mlStatus: 'closed' });
  });

  it('counts outcomes and changes', () => {
    const result = plan(
      [
        counted({ id: 1 }),
        counted({ id: 2, statusId: 2 }),
        counted({ id: 3, locationId: 11, locationName: 'X' }),
        counted({ id: 4 }),
      ],
      [
        [1, 'found'],
        [2, 'found'],
        [3, 'added'],
      ],
    );
    expect(plannedCounts(result)).toEqual({ found: 2, added: 1, missing: 1, changed: 3 });
  });
});

describe('stockCheckConflicts', () => {
  const at = (id: number, statusId: number, locationId: number | null) => ({
    id,
    statusId,
    locationId,
    locationName: locationId === null ? null : `L${locationId}`,
    mlId: null,
    mlStatus: null,
  });

  it('finds nothing when every part is as the device read it', () => {
    expect(
      stockCheckConflicts(
        7,
        [
          { id: 1, statusId: 1, locationId: 7 },
          { id: 2, statusId: 2, locationId: 7 },
        ],
        [at(1, 1, 7), at(2, 2, 7)],
      ),
    ).toEqual([]);
  });

  it('reports a part whose status or location changed since the device read it', () => {
    expect(
      stockCheckConflicts(
        7,
        [
          { id: 1, statusId: 1, locationId: 7 },
          { id: 2, statusId: 1, locationId: 7 },
          { id: 3, statusId: 1, locationId: 9 },
        ],
        [at(1, 4, 7), at(2, 1, 8), at(3, 1, 9)],
      ),
    ).toEqual([
      { id: 1, reason: 'changed' },
      { id: 2, reason: 'changed' },
    ]);
  });

  it('does not compare a row the device never read (scanned without connection)', () => {
    expect(
      stockCheckConflicts(7, [{ id: 5 }, { id: 6, statusId: null }], [at(5, 3, 2), at(6, 1, null)]),
    ).toEqual([]);
  });

  it('reports a deleted part and a part put in the location after the device loaded it', () => {
    expect(
      stockCheckConflicts(
        7,
        [{ id: 1, statusId: 1, locationId: 7 }],
        [at(1, 1, 7), at(4, 1, 7), at(8, 4, 7)],
      ),
    ).toEqual([{ id: 4, reason: 'unseen' }]);
    expect(stockCheckConflicts(7, [{ id: 9, statusId: 1, locationId: 7 }], [])).toEqual([
      { id: 9, reason: 'gone' },
    ]);
  });
});

describe('uncountedText', () => {
  it('names the parts in the stock that the count leaves out, agreeing in number', () => {
    expect(uncountedText([])).toBeNull();
    expect(uncountedText([3])).toBe(
      '1 autoparte «Separado» está en el stock de la ubicación pero no se revisa en el inventario ni se marca como faltante.',
    );
    expect(uncountedText([6, 3, 3])).toBe(
      '2 autopartes «Separado» y 1 autoparte «Sin Mercado Libre» están en el stock de la ubicación pero no se revisan en el inventario ni se marcan como faltantes.',
    );
  });

  it('leaves out exactly the statuses a location counts as stock and the count does not list', () => {
    const inStock = [1, 2, 3, 5, 6];
    expect([...STOCK_CHECK_STATUSES, ...STOCK_UNCOUNTED_STATUSES].sort()).toEqual(inStock);
  });
});
