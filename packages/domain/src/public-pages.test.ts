import { describe, expect, it } from 'vitest';
import {
  buyChatUrl,
  buyMessage,
  COMPANY_SLUG_MESSAGES,
  cataloguePath,
  companySlugError,
  companySlugFromName,
  isPublicPartStatus,
  previewDescription,
  publicAvailability,
  shareText,
} from './public-pages.ts';

describe('public part status', () => {
  it('hides only Incompleto', () => {
    expect([1, 2, 3, 4, 5, 6].filter(isPublicPartStatus)).toEqual([1, 2, 3, 4, 6]);
  });

  it('names why a part cannot be bought', () => {
    expect(publicAvailability(1)).toEqual({ available: true, label: 'Disponible' });
    expect(publicAvailability(4)).toEqual({ available: false, label: 'Vendida' });
    expect(publicAvailability(3)).toEqual({ available: false, label: 'Apartada' });
    expect(publicAvailability(2)).toEqual({ available: false, label: 'No disponible' });
    expect(publicAvailability(6)).toEqual({ available: false, label: 'No disponible' });
  });
});

describe('company slug', () => {
  it('suggests a URL-safe slug from the name', () => {
    expect(companySlugFromName('Yonke Ñandú, S.A. de C.V.')).toBe('yonke-nandu-s-a-de-c-v');
    expect(companySlugFromName('  --Autopartes   López--  ')).toBe('autopartes-lopez');
    expect(companySlugFromName('日本')).toBe('');
    expect(companySlugFromName(`${'a'.repeat(59)} bcd`)).toBe('a'.repeat(59));
  });

  it('refuses empty, long and badly formed slugs with a Spanish message', () => {
    expect(companySlugError('yonke-del-norte')).toBeNull();
    expect(companySlugError('y2k')).toBeNull();
    expect(companySlugError('')).toBe(COMPANY_SLUG_MESSAGES.required);
    expect(companySlugError('a'.repeat(61))).toBe(COMPANY_SLUG_MESSAGES.tooLong);
    for (const bad of [
      'Yonke',
      'yonke--norte',
      '-yonke',
      'yonke-',
      'yonké',
      'yonke/norte',
      'a b',
      'a\u0000b',
    ]) {
      expect(companySlugError(bad)).toBe(COMPANY_SLUG_MESSAGES.format);
    }
  });

  it('builds the catalogue path', () => {
    expect(cataloguePath('yonke-norte')).toBe('/tienda/yonke-norte');
  });
});

describe('buy and share links', () => {
  const part = { id: 1532, name: 'Puerta Jetta 2015 & "otra"' };

  it('opens a chat with the company phone, prefix 52 added once, naming the part', () => {
    const expected = `https://wa.me/528112345678?text=${encodeURIComponent(buyMessage(part))}`;
    expect(buyChatUrl('81 1234 5678', part)).toBe(expected);
    expect(buyChatUrl('+52 81 1234 5678', part)).toBe(expected);
    expect(buyMessage(part)).toBe('Hola, me interesa la autoparte Puerta Jetta 2015 & "otra" (AV-1532)');
  });

  it('gives no chat without a usable phone', () => {
    expect(buyChatUrl(null, part)).toBeNull();
    expect(buyChatUrl('', part)).toBeNull();
    expect(buyChatUrl('ext. 12', part)).toBeNull();
  });

  it('shares with the spec text', () => {
    expect(shareText('https://yonke.mx/autopart/9')).toBe('Mira esta autoparte: https://yonke.mx/autopart/9');
  });
});

describe('previewDescription', () => {
  it('puts the price first, then vehicle, condition and seller', () => {
    expect(
      previewDescription({
        salePrice: 12500,
        statusId: 1,
        make: 'Volkswagen',
        model: 'Jetta',
        years: [2016, 2014, 2015],
        condition: 'Usado',
        companyName: 'Yonke A',
        city: 'Monterrey',
      }),
    ).toBe('$12,500 · Volkswagen Jetta 2014-2016 · Usado · Yonke A, Monterrey');
  });

  it('says when the part is sold and when there is no price', () => {
    expect(previewDescription({ salePrice: 0, statusId: 4, companyName: 'Yonke A' })).toBe(
      'Vendida · Precio a consultar · Yonke A',
    );
  });
});
