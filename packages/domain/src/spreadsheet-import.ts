import { distance } from 'fastest-levenshtein';
import { formatMoney, formatMoneyPrecise } from './format.ts';
import { MAX_PRICE, SHEET_LIMITS } from './limits.ts';
import { centsToPesos } from './money.ts';
import { cleanCell, looksLikeOwnCodes } from './sheet-cells.ts';
import { YEAR_MAX, YEAR_MIN } from './years.ts';

// Pure rules of the parts import: which sheet column is which field, how a cell's
// text becomes a year range or a price, how a typed name is matched to our reference lists, and
// the stable reference of a row. The API applies them; the import screen shows their results.

export const IMPORT_FIELDS = [
  'code',
  'ag_id',
  'reference',
  'name',
  'make',
  'model',
  'years',
  'category',
  'autopart_number',
  'sale_price',
  'cost',
  'location',
  'status',
  'position',
  'side',
  'condition',
  'origin',
  'description',
  'quality',
  'ml_id',
  'photos',
  'stock',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** What each field is called on the import screen. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  code: 'Código (AV-…)',
  ag_id: 'Código de otro sistema (AG-…)',
  reference: 'Referencia / SKU',
  name: 'Nombre',
  make: 'Marca',
  model: 'Modelo',
  years: 'Años',
  category: 'Autoparte (categoría)',
  autopart_number: 'Número de parte',
  sale_price: 'Precio',
  cost: 'Costo (precio de compra)',
  location: 'Ubicación',
  status: 'Estatus',
  position: 'Posición',
  side: 'Lado',
  condition: 'Condición',
  origin: 'Origen',
  description: 'Descripción',
  quality: 'Calidad',
  ml_id: 'MLM id',
  photos: 'URLs de fotos',
  stock: 'Existencia (stock)',
};

/**
 * Headers of what the yard paid for a part: the «Costo (precio de compra)» field. What it paid is
 * not what it sells for: such a column is never matched to the price, not even as a near miss of
 * «Precio».
 */
export const COST_HEADER_ALIASES = [
  'costo',
  'costo unitario',
  'precio de compra',
  'p compra',
  'precio compra',
  'cost',
  'unit cost',
  'purchase price',
] as const;

/** Header texts (normalized: lower case, no accents or punctuation) each field answers to. */
const HEADER_ALIASES: Record<ImportField, string[]> = {
  code: ['codigo av', 'av', 'av id', 'id av'],
  // A shop's own code: its AG id. Taken as our AV id only when its values look like AV-123.
  ag_id: [
    'codigo',
    'code',
    'clave',
    'cod',
    'id',
    'ag',
    'ag id',
    'codigo ag',
    'codigo anterior',
    'id anterior',
    'codigo producto',
    'cod producto',
    'id producto',
    'clave producto',
    'serie',
  ],
  reference: ['referencia', 'sku', 'ref', 'reference', 'clave interna', 'id interno', 'codigo interno'],
  name: ['nombre', 'titulo', 'name', 'title', 'descripcion corta', 'producto', 'product'],
  make: ['marca', 'make', 'brand', 'fabricante', 'manufacturer'],
  model: ['modelo', 'model', 'vehiculo', 'vehicle'],
  years: ['ano', 'anos', 'anio', 'anios', 'year', 'years', 'ano s', 'modelo ano', 'model year'],
  category: [
    'categoria',
    'autoparte',
    'pieza',
    'parte',
    'category',
    'part',
    'tipo',
    'type',
    'rubro',
    'linea',
    'familia',
    'subcategoria',
    'grupo',
  ],
  autopart_number: [
    'numero de parte',
    'no de parte',
    'num de parte',
    'n de parte',
    'part number',
    'partnumber',
    'part no',
    'oem',
    'numero parte',
  ],
  sale_price: ['precio', 'price', 'precio de venta', 'sale price', 'importe'],
  cost: [...COST_HEADER_ALIASES],
  location: ['ubicacion', 'location', 'estante', 'rack', 'bin', 'lugar'],
  status: ['estatus', 'estado', 'status', 'state'],
  position: ['posicion', 'position'],
  side: ['lado', 'side'],
  condition: ['condicion', 'condition'],
  origin: ['origen', 'origin'],
  description: ['descripcion', 'description', 'detalle', 'notas', 'notes', 'comentarios'],
  quality: ['calidad', 'quality', 'estrellas', 'stars'],
  ml_id: ['mlm id', 'mlm', 'ml id', 'mercado libre', 'id mercado libre', 'id de mercado libre', 'item id'],
  photos: [
    'urls de fotos',
    'fotos',
    'foto',
    'photos',
    'photo',
    'imagenes',
    'imagen',
    'images',
    'image',
    'foto url',
    'foto (url)',
    'url foto',
    'photo url',
    'image url',
  ],
  stock: [
    'stock',
    'existencia',
    'existencias',
    'cantidad',
    'inventario',
    'piezas',
    'cant',
    'qty',
    'unidades',
  ],
};

/** Lower case, no accents, letters and digits separated by single spaces: "Año(s)" → "ano s". */
export function normalizeLabel(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const COST_HEADERS = new Set<string>(COST_HEADER_ALIASES.map((alias) => normalizeLabel(alias)));

/** «Costo», «Costo unitario», «Precio de compra», «P. compra»…, accents and case aside. */
export function isCostHeader(header: string): boolean {
  return COST_HEADERS.has(normalizeLabel(header));
}

const ALIAS_INDEX = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) {
  for (const alias of HEADER_ALIASES[field]) ALIAS_INDEX.set(normalizeLabel(alias), field);
}

/**
 * The field each column is matched to (null: not imported). Exact aliases first, then a header
 * one or two typos away ("Precoi", "Ubicacoin"); a field goes to one column only, the first. A
 * purchase header («Costo», «P. compra») is the cost or nothing: a second one is left unmapped
 * rather than tried against the other fields.
 */
export function matchHeaders(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  const result: (ImportField | null)[] = headers.map(() => null);
  const normalized = headers.map((header) => normalizeLabel(header ?? ''));
  const cost = normalized.map(isCostHeader);
  // A header that names a field exactly but comes after that field's column («AG id» after
  // «Código», both the shop's code) is left alone: it is not a typo of another field («AV id»).
  const named = normalized.map((header) => ALIAS_INDEX.has(header));
  normalized.forEach((header, index) => {
    const field = ALIAS_INDEX.get(header);
    if (field && !taken.has(field)) {
      taken.add(field);
      result[index] = field;
    }
  });
  normalized.forEach((header, index) => {
    if (result[index] !== null || cost[index] || named[index] || header.length < 4) return;
    let best: { field: ImportField; cost: number } | null = null;
    for (const [alias, field] of ALIAS_INDEX) {
      if (taken.has(field) || alias.length < 4) continue;
      const cost = distance(header, alias);
      if (cost <= (alias.length >= 8 ? 2 : 1) && (!best || cost < best.cost)) best = { field, cost };
    }
    if (best) {
      taken.add(best.field);
      result[index] = best.field;
    }
  });
  return result;
}

/**
 * The header mapping corrected by what the columns hold: a code column whose values are not our
 * AV ids is the shop's own code (AG id) and the other way round; a «Nombre» column whose values
 * are makes («Mazda», «Toyota») is the make, and then a description column is the name.
 */
export function refineMapping(
  mapping: readonly (ImportField | null)[],
  columns: readonly (readonly string[])[],
  isMake: (text: string) => boolean,
): (ImportField | null)[] {
  const result = [...mapping];
  const own = (index: number) => looksLikeOwnCodes(columns[index] ?? []);
  result.forEach((field, index) => {
    if (field === 'ag_id' && own(index) && !result.includes('code')) result[index] = 'code';
    else if (field === 'code' && !own(index) && !result.includes('ag_id')) result[index] = 'ag_id';
  });
  // «foto: 295A.jpg»: file names of the shop's own disk cannot be downloaded; not photo URLs.
  const photosAt = result.indexOf('photos');
  if (photosAt !== -1) {
    const filled = (columns[photosAt] ?? []).map((value) => cleanCell(value)).filter(Boolean);
    const urls = filled.filter((value) => /^https?:\/\//i.test(value)).length;
    if (filled.length > 0 && urls / filled.length < 0.5) result[photosAt] = null;
  }
  const nameAt = result.indexOf('name');
  if (nameAt !== -1 && !result.includes('make')) {
    const filled = (columns[nameAt] ?? []).map((value) => cleanCell(value)).filter(Boolean);
    const makes = filled.filter((value) => isMake(value)).length;
    if (filled.length > 0 && makes / filled.length >= 0.6) {
      result[nameAt] = 'make';
      const descriptionAt = result.indexOf('description');
      if (descriptionAt !== -1) result[descriptionAt] = 'name';
    }
  }
  return result;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const YEARS_MESSAGE = `los años deben ser de ${YEAR_MIN} a ${YEAR_MAX}, como «2015» o «2015-2018»`;

function fullYear(text: string): number | null {
  if (/^\d{4}$/.test(text)) return Number(text);
  // "15" in a year column of a yard means 2015; "98" means 1998.
  if (/^\d{2}$/.test(text)) {
    const short = Number(text);
    return short <= 50 ? 2000 + short : 1900 + short;
  }
  return null;
}

/**
 * "2015-2018", "2015 a 2018", "2015, 2017", "2015/16", a plain 2015 (a number cell) or empty.
 * Returns sorted unique years.
 */
export function parseYears(value: unknown): Parsed<number[]> {
  if (value === null || value === undefined || value === '') return { ok: true, value: [] };
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= YEAR_MIN && value <= YEAR_MAX
      ? { ok: true, value: [value] }
      : { ok: false, message: YEARS_MESSAGE };
  }
  const text = String(value).trim().toLowerCase();
  if (text === '') return { ok: true, value: [] };
  const years = new Set<number>();
  const pieces = text
    .split(/\s*(?:,|;|\by\b)\s*/)
    .flatMap((piece) => (/^\d{2,4}(\s+\d{2,4})+$/.test(piece) ? piece.split(/\s+/) : [piece]))
    .filter(Boolean);
  for (const piece of pieces) {
    const range = /^(\d{2,4})\s*(?:-|–|—|a|al|\/|hasta)\s*(\d{2,4})$/.exec(piece);
    if (range) {
      const from = fullYear(range[1] ?? '');
      let to = fullYear(range[2] ?? '');
      // "2015/16": the second year shares the first one's century.
      if (from !== null && to !== null && (range[1] ?? '').length === 4 && (range[2] ?? '').length === 2)
        to = Math.floor(from / 100) * 100 + (to % 100);
      if (from === null || to === null || to < from || to - from > 60)
        return { ok: false, message: YEARS_MESSAGE };
      for (let year = from; year <= to; year += 1) years.add(year);
      continue;
    }
    const single = fullYear(piece);
    if (single === null) return { ok: false, message: YEARS_MESSAGE };
    years.add(single);
  }
  const list = [...years].sort((a, b) => a - b);
  if (list.length === 0 || list.some((year) => year < YEAR_MIN || year > YEAR_MAX)) {
    return { ok: false, message: YEARS_MESSAGE };
  }
  return { ok: true, value: list };
}

const PRICE_MESSAGE = 'el precio debe ser una cantidad en pesos, como «1500» o «$1,500.00»';

/**
 * Whole pesos from "$1,234.50", "1234", "MXN 1,500", a number cell… Cents are rounded (prices
 * are whole pesos everywhere in the system). Empty is 0 (no price yet).
 */
export function parsePrice(value: unknown): Parsed<number> {
  if (value === null || value === undefined || value === '') return { ok: true, value: 0 };
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else {
    const text = String(value)
      .trim()
      .replace(/^(mxn|mx\$|\$)\s*/i, '')
      .replace(/\s*(mxn|pesos)$/i, '')
      .replace(/\s+/g, '');
    if (text === '') return { ok: true, value: 0 };
    // Thousands with commas, cents after a point: "1,234.50". A lone comma before exactly two
    // digits is a decimal comma: "1234,50".
    let plain: string;
    if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) plain = text.replace(/,/g, '');
    else if (/^-?\d+,\d{1,2}$/.test(text)) plain = text.replace(',', '.');
    else if (/^-?\d+(\.\d+)?$/.test(text)) plain = text;
    else return { ok: false, message: PRICE_MESSAGE };
    amount = Number(plain);
  }
  if (!Number.isFinite(amount)) return { ok: false, message: PRICE_MESSAGE };
  if (amount < 0) return { ok: false, message: 'el precio no puede ser negativo' };
  const pesos = Math.round(amount);
  if (pesos > MAX_PRICE) return { ok: false, message: 'el precio es demasiado grande' };
  return { ok: true, value: pesos };
}

/** A reference list entry (make, model, category…) as the matcher sees it. */
export interface ReferenceOption {
  id: number;
  name: string;
}

/** Common short or English names of makes; matched before any typo tolerance. */
export const MAKE_ALIASES: Record<string, string> = {
  vw: 'Volkswagen',
  volks: 'Volkswagen',
  chevy: 'Chevrolet',
  gm: 'Chevrolet',
  mercedes: 'Mercedes-Benz',
  'mercedes benz': 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  merc: 'Mercedes-Benz',
};

export type ReferenceMatch =
  /** The text names this option (case, accents and spacing aside, or a known alias). */
  | { kind: 'exact'; option: ReferenceOption }
  /** A typo away from exactly one option: shown in the preview so the user can accept it. */
  | { kind: 'close'; option: ReferenceOption }
  | { kind: 'none'; suggestion: ReferenceOption | null };

/** A compiled list: normalized names, built once per import rather than once per row. */
export interface ReferenceIndex {
  byName: Map<string, ReferenceOption>;
  entries: { key: string; option: ReferenceOption }[];
  aliases: Record<string, string>;
}

export function referenceIndex(
  options: readonly ReferenceOption[],
  aliases: Record<string, string> = {},
): ReferenceIndex {
  const byName = new Map<string, ReferenceOption>();
  const entries: { key: string; option: ReferenceOption }[] = [];
  for (const option of options) {
    const key = normalizeLabel(option.name);
    if (!byName.has(key)) byName.set(key, option);
    entries.push({ key, option });
  }
  return { byName, entries, aliases };
}

/** How many typos a word of this length may carry and still be recognised. */
function tolerance(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  return 2;
}

/**
 * Finds the option a typed name means: exact (accent- and case-insensitive), then aliases
 * ("VW"), then the closest name within a few typos ("Volkswagon", "Jeta"). Two options equally
 * close are ambiguous: none is chosen and the nearest is offered as a suggestion.
 */
export function matchReference(text: string, index: ReferenceIndex): ReferenceMatch {
  const key = normalizeLabel(text);
  if (key === '') return { kind: 'none', suggestion: null };
  const exact = index.byName.get(key);
  if (exact) return { kind: 'exact', option: exact };
  const alias = index.aliases[key];
  if (alias) {
    const target = index.byName.get(normalizeLabel(alias));
    if (target) return { kind: 'exact', option: target };
  }
  let best: ReferenceOption | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const entry of index.entries) {
    // Lengths far apart cannot be within tolerance: skipped without computing the distance.
    if (Math.abs(entry.key.length - key.length) > 3) continue;
    const cost = distance(key, entry.key);
    if (cost < bestCost) {
      best = entry.option;
      bestCost = cost;
      tie = false;
    } else if (cost === bestCost && best && entry.option.id !== best.id) {
      tie = true;
    }
  }
  if (best && !tie && bestCost <= tolerance(Math.max(key.length, normalizeLabel(best.name).length))) {
    return { kind: 'close', option: best };
  }
  return { kind: 'none', suggestion: best && bestCost <= 3 ? best : null };
}

/** "la marca «Toyot» no existe; ¿quisiste decir Toyota?" */
export function unknownReferenceMessage(
  fieldLabel: string,
  text: string,
  suggestion: ReferenceOption | null,
): string {
  const base = `${fieldLabel} «${text}» no existe`;
  return suggestion ? `${base}; ¿quisiste decir ${suggestion.name}?` : base;
}

/**
 * A 53-bit hash (cyrb53) as 14 hex digits: stable across runs and machines, fast on 100k rows.
 * Not for secrets: it only tells whether a row was imported before.
 */
export function stableHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The row's reference: its own SKU/reference when the sheet has one, else a hash of its mapped
 * cells (normalized, so "Jetta " and "jetta" are the same row). Prefixed so the two never meet.
 */
export function rowReference(sku: string | null | undefined, mappedCells: readonly string[]): string {
  const own = (sku ?? '').trim();
  if (own !== '') return `sku:${own.toLowerCase()}`;
  return `hash:${stableHash(mappedCells.map((cell) => normalizeLabel(cell)).join('\u001f'))}`;
}

/** The largest cost a cell may hold, in cents: the part form's own limit, $99,999,999.99. */
export const IMPORT_MAX_COST_CENTS = MAX_PRICE * 100 + 99;

/**
 * Why a row's cost is worth a second look: more than the price the row sells it for (allowed, a
 * yard may sell at a loss, but usually a swapped column or a typo). Null when it is not.
 */
export function costAbovePriceWarning(costCents: number, salePesos: number): string | null {
  if (!(salePesos > 0) || costCents <= salePesos * 100) return null;
  return `el costo (${formatMoneyPrecise(centsToPesos(costCents))}) es mayor que el precio (${formatMoney(salePesos)})`;
}

/**
 * The preview's notice for a cost column the person may not import (a role without the cost
 * permission): the column is named, and nothing of it is written.
 */
export function costColumnRefusedNotice(header: string): string {
  return `La columna «${header}» (costo) no se importa: solo el administrador y el superadministrador registran costos de compra. El resto del archivo se importa sin ella.`;
}

/** Most rows a file may have: bigger files are refused before anything is imported. */
export const IMPORT_MAX_ROWS = SHEET_LIMITS.maxRows;
/** Most bytes an uploaded spreadsheet may weigh. */
export const IMPORT_MAX_BYTES = SHEET_LIMITS.maxBytes;
