import { afterEach, describe, expect, it, vi } from 'vitest';
import { stockPart } from '../test-parts';
import { isSuperseded } from './draft-freshness';
import { clearDraft, listDrafts, readDraft, type StockDraft, writeDraft } from './draft-storage';

function draft(locationId: number, savedAt: string, ids = [1]): StockDraft {
  return {
    version: 1,
    locationId,
    locationName: `Ubicación ${locationId}`,
    savedAt,
    rows: ids.map((id) => ({ part: stockPart(id), action: 'found' as const })),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('stock-check drafts on the device', () => {
  it('keeps a draft per location and reads it back whole, accents included', () => {
    const saved: StockDraft = {
      ...draft(7, '2026-11-23T10:00:00.000Z'),
      locationName: 'Bodega Peñón – Ánimas',
      rows: [
        { part: stockPart(1, { name: 'Calavera trasera izquierda “Nissan”' }), action: 'found' },
        { part: stockPart(2_147_483_647), action: 'added' },
      ],
    };
    writeDraft(saved);
    expect(readDraft(7)).toEqual(saved);
    expect(readDraft(8)).toBeNull();
  });

  it('removes the draft when its last row goes, and on clear', () => {
    writeDraft(draft(7, '2026-11-23T10:00:00.000Z'));
    writeDraft(draft(7, '2026-11-23T10:05:00.000Z', []));
    expect(readDraft(7)).toBeNull();
    expect(localStorage.length).toBe(0);

    writeDraft(draft(9, '2026-11-23T10:00:00.000Z'));
    clearDraft(9);
    expect(readDraft(9)).toBeNull();
  });

  it('ignores damaged, foreign and older-format entries instead of failing', () => {
    localStorage.setItem('stockCheck.draft.1', '{no es json');
    localStorage.setItem('stockCheck.draft.2', JSON.stringify({ ...draft(2, 'x'), version: 2 }));
    localStorage.setItem('stockCheck.draft.3', JSON.stringify(draft(4, '2026-11-23T10:00:00.000Z')));
    localStorage.setItem(
      'stockCheck.draft.5',
      JSON.stringify({ ...draft(5, 'x'), rows: [{ part: stockPart(1), action: 'lost' }] }),
    );
    localStorage.setItem('stockCheck.draft.6', JSON.stringify({ ...draft(6, 'x'), rows: [null] }));
    localStorage.setItem('stockCheck.draft.7', 'null');
    for (const id of [1, 2, 3, 5, 6, 7]) expect(readDraft(id)).toBeNull();
    expect(listDrafts()).toEqual([]);
  });

  it('lists every draft newest first and skips keys of other features', () => {
    writeDraft(draft(1, '2026-11-23T09:00:00.000Z'));
    writeDraft(draft(2, '2026-11-23T11:00:00.000Z'));
    writeDraft(draft(3, '2026-11-23T10:00:00.000Z'));
    localStorage.setItem('catalogue.filters', '{"q":"faro"}');
    localStorage.setItem('stockCheck.draft.', JSON.stringify(draft(0, '2026-11-23T12:00:00.000Z')));
    expect(listDrafts().map((item) => item.locationId)).toEqual([2, 3, 1]);
  });

  it('keeps counting when the storage is full or blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft(draft(7, '2026-11-23T10:00:00.000Z'))).not.toThrow();
    expect(readDraft(7)).toBeNull();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readDraft(7)).toBeNull();
    expect(() => clearDraft(7)).not.toThrow();
    expect(listDrafts()).toEqual([]);
  });
});

describe('isSuperseded', () => {
  const draft = {
    version: 1 as const,
    locationId: 7,
    locationName: 'P1-C1-1A',
    savedAt: '2026-11-20T10:00:00.000Z',
    rows: [],
  };
  const record = (created_at: string) => ({
    id: 1,
    created_at,
    location: { id: 7, name: 'P1-C1-1A' },
    user: { id: 2, name: 'Ana', avatar_url: null },
    found: 3,
    added: 0,
    missing: 1,
    changed: 0,
  });

  it('drops an unsaved count once its location was saved after its last mark', () => {
    expect(isSuperseded(draft, record('2026-11-20T10:05:00Z'))).toBe(true);
  });

  it('keeps it when the last saved count is older, or when none is known (offline)', () => {
    expect(isSuperseded(draft, record('2026-11-20T09:59:00Z'))).toBe(false);
    expect(isSuperseded(draft, null)).toBe(false);
  });
});
