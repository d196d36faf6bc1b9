import { describe, expect, it } from 'vitest';
import {
  agIdOf,
  CATEGORY_SUGGESTION_MIN,
  categoryAtStart,
  cleanCell,
  headerRowIndex,
  looksLikeOwnCodes,
  readNumberColumn,
  readPrice,
  readQuantity,
  suggestCategories,
} from './sheet-cells.ts';

const CATEGORIES = [
  { id: 1, name: 'Puertas', variants: ['puerta'] },
  {
    id: 33,
    name: 'Elevadores de cristal',
    variants: ['elevador', 'levanta vidrios', 'levantavidrios', 'elevavidrios'],
  },
  { id: 34, name: 'Calaveras', variants: ['calavera'] },
  { id: 50, name: 'Bombas de agua', variants: ['bomba de agua'] },
  { id: 65, name: 'Poleas y tensores', variants: ['polea', 'tensor'] },
  { id: 68, name: 'Sensores', variants: ['sensor', 'sonda lambda'] },
  { id: 137, name: 'Otros', variants: [] },
];

describe('cleanCell', () => {
  it('removes Excel artefacts and reads placeholder words as empty', () => {
    expect(cleanCell('="0046774707"')).toBe('0046774707');
    expect(cleanCell("'0046774707")).toBe('0046774707');
    expect(cleanCell('Faro\u00a0 izquierdo  Jetta ')).toBe('Faro izquierdo Jetta');
    for (const empty of ['FÁBRICA', 'N/D', 'S/N', '-', ' n/a ', '#N/A']) expect(cleanCell(empty)).toBe('');
    expect(cleanCell('Fábrica de faros')).toBe('Fábrica de faros');
  });
});

describe('readNumberColumn and readPrice', () => {
  const MAX = 99_999_999;
  it('reads thousands written with a dot or a comma, as money is never written with three decimals', () => {
    const column = readNumberColumn(['1.500', '$ 2.300', '800']);
    expect(column).toEqual({ decimal: null, ambiguous: false, examples: [] });
    expect(readPrice('1.500', column.decimal, MAX)).toEqual({ kind: 'price', pesos: 1500 });
    expect(readPrice('1,500', null, MAX)).toEqual({ kind: 'price', pesos: 1500 });
  });

  it('learns the decimal separator from the whole column', () => {
    const comma = readNumberColumn(['1.234,50', '1.500', '$ 1.500,00']);
    expect(comma.decimal).toBe(',');
    expect(comma.ambiguous).toBe(false);
    expect(readPrice('1.234,50', ',', MAX)).toEqual({ kind: 'price', pesos: 1235 });
    expect(readPrice('1.500', ',', MAX)).toEqual({ kind: 'price', pesos: 1500 });
    expect(readPrice('$ 1.500,00', ',', MAX)).toEqual({ kind: 'price', pesos: 1500 });
    const dot = readNumberColumn(['1,234.50', '99.9']);
    expect(dot.decimal).toBe('.');
    expect(readPrice('1,234.50', '.', MAX)).toEqual({ kind: 'price', pesos: 1235 });
  });

  it('asks when the column contradicts itself or a value could be read both ways', () => {
    expect(readNumberColumn(['1.234,50', '1,234.50'])).toMatchObject({ decimal: null, ambiguous: true });
    const clash = readNumberColumn(['12.5', '1.500']);
    expect(clash).toEqual({ decimal: '.', ambiguous: true, examples: ['1.500'] });
  });

  it('reads shop price marks and words meaning no price', () => {
    expect(readPrice('$ 550.--', null, MAX)).toEqual({ kind: 'price', pesos: 550 });
    expect(readPrice('$ 24.**', null, MAX)).toEqual({ kind: 'price', pesos: 24 });
    expect(readPrice('$ 210.*-', null, MAX)).toEqual({ kind: 'price', pesos: 210 });
    expect(readPrice('$ 1,150.-', null, MAX)).toEqual({ kind: 'price', pesos: 1150 });
    for (const none of ['N/D', 'CONSULTAR PRECIO', '0', '$', '', '$ 0.00'])
      expect(readPrice(none, null, MAX)).toEqual({ kind: 'none' });
    expect(readPrice('mil', null, MAX)).toEqual({ kind: 'invalid' });
    expect(readPrice('1.2.3,4,5', ',', MAX)).toEqual({ kind: 'invalid' });
  });
});

describe('codes and quantities', () => {
  it('takes a code column as ours only when most values are AV ids', () => {
    expect(looksLikeOwnCodes(['1041', '1042', 'AV-3'])).toBe(false);
    expect(looksLikeOwnCodes(['AV-1', 'AV-999999', 'XX-1'])).toBe(true);
    expect(agIdOf('1041')).toBe(1041);
    expect(agIdOf('AG-88120')).toBe(88120);
    expect(agIdOf('295EU')).toBeNull();
    expect(agIdOf('99999999999')).toBeNull();
  });

  it('reads stock as whole units', () => {
    expect(readQuantity('12')).toBe(12);
    expect(readQuantity('1,200')).toBe(1200);
    expect(readQuantity('3.0')).toBe(3);
    expect(readQuantity('-2')).toBe(-2);
    expect(readQuantity('')).toBe(0);
    expect(readQuantity('muchos')).toBeNull();
  });
});

describe('categories of a shop', () => {
  it('suggests ours for compound words, plurals and variants, and nothing below the threshold', () => {
    expect(suggestCategories('Levantavidrios', CATEGORIES)[0]?.name).toBe('Elevadores de cristal');
    expect(suggestCategories('LEVANTA VIDRIOS', CATEGORIES)[0]?.name).toBe('Elevadores de cristal');
    expect(suggestCategories('Sonda Lambda', CATEGORIES)[0]?.name).toBe('Sensores');
    expect(suggestCategories('Calaveras Autos', CATEGORIES)[0]?.name).toBe('Calaveras');
    // «Juntas» is not a door: no suggestion rather than a misleading one.
    expect(suggestCategories('Juntas', CATEGORIES)).toEqual([]);
    expect(suggestCategories('Balastros', CATEGORIES)).toEqual([]);
    expect(
      suggestCategories('Mazda', [...CATEGORIES, { id: 100, name: 'Mazas', variants: ['maza'] }]),
    ).toEqual([]);
    expect(suggestCategories('Calaberas', CATEGORIES)[0]?.name).toBe('Calaveras');
    for (const suggestion of suggestCategories('Puerta', CATEGORIES))
      expect(suggestion.score).toBeGreaterThanOrEqual(CATEGORY_SUGGESTION_MIN);
  });

  it('reads the category a real name starts with, after its codes', () => {
    expect(categoryAtStart('4KAR-2041/KR-90079 POLEA TENSORA ASTRA 1.8L 08/09', CATEGORIES)?.name).toBe(
      'Poleas y tensores',
    );
    expect(categoryAtStart('BA-2422/B-582-N/KGP-9108 BOMBA AGUA STRATUS 95/06', CATEGORIES)?.name).toBe(
      'Bombas de agua',
    );
    expect(categoryAtStart('Calavera Chevy Monza C3 09-11 L-R', CATEGORIES)?.name).toBe('Calaveras');
    // A category word further on is not the part: «ACEITE … MOTOR», «Estrobo Luna».
    expect(categoryAtStart('SENSOR TIPO BOMBA DE AGUA', CATEGORIES)?.name).toBe('Sensores');
    expect(categoryAtStart('LIJA PARA AGUA GRANO 220', CATEGORIES)).toBeNull();
  });
});

describe('headerRowIndex', () => {
  it('skips a title, the shop’s address and a date above the table', () => {
    expect(
      headerRowIndex([
        ['Refaccionaria García'],
        ['Tel. 81 1234 5678', 'Monterrey'],
        ['Codigo', 'Producto', 'Rubro', 'Precio', 'Stock'],
        ['1041', 'Faro Tsuru 92-93', 'Faros', '1.500', '2'],
      ]),
    ).toBe(2);
  });

  it('keeps the first row when it is the header, or when nothing looks like one', () => {
    expect(
      headerRowIndex([
        ['Marca', 'Precio'],
        ['Nissan', '100'],
      ]),
    ).toBe(0);
    expect(headerRowIndex([['Marca'], ['Nissan']])).toBe(0);
    expect(headerRowIndex([])).toBe(0);
  });

  it('never takes a row of numbers for the header', () => {
    expect(headerRowIndex([['Lista'], ['1', '2', '3'], ['SKU', 'Marca', 'Precio']])).toBe(2);
  });
});
