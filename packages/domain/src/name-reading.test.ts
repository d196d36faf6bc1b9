import { describe, expect, it } from 'vitest';
import { compileNameCatalog, readPartName } from './name-reading.ts';
import { MAKE_ALIASES } from './spreadsheet-import.ts';

const catalog = compileNameCatalog({
  makes: [
    {
      id: 54,
      name: 'Chevrolet',
      variants: ['chevrolet', 'chevorlet'],
      models: [
        { id: 1, name: 'Chevy', variants: ['chevy pop', 'chevy monza'], year_from: 1994, year_to: 2012 },
        { id: 2, name: 'Monza', variants: [], year_from: 2004, year_to: 2012 },
        { id: 3, name: 'Aveo', variants: [], year_from: 2008, year_to: 2026 },
      ],
    },
    {
      id: 57,
      name: 'Volkswagen',
      variants: ['volks wagen'],
      models: [{ id: 10, name: 'Jetta', variants: ['jeta'], year_from: 1980, year_to: 2026 }],
    },
    {
      id: 22,
      name: 'Nissan',
      variants: [],
      models: [{ id: 20, name: 'Tsuru', variants: [], year_from: 1984, year_to: 2017 }],
    },
    {
      id: 13,
      name: 'Mazda',
      variants: [],
      models: [{ id: 30, name: 'Mazda 3', variants: ['3'], year_from: 2004, year_to: 2026 }],
    },
    {
      id: 25,
      name: 'Suzuki',
      variants: [],
      models: [{ id: 40, name: 'Vitara', variants: [], year_from: 1989, year_to: 2026 }],
    },
    { id: 46, name: 'Jeep', variants: [], models: [] },
    { id: 38, name: 'MINI', variants: [], models: [] },
  ],
  sides: [
    { id: 1, name: 'Izquierda', variants: ['izq', 'lh'] },
    { id: 2, name: 'Derecha', variants: ['der', 'rh'] },
    { id: 3, name: 'Ambos', variants: ['ambos lados'] },
  ],
  positions: [
    { id: 1, name: 'Delantera', variants: ['delantero', 'del'] },
    { id: 2, name: 'Trasera', variants: ['trasero'] },
  ],
  makeAliases: MAKE_ALIASES,
});

function read(text: string) {
  const reading = readPartName(text, catalog, { currentYear: 2026 });
  const years = reading.years.length > 0 ? `${reading.years[0]}-${reading.years.at(-1)}` : null;
  return [
    reading.make?.name ?? null,
    reading.model?.name ?? null,
    years,
    reading.side?.name ?? null,
    reading.position?.name ?? null,
  ];
}

describe('readPartName', () => {
  it('reads make, model, years, side and position as real names write them', () => {
    expect(read('Calavera Chevy Monza C3 09-11 L-R')).toEqual([
      'Chevrolet',
      'Chevy',
      '2009-2011',
      'Ambos',
      null,
    ]);
    expect(read('Faro VolksWagen vw Jetta 94 -04 izq')).toEqual([
      'Volkswagen',
      'Jetta',
      '1994-2004',
      'Izquierda',
      null,
    ]);
    expect(read('Tsuru 92-93 Transparente SOLO "RH"')).toEqual([
      'Nissan',
      'Tsuru',
      '1992-1993',
      'Derecha',
      null,
    ]);
    expect(read('AMORTIGUADOR DELANTERO VITARA 92/98')).toEqual([
      'Suzuki',
      'Vitara',
      '1992-1998',
      null,
      'Delantera',
    ]);
    expect(read('Calavera Aveo 12 A 16 der')).toEqual(['Chevrolet', 'Aveo', '2012-2016', 'Derecha', null]);
    expect(read('BOMBA AGUA CHEVROLET 00/AD')).toEqual(['Chevrolet', null, '2000-2026', null, null]);
    expect(read('Spirit 92 L-R')).toEqual([null, null, null, 'Ambos', null]);
  });

  it('reads a short or numeric model only next to its make', () => {
    expect(read('Facia Mazda 3 2010')).toEqual(['Mazda', 'Mazda 3', '2010-2010', null, null]);
    expect(read('Foco 3 patas')).toEqual([null, null, null, null, null]);
  });

  it('does not take a style or an ordinary word for the vehicle', () => {
    expect(read('Calavera Tipo Jeep 16 LED')).toEqual([null, null, null, null, null]);
    expect(read('Plafon Mini Casita 3 LED')).toEqual([null, null, null, null, null]);
    // «del» is Spanish for «of the», not Delantera.
    expect(read('Espejo del Jetta')).toEqual(['Volkswagen', 'Jetta', null, null, null]);
  });
});
