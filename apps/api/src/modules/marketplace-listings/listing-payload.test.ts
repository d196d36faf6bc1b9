import { describe, expect, it } from 'vitest';
import {
  type ListingSource,
  listingAttributes,
  listingDescription,
  listingFamilyName,
  listingTitle,
  listingUpdatePayload,
  newListingPayload,
} from './listing-payload.ts';

const source: ListingSource = {
  id: 7,
  name: 'Espejo lateral derecho Chevrolet Aveo 2012-2017 eléctrico con direccional y luna',
  description: '<b>Espejo</b> original',
  autopartNumber: null,
  salePrice: 1200,
  years: [2012, 2017],
  categoryId: 150,
  categoryMlId: null,
  makeName: 'Chevrolet',
  modelName: 'Aveo',
  conditionName: 'Nuevo',
  originName: null,
  positionName: 'Delantera',
  sideName: 'Derecha',
  bulbTechName: null,
  bulbPosName: null,
  shippingTypeId: 1,
  includesMirror: true,
  pictures: Array.from({ length: 12 }, (_, index) => ({
    mlPictureId: index === 0 ? 'PIC-0' : null,
    url: `https://example.test/${index}.jpg`,
  })),
};

const classic = { userProductSeller: false, conditionValueId: '2230284' };
const userProducts = { userProductSeller: true, conditionValueId: '2230284' };

describe('listing payload', () => {
  it('maps a part to a new listing', () => {
    const payload = newListingPayload(source, classic) as ReturnType<typeof newListingPayload> & {
      title: string;
    };
    expect(payload.title).toBe(listingTitle(source.name));
    expect(payload.title.length).toBeLessThanOrEqual(60);
    expect(payload).not.toHaveProperty('family_name');
    expect(payload.condition).toBe('new');
    expect(payload.category_id).toBe('MLM2232');
    expect(payload.shipping).toEqual({ mode: 'me2', free_shipping: true });
    expect(payload.pictures).toHaveLength(10);
    expect(payload.pictures[0]).toEqual({ id: 'PIC-0' });
    expect(payload.pictures[1]).toEqual({ source: 'https://example.test/1.jpg' });
    const attributes = Object.fromEntries(
      listingAttributes(source, '2230284').map((a) => [a.id, 'value_id' in a ? a.value_id : a.value_name]),
    );
    // Masculine values for ML, a range of years, no placeholders for what we do not know.
    expect(attributes).toMatchObject({
      SIDE: 'Derecho',
      POSITION: 'Delantero',
      YEAR: '2012-2017',
      INCLUDES_MIRROR: 'Sí',
      // A list value by its id, never our words.
      ITEM_CONDITION: '2230284',
    });
    expect(attributes.PART_NUMBER).toBeUndefined();
    expect(attributes.ORIGIN).toBeUndefined();
  });

  it('creates with family_name and no title for a user-products seller', () => {
    const payload = newListingPayload(source, userProducts);
    expect(payload).not.toHaveProperty('title');
    expect(payload).toHaveProperty('family_name', listingFamilyName(source));
    expect(listingFamilyName(source)).toContain('Aveo');
  });

  it('never sends a title on an update for a user-products seller', () => {
    const remote = { id: 'MLM1', status: 'active', sold_quantity: 0, available_quantity: 1 };
    expect(listingUpdatePayload(source, remote, 'active', userProducts)).not.toHaveProperty('title');
    expect(listingUpdatePayload(source, remote, 'active', classic)).toHaveProperty('title');
  });

  it('keeps descriptions plain text', () => {
    expect(listingDescription(source)).toBe('Espejo original');
    expect(listingDescription({ description: null }, 'Plantilla')).toBe('Plantilla');
  });

  it('updates without the title once the listing has sales, and closes alone', () => {
    const remote = { id: 'MLM1', status: 'active', sold_quantity: 1, available_quantity: 0 };
    const body = listingUpdatePayload(source, remote, 'active', classic);
    expect(body.title).toBeUndefined();
    expect(body.available_quantity).toBe(1);
    expect(body.status).toBeUndefined();
    expect(listingUpdatePayload(source, remote, 'paused', classic).status).toBe('paused');
    expect(listingUpdatePayload(source, remote, 'closed', classic)).toEqual({ status: 'closed' });
  });
});
