import { describe, expect, it } from 'vitest';
import {
  cutText,
  META_FEED_STATUSES,
  type MetaFeedPart,
  metaAvailability,
  metaBrand,
  metaCondition,
  metaFeedItem,
  metaPrice,
} from './meta-feed.ts';

const part: MetaFeedPart = {
  id: 1234,
  name: 'Puerta Jetta 2014-2016 Delantera Izquierda',
  description: 'Sin golpes, con vidrio y manija.',
  statusId: 1,
  salePrice: 1500,
  autopartNumber: '5C6831055',
  years: [2016, 2014, 2015],
  category: 'Puerta',
  make: 'Volkswagen',
  model: 'Jetta',
  condition: 'Usado',
  position: 'Delantera',
  side: 'Izquierda',
  companyName: 'Yonke Norte',
  companyCity: 'Monterrey',
  fits: [{ make: 'Volkswagen', model: 'Bora', yearFrom: 2005, yearTo: 2010 }],
};
const links = {
  link: 'https://yonke.example.mx/autopart/1234/puerta',
  images: ['https://yonke.example.mx/media/a.jpg', 'https://yonke.example.mx/media/b.jpg'],
};

describe('Meta feed item', () => {
  it('keeps every part a buyer can open except sold and incomplete ones', () => {
    expect([...META_FEED_STATUSES]).toEqual([1, 2, 3, 6]);
  });

  it('reads availability from the status: only Disponible is in stock', () => {
    expect(metaAvailability(1)).toBe('in stock');
    for (const status of [2, 3, 6]) expect(metaAvailability(status)).toBe('out of stock');
  });

  it('maps the condition names to Meta’s values, a part without one being used', () => {
    expect(metaCondition('Usado')).toBe('used');
    expect(metaCondition('Reconstruido')).toBe('refurbished');
    expect(metaCondition('Nuevo')).toBe('new');
    expect(metaCondition(null)).toBe('used');
  });

  it('writes the price with two decimals and the currency, refusing what is not a whole positive peso', () => {
    expect(metaPrice(1500)).toBe('1500.00 MXN');
    expect(metaPrice(99_999_999)).toBe('99999999.00 MXN');
    for (const bad of [0, -5, 12.5, Number.NaN]) expect(() => metaPrice(bad)).toThrow(RangeError);
  });

  it('names the make as the brand, and the yard for a universal part', () => {
    expect(metaBrand(part)).toBe('Volkswagen');
    expect(metaBrand({ ...part, make: 'Universal' })).toBe('Yonke Norte');
    expect(metaBrand({ ...part, make: null })).toBe('Yonke Norte');
  });

  it('builds the item with the fitment in the description and the vehicle as a label', () => {
    const item = metaFeedItem(part, links);
    expect(item).toMatchObject({
      id: 'AV-1234',
      title: 'Puerta Jetta 2014-2016 Delantera Izquierda',
      availability: 'in stock',
      condition: 'used',
      price: '1500.00 MXN',
      image_link: links.images[0],
      additional_image_link: [links.images[1]],
      brand: 'Volkswagen',
      mpn: '5C6831055',
      product_type: 'Autopartes > Puerta',
      custom_label_0: 'Volkswagen Jetta 2014-2016',
      custom_label_1: 'Puerta',
      custom_label_2: 'Delantera Izquierda',
    });
    expect(item.description).toBe(
      'Sin golpes, con vidrio y manija.\n\nLe queda a: Volkswagen Jetta 2014-2016, Volkswagen Bora 2005-2010. Posición: Delantera. Lado: Izquierda. Condición: Usado. No. de parte: 5C6831055. Clave: AV-1234. Vende: Yonke Norte, Monterrey.',
    );
  });

  it('cuts long text within Meta’s limits without splitting a character, and cleans control characters', () => {
    const long = metaFeedItem(
      { ...part, name: `Faro ${'🚗'.repeat(300)}`, description: `${'palabra '.repeat(2000)}\u0000fin` },
      links,
    );
    expect(Array.from(long.title).length).toBeLessThanOrEqual(200);
    expect(long.title).not.toMatch(/[\uD800-\uDBFF]$/);
    expect(Array.from(long.description).length).toBeLessThanOrEqual(9999);
    expect(long.description).not.toContain('\u0000');
    expect(cutText('uno dos tres', 8)).toBe('uno dos…');
    expect(cutText('uno dos tres cuatro', 14)).toBe('uno dos tres…');
    const unnamed = metaFeedItem({ ...part, name: '  \u0007 ' }, links);
    expect(unnamed.title).toBe('AV-1234');
  });

  it('cleans every kind of odd space and invisible character, and leaves plain text as it is', () => {
    const name = (text: string) => metaFeedItem({ ...part, name: text }, links).title;
    expect(name('Faro\u00a0Tsuru')).toBe('Faro Tsuru');
    expect(name(' Faro\tTsuru  2010 ')).toBe('Faro Tsuru 2010');
    expect(name('Faro\u200bTsuru\u2028')).toBe('Faro Tsuru');
    expect(name('Faro \u{e0041}Tsuru')).toBe('Faro Tsuru');
    expect(name('Calavera 🚗 Tsuru ‰')).toBe('Calavera 🚗 Tsuru ‰');
    expect(name('Cuarto L-R 92/95 «Europa»')).toBe('Cuarto L-R 92/95 «Europa»');
  });

  it('keeps the extra photos within 20 and 2000 characters', () => {
    const many = Array.from(
      { length: 30 },
      (_, n) => `https://yonke.example.mx/media/${'x'.repeat(150)}-${n}.jpg`,
    );
    const item = metaFeedItem(part, { link: links.link, images: many });
    expect(item.additional_image_link.length).toBeLessThanOrEqual(20);
    expect(item.additional_image_link.join(',').length).toBeLessThanOrEqual(2000);
    expect(item.additional_image_link[0]).toBe(many[1]);
  });
});
