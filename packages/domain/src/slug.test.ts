import { describe, expect, it } from 'vitest';
import { partPath, slugify } from './slug.ts';

describe('slugify', () => {
  it('replaces each space, slash and dot by a hyphen and keeps everything else', () => {
    expect(slugify('Puertas Jetta 2015-2018')).toBe('Puertas-Jetta-2015-2018');
    expect(slugify('Faro Izq/Der 1.6L')).toBe('Faro-Izq-Der-1-6L');
    expect(slugify('Tapa  Del. Cajuela')).toBe('Tapa--Del--Cajuela');
    expect(slugify('Cañón ÁÉ #2')).toBe('Cañón-ÁÉ-#2');
  });

  it('gives an empty slug for a missing name', () => {
    expect(slugify(null)).toBe('');
    expect(slugify(undefined)).toBe('');
  });
});

describe('partPath', () => {
  it('builds the detail route of each section', () => {
    expect(partPath('search', 12, 'Puerta Jetta')).toBe('/autopart/12/Puerta-Jetta');
    expect(partPath('sales', 12, 'Puerta Jetta')).toBe('/sales/autopart/12/Puerta-Jetta');
    expect(partPath('inventory', 12, 'Puerta Jetta')).toBe('/inventory/autopart/12/Puerta-Jetta');
  });

  it('percent-encodes the slug so the path stays one segment', () => {
    expect(partPath('search', 3, 'Faro ¿Izq? #1 100%')).toBe('/autopart/3/Faro-%C2%BFIzq%3F-%231-100%25');
    expect(decodeURIComponent(partPath('search', 3, 'Cañón').split('/')[3] ?? '')).toBe('Cañón');
  });

  it('leaves the optional slug out when there is no name', () => {
    expect(partPath('inventory', 7, '')).toBe('/inventory/autopart/7');
    expect(partPath('sales', 7)).toBe('/sales/autopart/7');
  });
});
