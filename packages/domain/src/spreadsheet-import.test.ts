import { describe, expect, it } from 'vitest';
import { readCents, readNumberColumn } from './sheet-cells.ts';
import {
  COST_HEADER_ALIASES,
  costAbovePriceWarning,
  costColumnRefusedNotice,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MAX_COST_CENTS,
  MAKE_ALIASES,
  matchHeaders,
  matchReference,
  normalizeLabel,
  parsePrice,
  parseYears,
  referenceIndex,
  refineMapping,
  rowReference,
  stableHash,
  unknownReferenceMessage,
} from './spreadsheet-import.ts';

describe('matchHeaders', () => {
  it('maps what the yard paid («Costo», «Precio de compra», «P. compra») to the cost, never to the price', () => {
    expect(matchHeaders(['Nombre', 'Costo', 'Precio'])).toEqual(['name', 'cost', 'sale_price']);
    expect(matchHeaders(['Nombre', 'COSTO'])).toEqual(['name', 'cost']);
    expect(matchHeaders(['Nombre', 'P. compra', 'Precio de venta'])).toEqual(['name', 'cost', 'sale_price']);
    expect(matchHeaders(['Precio de compra', 'Precio'])).toEqual(['cost', 'sale_price']);
    // One cost column: a second purchase header is left for the person, never tried as the price.
    expect(matchHeaders(['Nombre', 'Costo unitario', 'Precio de compra', 'P. compra'])).toEqual([
      'name',
      'cost',
      null,
      null,
    ]);
    // Without a «Precio» column the cost still is not the price, not even as a near miss.
    expect(matchHeaders(['Nombre', 'Precio compra'])).toEqual(['name', 'cost']);
    expect(matchHeaders(['Precio de venta'])).toEqual(['sale_price']);
  });

  it("maps the export's own headers back: our code, the cost, and «AG id» not taken for «AV id»", () => {
    const headers = ['Código', 'Nombre', 'Precio', 'Costo', 'Autoparte', 'Marca', 'AG id', 'Enlace'];
    const mapped = matchHeaders(headers);
    expect(mapped).toEqual(['ag_id', 'name', 'sale_price', 'cost', 'category', 'make', null, null]);
    const columns = [['AV-3', 'AV-12'], ['Faro'], ['1500'], ['1234.5'], ['Faros'], ['Nissan'], [''], ['']];
    expect(refineMapping(mapped, columns, () => false)).toEqual([
      'code',
      'name',
      'sale_price',
      'cost',
      'category',
      'make',
      null,
      null,
    ]);
  });

  it('offers the cost as a field of its own, «Costo (precio de compra)»', () => {
    expect(IMPORT_FIELDS).toContain('cost');
    expect(IMPORT_FIELD_LABELS.cost).toBe('Costo (precio de compra)');
    for (const alias of COST_HEADER_ALIASES) expect(matchHeaders([alias])).toEqual(['cost']);
  });

  it('matches Spanish and English headers, accents and case aside', () => {
    expect(
      matchHeaders([
        'Título',
        'MARCA',
        'Model',
        'Año(s)',
        'Categoría',
        'Número de parte',
        'Price',
        'Ubicación',
        'SKU',
        'Fotos',
      ]),
    ).toEqual([
      'name',
      'make',
      'model',
      'years',
      'category',
      'autopart_number',
      'sale_price',
      'location',
      'reference',
      'photos',
    ]);
  });

  it('tolerates a typo in a long header and leaves unknown columns out', () => {
    expect(matchHeaders(['Precios', 'Ubicacoin', 'Color', ''])).toEqual([
      'sale_price',
      'location',
      null,
      null,
    ]);
  });

  it('gives a field to one column only (the first)', () => {
    expect(matchHeaders(['Marca', 'Brand'])).toEqual(['make', null]);
  });

  it('reads our own export back: Código (with AV ids), Autoparte, Foto (URL)', () => {
    const headers = ['Código', 'Autoparte', 'Foto (URL)', 'MLM id'];
    expect(matchHeaders(headers)).toEqual(['ag_id', 'category', 'photos', 'ml_id']);
    const columns = [
      ['AV-12', 'AV-13'],
      ['Faros', 'Puertas'],
      ['https://fotos.example.com/1.jpg', ''],
      ['', ''],
    ];
    expect(refineMapping(matchHeaders(headers), columns, () => false)).toEqual([
      'code',
      'category',
      'photos',
      'ml_id',
    ]);
  });
});

describe('refineMapping', () => {
  const isMake = (text: string) => ['mazda', 'toyota', 'nissan'].includes(text.toLowerCase());

  it('keeps a shop’s own code as its AG id, never as our AV id', () => {
    const headers = ['Codigo', 'Producto', 'Rubro', 'CodBarras', 'Precio', 'Stock'];
    const mapping = refineMapping(matchHeaders(headers), [['1041', '1042'], [], [], [], [], []], isMake);
    expect(mapping).toEqual(['ag_id', 'name', 'category', null, 'sale_price', 'stock']);
  });

  it('reads a «nombre» column full of makes as the make, and photo file names as no photos', () => {
    const headers = ['id_producto', 'nombre', 'serie', 'precio', 'descripcion', 'foto'];
    const columns = [
      ['8', '9', '12'],
      ['Mazda', 'Mazda', 'Toyota'],
      ['295A', '295EU', '236EU'],
      ['$ 226.-', '$ 160.--', '$ 532.--'],
      ['Cuarto Punta 86 - 93 L-R', 'Cuarto Punta 86-93 Tipo Europa L-R', 'Calavera PU 89-95 Tipo Europa L-R'],
      ['295A.jpg', '295EU.jpg', '236EU.jpg'],
    ];
    expect(refineMapping(matchHeaders(headers), columns, isMake)).toEqual([
      'ag_id',
      'make',
      null,
      'sale_price',
      'name',
      null,
    ]);
  });
});

describe('parseYears', () => {
  it('reads ranges, lists, short years and number cells', () => {
    expect(parseYears('2015-2018')).toEqual({ ok: true, value: [2015, 2016, 2017, 2018] });
    expect(parseYears('2015 a 2017')).toEqual({ ok: true, value: [2015, 2016, 2017] });
    expect(parseYears('2015, 2019')).toEqual({ ok: true, value: [2015, 2019] });
    expect(parseYears('2015/16')).toEqual({ ok: true, value: [2015, 2016] });
    expect(parseYears('98-01')).toEqual({ ok: true, value: [1998, 1999, 2000, 2001] });
    expect(parseYears(2012)).toEqual({ ok: true, value: [2012] });
    expect(parseYears('')).toEqual({ ok: true, value: [] });
    expect(parseYears('2015 2016')).toEqual({ ok: true, value: [2015, 2016] });
  });

  it('refuses text that is not a year, reversed or absurd ranges', () => {
    expect(parseYears('nuevo').ok).toBe(false);
    expect(parseYears('2018-2015').ok).toBe(false);
    expect(parseYears('1800').ok).toBe(false);
    expect(parseYears(2015.5).ok).toBe(false);
    expect(parseYears('1900-2100').ok).toBe(false);
  });
});

describe('parsePrice', () => {
  it('reads $, thousands separators, cents and number cells as whole pesos', () => {
    expect(parsePrice('$1,234.50')).toEqual({ ok: true, value: 1235 });
    expect(parsePrice('$ 1,500')).toEqual({ ok: true, value: 1500 });
    expect(parsePrice('1234,50')).toEqual({ ok: true, value: 1235 });
    expect(parsePrice('MXN 2,000,000')).toEqual({ ok: true, value: 2_000_000 });
    expect(parsePrice(899.4)).toEqual({ ok: true, value: 899 });
    expect(parsePrice('')).toEqual({ ok: true, value: 0 });
  });

  it('refuses words, negatives and amounts over the cap', () => {
    expect(parsePrice('mil pesos').ok).toBe(false);
    expect(parsePrice('1,23,4').ok).toBe(false);
    expect(parsePrice('-5')).toEqual({ ok: false, message: 'el precio no puede ser negativo' });
    expect(parsePrice('999,999,999').ok).toBe(false);
  });
});

describe('matchReference', () => {
  const makes = referenceIndex(
    [
      { id: 1, name: 'Volkswagen' },
      { id: 2, name: 'Toyota' },
      { id: 3, name: 'Chevrolet' },
      { id: 4, name: 'Mercedes-Benz' },
    ],
    MAKE_ALIASES,
  );
  const models = referenceIndex([
    { id: 10, name: 'Jetta' },
    { id: 11, name: 'Golf' },
    { id: 12, name: 'Gol' },
  ]);

  it('matches exactly, accents and case aside, and known aliases', () => {
    expect(matchReference('volkswagen', makes)).toEqual({
      kind: 'exact',
      option: { id: 1, name: 'Volkswagen' },
    });
    expect(matchReference('VW', makes)).toEqual({ kind: 'exact', option: { id: 1, name: 'Volkswagen' } });
    expect(matchReference('mercedes benz', makes)).toMatchObject({ kind: 'exact', option: { id: 4 } });
  });

  it('proposes the close name for a typo', () => {
    expect(matchReference('Volkswagon', makes)).toEqual({
      kind: 'close',
      option: { id: 1, name: 'Volkswagen' },
    });
    expect(matchReference('Jeta', models)).toEqual({ kind: 'close', option: { id: 10, name: 'Jetta' } });
    expect(matchReference('Toyot', makes)).toMatchObject({ kind: 'close', option: { name: 'Toyota' } });
  });

  it('chooses nothing when two names are equally close or nothing is near', () => {
    // "Gols" is one typo from both Golf and Gol.
    expect(matchReference('Gols', models).kind).toBe('none');
    expect(matchReference('Ferrari', makes)).toEqual({ kind: 'none', suggestion: null });
    expect(matchReference('', makes)).toEqual({ kind: 'none', suggestion: null });
  });

  it('writes the Spanish message with the suggestion', () => {
    expect(unknownReferenceMessage('la marca', 'Toyot', { id: 2, name: 'Toyota' })).toBe(
      'la marca «Toyot» no existe; ¿quisiste decir Toyota?',
    );
    expect(unknownReferenceMessage('el modelo', 'Xyz', null)).toBe('el modelo «Xyz» no existe');
  });
});

describe('row references', () => {
  it('uses the sheet SKU when there is one, case and spaces aside', () => {
    expect(rowReference(' ABC-1 ', ['x'])).toBe('sku:abc-1');
  });

  it('hashes the mapped cells otherwise: stable, normalized, sensitive to content', () => {
    const a = rowReference('', ['Puerta', 'Jetta ', '2015']);
    expect(a).toMatch(/^hash:[0-9a-f]{14}$/);
    expect(rowReference(null, ['puerta', 'JETTA', '2015'])).toBe(a);
    expect(rowReference(null, ['puerta', 'jetta', '2016'])).not.toBe(a);
    expect(stableHash('abc')).toBe(stableHash('abc'));
    expect(normalizeLabel('  Año(s) ')).toBe('ano s');
  });
});

describe('the cost column', () => {
  it("reads cost cells to the cent with the price's money reader", () => {
    const read = (text: string, decimal: '.' | ',' | null = null) =>
      readCents(text, decimal, IMPORT_MAX_COST_CENTS);
    expect(read('1.500')).toEqual({ kind: 'cents', cents: 150_000 });
    expect(read('1,500.00')).toEqual({ kind: 'cents', cents: 150_000 });
    expect(read('$1 234,50')).toEqual({ kind: 'cents', cents: 123_450 });
    expect(read('$ 1.234,5', ',')).toEqual({ kind: 'cents', cents: 123_450 });
    expect(read('650.50')).toEqual({ kind: 'cents', cents: 65_050 });
    expect(read('$ 550.--')).toEqual({ kind: 'cents', cents: 55_000 });
    // A third decimal rounds half up on the digits, not through a float (1.005 * 100 is 100.49…).
    expect(read('1.005', '.')).toEqual({ kind: 'cents', cents: 101 });
    expect(read('0.125', '.')).toEqual({ kind: 'cents', cents: 13 });
    // A written 0 is a cost of $0; nothing written is no cost at all.
    expect(read('0')).toEqual({ kind: 'cents', cents: 0 });
    for (const none of ['', 'N/D', '$', 'CONSULTAR PRECIO']) expect(read(none)).toEqual({ kind: 'none' });
    for (const bad of ['mil', '-50', '12 pesos 50', '99,999,999.995'])
      expect(read(bad).kind, bad).toBe('invalid');
    expect(read('99,999,999.99')).toEqual({ kind: 'cents', cents: IMPORT_MAX_COST_CENTS });
  });

  it('finds a cost column whose separators contradict each other, so the person is asked', () => {
    // «1.500» next to «12.5»: a thousand pesos and a half, or one and a half pesos? Not guessed.
    const column = readNumberColumn(['12.5', '1.500', '$ 800']);
    expect(column).toEqual({ decimal: '.', ambiguous: true, examples: ['1.500'] });
    // Once the person says the comma groups thousands and the dot is decimal, each value is read so.
    expect(readCents('1.500', ',', IMPORT_MAX_COST_CENTS)).toEqual({ kind: 'cents', cents: 150_000 });
    expect(readCents('1.500', '.', IMPORT_MAX_COST_CENTS)).toEqual({ kind: 'cents', cents: 150 });
  });

  it('warns about a cost above the price, in pesos, and allows it', () => {
    expect(costAbovePriceWarning(150_050, 1_200)).toBe(
      'el costo ($1,500.50) es mayor que el precio ($1,200)',
    );
    expect(costAbovePriceWarning(120_000, 1_200)).toBeNull();
    expect(costAbovePriceWarning(90_000, 1_200)).toBeNull();
    // No price yet: nothing to compare.
    expect(costAbovePriceWarning(90_000, 0)).toBeNull();
  });

  it('names the refused column in the notice', () => {
    expect(costColumnRefusedNotice('P. compra')).toContain('La columna «P. compra» (costo) no se importa');
  });
});
