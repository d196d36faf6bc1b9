import { parseDigitsAsId } from './scan-code.ts';

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
