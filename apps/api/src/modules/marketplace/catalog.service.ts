import {
  expandYearRange,
  type ListingValues,
  missingAttributesMessage,
  missingListingAttributes,
  vehicleLabel,
} from '@yonke/domain';
import type {
  MlCategoryCompatibility,
  MlCompatibilityResult,
  MlRequiredAttribute,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import * as queries from './catalog.queries.ts';
import type { SyncPartRow } from './marketplace.queries.ts';
import { type MlClient, MlHttpError } from './ml-client.ts';

// Mercado Libre's side of categories, required attributes and vehicle compatibilities
// (docs/domain-rules.md, "Compatibilidades y categorías de Mercado Libre"). Only documented calls:
// domain discovery, category attributes, the compatibilities dump, the vehicle domain's top values
// and products search, and POST /items/{id}/compatibilities.

export const SITE_ID = 'MLM';
export const VEHICLE_DOMAIN_ID = 'MLM-CARS_AND_VANS_FOR_COMPATIBILITIES';
const MODEL_ATTRIBUTE = 'CAR_AND_VAN_MODEL';
/** A category's attributes and compatibility setting change rarely; read again after a day. */
export const CATEGORY_TTL_MS = 24 * 60 * 60 * 1000;
/** A resolved make/model is good for a month; one ML did not know is asked again the next day. */
const VEHICLE_FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const VEHICLE_NOT_FOUND_TTL_MS = 24 * 60 * 60 * 1000;
/** ML accepts at most 200 products per call. */
const COMPAT_BATCH = 200;
const SEARCH_PAGE = 50;
/** A make/model with more vehicle products than this is read no further (1,000 is already every version). */
const SEARCH_MAX_PAGES = 20;
/** ML's limit for a compatibility note. */
const NOTE_MAX_LENGTH = 500;

/** A listing that would be refused, said in words; the sync does not send it and does not retry. */
export class ListingRefusedError extends Error {}

export interface CategoryInfo {
  mlCategoryId: string;
  mlCategoryName: string | null;
  requiredAttributes: MlRequiredAttribute[];
  compatibility: MlCategoryCompatibility;
}

interface DumpEntry {
  domain_id?: string;
  compatibilities?: {
    compatible_domain_id?: string;
    categories?: { id?: string; required?: boolean; note_status?: string }[];
  }[];
}

interface AttributeDefinition {
  id?: string;
  name?: string;
  tags?: Record<string, unknown>;
}

interface TopValue {
  id?: string;
  name?: string;
}

interface VehicleProduct {
  id?: string;
  attributes?: { id?: string; value_name?: string }[];
}

/** Names compared as ML and we spell them differently: case, accents, spaces and hyphens aside. */
export function sameName(a: string, b: string): boolean {
  const normal = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\s\-_.]+/g, '');
  return normal(a) === normal(b);
}

/** The values of a part the required-attribute check reads (names stand for chosen ids). */
export function listingValuesOf(part: SyncPartRow): ListingValues {
  return {
    make_id: part.makeName,
    model_id: part.modelName,
    years: part.years,
    autopart_number: part.autopartNumber,
    condition_id: part.conditionName,
    origin_id: part.originName,
    side_id: part.sideName,
    position_id: part.positionName,
    bulb_tech_id: part.bulbTechName,
    bulb_pos_id: part.bulbPosName,
    includes_mirror: part.includesMirror,
  };
}

export function createCatalogService(deps: AppDeps, client: MlClient) {
  const { db } = deps;
  let dump: { at: number; entries: DumpEntry[] } | null = null;
  let brands: { at: number; values: TopValue[] } | null = null;

  async function compatibilityDump(): Promise<DumpEntry[]> {
    if (dump && Date.now() - dump.at < CATEGORY_TTL_MS) return dump.entries;
    const entries = await client.request<DumpEntry[]>(
      'GET',
      `/catalog/dumps/domains/${SITE_ID}/compatibilities`,
    );
    dump = { at: Date.now(), entries: Array.isArray(entries) ? entries.flat() : [] };
    return dump.entries;
  }

  function compatibilityOf(entries: DumpEntry[], mlCategoryId: string): MlCategoryCompatibility {
    for (const entry of entries) {
      for (const compat of entry.compatibilities ?? []) {
        if (compat.compatible_domain_id !== VEHICLE_DOMAIN_ID) continue;
        const category = compat.categories?.find((c) => c.id === mlCategoryId);
        if (category) {
          return {
            supported: true,
            required: category.required === true,
            notes: category.note_status === 'ENABLED',
          };
        }
      }
    }
    return { supported: false, required: false, notes: false };
  }

  /**
   * The marketplace category of one of ours: the admin's correction, else the seed's, else the
   * domain discovery's answer for the category name (asked once, then kept). Null when discovery
   * suggests nothing; a marketplace error is thrown (the sync retries it).
   */
  async function mlCategoryFor(categoryId: number): Promise<{ id: string; name: string | null } | null> {
    const category = await queries.findCategory(db, categoryId);
    if (!category) return null;
    if (category.source === 'manual' && !category.mlCategoryId) return null;
    if (category.mlCategoryId) return { id: category.mlCategoryId, name: category.mlCategoryName };
    if (category.seedMlId) return { id: category.seedMlId, name: null };
    if (category.source === 'discovery') return null;
    const found = await client.request<{ category_id?: string; category_name?: string }[]>(
      'GET',
      `/sites/${SITE_ID}/domain_discovery/search`,
      { query: { q: category.name, limit: '1' } },
    );
    const first = Array.isArray(found) ? found.find((entry) => entry.category_id) : undefined;
    await queries.saveCategoryMapping(
      db,
      {
        categoryId,
        mlCategoryId: first?.category_id ?? null,
        mlCategoryName: first?.category_name ?? null,
        source: 'discovery',
      },
      { keepManual: true },
    );
    const again = await queries.findCategory(db, categoryId);
    return again?.mlCategoryId ? { id: again.mlCategoryId, name: again.mlCategoryName } : null;
  }

  /** Required attributes and compatibility setting of a marketplace category, cached for a day. */
  async function categoryInfo(mlCategoryId: string, name: string | null): Promise<CategoryInfo> {
    const cached = await queries.findMlCategory(db, mlCategoryId);
    if (cached?.compatibility && Date.now() - cached.fetchedAt.getTime() < CATEGORY_TTL_MS) {
      return {
        mlCategoryId,
        mlCategoryName: name,
        requiredAttributes: cached.requiredAttributes,
        compatibility: cached.compatibility,
      };
    }
    const attributes = await client.request<AttributeDefinition[]>(
      'GET',
      `/categories/${mlCategoryId}/attributes`,
    );
    const requiredAttributes = (Array.isArray(attributes) ? attributes : [])
      .filter((a) => a.id && (a.tags?.required === true || a.tags?.catalog_required === true))
      .map((a) => ({ id: String(a.id), name: String(a.name ?? a.id) }));
    const compatibility = compatibilityOf(await compatibilityDump(), mlCategoryId);
    await queries.saveMlCategory(db, { mlCategoryId, requiredAttributes, compatibility });
    return { mlCategoryId, mlCategoryName: name, requiredAttributes, compatibility };
  }

  /** The category a listing of this part goes to, or a refusal that says why there is none. */
  async function listingCategory(
    part: Pick<SyncPartRow, 'categoryId' | 'categoryName'>,
  ): Promise<CategoryInfo> {
    if (part.categoryId === null) throw new ListingRefusedError('la pieza no tiene categoría');
    const mapped = await mlCategoryFor(part.categoryId);
    if (!mapped) {
      throw new ListingRefusedError(
        `la categoría «${part.categoryName ?? part.categoryId}» no tiene categoría de Mercado Libre y Mercado Libre no sugirió ninguna; elígela en Categorías de Mercado Libre`,
      );
    }
    return categoryInfo(mapped.id, mapped.name);
  }

  async function topValues(
    attribute: string,
    knownAttributes: unknown[],
    token: string,
  ): Promise<TopValue[]> {
    const values = await client.request<TopValue[]>(
      'POST',
      `/catalog_domains/${VEHICLE_DOMAIN_ID}/attributes/${attribute}/top_values`,
      { token, json: knownAttributes.length > 0 ? { known_attributes: knownAttributes } : {} },
    );
    return Array.isArray(values) ? values : [];
  }

  /** Our make/model as ML's vehicle products by year, cached (found for a month, unknown for a day). */
  async function vehicleProducts(
    token: string,
    vehicle: { makeId: number; makeName: string; modelId: number; modelName: string },
  ): Promise<Record<string, string[]> | null> {
    const cached = await queries.findVehicleProducts(db, vehicle.makeId, vehicle.modelId);
    const ttl = cached?.found ? VEHICLE_FOUND_TTL_MS : VEHICLE_NOT_FOUND_TTL_MS;
    if (cached && Date.now() - cached.resolvedAt.getTime() < ttl)
      return cached.found ? cached.productsByYear : null;

    if (!brands || Date.now() - brands.at > CATEGORY_TTL_MS)
      brands = { at: Date.now(), values: await topValues('BRAND', [], token) };
    const brand = brands.values.find(
      (value) => value.id && value.name && sameName(value.name, vehicle.makeName),
    );
    const model = brand
      ? (await topValues(MODEL_ATTRIBUTE, [{ id: 'BRAND', value_id: brand.id }], token)).find(
          (value) => value.id && value.name && sameName(value.name, vehicle.modelName),
        )
      : undefined;
    const productsByYear: Record<string, string[]> = {};
    if (brand?.id && model?.id) {
      for (let page = 0; page < SEARCH_MAX_PAGES; page++) {
        const answer: { results?: VehicleProduct[]; total?: number } = await client.request(
          'POST',
          '/catalog_compatibilities/products_search/chunks',
          {
            token,
            json: {
              domain_id: VEHICLE_DOMAIN_ID,
              site_id: SITE_ID,
              known_attributes: [
                { id: 'BRAND', value_ids: [brand.id] },
                { id: MODEL_ATTRIBUTE, value_ids: [model.id] },
              ],
              limit: SEARCH_PAGE,
              offset: page * SEARCH_PAGE,
            },
          },
        );
        const results: VehicleProduct[] = answer.results ?? [];
        for (const product of results) {
          const year = product.attributes?.find((a) => a.id === 'YEAR')?.value_name;
          if (!product.id || !year || !/^\d{4}$/.test(year)) continue;
          productsByYear[year] = [...(productsByYear[year] ?? []), product.id];
        }
        if (results.length < SEARCH_PAGE || (page + 1) * SEARCH_PAGE >= (answer.total ?? 0)) break;
      }
    }
    const found = Object.keys(productsByYear).length > 0;
    await queries.saveVehicleProducts(db, {
      makeId: vehicle.makeId,
      modelId: vehicle.modelId,
      found,
      productsByYear,
    });
    return found ? productsByYear : null;
  }

  interface Vehicle {
    makeId: number;
    makeName: string;
    modelId: number;
    modelName: string;
    yearFrom: number;
    yearTo: number;
  }

  /** The part's own make/model/years first, then the extra vehicles. */
  async function vehiclesOf(part: SyncPartRow) {
    const vehicles: Vehicle[] = [];
    const years = expandYearRange(part.years);
    if (part.makeId && part.modelId && part.makeName && part.modelName && years.length > 0) {
      vehicles.push({
        makeId: part.makeId,
        makeName: part.makeName,
        modelId: part.modelId,
        modelName: part.modelName,
        yearFrom: years[0] as number,
        yearTo: years[years.length - 1] as number,
      });
    }
    for (const row of await queries.listCompatibilities(db, part.id)) vehicles.push(row);
    return vehicles;
  }

  /** Each vehicle with the products ML knows for it (none: not matched). */
  async function resolve(token: string, part: SyncPartRow) {
    const resolved: { vehicle: Vehicle; productIds: string[] }[] = [];
    for (const vehicle of await vehiclesOf(part)) {
      const byYear = await vehicleProducts(token, vehicle);
      const productIds: string[] = [];
      for (let year = vehicle.yearFrom; year <= vehicle.yearTo; year++)
        productIds.push(...(byYear?.[year] ?? []));
      resolved.push({ vehicle, productIds: [...new Set(productIds)] });
    }
    return resolved;
  }

  function noteOf(part: SyncPartRow): string | null {
    const text = [part.positionName, part.sideName].filter(Boolean).join(' ').trim();
    return text ? text.slice(0, NOTE_MAX_LENGTH) : null;
  }

  /**
   * Checks a part before its listing is created: the category, its required attributes and, when
   * the category requires compatibilities, that at least one vehicle is known to ML. Throws
   * ListingRefusedError with the reason in words.
   */
  async function checkBeforeListing(token: string, part: SyncPartRow): Promise<CategoryInfo> {
    const info = await listingCategory(part);
    const missing = missingListingAttributes(info.requiredAttributes, listingValuesOf(part));
    if (missing.length > 0) throw new ListingRefusedError(missingAttributesMessage(missing));
    if (info.compatibility.required) {
      const resolved = await resolve(token, part);
      if (!resolved.some((entry) => entry.productIds.length > 0)) {
        const labels = resolved.map((entry) => label(entry.vehicle));
        throw new ListingRefusedError(
          labels.length === 0
            ? 'Mercado Libre exige vehículos compatibles en esta categoría y la pieza no tiene marca, modelo y años'
            : `Mercado Libre exige vehículos compatibles en esta categoría y no encontró ninguno de: ${labels.join(', ')}`,
        );
      }
    }
    return info;
  }

  function label(vehicle: Vehicle): string {
    return vehicleLabel(vehicle.makeName, vehicle.modelName, vehicle.yearFrom, vehicle.yearTo);
  }

  /**
   * Sends the part's vehicles to its listing (only products not sent before to this listing) and
   * records which were accepted and which ML does not know. A marketplace 429/5xx is thrown so the
   * sync job retries; a refusal (4xx) is returned as a line for the part's activity.
   */
  async function sendCompatibilities(token: string, part: SyncPartRow, mlId: string): Promise<string | null> {
    if (part.categoryId === null) return null;
    const mapped = await mlCategoryFor(part.categoryId);
    if (!mapped) return null;
    const info = await categoryInfo(mapped.id, mapped.name);
    if (!info.compatibility.supported) return null;
    const resolved = await resolve(token, part);
    const previous = await queries.findMlResults(db, part.id);
    const alreadySent = new Set(previous?.mlId === mlId ? previous.sentProductIds : []);
    const toSend = [...new Set(resolved.flatMap((entry) => entry.productIds))].filter(
      (id) => !alreadySent.has(id),
    );
    const note = info.compatibility.notes ? noteOf(part) : null;
    let refusal: string | null = null;
    const sent = new Set(alreadySent);
    for (let start = 0; start < toSend.length; start += COMPAT_BATCH) {
      const batch = toSend.slice(start, start + COMPAT_BATCH);
      try {
        await client.request('POST', `/items/${mlId}/compatibilities`, {
          token,
          json: {
            products: batch.map((id) => ({ id, creation_source: 'DEFAULT', ...(note ? { note } : {}) })),
          },
        });
        for (const id of batch) sent.add(id);
      } catch (error) {
        if (!(error instanceof MlHttpError) || error.retryable) throw error;
        logger.warn({ partId: part.id, status: error.status }, 'compatibilities refused');
        refusal = `Mercado Libre no aceptó los vehículos compatibles (${error.detail})`;
        break;
      }
    }
    const results: MlCompatibilityResult[] = resolved.map((entry) => ({
      label: label(entry.vehicle),
      status:
        entry.productIds.length > 0 && entry.productIds.every((id) => sent.has(id))
          ? 'accepted'
          : 'not_found',
    }));
    await queries.saveMlResults(db, part.id, { mlId, results, sentProductIds: [...sent] });
    return refusal;
  }

  return { mlCategoryFor, categoryInfo, listingCategory, checkBeforeListing, sendCompatibilities };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
