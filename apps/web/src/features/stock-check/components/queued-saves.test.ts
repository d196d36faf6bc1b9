import { describe, expect, it } from 'vitest';
import { draftOf } from '../hooks/use-stock-check-save';
import { stockPart as part } from '../test-parts';
import { conflictText } from './queued-saves';

describe('conflictText', () => {
  it('says per part why it was left as it was', () => {
    expect(
      conflictText(
        {
          id: 12,
          reason: 'changed',
          status: { id: 4, name: 'Vendida' },
          location: { id: 3, name: 'P1-C2-1A' },
        },
        'Faro Peñasco',
      ),
    ).toBe(
      'AV-12 · Faro Peñasco: alguien la cambió mientras contabas (ahora Vendida, en P1-C2-1A); no se modificó.',
    );
    expect(
      conflictText(
        { id: 5, reason: 'changed', status: { id: 1, name: 'Disponible' }, location: null },
        undefined,
      ),
    ).toBe('AV-5: alguien la cambió mientras contabas (ahora Disponible, sin ubicación); no se modificó.');
    expect(conflictText({ id: 7, reason: 'unseen', status: null, location: null }, 'Espejo')).toBe(
      'AV-7 · Espejo: llegó a esta ubicación después de cargar la lista; no se marcó como faltante.',
    );
    expect(conflictText({ id: 8, reason: 'gone', status: null, location: null }, undefined)).toBe(
      'AV-8: fue eliminada o no existe; no se contó.',
    );
  });
});

describe('draftOf', () => {
  it('keeps the marked rows of a queued count, to give them back if the server refuses it', () => {
    const draft = draftOf({ id: 7, name: 'Rack Ñ-1' }, [
      { part: part(1), action: 'found' },
      { part: part(2), action: null },
      { part: part(3), action: 'added' },
    ]);
    expect(draft).toMatchObject({ version: 1, locationId: 7, locationName: 'Rack Ñ-1' });
    expect(draft.rows.map((row) => [row.part.id, row.action])).toEqual([
      [1, 'found'],
      [3, 'added'],
    ]);
  });
});
