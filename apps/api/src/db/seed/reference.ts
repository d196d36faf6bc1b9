import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeSearchText, ROLE_NAMES } from '@yonke/domain';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../client.ts';
import {
  bulbPositions,
  bulbTechnologies,
  categories,
  conditions,
  makes,
  models,
  origins,
  positions,
  roles,
  searchTerms,
  seedState,
  shippingTypes,
  sides,
  statuses,
  years,
} from '../schema/index.ts';

const DATA_DIR = path.resolve(import.meta.dirname, 'data');

interface Named {
  id: number;
  name: string;
}
interface WithVariants extends Named {
  variants: string[];
}
export interface CategoryData extends WithVariants {
  ml_category_id: string | null;
  price_min: number;
  price_max: number;
  weight: number;
}
export interface ModelData extends WithVariants {
  year_from: number;
  year_to: number;
}
export interface MakeData extends WithVariants {
  models: ModelData[];
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;
}

/** Reference lists live in data files (apps/api/src/db/seed/data), not in code. */
export function loadReferenceData() {
  return {
    statuses: readJson<Named[]>('statuses.json'),
    shippingTypes: readJson<Named[]>('shipping_types.json'),
    bulbPositions: readJson<Named[]>('bulb_positions.json'),
    bulbTechnologies: readJson<Named[]>('bulb_technologies.json'),
    conditions: readJson<Named[]>('conditions.json'),
    origins: readJson<Named[]>('origins.json'),
    positions: readJson<WithVariants[]>('positions.json'),
    sides: readJson<WithVariants[]>('sides.json'),
    categories: readJson<CategoryData[]>('categories.json'),
    makes: readJson<MakeData[]>('makes.json'),
  };
}

export type ReferenceData = ReturnType<typeof loadReferenceData>;

/** Distinct lower-case, accent-free words (3+ letters) of every reference name and variant. */
export function referenceTerms(data: ReferenceData): string[] {
  const texts: string[] = [];
  const add = (item: { name: string; variants?: string[] }) =>
    texts.push(item.name, ...(item.variants ?? []));
  for (const list of [
    data.categories,
    data.positions,
    data.sides,
    data.makes,
    data.conditions,
    data.origins,
  ]) {
    for (const item of list) add(item);
  }
  for (const make of data.makes) for (const model of make.models) add(model);
  const terms = new Set<string>();
  for (const text of texts) {
    for (const word of normalizeSearchText(text).split(/[\s/,.()]+/)) {
      if (word.length >= 3 && !/^\d+$/.test(word)) terms.add(word);
    }
  }
  return [...terms].sort();
}

/** What the search document embeds for a reference row: its name and variants, normalised. */
export function searchWordsOf(item: { name: string; variants?: string[] }): string {
  return normalizeSearchText([item.name, ...(item.variants ?? [])].join(' '));
}

export function yearRange(now = new Date()): number[] {
  const last = now.getFullYear() + 1;
  return Array.from({ length: last - 1980 + 1 }, (_, index) => 1980 + index);
}

/** The lists of id and name: roles, statuses, shipping types, bulbs, conditions, origins, years. */
async function upsertNamedLists(tx: Executor, data: ReferenceData, yearList: number[]) {
  const upsertNamed = async (table: typeof statuses, rows: Named[]) => {
    if (rows.length === 0) return;
    await tx
      .insert(table)
      .values(rows.map(({ id, name }) => ({ id, name })))
      .onConflictDoUpdate({ target: table.id, set: { name: sql`excluded.name` } });
  };
  await upsertNamed(
    roles,
    Object.entries(ROLE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
  );
  await upsertNamed(statuses, data.statuses);
  await upsertNamed(shippingTypes, data.shippingTypes);
  await upsertNamed(bulbPositions, data.bulbPositions);
  await upsertNamed(bulbTechnologies, data.bulbTechnologies);
  await upsertNamed(conditions, data.conditions);
  await upsertNamed(origins, data.origins);
  await upsertNamed(
    years,
    yearList.map((year) => ({ id: year, name: String(year) })),
  );
}

/** The lists a search matches by name and variants: positions, sides, categories and makes. */
async function upsertVariantLists(tx: Executor, data: ReferenceData) {
  for (const table of [positions, sides] as const) {
    const rows = table === positions ? data.positions : data.sides;
    await tx
      .insert(table)
      .values(
        rows.map(({ id, name, variants }) => ({
          id,
          name,
          variants,
          searchWords: searchWordsOf({ name, variants }),
        })),
      )
      .onConflictDoUpdate({
        target: table.id,
        set: {
          name: sql`excluded.name`,
          variants: sql`excluded.variants`,
          searchWords: sql`excluded.search_words`,
        },
      });
  }
  await tx
    .insert(categories)
    .values(
      data.categories.map((c) => ({
        id: c.id,
        name: c.name,
        variants: c.variants,
        mlCategoryId: c.ml_category_id,
        searchWords: searchWordsOf(c),
      })),
    )
    .onConflictDoUpdate({
      target: categories.id,
      set: {
        name: sql`excluded.name`,
        variants: sql`excluded.variants`,
        mlCategoryId: sql`excluded.ml_category_id`,
        searchWords: sql`excluded.search_words`,
      },
    });
  await tx
    .insert(makes)
    .values(
      data.makes.map(({ id, name, variants }) => ({
        id,
        name,
        variants,
        searchWords: searchWordsOf({ name, variants }),
      })),
    )
    .onConflictDoUpdate({
      target: makes.id,
      set: {
        name: sql`excluded.name`,
        variants: sql`excluded.variants`,
        searchWords: sql`excluded.search_words`,
      },
    });
}

/** Every make's models with their years. */
async function upsertModels(tx: Executor, data: ReferenceData) {
  const modelRows = data.makes.flatMap((make) =>
    make.models.map((model) => ({
      id: model.id,
      makeId: make.id,
      name: model.name,
      variants: model.variants,
      yearFrom: model.year_from,
      yearTo: model.year_to,
      searchWords: searchWordsOf(model),
    })),
  );
  await tx
    .insert(models)
    .values(modelRows)
    .onConflictDoUpdate({
      target: models.id,
      set: {
        makeId: sql`excluded.make_id`,
        name: sql`excluded.name`,
        variants: sql`excluded.variants`,
        yearFrom: sql`excluded.year_from`,
        yearTo: sql`excluded.year_to`,
        searchWords: sql`excluded.search_words`,
      },
    });
}

/** The words the search suggests from, and every part's search document built again. */
async function refreshSearchTerms(tx: Executor, data: ReferenceData) {
  await tx.delete(searchTerms);
  await tx.execute(
    sql`insert into search_terms (term) select jsonb_array_elements_text(${JSON.stringify(referenceTerms(data))}::jsonb)`,
  );
  // Setting a column to itself fires the search-document trigger for every part.
  await tx.execute(sql`update parts set category_id = category_id`);
}

/**
 * Upserts every reference list by its fixed id. When the data changed since the last start,
 * every part's search document is rebuilt, because it embeds names and variants.
 */
export async function seedReferenceData(db: Database, data = loadReferenceData()): Promise<void> {
  const yearList = yearRange();
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ data, yearList, roles: ROLE_NAMES }))
    .digest('hex')
    .slice(0, 16);
  const marker = `reference:${fingerprint}`;
  await db.transaction(async (tx) => {
    // Several app instances may start at once; one seeds, the others wait and find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [seen] = await tx.select().from(seedState).where(sql`${seedState.name} = ${marker}`);
    if (seen) return;
    await upsertNamedLists(tx, data, yearList);
    await upsertVariantLists(tx, data);
    await upsertModels(tx, data);
    await refreshSearchTerms(tx, data);
    await tx.delete(seedState).where(sql`${seedState.name} like 'reference:%'`);
    await tx.insert(seedState).values({ name: marker });
  });
}
