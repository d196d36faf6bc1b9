import { type ReadYearOptions, readYearRanges, readYearToken, yearsOfRanges } from './years.ts';

// Reads the vehicle and the part's side and position out of a product name as real shops write
// them: «Calavera Chevy Monza C3 09-11 L-R», «POLEA TENSORA ASTRA 1.8L 08/09», «Faro VolksWagen vw
// Jetta A4 99/07 izq». Used by the import (a list with everything inside the name) and by search.

export interface NamedEntry {
  id: number;
  name: string;
  variants?: readonly string[];
}

export interface CatalogModel extends NamedEntry {
  year_from?: number | null;
  year_to?: number | null;
}

export interface CatalogMake extends NamedEntry {
  models: readonly CatalogModel[];
}

export interface NameCatalogSource {
  makes: readonly CatalogMake[];
  sides?: readonly NamedEntry[];
  positions?: readonly NamedEntry[];
  /** Extra names of makes (short or colloquial), normalized key → make name. */
  makeAliases?: Readonly<Record<string, string>>;
}

interface ModelRef {
  id: number;
  name: string;
  makeId: number;
  from: number | null;
  to: number | null;
  /** Written with a digit or under three letters: read only next to its make («Mazda 3», «Audi A4»). */
  needsMake: boolean;
}

export interface NameCatalog {
  makes: Map<string, { id: number; name: string }>;
  models: Map<string, ModelRef[]>;
  sides: Map<string, { id: number; name: string }>;
  positions: Map<string, { id: number; name: string }>;
  longest: number;
}

export interface NameReading {
  make: { id: number; name: string } | null;
  model: { id: number; name: string } | null;
  /** Every year the name states for the model read (sorted); empty when it states none. */
  years: number[];
  /** The years as written («92/98»), to show next to what was read. */
  yearsText: string | null;
  side: { id: number; name: string } | null;
  position: { id: number; name: string } | null;
}

/** Lower case, no accents, words of letters and digits: «Levanta-Vidrios "RH"» → levanta vidrios rh. */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function key(text: string): string {
  return nameWords(text).join(' ');
}

// Position words that are also everyday Spanish («del», «int», «medio»): too risky inside a name.
const POSITION_STOP = new Set([
  'del',
  'int',
  'inf',
  'sup',
  'ext',
  'tras',
  'medio',
  'centro',
  'dentro',
  'fuera',
]);
// Names of makes and models that are also ordinary words in a parts list («Plafón Mini», «Tipo
// Sport»): read as a model only next to its make, never as a make alone.
const ORDINARY_WORDS = new Set([
  'mini',
  'smart',
  'sport',
  'city',
  'express',
  'nuevo',
  'van',
  'pick up',
  'pu',
  'cargo',
  'one',
  'expert',
  'cab chassis',
  'club wagon',
]);
const STYLE_WORDS = new Set(['tipo', 'estilo', 'imitacion', 'similar']);
// How shops mark both sides or one of them, beyond the sides list's own variants.
const SIDE_EXTRA: Record<string, 'both' | 'left' | 'right'> = {
  'l r': 'both',
  lr: 'both',
  'r l': 'both',
  'rh lh': 'both',
  'lh rh': 'both',
  'izq der': 'both',
  'der izq': 'both',
  lh: 'left',
  izq: 'left',
  izquierdo: 'left',
  izquierda: 'left',
  rh: 'right',
  der: 'right',
  derecho: 'right',
  derecha: 'right',
};

export function compileNameCatalog(source: NameCatalogSource): NameCatalog {
  const makes = new Map<string, { id: number; name: string }>();
  const models = new Map<string, ModelRef[]>();
  let longest = 1;
  const note = (phrase: string) => {
    longest = Math.max(longest, phrase.split(' ').length);
  };
  for (const make of source.makes) {
    for (const phrase of [make.name, ...(make.variants ?? [])]) {
      const k = key(phrase);
      if (k && !makes.has(k) && !ORDINARY_WORDS.has(k)) {
        makes.set(k, { id: make.id, name: make.name });
        note(k);
      }
    }
    for (const model of make.models) {
      const ref: ModelRef = {
        id: model.id,
        name: model.name,
        makeId: make.id,
        from: model.year_from ?? null,
        to: model.year_to ?? null,
        needsMake: false,
      };
      for (const phrase of [model.name, ...(model.variants ?? [])]) {
        const k = key(phrase);
        if (!k) continue;
        const list = models.get(k) ?? [];
        const needsMake = /\d/.test(k) || k.replace(/ /g, '').length < 3 || ORDINARY_WORDS.has(k);
        if (!list.some((item) => item.id === ref.id)) list.push({ ...ref, needsMake });
        models.set(k, list);
        note(k);
      }
    }
  }
  for (const [alias, name] of Object.entries(source.makeAliases ?? {})) {
    const target = makes.get(key(name));
    const k = key(alias);
    if (target && k && !makes.has(k)) makes.set(k, target);
  }
  const sides = new Map<string, { id: number; name: string }>();
  const sideByKind: Partial<Record<'both' | 'left' | 'right', { id: number; name: string }>> = {};
  for (const side of source.sides ?? []) {
    const entry = { id: side.id, name: side.name };
    for (const phrase of [side.name, ...(side.variants ?? [])]) {
      const k = key(phrase);
      if (k && !sides.has(k)) sides.set(k, entry);
    }
    const kind = SIDE_EXTRA[key(side.name)];
    if (kind) sideByKind[kind] = entry;
    if (key(side.name) === 'ambos') sideByKind.both = entry;
  }
  for (const [phrase, kind] of Object.entries(SIDE_EXTRA)) {
    const entry = sideByKind[kind];
    if (entry) sides.set(phrase, entry);
  }
  const positions = new Map<string, { id: number; name: string }>();
  for (const position of source.positions ?? []) {
    for (const phrase of [position.name, ...(position.variants ?? [])]) {
      const k = key(phrase);
      if (k && !POSITION_STOP.has(k) && !positions.has(k))
        positions.set(k, { id: position.id, name: position.name });
    }
  }
  return { makes, models, sides, positions, longest: Math.min(longest, 5) };
}

interface Found<T> {
  value: T;
  at: number;
  length: number;
}

/** Longest phrase of the map starting at each word, left to right, without overlaps. */
function scan<T>(words: readonly string[], map: ReadonlyMap<string, T>, longest: number): Found<T>[] {
  const found: Found<T>[] = [];
  for (let at = 0; at < words.length; ) {
    let hit: Found<T> | null = null;
    for (let length = Math.min(longest, words.length - at); length >= 1; length--) {
      const value = map.get(words.slice(at, at + length).join(' '));
      if (value !== undefined) {
        hit = { value, at, length };
        break;
      }
    }
    if (hit) {
      found.push(hit);
      at += hit.length;
    } else at += 1;
  }
  return found;
}

function overlaps(model: ModelRef, years: readonly number[]): boolean {
  if (years.length === 0) return true;
  const first = years[0] ?? 0;
  const last = years[years.length - 1] ?? 0;
  return (model.from === null || last >= model.from - 1) && (model.to === null || first <= model.to + 1);
}

/**
 * What a product name says about the vehicle and the part. The first model named wins (a name
 * listing several vehicles is read as its first one); a model's make comes from the model when
 * the name does not say it; a model that several makes share is read only when the make or the
 * years decide. Nothing is guessed: what is not clearly written stays null.
 */
export function readPartName(text: string, catalog: NameCatalog, options?: ReadYearOptions): NameReading {
  const reading: NameReading = {
    make: null,
    model: null,
    years: [],
    yearsText: null,
    side: null,
    position: null,
  };
  const words = nameWords(text);
  if (words.length === 0) return reading;
  const ranges = readYearRanges(text, options);
  const allYears = yearsOfRanges(ranges.slice(0, 1));
  // «Calavera Tipo Jeep», «estilo BMW»: a style, not the vehicle.
  const makeHits = scan(words, catalog.makes, catalog.longest).filter(
    (hit) => !STYLE_WORDS.has(words[hit.at - 1] ?? ''),
  );
  const namedMake = makeHits[0]?.value ?? null;
  const modelHits = scan(words, catalog.models, catalog.longest);
  for (const hit of modelHits) {
    let candidates = hit.value.filter(
      (model) =>
        !model.needsMake || makeHits.some((make) => make.value.id === model.makeId && make.at <= hit.at),
    );
    // The make the name states decides between models of several makes; a model of one make
    // only is read even when the name names another make elsewhere («GRAND MARQUIS, LINCOLN…»).
    const ofNamed = namedMake ? candidates.filter((model) => model.makeId === namedMake.id) : [];
    if (ofNamed.length > 0) candidates = ofNamed;
    if (candidates.length > 1) candidates = candidates.filter((model) => overlaps(model, allYears));
    const makesOf = new Set(candidates.map((model) => model.makeId));
    if (candidates.length === 0 || makesOf.size > 1) continue;
    const model = candidates[0] as ModelRef;
    reading.model = { id: model.id, name: model.name };
    // A make named in the text that is not the model's is left to the person: the model says it.
    const make = makeHits.find((item) => item.value.id === model.makeId)?.value;
    reading.make = make ?? { id: model.makeId, name: makeName(catalog, model.makeId) };
    reading.years = yearsAfter(text, words, hit.at, options);
    break;
  }
  if (!reading.make && namedMake) reading.make = namedMake;
  // Without a model, a lone four-digit number is too often something else («LLANTA HTR 2000»):
  // only a range written as one is read.
  const firstRange = ranges.find((range) => range.from !== range.to);
  if (!reading.model && firstRange) reading.years = yearsOfRanges([firstRange]);
  if (reading.years.length > 0) {
    const range = ranges.find((item) => item.from === reading.years[0]);
    reading.yearsText = range ? text.slice(range.start, range.end) : String(reading.years[0]);
  }
  const sideHits = scan(words, catalog.sides, 2);
  // «L-R» after «SOLO "LH"»: both written means the name is about a pair.
  const sides = new Set(sideHits.map((hit) => hit.value.id));
  if (sides.size === 1) reading.side = sideHits[0]?.value ?? null;
  else if (sides.size > 1) {
    const both = [...catalog.sides.values()].find((entry) => key(entry.name) === 'ambos');
    reading.side = both ?? null;
  }
  const positionHits = scan(words, catalog.positions, 2);
  const positions = new Set(positionHits.map((hit) => hit.value.id));
  if (positions.size === 1) reading.position = positionHits[0]?.value ?? null;
  return reading;
}

function makeName(catalog: NameCatalog, makeId: number): string {
  for (const entry of catalog.makes.values()) if (entry.id === makeId) return entry.name;
  return '';
}

/**
 * The years written for the model at word `modelAt`: the first range after it («ASTRA 1.8L
 * 08/09, CRUZE 10/12» → 2008-2009 for Astra), else the nearest before it, else a bare two-digit
 * year right after the model («Spirit 92», «Dart 80»).
 */
function yearsAfter(
  text: string,
  words: readonly string[],
  modelAt: number,
  options?: ReadYearOptions,
): number[] {
  const ranges = readYearRanges(text, options);
  if (ranges.length === 0) {
    const next = words[modelAt + 1];
    const year = next && /^\d{2}$/.test(next) ? readYearToken(next, options) : null;
    return year === null ? [] : [year];
  }
  // Where the model's word sits in the text, to compare with the ranges' offsets.
  const offset = wordOffset(text, modelAt);
  const after = ranges.find((range) => range.start >= offset) ?? ranges[ranges.length - 1];
  return after ? yearsOfRanges([after]) : [];
}

function wordOffset(text: string, index: number): number {
  const pattern = /[\p{L}\p{N}]+/gu;
  let count = 0;
  for (const match of text.matchAll(pattern)) {
    // nameWords splits accented letters the same way once the marks are gone.
    if (count === index) return match.index;
    count += 1;
  }
  return text.length;
}
