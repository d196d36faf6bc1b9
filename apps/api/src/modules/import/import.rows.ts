import {
  IMPORT_FIELDS,
  type ImportField,
  MAKE_ALIASES,
  matchReference,
  normalizeLabel,
  parseDigitsAsId,
  parsePrice,
  parseYears,
  type ReferenceIndex,
  type ReferenceOption,
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

export interface ImportOptions {
  /** Use names a typo away from ours ("Volkswagon" → Volkswagen); otherwise they are errors. */
  acceptClose: boolean;
  /** Create the locations the sheet names that the company does not have yet. */
  createLocations: boolean;
}

export interface Correction {
  field: ImportField;
  from: string;
  to: string;
}

export interface RowPlan {
  rowNumber: number;
  reference: string;
  /** Our own part, by its AV code in the sheet. */
  partId: number | null;
  input: FormInput;
  mlId: string | null;
  photoUrls: string[];
  /** What the preview shows for each mapped field: the value as it would be saved. */
  shown: Partial<Record<ImportField, string>>;
  corrections: Correction[];
  newLocation: string | null;
  errors: string[];
}

export interface ReferenceLists {
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
  for (const model of modelRows) {
    makeOf.set(model.id, model.makeId);
    const list = byMakeLists.get(model.makeId) ?? [];
    list.push(model);
    byMakeLists.set(model.makeId, list);
  }
  return {
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
 * One row as the form would receive it. `seen` holds the references met in earlier rows of the
 * same file, so a repeated reference is an error instead of a second update.
 */
export function planRow(
  row: { rowNumber: number; cells: string[] },
  mapping: Mapping,
  lists: ReferenceLists,
  settings: ImportOptions & { photoHosts: readonly string[] },
  seen: Map<string, number>,
): RowPlan {
  const value = (field: ImportField): string | null => {
    const index = mapping.indexOf(field);
    if (index === -1) return null;
    return (row.cells[index] ?? '').trim();
  };
  const mappedCells = mapping.map((field, index) => (field ? (row.cells[index] ?? '') : ''));
  const plan: RowPlan = {
    rowNumber: row.rowNumber,
    reference: rowReference(value('reference'), mappedCells),
    partId: null,
    input: {},
    mlId: null,
    photoUrls: [],
    shown: {},
    corrections: [],
    newLocation: null,
    errors: [],
  };
  const input = plan.input as Record<string, unknown>;

  const reference = (
    field: keyof typeof LIST_LABELS,
    index: ReferenceIndex,
  ): ReferenceOption | null | undefined => {
    const text = value(field);
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
  };

  const code = value('code');
  if (code) {
    const digits = /^AV-?\s*(\d{1,10})$/i.exec(code)?.[1];
    const id = parseDigitsAsId(digits ?? '');
    if (id !== null) plan.partId = id;
    else plan.errors.push(`el código «${code}» no es válido: debe ser como AV-123`);
  }

  for (const field of ['name', 'autopart_number', 'description'] as const) {
    const text = value(field);
    if (text === null) continue;
    const [max, message] = TEXT_LIMITS[field] ?? [0, ''];
    if (text.length > max) plan.errors.push(message);
    else {
      input[field] = text === '' ? null : text;
      if (text !== '') plan.shown[field] = text;
    }
  }

  const make = reference('make', lists.makes);
  if (make) {
    input.make_id = make.id;
    plan.shown.make = make.name;
  }
  const modelText = value('model');
  if (modelText) {
    const makeId = make?.id;
    const index =
      makeId !== undefined ? (lists.models.byMake.get(makeId) ?? referenceIndex([])) : lists.models.all;
    const model = reference('model', index);
    if (model) {
      input.model_id = model.id;
      plan.shown.model = model.name;
      // Without a make column, the model's own make is used.
      if (makeId === undefined && input.make_id === undefined) {
        const ownMake = lists.models.makeOf.get(model.id);
        if (ownMake !== undefined) input.make_id = ownMake;
      }
    }
  } else if (modelText === '') {
    input.model_id = null;
  }
  const category = reference('category', lists.categories);
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
    const option = reference(field, index);
    if (option) {
      input[key] = option.id;
      plan.shown[field] = option.name;
    } else if (option === null && field !== 'status') {
      input[key] = null;
    }
  }

  const yearsText = value('years');
  if (yearsText !== null) {
    const years = parseYears(yearsText);
    if (years.ok) {
      input.years = years.value;
      if (years.value.length > 0) plan.shown.years = yearsText;
    } else plan.errors.push(`${years.message} (se leyó «${yearsText}»)`);
  }
  const priceText = value('sale_price');
  if (priceText !== null) {
    const price = parsePrice(priceText);
    if (price.ok) {
      input.sale_price = price.value;
      plan.shown.sale_price = String(price.value);
    } else plan.errors.push(`${price.message} (se leyó «${priceText}»)`);
  }
  const qualityText = value('quality');
  if (qualityText) {
    const quality = Number(qualityText.replace(/★/g, '').trim() || qualityText.length);
    if (Number.isInteger(quality) && quality >= 0 && quality <= 5) {
      input.quality = quality;
      plan.shown.quality = String(quality);
    } else plan.errors.push(`la calidad debe ser de 0 a 5 estrellas (se leyó «${qualityText}»)`);
  }
  const locationText = value('location');
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
  const mlText = value('ml_id');
  if (mlText) {
    const mlId = mlText.toUpperCase().replace(/[\s-]/g, '');
    if (/^MLM\d{6,15}$/.test(mlId)) {
      plan.mlId = mlId;
      plan.shown.ml_id = mlId;
    } else plan.errors.push(`el MLM id «${mlText}» no es válido: debe ser como MLM123456789`);
  }
  const photosText = value('photos');
  if (photosText) {
    for (const url of photosText.split(/[\s,;|]+/).filter(Boolean)) {
      const problem = photoUrlProblem(url, settings.photoHosts);
      if (problem) plan.errors.push(problem);
      else plan.photoUrls.push(url);
    }
    if (plan.photoUrls.length > 0) plan.shown.photos = `${plan.photoUrls.length} foto(s)`;
  }

  const earlier = seen.get(plan.reference);
  if (earlier !== undefined) {
    plan.errors.push(
      plan.reference.startsWith('sku:')
        ? `la referencia «${value('reference')}» ya aparece en la fila ${earlier}`
        : `la fila es igual a la fila ${earlier}; agrega una columna Referencia/SKU para distinguirlas`,
    );
  } else {
    seen.set(plan.reference, row.rowNumber);
  }
  return plan;
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

export const FIELD_ORDER = IMPORT_FIELDS;
