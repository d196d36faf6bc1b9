import {
  agIdOf,
  type CategoryOption,
  categoryAtStart,
  categoryKey,
  centsToPesosInput,
  cleanCell,
  compileNameCatalog,
  costAbovePriceWarning,
  type DecimalSeparator,
  IMPORT_MAX_COST_CENTS,
  type ImportField,
  isPositionDisabled,
  isSideDisabled,
  MAKE_ALIASES,
  MAX_PRICE,
  matchReference,
  type NameCatalog,
  type NameReading,
  normalizeLabel,
  parseDigitsAsId,
  parseYears,
  type ReferenceIndex,
  type ReferenceOption,
  readCents,
  readNumberColumn,
  readPartName,
  readPrice,
  readQuantity,
  referenceIndex,
  rowReference,
  unknownReferenceMessage,
} from '@yonke/domain';
import ipaddr from 'ipaddr.js';
import type { Database } from '../../db/client.ts';
import type { FormInput } from '../parts/part-form.rules.ts';
import { referenceCache } from '../reference/reference-cache.ts';
import * as queries from './import.queries.ts';

// From a sheet row to what the part form would receive: every cell read with the domain's
// rules, every name matched to our lists, with the corrections and errors the preview shows.

export type Mapping = (ImportField | null)[];

/** What to do with a stock column: one part per unit, one part per row, or rows with stock ≤ 0 left out. */
export type StockMode = 'unit' | 'row' | 'skip_empty';

export interface ImportOptions {
  /** Use names a typo away from ours ("Volkswagon" → Volkswagen); otherwise they are errors. */
  acceptClose: boolean;
  /** Create the locations the sheet names that the company does not have yet. */
  createLocations: boolean;
  /** The price column's decimal separator, when the person had to say it. */
  decimal?: DecimalSeparator | null;
  /** The cost column's decimal separator, when the person had to say it. */
  costDecimal?: DecimalSeparator | null;
  /** The shop's category values (categoryKey) → our category id, as the person mapped them. */
  categoryMap?: Record<string, number>;
  stockMode?: StockMode;
  /** Whole pesos given to every row without a price (the preview's bulk fix); null: none. */
  fillPrice?: number | null;
  /** Rows that look like an existing part without a reference: created anyway, or left out. */
  duplicates?: 'skip' | 'create';
  /** Rows whose make is nowhere (a universal LED lamp): make and model «Universal» (bulk fix). */
  universal?: boolean;
}

const NUMBER_WORDS = /\b(mil|cien|ciento|cientos|quinientos|millon|millones|pesos)\b/i;

/** Most parts one row makes in «one part per unit»: a typo of 96416 must not make 96,416 labels. */
export const MAX_UNITS_PER_ROW = 200;

/** What the whole file says about its columns, read from every row before any row is planned. */
export interface ColumnFacts {
  priceDecimal: DecimalSeparator | null;
  priceAmbiguous: boolean;
  priceExamples: string[];
  costDecimal: DecimalSeparator | null;
  costAmbiguous: boolean;
  costExamples: string[];
}

export interface Correction {
  field: ImportField;
  from: string;
  to: string;
}

export interface RowPlan {
  rowNumber: number;
  reference: string;
  /** The shop's own code as our AG id (numbers only). */
  agId: number | null;
  /** What was read from the product name (make, model, years, side, position), per field. */
  readFromName: Partial<Record<'make' | 'model' | 'years' | 'side' | 'position' | 'category', string>>;
  /** The stock column's units (null: no stock column). */
  stock: number | null;
  /** Parts this row makes: 1, or its units in «one part per unit», 0 when left out. */
  units: number;
  /** Why a row makes no part without being an error («existencia 0»). */
  skipped: string | null;
  /** The category value of the file that is not ours and not mapped yet. */
  unmappedCategory: string | null;
  /** Whether the part would stay Incompleto, and why. */
  incomplete: ('price' | 'model')[];
  /** Our own part, by its AV code in the sheet. */
  partId: number | null;
  input: FormInput;
  mlId: string | null;
  photoUrls: string[];
  /** What the preview shows for each mapped field: the value as it would be saved. */
  shown: Partial<Record<ImportField, string>>;
  corrections: Correction[];
  newLocation: string | null;
  /** The purchase cost in cents to write (null: no cost column, an empty cell, or not this user's to write). */
  costCents: number | null;
  /** What imports but deserves a look (a cost above the price). */
  warnings: string[];
  errors: string[];
}

export interface ReferenceLists {
  names: NameCatalog;
  categoryOptions: CategoryOption[];
  otherCategoryId: number | null;
  makes: ReferenceIndex;
  models: { all: ReferenceIndex; byMake: Map<number, ReferenceIndex>; makeOf: Map<number, number> };
  categories: ReferenceIndex;
  statuses: ReferenceIndex;
  positions: ReferenceIndex;
  sides: ReferenceIndex;
  conditions: ReferenceIndex;
  origins: ReferenceIndex;
  locations: Map<string, ReferenceOption>;
}

function options(map: ReadonlyMap<number, string>): ReferenceOption[] {
  return [...map].map(([id, name]) => ({ id, name }));
}

type Named = { id: number; name: string; variants?: string[] };

/** An index of a list whose variants point at their name (variants of one name only). */
function withVariants(rows: readonly Named[], extra: Record<string, string> = {}): ReferenceIndex {
  const aliases: Record<string, string> = {};
  for (const row of rows) {
    for (const variant of row.variants ?? []) {
      const key = normalizeLabel(variant);
      if (key !== '' && !(key in aliases)) aliases[key] = row.name;
    }
  }
  for (const [key, name] of Object.entries(extra)) aliases[normalizeLabel(key)] = name;
  return referenceIndex(
    rows.map((row) => ({ id: row.id, name: row.name })),
    aliases,
  );
}

export async function loadReferenceLists(db: Database, companyId: number): Promise<ReferenceLists> {
  const [names, modelRows, locationRows, lists] = await Promise.all([
    referenceCache(db).get(),
    queries.modelsWithMakes(db),
    queries.companyLocations(db, companyId),
    queries.listsWithVariants(db),
  ]);
  const byMakeLists = new Map<number, Named[]>();
  const makeOf = new Map<number, number>();
  const catalogModels = new Map<
    number,
    { id: number; name: string; variants: string[]; year_from: number | null; year_to: number | null }[]
  >();
  for (const model of modelRows) {
    makeOf.set(model.id, model.makeId);
    const list = byMakeLists.get(model.makeId) ?? [];
    list.push(model);
    byMakeLists.set(model.makeId, list);
    const forCatalog = catalogModels.get(model.makeId) ?? [];
    forCatalog.push({
      id: model.id,
      name: model.name,
      variants: model.variants,
      year_from: model.yearFrom,
      year_to: model.yearTo,
    });
    catalogModels.set(model.makeId, forCatalog);
  }
  const nameCatalog = compileNameCatalog({
    makes: lists.makes.map((make) => ({ ...make, models: catalogModels.get(make.id) ?? [] })),
    sides: lists.sides,
    positions: lists.positions,
    makeAliases: MAKE_ALIASES,
  });
  return {
    names: nameCatalog,
    categoryOptions: lists.categories,
    otherCategoryId:
      lists.categories.find((category) => normalizeLabel(category.name) === 'otros')?.id ?? null,
    makes: withVariants(lists.makes, MAKE_ALIASES),
    models: {
      all: withVariants(modelRows),
      byMake: new Map([...byMakeLists].map(([makeId, list]) => [makeId, withVariants(list)])),
      makeOf,
    },
    categories: withVariants(lists.categories),
    statuses: referenceIndex(options(names.statuses)),
    positions: withVariants(lists.positions),
    sides: withVariants(lists.sides),
    conditions: referenceIndex(options(names.conditions)),
    origins: referenceIndex(options(names.origins)),
    locations: new Map(locationRows.map((row) => [normalizeLabel(row.name), row])),
  };
}

/** How each list is named in a message: "la marca «Toyot» no existe". */
const LIST_LABELS = {
  make: 'la marca',
  model: 'el modelo',
  category: 'la autoparte',
  status: 'el estatus',
  position: 'la posición',
  side: 'el lado',
  condition: 'la condición',
  origin: 'el origen',
} as const;

const TEXT_LIMITS: Partial<Record<ImportField, [number, string]>> = {
  name: [120, 'el nombre no puede tener más de 120 caracteres'],
  autopart_number: [100, 'el número de parte no puede tener más de 100 caracteres'],
  description: [10_000, 'la descripción no puede tener más de 10,000 caracteres'],
};

/** Whether a photo host is on the operator's list (IMPORT_PHOTO_HOSTS); subdomains count. */
export function photoHostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => name === entry || name.endsWith(`.${entry}`));
}

/**
 * Reads every value of the price and cost columns once: each column's decimal separator decides
 * how its rows are read (the two are read apart: a sheet may write them differently).
 */
export function columnFacts(rows: readonly { cells: string[] }[], mapping: Mapping): ColumnFacts {
  const read = (field: ImportField) => {
    const index = mapping.indexOf(field);
    if (index === -1) return { decimal: null, ambiguous: false, examples: [] };
    return readNumberColumn(rows.map((row) => row.cells[index] ?? ''));
  };
  const price = read('sale_price');
  const cost = read('cost');
  return {
    priceDecimal: price.decimal,
    priceAmbiguous: price.ambiguous,
    priceExamples: price.examples,
    costDecimal: cost.decimal,
    costAmbiguous: cost.ambiguous,
    costExamples: cost.examples,
  };
}

export type PlanSettings = ImportOptions & {
  photoHosts: readonly string[];
  facts: ColumnFacts;
  /** Whether the cost column is written: only for a user with the cost permission. */
  importCost: boolean;
};

function describeYears(years: readonly number[]): string {
  if (years.length === 0) return '';
  const first = years[0];
  const last = years[years.length - 1];
  return first === last ? String(first) : `${first}-${last}`;
}

/**
 * A row being planned: its cells by field, the plan the preview shows and the input the form
 * will receive. Each step below reads some of the fields into it, in the order the preview lists
 * their errors.
 */
interface RowDraft {
  plan: RowPlan;
  input: Record<string, unknown>;
  lists: ReferenceLists;
  settings: PlanSettings;
  mapping: Mapping;
  /** The cell of a field: null when the file has no column for it, '' when this row leaves it empty. */
  value: (field: ImportField) => string | null;
  /** The product name and description read for make, model, years, side and position. */
  reading: NameReading | null;
}

/**
 * One row as the form would receive it. `seen` holds the references met in earlier rows of the
 * same file, so a repeated reference is an error instead of a second update.
 */
export function planRow(
  row: { rowNumber: number; cells: string[] },
  mapping: Mapping,
  lists: ReferenceLists,
  settings: PlanSettings,
  seen: Map<string, number>,
): RowPlan {
  const draft = startDraft(row, mapping, lists, settings);
  readCodes(draft);
  readTexts(draft);
  // Make, model, years, side and position written inside the name, for the fields the file has
  // no column for (or leaves empty in this row).
  const nameText = [draft.value('name'), draft.value('description')].filter((text) => text).join(' ');
  draft.reading = nameText ? readPartName(nameText, lists.names) : null;
  readMakeAndModel(draft);
  readCategoryAndOptions(draft);
  readRowYears(draft);
  readSalePrice(draft);
  readCost(draft);
  readStock(draft);
  readQuality(draft);
  readLocation(draft);
  readListingId(draft);
  readPhotos(draft);
  const { plan, input } = draft;
  if (!(Number(input.sale_price) > 0)) plan.incomplete.push('price');
  if (input.model_id === undefined || input.model_id === null) plan.incomplete.push('model');
  checkRepeated(draft, seen);
  return plan;
}

function startDraft(
  row: { rowNumber: number; cells: string[] },
  mapping: Mapping,
  lists: ReferenceLists,
  settings: PlanSettings,
): RowDraft {
  const cells = row.cells.map((cell) => cleanCell(cell));
  const value = (field: ImportField): string | null => {
    const index = mapping.indexOf(field);
    if (index === -1) return null;
    return cells[index] ?? '';
  };
  // The cost is not part of what a row is: the same row with its cost corrected, or imported by
  // someone who may not write costs, is still the same part.
  const mappedCells = mapping.map((field, index) => (field && field !== 'cost' ? (cells[index] ?? '') : ''));
  const plan: RowPlan = {
    rowNumber: row.rowNumber,
    reference: rowReference(ownReferenceOf(value), mappedCells),
    agId: null,
    readFromName: {},
    stock: null,
    units: 1,
    skipped: null,
    unmappedCategory: null,
    incomplete: [],
    partId: null,
    input: {},
    mlId: null,
    photoUrls: [],
    shown: {},
    corrections: [],
    newLocation: null,
    costCents: null,
    warnings: [],
    errors: [],
  };
  return {
    plan,
    input: plan.input as Record<string, unknown>,
    lists,
    settings,
    mapping,
    value,
    reading: null,
  };
}

/** The row's own reference: its Referencia/SKU, else the shop's code. */
function ownReferenceOf(value: RowDraft['value']): string | null {
  const foreignCode = value('ag_id');
  return value('reference') || (foreignCode ? `ag:${foreignCode}` : null);
}

/**
 * A cell matched to one of our lists: the option, null for an empty cell (the field is cleared),
 * undefined when the file has no such column or the value is not ours (then an error is noted).
 */
function matchListValue(
  draft: RowDraft,
  field: keyof typeof LIST_LABELS,
  index: ReferenceIndex,
): ReferenceOption | null | undefined {
  const { plan, settings } = draft;
  const text = draft.value(field);
  if (text === null) return undefined;
  if (text === '') return null;
  const match = matchReference(text, index);
  if (match.kind === 'exact') {
    // A known variant ("VW", "volkswagon") is used as it is, and still shown as a correction.
    if (normalizeLabel(text) !== normalizeLabel(match.option.name)) {
      plan.corrections.push({ field, from: text, to: match.option.name });
    }
    return match.option;
  }
  if (match.kind === 'close' && settings.acceptClose) {
    plan.corrections.push({ field, from: text, to: match.option.name });
    return match.option;
  }
  const suggestion = match.kind === 'close' ? match.option : match.suggestion;
  plan.errors.push(unknownReferenceMessage(LIST_LABELS[field], text, suggestion));
  return undefined;
}

/** Our AV code and the shop's own code (our AG id when it is a number). */
function readCodes(draft: RowDraft): void {
  const { plan, input } = draft;
  const code = draft.value('code');
  if (code) {
    const digits = /^AV-?\s*(\d{1,10})$/i.exec(code)?.[1];
    const id = parseDigitsAsId(digits ?? '');
    if (id !== null) plan.partId = id;
    else plan.errors.push(`el código «${code}» no es válido: debe ser como AV-123`);
  }
  const foreignCode = draft.value('ag_id');
  if (foreignCode) {
    plan.agId = agIdOf(foreignCode);
    if (plan.agId !== null) plan.shown.ag_id = `AG-${plan.agId}`;
    else if (!draft.mapping.includes('autopart_number')) {
      // «295EU» cannot be an AG id (numbers only): kept as the part number and as the reference.
      input.autopart_number = foreignCode.slice(0, 100);
      plan.shown.ag_id = foreignCode;
      plan.corrections.push({ field: 'ag_id', from: foreignCode, to: 'número de parte' });
    } else plan.shown.ag_id = foreignCode;
  }
}

function readTexts(draft: RowDraft): void {
  const { plan, input } = draft;
  for (const field of ['name', 'autopart_number', 'description'] as const) {
    const text = draft.value(field);
    if (text === null) continue;
    const [max, message] = TEXT_LIMITS[field] ?? [0, ''];
    if (text.length > max) plan.errors.push(message);
    else {
      input[field] = text === '' ? null : text;
      if (text !== '') plan.shown[field] = text;
    }
  }
}

/**
 * The make (its column, else the name, else «Universal» when asked) and the model (its column
 * among the make's models, else the name's when it is of that make, else «Universal»).
 */
function readMakeAndModel(draft: RowDraft): void {
  const { plan, input, lists, settings, reading } = draft;
  let make = matchListValue(draft, 'make', lists.makes);
  if (!make && !draft.value('make') && reading?.make) {
    make = reading.make;
    plan.readFromName.make = reading.make.name;
  }
  const universal = settings.universal ? lists.makes.byName.get('universal') : undefined;
  if (!make && !draft.value('make') && universal) {
    make = universal;
    plan.corrections.push({ field: 'make', from: '', to: universal.name });
  }
  if (make) {
    input.make_id = make.id;
    plan.shown.make = make.name;
  }
  const modelText = draft.value('model');
  if (modelText) {
    const makeId = make?.id;
    const index =
      makeId !== undefined ? (lists.models.byMake.get(makeId) ?? referenceIndex([])) : lists.models.all;
    const model = matchListValue(draft, 'model', index);
    if (model) {
      input.model_id = model.id;
      plan.shown.model = model.name;
      // Without a make column, the model's own make is used.
      if (makeId === undefined && input.make_id === undefined) {
        const ownMake = lists.models.makeOf.get(model.id);
        if (ownMake !== undefined) input.make_id = ownMake;
      }
    }
  } else if (reading?.model && (!make || lists.models.makeOf.get(reading.model.id) === make.id)) {
    input.model_id = reading.model.id;
    plan.shown.model = reading.model.name;
    plan.readFromName.model = reading.model.name;
  } else if (universal && make?.id === universal.id) {
    const model = lists.models.byMake.get(universal.id)?.byName.get('universal');
    if (model) {
      input.model_id = model.id;
      plan.shown.model = model.name;
    }
  } else if (modelText === '') {
    input.model_id = null;
  }
}

/** The category, then status, position, side, condition and origin (side and position also from the name). */
function readCategoryAndOptions(draft: RowDraft): void {
  const { plan, input, lists, settings, reading } = draft;
  const category = categoryOf(
    draft.value('category'),
    [draft.value('name'), draft.value('description')].filter((part): part is string => Boolean(part)),
    lists,
    settings,
    plan,
  );
  if (category) {
    input.category_id = category.id;
    plan.shown.category = category.name;
  }
  for (const [field, index, key] of [
    ['status', lists.statuses, 'status_id'],
    ['position', lists.positions, 'position_id'],
    ['side', lists.sides, 'side_id'],
    ['condition', lists.conditions, 'condition_id'],
    ['origin', lists.origins, 'origin_id'],
  ] as const) {
    let option = matchListValue(draft, field, index);
    if (!option && (field === 'side' || field === 'position') && !draft.value(field)) {
      const read = reading?.[field];
      // A name's «L-R» on a part whose category takes no side is not the part's side: not read.
      const categoryId = Number(input.category_id);
      const takes = !(field === 'side' ? isSideDisabled(categoryId) : isPositionDisabled(categoryId));
      if (read && takes) {
        option = read;
        plan.readFromName[field] = read.name;
      }
    }
    if (option) {
      input[key] = option.id;
      plan.shown[field] = option.name;
    } else if (option === null && field !== 'status') {
      input[key] = null;
    }
  }
}

function readRowYears(draft: RowDraft): void {
  const { plan, input, reading } = draft;
  const yearsText = draft.value('years');
  if (yearsText) {
    const years = parseYears(yearsText);
    if (years.ok) {
      input.years = years.value;
      if (years.value.length > 0) plan.shown.years = yearsText;
    } else plan.errors.push(`${years.message} (se leyó «${yearsText}»)`);
  } else if (reading && reading.years.length > 0) {
    input.years = reading.years;
    plan.shown.years = describeYears(reading.years);
    plan.readFromName.years = reading.yearsText ?? plan.shown.years;
  } else if (yearsText === '') input.years = [];
}

/** The price in whole pesos with the column's decimal separator; the bulk fix's price for rows without one. */
function readSalePrice(draft: RowDraft): void {
  const { plan, input, settings } = draft;
  const priceText = draft.value('sale_price');
  if (priceText !== null) {
    // A column whose separators contradict each other: every value with one waits for the answer.
    const ambiguous = settings.facts.priceAmbiguous && !settings.decimal && /\d[.,]\d/.test(priceText);
    if (ambiguous) {
      plan.errors.push(
        `el precio «${priceText}» puede leerse de dos formas; indica el separador decimal de la columna Precio`,
      );
    } else {
      const price = readPrice(priceText, settings.decimal ?? settings.facts.priceDecimal, MAX_PRICE);
      if (price.kind === 'price') {
        input.sale_price = price.pesos;
        plan.shown.sale_price = String(price.pesos);
      } else if (price.kind === 'none') {
        input.sale_price = 0;
      } else if (!/\d/.test(priceText) && !NUMBER_WORDS.test(priceText)) {
        // Words with no amount in them («Nissan», «Consulte con vendedor»: a row whose cells moved)
        // are no price, said in the preview; an amount in words («mil») is an error to fix.
        input.sale_price = 0;
        plan.corrections.push({ field: 'sale_price', from: priceText, to: 'sin precio' });
      } else
        plan.errors.push(
          `el precio debe ser una cantidad en pesos, como «1500» o «$1,500.00» (se leyó «${priceText}»)`,
        );
    }
  }
  if (!(Number(input.sale_price) > 0) && settings.fillPrice && settings.fillPrice > 0) {
    input.sale_price = settings.fillPrice;
    plan.shown.sale_price = String(settings.fillPrice);
    plan.corrections.push({ field: 'sale_price', from: priceText ?? '', to: String(settings.fillPrice) });
  }
}

/**
 * The purchase cost in cents, read by the price's own money reader with the cost column's decimal
 * separator (asked about when the column contradicts itself, never guessed). An empty cell writes
 * nothing, so an update keeps the part's cost. Not read at all for a user who may not write costs:
 * the preview says so once, for the column.
 */
function readCost(draft: RowDraft): void {
  const { plan, input, settings } = draft;
  const costText = draft.value('cost');
  if (costText === null || !settings.importCost) return;
  const ambiguous = settings.facts.costAmbiguous && !settings.costDecimal && /\d[.,]\d/.test(costText);
  if (ambiguous) {
    plan.errors.push(
      `el costo «${costText}» puede leerse de dos formas; indica el separador decimal de la columna Costo`,
    );
    return;
  }
  const cost = readCents(costText, settings.costDecimal ?? settings.facts.costDecimal, IMPORT_MAX_COST_CENTS);
  if (cost.kind === 'cents') {
    plan.costCents = cost.cents;
    plan.shown.cost = centsToPesosInput(cost.cents);
    const warning = costAbovePriceWarning(cost.cents, Number(input.sale_price ?? 0));
    if (warning) plan.warnings.push(warning);
  } else if (cost.kind === 'invalid') {
    // Words with no amount in them («Nissan»: a row whose cells moved) are no cost, said in the
    // preview; an amount that cannot be read is an error to fix.
    if (!/\d/.test(costText) && !NUMBER_WORDS.test(costText))
      plan.corrections.push({ field: 'cost', from: costText, to: 'sin costo' });
    else
      plan.errors.push(
        `el costo debe ser una cantidad en pesos, como «850» o «$1,250.50» (se leyó «${costText}»)`,
      );
  }
}

/** The stock column: kept as a number, and in «one part per unit» the parts this row makes. */
function readStock(draft: RowDraft): void {
  const { plan, settings } = draft;
  const stockText = draft.value('stock');
  if (stockText === null) return;
  const stock = readQuantity(stockText);
  if (stock === null) {
    plan.errors.push(`la existencia «${stockText}» no es un número de piezas`);
    return;
  }
  plan.stock = stock;
  plan.shown.stock = String(stock);
  const mode = settings.stockMode ?? 'row';
  if (stock <= 0 && mode !== 'row') {
    plan.units = 0;
    plan.skipped = `existencia ${stock}: no se importa`;
  } else if (mode === 'unit') {
    if (stock > MAX_UNITS_PER_ROW)
      plan.errors.push(
        `la existencia ${stock} pasa de ${MAX_UNITS_PER_ROW} piezas; revisa la cantidad o importa una autoparte por fila`,
      );
    else plan.units = stock;
  }
}

function readQuality(draft: RowDraft): void {
  const { plan, input } = draft;
  const qualityText = draft.value('quality');
  if (!qualityText) return;
  const quality = Number(qualityText.replace(/★/g, '').trim() || qualityText.length);
  if (Number.isInteger(quality) && quality >= 0 && quality <= 5) {
    input.quality = quality;
    plan.shown.quality = String(quality);
  } else plan.errors.push(`la calidad debe ser de 0 a 5 estrellas (se leyó «${qualityText}»)`);
}

/** One of the company's locations, or a new one when the person asked to create them. */
function readLocation(draft: RowDraft): void {
  const { plan, input, lists, settings } = draft;
  const locationText = draft.value('location');
  if (locationText) {
    const location = lists.locations.get(normalizeLabel(locationText));
    if (location) {
      input.location_id = location.id;
      plan.shown.location = location.name;
    } else if (settings.createLocations && locationText.length <= 60) {
      plan.newLocation = locationText;
      plan.shown.location = `${locationText} (nueva)`;
    } else {
      plan.errors.push(`la ubicación «${locationText}» no existe; márcala para crearla o corrige el nombre`);
    }
  } else if (locationText === '') {
    input.location_id = null;
  }
}

function readListingId(draft: RowDraft): void {
  const { plan } = draft;
  const mlText = draft.value('ml_id');
  if (!mlText) return;
  const mlId = mlText.toUpperCase().replace(/[\s-]/g, '');
  if (/^MLM\d{6,15}$/.test(mlId)) {
    plan.mlId = mlId;
    plan.shown.ml_id = mlId;
  } else plan.errors.push(`el MLM id «${mlText}» no es válido: debe ser como MLM123456789`);
}

function readPhotos(draft: RowDraft): void {
  const { plan, settings } = draft;
  const photosText = draft.value('photos');
  if (!photosText) return;
  for (const url of photosText.split(/[\s,;|]+/).filter(Boolean)) {
    const problem = photoUrlProblem(url, settings.photoHosts);
    if (problem) plan.errors.push(problem);
    else plan.photoUrls.push(url);
  }
  if (plan.photoUrls.length > 0) plan.shown.photos = `${plan.photoUrls.length} foto(s)`;
}

/** A reference met in an earlier row of the file is an error, not a second update. */
function checkRepeated(draft: RowDraft, seen: Map<string, number>): void {
  const { plan } = draft;
  const earlier = seen.get(plan.reference);
  if (earlier !== undefined) {
    plan.errors.push(
      plan.reference.startsWith('sku:')
        ? `la referencia «${ownReferenceOf(draft.value)}» ya aparece en la fila ${earlier}`
        : `la fila es igual a la fila ${earlier}; agrega una columna Referencia/SKU para distinguirlas`,
    );
  } else {
    seen.set(plan.reference, plan.rowNumber);
  }
}

/**
 * The row's category: the file's value when it is ours (or a variant of ours), else what the
 * person mapped it to; without a category column, the one the name states clearly (one of ours
 * whose words are all in the name), else «Otros». A value of the file not mapped yet is left for
 * the category step: the row waits for it, nothing is guessed.
 */
function categoryOf(
  text: string | null,
  nameTexts: string[],
  lists: ReferenceLists,
  settings: PlanSettings,
  plan: RowPlan,
): ReferenceOption | null {
  const byId = (id: number) => lists.categoryOptions.find((option) => option.id === id) ?? null;
  if (text) {
    const mapped = settings.categoryMap?.[categoryKey(text)];
    if (mapped !== undefined) {
      const option = byId(mapped);
      if (option && normalizeLabel(option.name) !== normalizeLabel(text))
        plan.corrections.push({ field: 'category', from: text, to: option.name });
      return option;
    }
    const match = matchReference(text, lists.categories);
    if (match.kind === 'exact') {
      if (normalizeLabel(text) !== normalizeLabel(match.option.name))
        plan.corrections.push({ field: 'category', from: text, to: match.option.name });
      return match.option;
    }
    plan.unmappedCategory = text;
    plan.errors.push(`la autoparte «${text}» no es una de las nuestras; asígnala en el paso de categorías`);
    return null;
  }
  // A category column left empty in this row is read from the name, but only a file without
  // any category column sends what the name does not say to «Otros» (and the preview counts it).
  const found = nameTexts.map((part) => categoryAtStart(part, lists.categoryOptions)).find(Boolean);
  if (found) {
    plan.readFromName.category = found.name;
    return { id: found.id, name: found.name };
  }
  if (text === null && lists.otherCategoryId !== null) {
    plan.readFromName.category = 'Otros';
    return byId(lists.otherCategoryId);
  }
  return null;
}

/** The checks a photo URL passes before any request: scheme, allowed host, no bare IP address. */
export function photoUrlProblem(text: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `la URL de foto «${text.slice(0, 80)}» no es válida`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `la URL de foto «${text.slice(0, 80)}» no es válida`;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipaddr.isValid(host) ? ipaddr.process(host) : null;
  if ((literal && literal.range() !== 'unicast') || host === 'localhost' || host.endsWith('.localhost')) {
    return `la foto «${text.slice(0, 80)}» apunta a una dirección privada o local y no se descarga`;
  }
  if (allowedHosts.length === 0 || !photoHostAllowed(host, allowedHosts)) {
    return `el servidor de fotos «${host}» no está permitido (IMPORT_PHOTO_HOSTS)`;
  }
  return null;
}
