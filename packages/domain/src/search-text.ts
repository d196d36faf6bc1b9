import { parseDigitsAsId } from './scan-code.ts';
import { readYearToken } from './years.ts';

export const SEARCH_TEXT_MAX_LENGTH = 200;
export const SEARCH_MAX_WORDS = 8;
export const SEARCH_WORD_MAX_LENGTH = 40;

export const SEARCH_STOP_WORDS: readonly string[] = [
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'para',
  'con',
  'y',
];

/** Lower-case, accent-free, single-spaced text, matching how the server indexes parts. */
export function normalizeSearchText(s: string | null | undefined): string {
  return (s ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX_LENGTH)
    .trimEnd();
}

export type Identifier =
  | { kind: 'id'; id: number }
  // A bare number may be our id or an old-system ag_id; the server tries both.
  | { kind: 'number'; value: number }
  | { kind: 'agId'; agId: number }
  | { kind: 'mlId'; mlId: string };

/**
 * Recognises an exact identifier typed in the search box (domain rules, Search). Returns null
 * for anything else, including numbers too large to be an id, which are then searched as text
 * (they are usually part numbers).
 */
export function parseIdentifier(s: string | null | undefined): Identifier | null {
  const text = (s ?? '').trim();
  if (text.length > 40) return null;

  const prefixed = /^(av|ag|mlm)[\s-]*(\d+)$/i.exec(text);
  if (prefixed) {
    const prefix = (prefixed[1] ?? '').toLowerCase();
    const digits = prefixed[2] ?? '';
    if (prefix === 'mlm') return digits.length <= 20 ? { kind: 'mlId', mlId: `MLM${digits}` } : null;
    const id = parseDigitsAsId(digits);
    if (id === null) return null;
    return prefix === 'av' ? { kind: 'id', id } : { kind: 'agId', agId: id };
  }

  if (/^\d+$/.test(text)) {
    const value = parseDigitsAsId(text);
    return value === null ? null : { kind: 'number', value };
  }
  return null;
}

// Punctuation typed around words ("jetta, 2015") would otherwise be part of the word and stop
// it matching; inner punctuation is kept because part numbers use it ("12-345", "1/2").
const EDGE_PUNCTUATION = /^[,;:!?¿¡()[\]{}"'`]+|[,;:!?¿¡()[\]{}"'`.]+$/g;

/**
 * Words that must all match (AND). Stop words are dropped unless the text is only stop words;
 * repeated words are dropped; at most 8 words of at most 40 characters each.
 */
export function searchWords(s: string | null | undefined): string[] {
  const words = normalizeSearchText(s)
    .split(' ')
    .map((word) => word.replace(EDGE_PUNCTUATION, '').slice(0, SEARCH_WORD_MAX_LENGTH))
    .filter((word) => word !== '');
  const meaningful = words.filter((word) => !SEARCH_STOP_WORDS.includes(word));
  const chosen = meaningful.length > 0 ? meaningful : words;
  return [...new Set(chosen)].slice(0, SEARCH_MAX_WORDS);
}

const VOWELS = 'aeiou';

/**
 * The word with its Spanish singular/plural counterparts (docs/domain-rules.md, Search): the
 * whole-word index must find "Puertas Jetta" for "puerta" and "Faro" for "faros", as the old
 * per-word substring search did. Part numbers and short words are left as typed.
 */
export function spanishWordForms(word: string): string[] {
  if (word.length < 3 || /\d/.test(word) || !/^[a-zñ]+$/.test(word)) return [word];
  const forms = [word];
  const last = word.at(-1) ?? '';
  if (word.endsWith('ces') && word.length > 4) forms.push(`${word.slice(0, -3)}z`);
  if (word.endsWith('es') && word.length > 4) forms.push(word.slice(0, -2));
  if (last === 's' && word.length > 3) forms.push(word.slice(0, -1));
  if (last !== 's') {
    forms.push(`${word}s`);
    if (last === 'z') forms.push(`${word.slice(0, -1)}ces`);
    else if (!VOWELS.includes(last)) forms.push(`${word}es`);
  }
  return [...new Set(forms)];
}

/**
 * Words a part's name may be written with, as the trade writes them: a common misspelling of the
 * same word, or its shortened form on a price list. Each group is searched as one word: typing
 * any of them finds names written with any other («solenoide» finds «SELENOIDE», «amort» finds
 * «AMORTIGUADOR DEL.»). Only unambiguous words: a group never joins two different parts.
 */
export const TRADE_SPELLINGS: readonly (readonly string[])[] = [
  ['solenoide', 'selenoide', 'solenoides', 'selenoides'],
  ['lambda', 'lamda', 'lanbda'],
  ['amortiguador', 'amortiguadores', 'amort', 'amortig', 'amortg'],
  ['bayoneta', 'balloneta'],
  ['bobina', 'bovina', 'bobinas', 'bovinas'],
  ['balata', 'valata', 'balatas', 'valatas'],
  ['bujia', 'bujias', 'bugia', 'bugias'],
  ['cigueñal', 'ciguenal', 'cigunal'],
  ['clutch', 'cloch', 'clutsh', 'cluth'],
  ['defensa', 'difensa', 'defenza'],
  ['mofle', 'mofles', 'mofler', 'muffler'],
  ['radiador', 'radiadores', 'radiaodr'],
  ['suspension', 'suspencion'],
  ['termostato', 'termoestato', 'termostatos'],
  ['transmision', 'transmicion', 'trasmision'],
  ['valvula', 'balvula', 'valvulas', 'balvulas'],
  ['ventilador', 'bentilador', 'ventiladores'],
  ['vidrio', 'bidrio', 'vidrios', 'bidrios'],
  ['sensor', 'censor', 'sensores', 'censores'],
  ['tensor', 'tensora', 'tensores'],
  // Sides as lists write them: «LH», «RH», and «L-R» for a pair, which fits either side.
  ['izq', 'izquierdo', 'izquierda', 'lh', 'l-r'],
  ['der', 'derecho', 'derecha', 'rh', 'l-r'],
  ['kenworth', 'kw'],
  // The clutch's pressure plate: «plato de presión» at the counter, «PLATILLO PRESION» on lists.
  ['plato', 'platillo', 'platos', 'platillos'],
];

const TRADE_SPELLING_INDEX = new Map<string, readonly string[]>(
  TRADE_SPELLINGS.flatMap((group) => group.map((word) => [normalizeSearchText(word), group] as const)),
);

/**
 * The first halves of the trade's compound names: «levantavidrios», «portaplacas»,
 * «limpiaparabrisas», «cubrepolvo», «guardafango», «quemacocos». Each is also written split
 * («LEVANTA VIDRIOS») or hyphenated («levanta-vidrios»), and a clerk types any of the three.
 */
export const COMPOUND_PREFIXES: readonly string[] = [
  'levanta',
  'eleva',
  'alza',
  'porta',
  'limpia',
  'cubre',
  'guarda',
  'quema',
  'salpica',
  'para',
  'tapa',
  'cuenta',
  'contra',
  'lava',
  'moto',
];

// Shorter rests than this are not split off: «parar», «portal», «tapas» are words of their own.
const COMPOUND_REST_MIN = 4;

/** A compound typed as one word, split at its known first half: «levantavidrios» → levanta + vidrios. */
export function splitCompound(word: string): [string, string] | null {
  if (!/^[a-zñ]+$/.test(word)) return null;
  for (const prefix of COMPOUND_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= COMPOUND_REST_MIN) {
      return [prefix, word.slice(prefix.length)];
    }
  }
  return null;
}

/**
 * A search term: what the clerk typed (kept for messages and suggestions) and the alternatives any
 * one of which a part must hold. An alternative with a space is a phrase: its words side by side.
 */
export interface SearchTerm {
  typed: string;
  forms: string[];
  /** A year the term stands for («95», «2014»): the words index knows years as four digits. */
  year?: number;
}

/** The forms of one whole word: singular/plural, the trade's spellings of it, and their plurals. */
function wordForms(word: string): string[] {
  const forms = new Set(spanishWordForms(word));
  for (const form of [...forms]) {
    for (const spelling of TRADE_SPELLING_INDEX.get(form) ?? []) forms.add(normalizeSearchText(spelling));
  }
  return [...forms];
}

/** The ways a compound is written: one word (and its singular/plural), split, hyphenated. */
function compoundForms(first: string, rest: string): string[] {
  const restForms = spanishWordForms(rest);
  const forms = new Set<string>();
  for (const form of restForms) {
    forms.add(`${first}${form}`);
    forms.add(`${first} ${form}`);
    forms.add(`${first}-${form}`);
  }
  return [...forms];
}

/**
 * The terms of a search as a counter clerk types it (see searchWords for the words). Beyond each
 * word's singular/plural:
 * - trade spellings of the same word («lamda» and «lambda»);
 * - compounds however they are written: «levantavidrios», «levanta vidrios» and «levanta-vidrios»
 *   all find the same names;
 * - a year typed with two digits («vitara 95») also stands for its four-digit year, which is how
 *   the words index holds a part's years (the import reads «92/98» in a name as 1992–1998).
 */
export function searchTerms(s: string | null | undefined, options?: { currentYear?: number }): SearchTerm[] {
  const words = searchWords(s);
  const terms: SearchTerm[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    const next = words[index + 1];
    if (COMPOUND_PREFIXES.includes(word) && next !== undefined && /^[a-zñ]{3,}$/.test(next)) {
      terms.push({ typed: `${word} ${next}`, forms: compoundForms(word, next) });
      index++;
      continue;
    }
    const hyphenated = /^([a-zñ]+)-([a-zñ]+)$/.exec(word);
    if (hyphenated?.[1] && hyphenated[2]) {
      terms.push({ typed: word, forms: compoundForms(hyphenated[1], hyphenated[2]) });
      continue;
    }
    const compound = splitCompound(word);
    if (compound) {
      terms.push({ typed: word, forms: [...new Set([...wordForms(word), ...compoundForms(...compound)])] });
      continue;
    }
    // Model codes are written with or without a hyphen: «f150» and «F-150», «np300» and «NP-300».
    const code = /^([a-z]{1,3})-?(\d{2,4})$/.exec(word);
    if (code?.[1] && code[2]) {
      terms.push({
        typed: word,
        forms: [...new Set([word, `${code[1]}${code[2]}`, `${code[1]}-${code[2]}`])],
      });
      continue;
    }
    const year = /^\d{2}$|^\d{4}$/.test(word) ? readYearToken(word, options) : null;
    if (year !== null) {
      terms.push({ typed: word, forms: [...new Set([word, String(year)])], year });
      continue;
    }
    terms.push({ typed: word, forms: wordForms(word) });
  }
  return terms;
}
