import { distance } from 'fastest-levenshtein';
import { MAX_ID } from './limits.ts';

// How a real shop's spreadsheet writes its cells, and how the import reads them: Excel
// artefacts, placeholder words, numbers with the separators of the file's own country, words
// meaning "no price", and the shop's own category names next to ours.

// Words a shop writes where there is no value. Compared after cleaning, lower case, no accents.
const PLACEHOLDERS = new Set([
  'fabrica',
  'n/d',
  'n.d.',
  'nd',
  'n/a',
  'na',
  's/n',
  'sn',
  's/d',
  '-',
  '--',
  '---',
  '.',
  '?',
  'null',
  'ninguno',
  'sin dato',
  'sin datos',
  '#n/a',
  '#n/d',
  '#¡valor!',
  '#value!',
]);

function plain(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * A cell as the shop meant it: Excel's `="0046774707"` and leading apostrophe removed,
 * non-breaking and doubled spaces made single, placeholder words («FÁBRICA», «N/D», «S/N», «-»)
 * read as empty.
 */
export function cleanCell(value: string | null | undefined): string {
  let text = (value ?? '').replace(/[\u00a0\u2007\u202f\t]/g, ' ');
  const formula = /^\s*=\s*"(.*)"\s*$/s.exec(text);
  if (formula) text = (formula[1] ?? '').replace(/""/g, '"');
  text = text
    .replace(/^\s*['’]/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return PLACEHOLDERS.has(plain(text)) ? '' : text;
}

export type DecimalSeparator = '.' | ',';

/** What a number column shows about its decimal separator. */
export interface NumberColumnReading {
  /** The separator the column's values prove, or null when none of them decide it. */
  decimal: DecimalSeparator | null;
  /** True when values disagree or none decides and some are ambiguous: the person is asked. */
  ambiguous: boolean;
  /** Up to three values that could be read both ways («1.500»), to show when asking. */
  examples: string[];
}

// Words a price cell holds when the shop has no price for it: not an error, not 0.
const NO_PRICE =
  /^(n\/?d|s\/?p|sin precio|consultar( precio)?|a consultar|cotizar|llamar|pendiente|precio a consultar|x)$/;

/** The digits and separators of a money cell: «$ 1.500,00» → 1.500,00; «$ 550.--» → 550. */
function numericPart(text: string): string {
  return plain(text)
    .replace(/\s+/g, '')
    .replace(/^(mxn|mx\$|\$|mn)+/, '')
    .replace(/(mxn|mn|pesos|\$)+$/, '')
    .replace(/[.,]?[-*]+$/, '');
}

type Evidence = DecimalSeparator | 'ambiguous' | 'none';

function evidenceOf(digits: string): Evidence {
  if (!/^-?\d[\d.,]*$/.test(digits)) return 'none';
  const dots = digits.split('.').length - 1;
  const commas = digits.split(',').length - 1;
  if (dots === 0 && commas === 0) return 'none';
  if (dots > 0 && commas > 0) return digits.lastIndexOf('.') > digits.lastIndexOf(',') ? '.' : ',';
  const separator: DecimalSeparator = dots > 0 ? '.' : ',';
  const other: DecimalSeparator = separator === '.' ? ',' : '.';
  // «1.234.567»: a separator used twice groups thousands.
  if (dots + commas > 1) return other;
  const after = digits.length - digits.indexOf(separator) - 1;
  if (after === 3) return digits.startsWith('0') ? separator : 'ambiguous';
  return separator;
}

/**
 * Reads the decimal separator from every value of a column (not a sample: one «1.234,50» decides).
 * Money is never written with three decimals, so «1.500» and «1,500» group thousands unless the
 * column itself shows that separator as its decimal one («12.5» next to «1.500»): then, and when
 * values disagree («1.234,50» next to «1,234.50»), the person is asked.
 */
export function readNumberColumn(values: readonly string[]): NumberColumnReading {
  const votes = { '.': 0, ',': 0 };
  const undecided: string[] = [];
  for (const value of values) {
    const digits = numericPart(cleanCell(value));
    const evidence = evidenceOf(digits);
    if (evidence === '.' || evidence === ',') votes[evidence] += 1;
    else if (evidence === 'ambiguous') undecided.push(value.trim());
  }
  const mixed = votes['.'] > 0 && votes[','] > 0;
  const decimal = mixed ? null : votes['.'] > 0 ? '.' : votes[','] > 0 ? ',' : null;
  const clash = undecided.filter(
    (value) => decimal !== null && numericPart(cleanCell(value)).includes(decimal),
  );
  const examples = [...new Set(mixed ? undecided : clash)].slice(0, 3);
  return { decimal, ambiguous: mixed || clash.length > 0, examples };
}

export type PriceReading =
  | { kind: 'price'; pesos: number }
  /** Empty, 0, «N/D», «CONSULTAR PRECIO»: the part has no price yet. */
  | { kind: 'none' }
  | { kind: 'invalid' };

/** A money cell split at its decimal separator: the whole pesos' digits and the fraction's. */
type MoneyDigits =
  | { kind: 'digits'; whole: string; fraction: string }
  | { kind: 'none' }
  | { kind: 'invalid' };

/**
 * The one money reader of a sheet (price and cost columns alike): the cell's digits read with the
 * column's decimal separator (null: the column has no decimals, so a lone «.» or «,» followed by
 * three digits groups thousands). No arithmetic here: the callers round on the digits.
 */
function moneyDigits(value: string, columnDecimal: DecimalSeparator | null): MoneyDigits {
  let decimal = columnDecimal;
  const text = cleanCell(value);
  if (text === '' || NO_PRICE.test(plain(text))) return { kind: 'none' };
  const digits = numericPart(text);
  // «$» or «$ .--» alone: the shop left the amount out.
  if (digits === '') return { kind: 'none' };
  if (!/^\d[\d.,]*$/.test(digits)) return { kind: 'invalid' };
  // A column without a decided separator: a value that shows its own («0.00», «12,5») is read so.
  const own = evidenceOf(digits);
  if (decimal === null && (own === '.' || own === ',')) decimal = own;
  const thousands = decimal === '.' ? ',' : decimal === ',' ? '.' : null;
  let whole = digits;
  let fraction = '';
  if (decimal !== null) {
    const at = digits.lastIndexOf(decimal);
    if (at !== -1) {
      whole = digits.slice(0, at);
      fraction = digits.slice(at + 1);
    }
    if (fraction.includes(decimal) || fraction.includes(thousands ?? '')) return { kind: 'invalid' };
    if (thousands && !/^\d{1,3}(\d*|([.,]\d{3})*)$/.test(whole)) return { kind: 'invalid' };
    whole = whole.split(thousands ?? '').join('');
  } else if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) {
    whole = digits.replace(/[.,]/g, '');
  }
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return { kind: 'invalid' };
  return { kind: 'digits', whole, fraction };
}

/**
 * A money cell as whole pesos, read with the column's decimal separator (see moneyDigits). Cents
 * round half up, computed on the digits, never through a float.
 */
export function readPrice(
  value: string,
  columnDecimal: DecimalSeparator | null,
  maxPesos: number,
): PriceReading {
  const read = moneyDigits(value, columnDecimal);
  if (read.kind !== 'digits') return read;
  let pesos = Number(read.whole);
  if (read.fraction !== '' && Number(read.fraction[0]) >= 5) pesos += 1;
  if (!Number.isSafeInteger(pesos) || pesos > maxPesos) return { kind: 'invalid' };
  return pesos === 0 ? { kind: 'none' } : { kind: 'price', pesos };
}

export type CentsReading =
  | { kind: 'cents'; cents: number }
  /** Empty, «N/D», «$ .--»: no amount written. A written 0 is an amount ($0.00). */
  | { kind: 'none' }
  | { kind: 'invalid' };

/**
 * A money cell as integer cents, read exactly as readPrice reads it (same separators, same
 * placeholders); a third decimal rounds half up, on the digits. For amounts kept to the cent,
 * such as a part's purchase cost.
 */
export function readCents(
  value: string,
  columnDecimal: DecimalSeparator | null,
  maxCents: number,
): CentsReading {
  const read = moneyDigits(value, columnDecimal);
  if (read.kind !== 'digits') return read;
  const fraction = read.fraction.padEnd(3, '0');
  let cents = Number(read.whole) * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents) || cents > maxCents) return { kind: 'invalid' };
  return { kind: 'cents', cents };
}

/** A stock cell as whole units («12», «1,200», «3.0»), or null when it is not a quantity. */
export function readQuantity(value: string): number | null {
  const text = cleanCell(value).replace(/\s+/g, '');
  if (text === '') return 0;
  if (/^-?\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}([.,]\d{3})+$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  if (/^-?\d+[.,]0+$/.test(text)) return Number(text.replace(/[.,]0+$/, ''));
  return null;
}

/** Whether the values of a code column are our own ids (AV-123): most of them, not one or two. */
export function looksLikeOwnCodes(values: readonly string[]): boolean {
  const filled = values.map((value) => cleanCell(value)).filter(Boolean);
  if (filled.length === 0) return false;
  const own = filled.filter((value) => /^AV-?\s*\d{1,10}$/i.test(value)).length;
  return own / filled.length > 0.5;
}

/** A foreign code as the AG id it becomes: digits only, within a PostgreSQL integer. */
export function agIdOf(code: string): number | null {
  const text = cleanCell(code).replace(/^AG-?\s*/i, '');
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_ID ? value : null;
}

export interface CategoryOption {
  id: number;
  name: string;
  variants?: readonly string[];
}

export interface CategorySuggestion {
  id: number;
  name: string;
  /** 0..1: how sure the match is. Only those at or above CATEGORY_SUGGESTION_MIN are offered. */
  score: number;
}

/** Below this a suggestion is noise («Juntas → Puertas») and is not offered. */
export const CATEGORY_SUGGESTION_MIN = 0.75;

function words(text: string): string[] {
  return plain(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** «levantavidrios» = «levanta vidrios»; «faros» = «faro»; «calaveras» = «calavera». */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('es') && !/[aeiou]es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function forms(text: string): { joined: string; set: Set<string> } {
  const list = words(text).map(singular);
  return { joined: list.join(''), set: new Set(list) };
}

function similarity(a: string, b: string): number {
  if (a === '' || b === '') return 0;
  return 1 - distance(a, b) / Math.max(a.length, b.length);
}

/**
 * Our categories closest to a shop's category name, best first, only those at or above the
 * threshold. Exact (accents, case, plural, spacing aside) is 1; a variant of ours counts as ours;
 * a compound written together or apart matches; one word of a longer name matching ours
 * completely («Calaveras Autos» → Calaveras) scores high; typos lower.
 */
export function suggestCategories(
  text: string,
  categories: readonly CategoryOption[],
  limit = 3,
): CategorySuggestion[] {
  const mine = forms(text);
  if (mine.joined === '') return [];
  const scored: CategorySuggestion[] = [];
  for (const category of categories) {
    let best = 0;
    for (const phrase of [category.name, ...(category.variants ?? [])]) {
      const theirs = forms(phrase);
      if (theirs.joined === '') continue;
      // A typo away counts only between longer words: «Mazda» is not «Mazas», «Juntas» not «Puntas».
      const long = Math.min(mine.joined.length, theirs.joined.length) >= 6;
      let score = long ? similarity(mine.joined, theirs.joined) : 0;
      // A whole name of ours inside the shop's words: «Calaveras Camionetas» is a Calavera.
      const inside = [...theirs.set].every((word) => mine.set.has(word));
      if (inside) score = Math.max(score, theirs.set.size === mine.set.size ? 1 : 0.85);
      // Written together: «levantavidrios» against «levanta vidrios».
      if (mine.joined.includes(theirs.joined) && theirs.joined.length >= 5) score = Math.max(score, 0.8);
      best = Math.max(best, score);
    }
    if (best >= CATEGORY_SUGGESTION_MIN) scored.push({ id: category.id, name: category.name, score: best });
  }
  return scored.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name)).slice(0, limit);
}

/** The key a shop's category value is remembered by: same for «Faros», «FAROS » and «faros». */
export function categoryKey(text: string): string {
  return words(cleanCell(text)).join(' ');
}

const LINK_WORDS = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'para', 'y', 'con', 'p', 'c']);

function headWords(text: string): string[] {
  return words(text)
    .filter((word) => !LINK_WORDS.has(word))
    .map(singular);
}

/**
 * Each category name and variant as head words, by first word: a file's every row is matched
 * against the same list, so it is split once per list, not once per row.
 */
const phraseIndexes = new WeakMap<
  readonly CategoryOption[],
  Map<string, { option: CategoryOption; wanted: string[] }[]>
>();

function phrasesByFirstWord(categories: readonly CategoryOption[]) {
  let index = phraseIndexes.get(categories);
  if (index) return index;
  index = new Map();
  for (const category of categories) {
    for (const phrase of [category.name, ...(category.variants ?? [])]) {
      const wanted = headWords(phrase);
      const first = wanted[0];
      if (first === undefined) continue;
      const list = index.get(first) ?? [];
      list.push({ option: category, wanted });
      index.set(first, list);
    }
  }
  phraseIndexes.set(categories, index);
  return index;
}

/**
 * The category a product name starts with, as shops write names: the part first («Calavera
 * Chevy…», «BOMBA AGUA STRATUS…», «4KAR-2041 POLEA TENSORA…» after its codes). Only a whole name
 * or variant of ours at the head of the name counts, the longest one; a word further on («ACEITE
 * … MOTOR», «Estrobo Luna») is not the part.
 */
export function categoryAtStart(text: string, categories: readonly CategoryOption[]): CategoryOption | null {
  // Leading codes: whitespace-separated chunks with a digit or a slash («BA-2422/B-582-N/KGP-9108»,
  // «4KAR-2041», «H3», «CA-131-B») before the first plain word.
  const chunks = text.trim().split(/\s+/);
  let start = 0;
  while (start < chunks.length && /[\d/]/.test(chunks[start] ?? '')) start += 1;
  const head = headWords(chunks.slice(start).join(' ')).slice(0, 5);
  if (head.length === 0) return null;
  let best: { option: CategoryOption; length: number } | null = null;
  // Only the phrases that start with the name's first word can match.
  for (const { option, wanted } of phrasesByFirstWord(categories).get(head[0] as string) ?? []) {
    if (wanted.length > head.length) continue;
    if (wanted.every((word, index) => head[index] === word) && (!best || wanted.length > best.length))
      best = { option, length: wanted.length };
  }
  return best?.option ?? null;
}

/** How many of a sheet's first rows may sit above its header (a title, the shop's address, a date). */
export const HEADER_SEARCH_ROWS = 15;

/**
 * Which of a sheet's first non-empty rows is its header. Shops often put the business name, a
 * title or the date above the table: those rows fill one or two cells while the header fills
 * (almost) as many as the table's widest row. The header is the first row that fills at least
 * two cells and half the widest row, and is not mostly numbers (a data row never comes first).
 */
export function headerRowIndex(rows: readonly (readonly string[])[]): number {
  const first = rows.slice(0, HEADER_SEARCH_ROWS);
  const filled = first.map((cells) => cells.filter((cell) => cleanCell(cell) !== '').length);
  const widest = Math.max(0, ...filled);
  const index = first.findIndex((cells, at) => {
    const count = filled[at] ?? 0;
    if (count < 2 || count * 2 < widest) return false;
    const numbers = cells.filter((cell) => /^[\s$\d.,-]+$/.test(cleanCell(cell)) && cleanCell(cell) !== '');
    return numbers.length * 2 < count;
  });
  return index === -1 ? 0 : index;
}
