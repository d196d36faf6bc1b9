import { describe, expect, it } from 'vitest';
import { generatePartName, NAME_MAX_LENGTH } from './part-name.ts';

describe('generatePartName', () => {
  it('builds the spec example in order: category, model, years, position, side, make', () => {
    expect(
      generatePartName({
        category: 'Puertas',
        model: 'Jetta',
        years: [2015, 2018],
        position: 'Delantera',
        side: 'Izquierda',
        make: 'Volkswagen',
      }),
    ).toBe('Puertas Jetta 2015-2018 Delantera Izquierda Volkswagen');
  });

  it('keeps that order whatever order the input object has', () => {
    expect(
      generatePartName({
        make: 'Nissan',
        side: 'Derecha',
        position: 'Trasera',
        years: [2010],
        model: 'Tsuru',
        category: 'Calavera',
      }),
    ).toBe('Calavera Tsuru 2010 Trasera Derecha Nissan');
  });

  it('writes one year, or the continuous range between the lowest and highest year', () => {
    expect(generatePartName({ category: 'Faro', model: 'Aveo', years: [2012] })).toBe('Faro Aveo 2012');
    expect(generatePartName({ category: 'Faro', model: 'Aveo', years: [2016, 2012, 2014] })).toBe(
      'Faro Aveo 2012-2016',
    );
    expect(generatePartName({ category: 'Faro', model: 'Aveo', years: [] })).toBe('Faro Aveo');
  });

  it('skips missing or blank pieces and keeps single spaces', () => {
    expect(generatePartName({})).toBe('');
    expect(generatePartName({ make: 'Ford' })).toBe('Ford');
    expect(generatePartName({ category: null, model: 'Focus', position: '  ', side: 'Izquierda' })).toBe(
      'Focus Izquierda',
    );
    expect(generatePartName({ category: '  Puerta   Trasera ', model: 'Jetta\tGLI', make: ' VW ' })).toBe(
      'Puerta Trasera Jetta GLI VW',
    );
  });

  it('adds position, side and make only while the name stays within 60 characters', () => {
    // Base is 40 characters; position and side fit (58), the make would reach 63.
    expect(
      generatePartName({
        category: 'Calavera',
        model: 'Grand Cherokee Laredo',
        years: [2011, 2014],
        position: 'Trasera',
        side: 'Izquierda',
        make: 'Jeep',
      }),
    ).toBe('Calavera Grand Cherokee Laredo 2011-2014 Trasera Izquierda');
  });

  it('skips a piece that does not fit but still adds a later one that does', () => {
    expect(
      generatePartName({
        category: 'Calavera',
        model: 'Grand Cherokee Laredo',
        years: [2011, 2014],
        position: 'Delantera Superior Interna',
        side: 'Derecha',
        make: 'Jeep',
      }),
    ).toBe('Calavera Grand Cherokee Laredo 2011-2014 Derecha Jeep');
  });

  it('accepts a name of exactly 60 characters and rejects 61', () => {
    const base = 'Calavera Grand Cherokee Laredo 2011-2014';
    const fits = generatePartName({
      category: 'Calavera',
      model: 'Grand Cherokee Laredo',
      years: [2011, 2014],
      make: 'X'.repeat(19),
    });
    expect(fits).toBe(`${base} ${'X'.repeat(19)}`);
    expect(fits).toHaveLength(60);
    const tooLong = generatePartName({
      category: 'Calavera',
      model: 'Grand Cherokee Laredo',
      years: [2011, 2014],
      make: 'X'.repeat(20),
    });
    expect(tooLong).toBe(base);
  });

  it('keeps the full year range when the base is exactly 60 characters', () => {
    const name = generatePartName({
      category: 'Moldura Facia Delantera Con Rejilla',
      model: 'Grand Cherokee',
      years: [2011, 2014],
      side: 'Izq',
    });
    expect(name).toBe('Moldura Facia Delantera Con Rejilla Grand Cherokee 2011-2014');
    expect(name).toHaveLength(60);
  });

  it('abbreviates the years when the full range would pass 60 characters', () => {
    expect(
      generatePartName({
        category: 'Moldura Facia Delantera Con Rejilla',
        model: 'Grand Cherokees',
        years: [2011, 2014],
        position: 'Sup',
        side: 'XY',
        make: 'Jeep',
      }),
    ).toBe('Moldura Facia Delantera Con Rejilla Grand Cherokees 11-14 XY');
  });

  it('abbreviates a single year too when it does not fit', () => {
    // 57 characters before the year: ' 2005' would reach 62, ' 05' reaches exactly 60.
    expect(
      generatePartName({
        category: 'Moldura Facia Delantera Con Rejilla',
        model: 'Grand Cherokee Laredo',
        years: [2005],
      }),
    ).toBe('Moldura Facia Delantera Con Rejilla Grand Cherokee Laredo 05');
  });

  it('cuts a base that is still too long at a word boundary', () => {
    const long = {
      category: 'Moldura Cromada Inferior De Facia Delantera Con Rejilla',
      model: 'Grand Cherokee',
    };
    const cut = 'Moldura Cromada Inferior De Facia Delantera Con Rejilla';
    expect(generatePartName({ ...long, years: [2011, 2014] })).toBe(cut);
    expect(generatePartName({ ...long, years: [2011, 2014], make: 'Volkswagen' })).toBe(cut);
    // The cut leaves 5 characters free, so a short later piece is still appended.
    expect(generatePartName({ ...long, years: [2011, 2014], make: 'Jeep' })).toBe(`${cut} Jeep`);
  });

  it('hard-cuts a single word longer than the limit', () => {
    expect(generatePartName({ category: 'A'.repeat(75), make: 'Ford' })).toBe('A'.repeat(60));
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
