import { COMPAT_MAX_ROWS, META_FEED_LIMITS, META_FEED_STATUSES } from '@yonke/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { coverKey } from '../../db/cover-photo.ts';
import {
  categories,
  companies,
  conditions,
  makes,
  models,
  partCompatibilities,
  partImages,
  parts,
  positions,
  sides,
} from '../../db/schema/index.ts';

// Only what a buyer may see is ever selected here: no location, cost, final price, seller,
// AG id, comments or activity can leak into a public page, because no query reads them.

const publicPartColumns = {
  id: parts.id,
  companyId: parts.companyId,
  name: parts.name,
  description: parts.description,
  autopartNumber: parts.autopartNumber,
  years: parts.years,
  statusId: parts.statusId,
  salePrice: parts.salePrice,
  mlId: parts.mlId,
  updatedAt: parts.updatedAt,
  categoryId: parts.categoryId,
  makeId: parts.makeId,
  modelId: parts.modelId,
  category: categories.name,
  make: makes.name,
  model: models.name,
  condition: conditions.name,
  position: positions.name,
  side: sides.name,
  companyName: companies.name,
  companyPhone: companies.phone,
  companyCity: companies.city,
  companySlug: companies.slug,
  companyCatalogue: companies.publicCatalogue,
};

/**
 * The one join of a part with its company and reference names, as buyers see it: the part page
 * and the Meta catalogue feed both read parts through it, with columns of their own added.
 */
function selectPublicParts<T extends SelectedFields>(db: Executor, extra: T) {
  return db
    .select({ ...publicPartColumns, ...extra })
    .from(parts)
    .innerJoin(companies, eq(companies.id, parts.companyId))
    .leftJoin(categories, eq(categories.id, parts.categoryId))
    .leftJoin(makes, eq(makes.id, parts.makeId))
    .leftJoin(models, eq(models.id, parts.modelId))
    .leftJoin(conditions, eq(conditions.id, parts.conditionId))
    .leftJoin(positions, eq(positions.id, parts.positionId))
    .leftJoin(sides, eq(sides.id, parts.sideId));
}

/** A part with its public fields; deleted parts and deleted companies are not found. */
export async function findPublicPart(db: Database, id: number) {
  const [row] = await selectPublicParts(db, {})
    .where(and(eq(parts.id, id), isNull(parts.deletedAt), isNull(companies.deletedAt)))
    .limit(1);
  return row;
}

export type PublicPartRow = NonNullable<Awaited<ReturnType<typeof findPublicPart>>>;

export async function listImages(db: Database, partId: number) {
  return db
    .select({
      id: partImages.id,
      storageKey: partImages.storageKey,
      thumbnailKey: partImages.thumbnailKey,
    })
    .from(partImages)
    .where(eq(partImages.partId, partId))
    .orderBy(asc(partImages.position), asc(partImages.id))
    .limit(30);
}

export type PublicImageRow = Awaited<ReturnType<typeof listImages>>[number];

/**
 * The other vehicles a part fits («También le queda a»), by name: what a buyer checks against
 * their car. Only make, model and years: nothing of the donor vehicle the part came from.
 */
export async function listCompatibilities(db: Database, partId: number) {
  return db
    .select({
      make: makes.name,
      model: models.name,
      yearFrom: partCompatibilities.yearFrom,
      yearTo: partCompatibilities.yearTo,
    })
    .from(partCompatibilities)
    .innerJoin(makes, eq(makes.id, partCompatibilities.makeId))
    .innerJoin(models, eq(models.id, partCompatibilities.modelId))
    .where(eq(partCompatibilities.partId, partId))
    .orderBy(asc(partCompatibilities.position), asc(partCompatibilities.id))
    .limit(COMPAT_MAX_ROWS);
}

/**
 * Available parts of the same company most like this one: same category and model first, then
 * same category and make, then same category; newest first within each.
 */
export async function findSimilarParts(
  db: Database,
  part: {
    id: number;
    companyId: number;
    categoryId: number | null;
    makeId: number | null;
    modelId: number | null;
  },
  limit: number,
) {
  if (part.categoryId === null) return [];
  const cover = coverKey('part_images', parts.id);
  return db
    .select({ id: parts.id, name: parts.name, salePrice: parts.salePrice, thumbnailKey: cover })
    .from(parts)
    .where(
      and(
        eq(parts.companyId, part.companyId),
        eq(parts.categoryId, part.categoryId),
        eq(parts.statusId, 1),
        isNull(parts.deletedAt),
        ne(parts.id, part.id),
      ),
    )
    .orderBy(
      desc(sql`(${parts.modelId} is not distinct from ${part.modelId})`),
      desc(sql`(${parts.makeId} is not distinct from ${part.makeId})`),
      desc(parts.createdAt),
      desc(parts.id),
    )
    .limit(limit);
}

/** The image a link preview shows, with what decides whether it is public. */
export async function findPreviewImage(db: Database, imageId: number) {
  const [row] = await db
    .select({
      storageKey: partImages.storageKey,
      statusId: parts.statusId,
      publicCatalogue: companies.publicCatalogue,
    })
    .from(partImages)
    .innerJoin(parts, eq(parts.id, partImages.partId))
    .innerJoin(companies, eq(companies.id, parts.companyId))
    .where(and(eq(partImages.id, imageId), isNull(parts.deletedAt), isNull(companies.deletedAt)))
    .limit(1);
  return row;
}

const catalogueCompanyColumns = {
  id: companies.id,
  name: companies.name,
  phone: companies.phone,
  city: companies.city,
  slug: companies.slug,
};

/** A company whose catalogue is on; off, deleted or unknown answer the same (nothing). */
export async function findCatalogueCompany(db: Database, slug: string) {
  const [row] = await db
    .select(catalogueCompanyColumns)
    .from(companies)
    .where(and(eq(companies.slug, slug), eq(companies.publicCatalogue, true), isNull(companies.deletedAt)))
    .limit(1);
  return row;
}

export type CatalogueCompany = NonNullable<Awaited<ReturnType<typeof findCatalogueCompany>>>;

export async function listCatalogueCompanies(db: Database) {
  return db
    .select({ slug: companies.slug })
    .from(companies)
    .where(and(eq(companies.publicCatalogue, true), isNotNull(companies.slug), isNull(companies.deletedAt)))
    .orderBy(asc(companies.id));
}

const available = (companyId: number) =>
  and(eq(parts.companyId, companyId), eq(parts.statusId, 1), isNull(parts.deletedAt));

/** Filter choices of a catalogue: only makes and categories the company has parts of. */
export async function catalogueFacets(db: Database, companyId: number, makeId: number | undefined) {
  const [makeRows, categoryRows, modelRows] = await Promise.all([
    db
      .selectDistinct({ id: makes.id, name: makes.name })
      .from(parts)
      .innerJoin(makes, eq(makes.id, parts.makeId))
      .where(available(companyId))
      .orderBy(asc(makes.name)),
    db
      .selectDistinct({ id: categories.id, name: categories.name })
      .from(parts)
      .innerJoin(categories, eq(categories.id, parts.categoryId))
      .where(available(companyId))
      .orderBy(asc(categories.name)),
    makeId === undefined
      ? Promise.resolve([])
      : db
          .selectDistinct({ id: models.id, name: models.name })
          .from(parts)
          .innerJoin(models, eq(models.id, parts.modelId))
          .where(and(available(companyId), eq(parts.makeId, makeId)))
          .orderBy(asc(models.name)),
  ]);
  return { makes: makeRows, categories: categoryRows, models: modelRows };
}

/** Every available part of a company for its sitemap (the protocol's cap is 50,000 URLs). */
export async function sitemapParts(db: Database, companyId: number, limit: number) {
  return db
    .select({ id: parts.id, name: parts.name, updatedAt: parts.updatedAt })
    .from(parts)
    .where(available(companyId))
    .orderBy(desc(parts.updatedAt), desc(parts.id))
    .limit(limit);
}

// --- Catálogo público settings (roles 1 and 2) ---

const settingsColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  city: companies.city,
  publicCatalogue: companies.publicCatalogue,
};

export async function listCompanySettings(db: Database, companyIds: number[] | 'all') {
  const notDeleted = isNull(companies.deletedAt);
  return db
    .select(settingsColumns)
    .from(companies)
    .where(companyIds === 'all' ? notDeleted : and(notDeleted, inArray(companies.id, companyIds)))
    .orderBy(asc(companies.name), asc(companies.id));
}

export type CompanySettingsRow = Awaited<ReturnType<typeof listCompanySettings>>[number];

export async function findCompanyBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, slug))
    .limit(1);
  return row;
}

export async function updateCompanySettings(
  db: Database,
  id: number,
  values: { slug: string | null; city: string | null; publicCatalogue: boolean },
) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
    .returning(settingsColumns);
  return row;
}

// --- The catalogue's own text search ---

/**
 * What a buyer can read about a part, as the search document is built (migration 0015's
 * parts_set_search_text) minus the location: name, part number, description, category, make,
 * model, position, side, years and the other vehicles it fits. The staff search also finds a
 * part by its shelf or its donor vehicle's code; the catalogue must not, or a search for a shelf
 * code would list what is on that shelf.
 */
const publicDocument = sql`concat_ws(' ',
  lower(f_unaccent(concat_ws(' ', p.name, p.autopart_number, left(p.description, 2000)))),
  (select c.search_words from categories c where c.id = p.category_id),
  (select m.search_words from makes m where m.id = p.make_id),
  (select m.search_words from models m where m.id = p.model_id),
  (select x.search_words from positions x where x.id = p.position_id),
  (select s.search_words from sides s where s.id = p.side_id),
  array_to_string(p.years, ' '),
  p.compat_text)`;

/** A tsquery lexeme, quoted so a visitor's text is never read as tsquery operators. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (match) => `\\${match}`);
}

const CATALOGUE_ORDER: Record<string, string> = {
  latest: 'p.created_at desc, p.id desc',
  oldest: 'p.created_at asc, p.id asc',
  pricetohigh: 'p.sale_price desc, p.id desc',
  pricetolow: 'p.sale_price asc, p.id asc',
  atoz: 'p.name asc, p.id asc',
  ztoa: 'p.name desc, p.id desc',
};

export interface CatalogueTextQuery {
  companyId: number;
  /** Each word with its alternatives (singular/plural): every word must match one of them. */
  words: string[][];
  /** 'words': whole words; 'fragments': anywhere, even inside a word (the fallback). */
  match: 'words' | 'fragments';
  category?: number;
  /** compatFilterKeys of the make/model/year filter (the other vehicles a part fits). */
  compatKeys: string[] | null;
  make?: number;
  model?: number;
  year?: number;
  sort: string;
  offset: number;
  limit: number;
}

/** Available parts of one company whose public text holds every word; a page and the total. */
export async function catalogueTextSearch(db: Database, query: CatalogueTextQuery) {
  const where: SQL[] = [
    sql`p.company_id = ${query.companyId}`,
    sql`p.status_id = 1`,
    sql`p.deleted_at is null`,
  ];
  if (query.category !== undefined) where.push(sql`p.category_id = ${query.category}`);
  const own: SQL[] = [];
  if (query.make !== undefined) own.push(sql`p.make_id = ${query.make}`);
  if (query.model !== undefined) own.push(sql`p.model_id = ${query.model}`);
  if (query.year !== undefined) own.push(sql`p.years && ${`{${query.year}}`}::int[]`);
  if (own.length > 0) {
    const vehicle = sql.join(own, sql` and `);
    where.push(
      query.compatKeys
        ? sql`((${vehicle}) or p.compat_keys && ${`{${query.compatKeys.join(',')}}`}::text[])`
        : vehicle,
    );
  }
  if (query.words.length > 0) {
    if (query.match === 'words') {
      const tsquery = query.words
        .map((forms) => {
          const lexemes = forms.map(lexeme);
          return lexemes.length === 1 ? lexemes[0] : `(${lexemes.join(' | ')})`;
        })
        .join(' & ');
      // The part's search document holds every public word too: its index narrows the parts,
      // and only those are checked against their public text.
      where.push(sql`p.search_words @@ ${tsquery}::tsquery`);
      where.push(sql`to_tsvector('simple'::regconfig, ${publicDocument}) @@ ${tsquery}::tsquery`);
    } else {
      for (const forms of query.words) {
        const likes = forms.map((word) => sql`${publicDocument} like ${`%${escapeLike(word)}%`}`);
        where.push(sql`(${sql.join(likes, sql` or `)})`);
      }
    }
  }
  const condition = sql.join(where, sql` and `);
  const order = sql.raw(CATALOGUE_ORDER[query.sort] ?? CATALOGUE_ORDER.latest ?? 'p.id desc');
  const [rows, totals] = await Promise.all([
    db.execute<{ id: number; name: string; sale_price: number; thumbnail_key: string | null }>(sql`
      select p.id, p.name, p.sale_price,
        ${coverKey('part_images', sql`p.id`)} as thumbnail_key
      from parts p where ${condition}
      order by ${order} limit ${query.limit} offset ${query.offset}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from parts p where ${condition}`),
  ]);
  return { rows: rows.rows, total: totals.rows[0]?.total ?? 0 };
}

// --- The Meta catalogue feed (catalogue-feed.service.ts) ---

/**
 * The parts of a company's feed: those whose public page a buyer can open, except sold ones
 * (META_FEED_STATUSES), with a price and a photo, which Meta requires of every item; a part
 * without them would be an upload error in Commerce Manager, so the settings screen counts them
 * instead (feedCounts).
 */
function feedParts(companyId: number): SQL | undefined {
  return and(
    eq(parts.companyId, companyId),
    inArray(parts.statusId, [...META_FEED_STATUSES]),
    isNull(parts.deletedAt),
    sql`${parts.salePrice} > 0`,
    // A scalar subquery, not EXISTS: EXISTS became a merge join that read the photo index from
    // its start on every page (each page slower than the last); this is one probe per part.
    sql`(select 1 from part_images feed_image where feed_image.part_id = ${parts.id} limit 1) is not null`,
  );
}

const feedColumns = {
  // The full photos (≤ 1920 px): Meta asks for at least 500 × 500, more than a thumbnail has.
  images: sql<
    string[]
  >`(select coalesce(array_agg(feed_photo.storage_key order by feed_photo.position, feed_photo.id), '{}')
    from (select storage_key, position, id from part_images
      where part_images.part_id = ${parts.id} order by position, id limit ${META_FEED_LIMITS.additionalImagesMax + 1}) feed_photo)`,
  fits: sql<
    { make: string; model: string; yearFrom: number; yearTo: number }[]
  >`(select coalesce(json_agg(json_build_object(
      'make', fit.make, 'model', fit.model, 'yearFrom', fit.year_from, 'yearTo', fit.year_to)
      order by fit.position, fit.id), '[]'::json)
    from (select fit_make.name as make, fit_model.name as model, pc.year_from, pc.year_to, pc.position, pc.id
      from part_compatibilities pc
      join makes fit_make on fit_make.id = pc.make_id
      join models fit_model on fit_model.id = pc.model_id
      where pc.part_id = ${parts.id} order by pc.position, pc.id limit ${COMPAT_MAX_ROWS}) fit)`,
};

/** The company a feed address belongs to, when its catalogue is public; nothing otherwise. */
export async function findFeedCompany(db: Database, token: string) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      city: companies.city,
      slug: companies.slug,
      feedReadAt: companies.feedReadAt,
    })
    .from(companies)
    .where(
      and(eq(companies.feedToken, token), eq(companies.publicCatalogue, true), isNull(companies.deletedAt)),
    )
    .limit(1);
  return row;
}

/**
 * One page of a company's feed after the part `afterId`, in id order. The caller reads every
 * page in one REPEATABLE READ transaction, so the pages are one snapshot however the parts change.
 */
export async function feedPage(executor: Executor, companyId: number, afterId: number, limit: number) {
  return selectPublicParts(executor, feedColumns)
    .where(and(feedParts(companyId), sql`${parts.id} > ${afterId}`))
    .orderBy(asc(parts.id))
    .limit(limit);
}

export type FeedPartRow = Awaited<ReturnType<typeof feedPage>>[number];

/** How many parts the feed holds, and how many it leaves out because Meta could not take them. */
export async function feedCounts(db: Database, companyId: number) {
  const result = await db.execute<{ items: number; without_photo: number; without_price: number }>(sql`
    select count(*) filter (where p.sale_price > 0 and photo.found)::int as items,
      count(*) filter (where not photo.found)::int as without_photo,
      count(*) filter (where p.sale_price <= 0 and photo.found)::int as without_price
    from parts p
    cross join lateral (select exists (select 1 from part_images i where i.part_id = p.id) as found) photo
    where p.company_id = ${companyId} and p.deleted_at is null
      and p.status_id in (${sql.join(
        META_FEED_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})`);
  return result.rows[0] ?? { items: 0, without_photo: 0, without_price: 0 };
}

/** A company's feed address and last read (the settings screen), when the company exists. */
export async function findFeedSettings(db: Database, companyId: number) {
  const [row] = await db
    .select({
      token: companies.feedToken,
      publicCatalogue: companies.publicCatalogue,
      readAt: companies.feedReadAt,
      readAgent: companies.feedReadAgent,
    })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .limit(1);
  return row;
}

export async function replaceFeedToken(db: Database, companyId: number, token: string) {
  const [row] = await db
    .update(companies)
    .set({ feedToken: token, feedReadAt: null, feedReadAgent: null })
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .returning({ id: companies.id });
  return row !== undefined;
}

/**
 * Records a read unless one was recorded in the last `minMs`: under load this is one write per
 * company every few minutes whatever the number of reads (and several processes agree through
 * the condition, not through memory).
 */
export async function recordFeedRead(db: Database, companyId: number, agent: string, minMs: number) {
  await db
    .update(companies)
    .set({ feedReadAt: sql`now()`, feedReadAgent: agent })
    .where(
      and(
        eq(companies.id, companyId),
        sql`(${companies.feedReadAt} is null or ${companies.feedReadAt} < now() - make_interval(secs => ${minMs / 1000}))`,
      ),
    );
}
