import { describe, expect, it } from 'vitest';
import { CATEGORY_NOUNS } from './categories.ts';
import { generatePartName, NAME_MAX_LENGTH } from './part-name.ts';

describe('generatePartName', () => {
  it('writes the examples yards write: singular noun, agreeing position and side, model, years, make', () => {
    expect(
      generatePartName({
        category: 'Faros',
        categoryId: 71,
        model: 'Tsuru',
        years: [2005, 2008],
        side: 'Derecha',
        make: 'Nissan',
      }),
    ).toBe('Faro delantero derecho Tsuru 2005-2008 Nissan');
    expect(
      generatePartName({
        category: 'Calaveras',
        categoryId: 34,
        model: 'Jetta',
        years: [2011, 2014],
        side: 'Izquierda',
        make: 'Volkswagen',
      }),
    ).toBe('Calavera trasera izquierda Jetta 2011-2014 Volkswagen');
    expect(
      generatePartName({
        category: 'Puertas',
        model: 'Jetta',
        years: [2015, 2018],
        position: 'Delantera',
        side: 'Izquierda',
        make: 'Volkswagen',
      }),
    ).toBe('Puerta delantera izquierda Jetta 2015-2018 Volkswagen');
    expect(
      generatePartName({ category: 'Motores', model: 'Tarraco', position: 'Delantera', make: 'SEAT' }),
    ).toBe('Motor delantero Tarraco SEAT');
  });

  it('finds the noun by the category name alone, so an import row or a listing title reads the same', () => {
    const byName = generatePartName({ category: 'faros', model: 'Tsuru', years: [2005], side: 'Derecha' });
    const byId = generatePartName({
      categoryId: 71,
      category: 'Anything',
      model: 'Tsuru',
      years: [2005],
      side: 'Derecha',
    });
    expect(byName).toBe('Faro delantero derecho Tsuru 2005');
    expect(byId).toBe(byName);
    expect(generatePartName({ category: 'Espejos Laterales', side: 'izquierda', model: 'Aveo' })).toBe(
      'Espejo lateral izquierdo Aveo',
    );
  });

  it('keeps the order whatever order the input object has', () => {
    expect(
      generatePartName({
        make: 'Nissan',
        side: 'Derecha',
        position: 'Trasera',
        years: [2010],
        model: 'Tsuru',
        category: 'Calavera',
      }),
    ).toBe('Calavera trasera derecha Tsuru 2010 Nissan');
  });

  it('writes one year, or the continuous range between the lowest and highest year', () => {
    expect(generatePartName({ category: 'Faro de niebla', model: 'Aveo', years: [2012] })).toBe(
      'Faro de niebla Aveo 2012',
    );
    expect(generatePartName({ category: 'Radiadores', model: 'Aveo', years: [2016, 2012, 2014] })).toBe(
      'Radiador Aveo 2012-2016',
    );
    expect(generatePartName({ category: 'Radiadores', model: 'Aveo', years: [] })).toBe('Radiador Aveo');
  });

  it('does not repeat a position the noun already says', () => {
    expect(generatePartName({ category: 'Fascia trasera', position: 'Trasera', model: 'Versa' })).toBe(
      'Fascia trasera Versa',
    );
    expect(generatePartName({ category: 'Faros', position: 'Delantera', model: 'Versa' })).toBe(
      'Faro delantero Versa',
    );
  });

  it('writes both sides as «ambos lados»', () => {
    expect(generatePartName({ category: 'Calaveras', side: 'Ambos', model: 'Chevy' })).toBe(
      'Calavera trasera ambos lados Chevy',
    );
  });

  it('skips missing or blank pieces and keeps single spaces', () => {
    expect(generatePartName({})).toBe('');
    expect(generatePartName({ make: 'Ford' })).toBe('Ford');
    expect(generatePartName({ category: null, model: 'Focus', position: '  ', side: 'Izquierda' })).toBe(
      'izquierdo Focus',
    );
    expect(generatePartName({ category: '  Puerta   corrediza ', model: 'Jetta\tGLI', make: ' VW ' })).toBe(
      'Puerta corrediza Jetta GLI VW',
    );
  });

  it('gives an unknown noun the gender its ending usually has', () => {
    expect(generatePartName({ category: 'Moldura lateral', side: 'Derecha' })).toBe(
      'Moldura lateral derecha',
    );
    expect(generatePartName({ category: 'Birlo', side: 'Derecha' })).toBe('Birlo derecho');
  });

  it('adds position, side and make only while the name stays within 60 characters', () => {
    // Base «Calavera Grand Cherokee Laredo 2011-2014» is 40; trasera and izquierda fit (58), Jeep would reach 63.
    expect(
      generatePartName({
        category: 'Calavera',
        model: 'Grand Cherokee Laredo',
        years: [2011, 2014],
        position: 'Trasera',
        side: 'Izquierda',
        make: 'Jeep',
      }),
    ).toBe('Calavera trasera izquierda Grand Cherokee Laredo 2011-2014');
  });

  it('skips a piece that does not fit but still adds a later one that does', () => {
    expect(
      generatePartName({
        category: 'Moldura',
        model: 'Grand Cherokee Laredo',
        years: [2011, 2014],
        position: 'Delantera Superior Interna',
        side: 'Derecha',
        make: 'Jeep',
      }),
    ).toBe('Moldura derecha Grand Cherokee Laredo 2011-2014 Jeep');
  });

  it('accepts a name of exactly 60 characters and rejects 61', () => {
    const base = 'Calavera trasera Grand Cherokee Laredo 2011-2014';
    const fits = generatePartName({
      category: 'Calavera',
      model: 'Grand Cherokee Laredo',
      years: [2011, 2014],
      make: 'X'.repeat(11),
    });
    expect(fits).toBe(`${base} ${'X'.repeat(11)}`);
    expect(fits).toHaveLength(60);
    const tooLong = generatePartName({
      category: 'Calavera',
      model: 'Grand Cherokee Laredo',
      years: [2011, 2014],
      make: 'X'.repeat(12),
    });
    expect(tooLong).toBe(base);
  });

  it('abbreviates the years when the full range would pass 60 characters', () => {
    expect(
      generatePartName({
        category: 'Moldura Facia Delantera Con Rejilla',
        model: 'Grand Cherokees',
        years: [2011, 2014],
        side: 'XY',
        make: 'Jeep',
      }),
    ).toBe('Moldura Facia Delantera Con Rejilla xy Grand Cherokees 11-14');
  });

  it('cuts a base that is still too long at a word boundary', () => {
    const long = {
      category: 'Moldura Cromada Inferior De Facia Delantera Con Rejilla',
      model: 'Grand Cherokee',
    };
    const cut = 'Moldura Cromada Inferior De Facia Delantera Con Rejilla';
    expect(generatePartName({ ...long, years: [2011, 2014] })).toBe(cut);
    expect(generatePartName({ ...long, years: [2011, 2014], make: 'Volkswagen' })).toBe(cut);
    expect(generatePartName({ ...long, years: [2011, 2014], make: 'Jeep' })).toBe(`${cut} Jeep`);
  });

  it('hard-cuts a single word longer than the limit', () => {
    expect(generatePartName({ category: 'A'.repeat(75), make: 'Ford' })).toBe('A'.repeat(60));
  });

  // The reference lists of positions and sides (seed data), and how each reads after a noun.
  const POSITIONS: Record<string, { m: string; f: string }> = {
    Delantera: { m: 'delantero', f: 'delantera' },
    Trasera: { m: 'trasero', f: 'trasera' },
    Superior: { m: 'superior', f: 'superior' },
    Inferior: { m: 'inferior', f: 'inferior' },
    Central: { m: 'central', f: 'central' },
    Interior: { m: 'interior', f: 'interior' },
    Exterior: { m: 'exterior', f: 'exterior' },
  };
  const SIDES: Record<string, { m: string; f: string }> = {
    Izquierda: { m: 'izquierdo', f: 'izquierda' },
    Derecha: { m: 'derecho', f: 'derecha' },
    Ambos: { m: 'ambos lados', f: 'ambos lados' },
  };

  it('names every category × position × side in agreement, in order, within 60 characters', () => {
    let checked = 0;
    for (const [id, noun] of Object.entries(CATEGORY_NOUNS)) {
      for (const position of [null, ...Object.keys(POSITIONS)]) {
        for (const side of [null, ...Object.keys(SIDES)]) {
          const name = generatePartName({
            categoryId: Number(id),
            category: noun.list,
            model: 'Tsuru',
            years: [2005, 2008],
            position,
            side,
            make: 'Nissan',
          });
          const positionWord = position ? (POSITIONS[position]?.[noun.gender] ?? '') : (noun.implied ?? '');
          const sideWord = side ? (SIDES[side]?.[noun.gender] ?? '') : '';
          const said = noun.singular.toLowerCase().split(' ');
          // The length rule: position, side and make each join only while the name fits in 60.
          const words = [said.includes(positionWord) ? '' : positionWord, sideWord];
          const kept: string[] = [];
          const phrase = (extra: string[], make: string) =>
            [noun.singular, ...extra, 'Tsuru 2005-2008', make].filter(Boolean).join(' ');
          for (const word of words) if (word && phrase([...kept, word], '').length <= 60) kept.push(word);
          const full = phrase(kept, 'Nissan');
          const expected = full.length <= 60 ? full : phrase(kept, '');
          expect(name, `${noun.list} / ${position} / ${side}`).toBe(expected);
          expect(name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
          checked++;
        }
      }
    }
    expect(checked).toBe(Object.keys(CATEGORY_NOUNS).length * 8 * 4);
  });

  it('never exceeds 60 characters, never has double or edge spaces', () => {
    const words = [
      'Puerta',
      'Espejo Lateral Electrico',
      'Jetta',
      'X'.repeat(30),
      'Delantera',
      '',
      'Izquierda',
    ];
    for (let i = 0; i < 500; i++) {
      const pick = (n: number) => words[(i * n + n) % words.length] ?? '';
      const name = generatePartName({
        category: `${pick(3)} ${pick(5)}`,
        model: pick(7),
        years: i % 3 === 0 ? [] : [1990 + (i % 20), 2000 + (i % 25)],
        position: pick(11),
        side: pick(13),
        make: pick(17),
      });
      expect(name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
      expect(name).not.toMatch(/\s{2}|^\s|\s$/);
    }
  });
});
