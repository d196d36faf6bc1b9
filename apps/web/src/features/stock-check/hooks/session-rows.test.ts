import { describe, expect, it } from 'vitest';
import { stockPart as part } from '../test-parts';
import { draftOf, followServerRows, type StockRowView } from './session-rows';

describe('a count following the server', () => {
  it('takes the saved status and location of the parts it sent, and leaves the others as they are', () => {
    const rows: StockRowView[] = [
      { part: part(1, { unverified: true }), action: 'found' },
      { part: part(2), action: null },
    ];
    const next = followServerRows(rows, [
      {
        id: 1,
        status_id: 3,
        status: { id: 3, name: 'Apartada' },
        location_id: null,
        location: null,
      },
    ]);
    expect(next[0]).toEqual({
      part: {
        ...part(1),
        unverified: false,
        status_id: 3,
        status_name: 'Apartada',
        location_id: null,
        location_name: null,
      },
      action: 'found',
    });
    expect(next[1]).toBe(rows[1]);
  });
});

describe('the unsaved count kept on the device', () => {
  it('keeps only the marked rows, with the location it belongs to', () => {
    const rows: StockRowView[] = [
      { part: part(1), action: 'found' },
      { part: part(2), action: null },
      { part: part(3, { location_id: 9 }), action: 'added' },
    ];
    expect(draftOf({ id: 7, name: 'Rack A-1' }, rows, '2026-11-27T18:00:00.000Z')).toEqual({
      version: 1,
      locationId: 7,
      locationName: 'Rack A-1',
      savedAt: '2026-11-27T18:00:00.000Z',
      rows: [
        { part: part(1), action: 'found' },
        { part: part(3, { location_id: 9 }), action: 'added' },
      ],
    });
  });
});
