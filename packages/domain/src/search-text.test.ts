import { describe, expect, it } from 'vitest';
import {
  normalizeSearchText,
  parseIdentifier,
  searchTerms,
  searchWords,
  spanishWordForms,
} from './search-text.ts';

describe('normalizeSearchText', () => {
  it('lower-cases, removes accents and collapses spaces', () => {
    expect(normalizeSearchText('  Puerta   DELANTERA\tIzquierda \n')).toBe('puerta delantera izquierda');
    expect(normalizeSearchText('Camión Ñandú Pingüino')).toBe('camion nandu pinguino');
  });

  it('caps the text at 200 characters without a trailing space', () => {
    expect(normalizeSearchText('a'.repeat(300))).toBe('a'.repeat(200));
    expect(normalizeSearchText(`${'a'.repeat(199)} b`)).toBe('a'.repeat(199));
  });

  it('is empty for missing text', () => {
    expect(normalizeSearchText(null)).toBe('');
    expect(normalizeSearchText(undefined)).toBe('');
  });
});

describe('parseIdentifier', () => {
  it('reads our id in its written forms', () => {
    expect(parseIdentifier('AV-1532')).toEqual({ kind: 'id', id: 1532 });
    expect(parseIdentifier('av 1532')).toEqual({ kind: 'id', id: 1532 });
    expect(parseIdentifier('AV1532')).toEqual({ kind: 'id', id: 1532 });
    expect(parseIdentifier('  Av - 1532 ')).toEqual({ kind: 'id', id: 1532 });
  });

  it('reads a bare number as id or AG id', () => {
    expect(parseIdentifier('1532')).toEqual({ kind: 'number', value: 1532 });
    expect(parseIdentifier(' 88120 ')).toEqual({ kind: 'number', value: 88120 });
  });

  it('reads the old-system id', () => {
    expect(parseIdentifier('AG-88120')).toEqual({ kind: 'agId', agId: 88120 });
    expect(parseIdentifier('ag 88120')).toEqual({ kind: 'agId', agId: 88120 });
    expect(parseIdentifier('AG88120')).toEqual({ kind: 'agId', agId: 88120 });
  });

  it('reads marketplace ids, normalised without hyphen in upper case', () => {
    expect(parseIdentifier('MLM123456789')).toEqual({ kind: 'mlId', mlId: 'MLM123456789' });
    expect(parseIdentifier('MLM-123456789')).toEqual({ kind: 'mlId', mlId: 'MLM123456789' });
    expect(parseIdentifier('mlm-123456789')).toEqual({ kind: 'mlId', mlId: 'MLM123456789' });
  });

  it('returns null for anything else', () => {
    for (const text of [
      '',
      '   ',
      'puerta',
      'AV-',
      'AV-12a',
      'AV-1532 jetta',
      'AVX1532',
      '12-345',
      'MLA123',
      null,
    ]) {
      expect(parseIdentifier(text)).toBeNull();
    }
  });

  it('returns null for ids out of range, leaving them to the text search', () => {
    expect(parseIdentifier('AV-0')).toBeNull();
    expect(parseIdentifier('0')).toBeNull();
    expect(parseIdentifier('2147483648')).toBeNull();
    expect(parseIdentifier('AG-99999999999')).toBeNull();
    expect(parseIdentifier('2147483647')).toEqual({ kind: 'number', value: 2147483647 });
    expect(parseIdentifier(`MLM${'1'.repeat(21)}`)).toBeNull();
  });
});

describe('searchWords', () => {
  it('splits normalised text and drops stop words', () => {
    expect(searchWords('Puerta de la Jetta 2015')).toEqual(['puerta', 'jetta', '2015']);
    expect(searchWords('Faro para el Tsuru con y los las del')).toEqual(['faro', 'tsuru']);
  });

  it('keeps stop words when nothing else is left', () => {
    expect(searchWords('De la')).toEqual(['de', 'la']);
  });

  it('strips punctuation around words but not inside them', () => {
    expect(searchWords('jetta, 2015. ¿faro?')).toEqual(['jetta', '2015', 'faro']);
    expect(searchWords('12-345 1/2 1.6')).toEqual(['12-345', '1/2', '1.6']);
    expect(searchWords('" , ;')).toEqual([]);
  });

  it('limits to 8 distinct words of at most 40 characters', () => {
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(searchWords('jetta jetta Jetta JETTA puerta')).toEqual(['jetta', 'puerta']);
    expect(searchWords('x'.repeat(60))).toEqual(['x'.repeat(40)]);
  });

  it('is empty for empty text', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });
});

describe('spanishWordForms', () => {
  it('adds the plural of a singular word and the singular of a plural one', () => {
    expect(spanishWordForms('puerta')).toEqual(['puerta', 'puertas']);
    expect(spanishWordForms('puertas')).toEqual(['puertas', 'puerta']);
    expect(spanishWordForms('motor')).toEqual(['motor', 'motors', 'motores']);
    expect(spanishWordForms('motores')).toEqual(['motores', 'motor', 'motore']);
    expect(spanishWordForms('luz')).toEqual(['luz', 'luzs', 'luces']);
    expect(spanishWordForms('luces')).toEqual(['luces', 'luz', 'luc', 'luce']);
  });

  it('leaves part numbers, short words and words with symbols as typed', () => {
    expect(spanishWordForms('12-345')).toEqual(['12-345']);
    expect(spanishWordForms('a4')).toEqual(['a4']);
    expect(spanishWordForms('de')).toEqual(['de']);
    expect(spanishWordForms('1/2')).toEqual(['1/2']);
  });
});

describe('searchTerms', () => {
  it('joins a compound typed split or hyphenated, and splits one typed whole', () => {
    const [split] = searchTerms('levanta vidrios');
    expect(split?.forms).toEqual(
      expect.arrayContaining(['levantavidrios', 'levanta vidrios', 'levanta-vidrios']),
    );
    expect(searchTerms('levanta-vidrios')[0]?.forms).toEqual(split?.forms);
    expect(searchTerms('levantavidrios')[0]?.forms).toEqual(
      expect.arrayContaining(['levantavidrios', 'levanta vidrios', 'levanta-vidrios', 'levantavidrio']),
    );
    expect(searchTerms('portaplacas')[0]?.forms).toContain('porta placas');
  });

  it('does not split words that only start like a compound', () => {
    expect(searchTerms('portal')[0]?.forms).not.toContain('porta l');
    expect(searchTerms('tapas')[0]?.forms).toEqual(['tapas', 'tapa']);
  });

  it('adds the trade’s spellings both ways', () => {
    expect(searchTerms('solenoide')[0]?.forms).toContain('selenoide');
    expect(searchTerms('selenoide')[0]?.forms).toContain('solenoide');
    expect(searchTerms('lamda')[0]?.forms).toContain('lambda');
    expect(searchTerms('amort')[0]?.forms).toContain('amortiguador');
    expect(searchTerms('amortiguador')[0]?.forms).toContain('amort');
  });

  it('reads a typed year with two or four digits, with the import’s pivot', () => {
    expect(searchTerms('vitara 95', { currentYear: 2026 })[1]).toEqual({
      typed: '95',
      forms: ['95', '1995'],
      year: 1995,
    });
    expect(searchTerms('jetta 12', { currentYear: 2026 })[1]?.year).toBe(2012);
    expect(searchTerms('jetta 2014', { currentYear: 2026 })[1]).toEqual({
      typed: '2014',
      forms: ['2014'],
      year: 2014,
    });
    expect(searchTerms('balero 6203', { currentYear: 2026 })[1]?.year).toBeUndefined();
  });
});

describe('searchTerms for codes and sides', () => {
  it('writes a model code with and without its hyphen', () => {
    expect(searchTerms('f150')[0]?.forms).toEqual(['f150', 'f-150']);
    expect(searchTerms('F-150')[0]?.forms).toEqual(['f-150', 'f150']);
  });

  it('reads «izq» as LH or a pair L-R', () => {
    expect(searchTerms('izq')[0]?.forms).toEqual(expect.arrayContaining(['izquierda', 'lh', 'l-r']));
    expect(searchTerms('der')[0]?.forms).toEqual(expect.arrayContaining(['derecho', 'rh', 'l-r']));
  });
});
