import { describe, expect, it } from 'vitest';
import { conditionValueId, GUARD_MESSAGES, listingRefusals } from './listing-guards.ts';

const rules = { requiresPicture: true, minimumPrice: 35 };

describe('listing guards, the same for the sync and the part form', () => {
  it('the form case: no photo and under the minimum price, in the sync’s words', () => {
    expect(
      listingRefusals(
        { pictureUrls: [], hasMlPictures: false, price: 20, photoCount: 0, picturesPublic: false },
        rules,
      ),
    ).toEqual([GUARD_MESSAGES.noPicture, 'El precio mínimo en Mercado Libre es $35.']);
  });

  it('the form case: photos with a local address ask for PUBLIC_URL; a public one passes', () => {
    const input = { pictureUrls: [], hasMlPictures: false, price: 100, photoCount: 2 };
    expect(listingRefusals({ ...input, picturesPublic: false }, rules)).toEqual([GUARD_MESSAGES.publicUrl]);
    expect(listingRefusals({ ...input, picturesPublic: true }, rules)).toEqual([]);
  });

  it('the sync case: each URL it would send is checked', () => {
    expect(
      listingRefusals(
        { pictureUrls: ['http://localhost:3000/a.jpg'], hasMlPictures: false, price: 100 },
        rules,
      ),
    ).toEqual([GUARD_MESSAGES.publicUrl]);
    expect(
      listingRefusals(
        { pictureUrls: ['https://fotos.example.mx/a.jpg'], hasMlPictures: false, price: 100 },
        rules,
      ),
    ).toEqual([]);
  });

  it('a condition the category’s list lacks is undefined; no list is null', () => {
    const values = [
      { id: '2230284', name: 'Nuevo' },
      { id: '2230581', name: 'Usado' },
    ];
    expect(conditionValueId('Nuevo', values)).toBe('2230284');
    expect(conditionValueId('Reconstruido', values)).toBeUndefined();
    expect(conditionValueId('Reconstruido', [])).toBeNull();
  });
});
