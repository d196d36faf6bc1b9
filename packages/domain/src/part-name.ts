import { categoryNoun, type Gender } from './categories.ts';
import { abbreviateYearRange, formatYearRange } from './years.ts';

export const NAME_MAX_LENGTH = 60;

export interface PartNameInput {
  /** The category's name: its list name («Faros») or its singular («Faro»). */
  category?: string | null;
  /** The category's id; when known it picks the reviewed noun even if the name was renamed. */
  categoryId?: number | null;
  model?: string | null;
  years?: readonly number[];
  position?: string | null;
  side?: string | null;
  make?: string | null;
}

function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

function join(words: readonly string[]): string {
  return words.filter((word) => word !== '').join(' ');
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).lastIndexOf(' ');
  // A single word longer than the limit has no boundary to cut at.
  return (cut > 0 ? text.slice(0, cut) : text.slice(0, max)).trimEnd();
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * An unknown noun (a category outside the reviewed list) takes the gender its last letter
 * usually has in Spanish; the reviewed list covers every category of the product.
 */
function guessGender(noun: string): Gender {
  const head = fold(noun).split(' ')[0] ?? '';
  return /(a|ion|dad)$/.test(head) && !/ma$/.test(head) ? 'f' : 'm';
}

// Reference lists name positions and sides in the feminine («Delantera», «Izquierda»); these are
// the words that change with the noun. The rest («Superior», «Central», «Interior») do not.
const AGREEING = /^(delanter|traser|izquierd|derech)([oa]s?)$/;

/** One position or side word, in lower case and agreeing with the noun's gender. */
function agreeWord(word: string, gender: Gender): string {
  const lower = word.toLowerCase();
  const match = AGREEING.exec(fold(lower));
  if (!match) return lower;
  const stem = lower.slice(0, match[1]?.length ?? 0);
  return stem + (gender === 'f' ? 'a' : 'o');
}

/** «Ambos» is a pair, not an adjective: written as the sides it covers. */
function sideWords(side: string, gender: Gender): string {
  if (/^ambo[sa]s?( lados)?$/.test(fold(side))) return 'ambos lados';
  return agreePhrase(side, gender);
}

function agreePhrase(phrase: string, gender: Gender): string {
  return phrase
    .split(' ')
    .map((word) => agreeWord(word, gender))
    .join(' ');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Automatic part name (domain rules, "Name generation"), in the order yards write it:
 * «Faro delantero derecho Tsuru 2005-2008 Nissan». The category's singular noun, model and years
 * form the base; position, side and make are then added in that order, each only if the name
 * still fits in 60 characters. Position and side go right after the noun, as Spanish adjectives
 * do, agreeing with its gender. A piece that does not fit is skipped, but a shorter later one may
 * still be added.
 */
export function generatePartName(input: PartNameInput): string {
  const given = clean(input.category);
  const noun = categoryNoun({ id: input.categoryId, name: given });
  const singular = noun ? noun.singular : capitalize(given);
  const gender = noun ? noun.gender : guessGender(given);
  const model = clean(input.model);
  const years = input.years ?? [];

  let tail = join([model, formatYearRange(years)]);
  if (join([singular, tail]).length > NAME_MAX_LENGTH) tail = join([model, abbreviateYearRange(years)]);
  const base = truncateAtWord(join([singular, tail]), NAME_MAX_LENGTH);
  // What the cut left of the model and years, so adjectives can still go after the noun.
  tail = base.slice(singular.length).trim();
  const head = base.slice(0, Math.min(singular.length, base.length)).trim();

  const adjectives: string[] = [];
  const build = (make: string) => join([head, ...adjectives, tail, make]);

  const position = clean(input.position) || (noun?.implied ?? '');
  const side = clean(input.side);
  if (position !== '') {
    const word = agreePhrase(position, gender);
    // A noun that already says it («Fascia trasera») does not repeat it.
    if (!fold(head).split(' ').includes(fold(word))) {
      adjectives.push(word);
      if (build('').length > NAME_MAX_LENGTH) adjectives.pop();
    }
  }
  if (side !== '') {
    adjectives.push(sideWords(side, gender));
    if (build('').length > NAME_MAX_LENGTH) adjectives.pop();
  }
  let name = build('');
  const make = clean(input.make);
  if (make !== '' && build(make).length <= NAME_MAX_LENGTH) name = build(make);
  return name;
}
