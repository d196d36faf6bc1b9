import { COMPAT_MAX_ROWS } from '@yonke/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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

/** A part with its public fields; deleted parts and deleted companies are not found. */
export async function findPublicPart(db: Database, id: number) {
  const [row] = await db
    .select(publicPartColumns)
    .from(parts)
    .innerJoin(companies, eq(companies.id, parts.companyId))
    .leftJoin(categories, eq(categories.id, parts.categoryId))
    .leftJoin(makes, eq(makes.id, parts.makeId))
    .leftJoin(models, eq(models.id, parts.modelId))
    .leftJoin(conditions, eq(conditions.id, parts.conditionId))
    .leftJoin(positions, eq(positions.id, parts.positionId))
    .leftJoin(sides, eq(sides.id, parts.sideId))
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
  const cover = sql<string | null>`(
    select pi.thumbnail_key from part_images pi where pi.part_id = ${parts.id}
    order by pi.position, pi.id limit 1)`;
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
    .select({ storageKey: partImages.storageKey, statusId: parts.statusId })
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
