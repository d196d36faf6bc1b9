import {
  conditionValueId,
  expandYearRange,
  type ListingTypeRules,
  type ListingValues,
  missingAttributesMessage,
  missingListingAttributes,
  sameName,
  vehicleLabel,
} from '@yonke/domain';
import type {
  MlAttributeValue,
  MlCategoryCompatibility,
  MlCompatibilityResult,
  MlRequiredAttribute,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import * as queries from './catalog.queries.ts';
import { type CataloguePart, LISTING_TYPE_ID, regender } from './listing-terms.ts';

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
/** ML accepts at most 200 products (or product families) per call. */
export const COMPAT_BATCH = 200;
const SEARCH_PAGE = 50;
/** A make/model with more vehicle products than this is read no further (1,000 is already every version). */
const SEARCH_MAX_PAGES = 20;
/** ML's limit for a compatibility note. */
const NOTE_MAX_LENGTH = 500;
/** The exception's comment: "texto livre com um máximo de 255 caracteres". */
const EXCEPTION_COMMENT_MAX_LENGTH = 255;
/** Kept among the sent keys once the listing's exception is accepted, so it is asked for once. */
const EXCEPTION_KEY = 'EXCEPTION';

/** A listing that would be refused, said in words; the sync does not send it and does not retry. */
export class ListingRefusedError extends Error {}

export interface CategoryInfo {
  mlCategoryId: string;
  mlCategoryName: string | null;
  requiredAttributes: MlRequiredAttribute[];
  compatibility: MlCategoryCompatibility;
  /** The category's ITEM_CONDITION list (empty: it has none). */
  conditionValues: MlAttributeValue[];
}

interface DumpEntry {
  domain_id?: string;
  compatibilities?: {
    compatible_domain_id?: string;
    categories?: {
      id?: string;
      required?: boolean;
      note_status?: string;
      restrictions_status?: string;
      restrictions_required?: boolean;
    }[];
  }[];
}

interface AttributeDefinition {
  id?: string;
  name?: string;
  tags?: Record<string, unknown>;
  values?: { id?: unknown; name?: unknown }[];
}

interface TopValue {
  id?: string;
  name?: string;
}

interface VehicleProduct {
  id?: string;
  attributes?: { id?: string; value_name?: string }[];
}

/** The values of a part the required-attribute check reads (names stand for chosen ids). */
export function listingValuesOf(part: CataloguePart): ListingValues {
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

/** One compatibility to send: a catalogue product, or a family by domain and attributes. */
export type CompatTarget =
  | { key: string; product: string }
  | { key: string; brandId: string; modelId: string; year: number };

/**
 * Position and side as one combination of the POSITION restriction (docs "Compatibilidades entre
 * ítems y productos", MLM example: «Delantero» and «Izquierdo» in one values list; the dump's
 * restrictions_status says whether a category takes them). Our names are feminine, ML's
 * masculine. Only names are sent: the value ids of the restriction list are not known to us.
 */
export function positionRestrictions(positionName: string | null, sideName: string | null) {
  const values = [positionName, sideName]
    .filter((name): name is string => Boolean(name) && name !== 'Ambos')
    .map((name) => ({ value_name: regender(name) }));
  return values.length > 0 ? [{ attribute_id: 'POSITION', attribute_values: [{ values }] }] : [];
}

/**
 * POST /items/{id}/compatibilities body (docs "Compatibilidades entre ítems y productos"):
 * products by id, families by domain_id and attributes (BRAND and CAR_AND_VAN_MODEL by value id,
 * YEAR by name, as the MLM example), each with the note or the restrictions.
 */
/** The activity line once a compatibility exception is on the listing. */
export const EXCEPTION_REPORTED =
  'Mercado Libre no tiene en su catálogo los vehículos de la pieza; se informó como excepción de compatibilidad';

/** The exception's comment in the seller's words, cut to the documented 255 characters. */
export function exceptionComment(labels: readonly string[]): string {
  const text = `Vehículo no disponible en el catálogo de Mercado Libre: ${labels.join(', ')}`;
  return text.length <= EXCEPTION_COMMENT_MAX_LENGTH
    ? text
    : `${text.slice(0, EXCEPTION_COMMENT_MAX_LENGTH - 1)}…`;
}

export function compatibilityRequest(batch: readonly CompatTarget[], extra: Record<string, unknown>) {
  const products = batch.flatMap((t) =>
    'product' in t ? [{ id: t.product, creation_source: 'DEFAULT', ...extra }] : [],
  );
  const families = batch.flatMap((t) =>
    'product' in t
      ? []
      : [
          {
            domain_id: VEHICLE_DOMAIN_ID,
            creation_source: 'DEFAULT',
            attributes: [
              { id: 'BRAND', value_id: t.brandId },
              { id: MODEL_ATTRIBUTE, value_id: t.modelId },
              { id: 'YEAR', value_name: String(t.year) },
            ],
            ...extra,
          },
        ],
  );
  return {
    ...(products.length > 0 ? { products } : {}),
    ...(families.length > 0 ? { products_families: families } : {}),
  };
}

export function createCatalogService(deps: AppDeps, client: MlClient) {
  const { db } = deps;
  let dump: { at: number; entries: DumpEntry[] } | null = null;
  let brands: { at: number; values: TopValue[] } | null = null;
  const models = new Map<string, { at: number; values: TopValue[] }>();
  const listingRules = new Map<string, { at: number; rules: ListingTypeRules }>();
  /** When the products search by chunks answered that it is gone; asked again after a day. */
  let chunksGoneAt: number | null = null;
  const chunksOff = () => chunksGoneAt !== null && Date.now() - chunksGoneAt < CATEGORY_TTL_MS;

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
            positions: category.restrictions_status === 'ENABLED',
            positionsRequired: category.restrictions_required === true,
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
        conditionValues: cached.conditionValues ?? [],
      };
    }
    const attributes = await client.request<AttributeDefinition[]>(
      'GET',
      `/categories/${mlCategoryId}/attributes`,
    );
    const requiredAttributes = (Array.isArray(attributes) ? attributes : [])
      .filter((a) => a.id && (a.tags?.required === true || a.tags?.catalog_required === true))
      .map((a) => ({ id: String(a.id), name: String(a.name ?? a.id) }));
    const condition = (Array.isArray(attributes) ? attributes : []).find((a) => a.id === 'ITEM_CONDITION');
    const conditionValues = (condition?.values ?? [])
      .filter((v) => (typeof v.id === 'string' || typeof v.id === 'number') && typeof v.name === 'string')
      .map((v) => ({ id: String(v.id), name: String(v.name) }));
    const compatibility = compatibilityOf(await compatibilityDump(), mlCategoryId);
    await queries.saveMlCategory(db, { mlCategoryId, requiredAttributes, compatibility, conditionValues });
    return { mlCategoryId, mlCategoryName: name, requiredAttributes, compatibility, conditionValues };
  }

  /** The category a listing of this part goes to, or a refusal that says why there is none. */
  async function listingCategory(
    part: Pick<CataloguePart, 'categoryId' | 'categoryName'>,
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

  /** The marketplace's BRAND and model value ids for our make/model (none: it does not know it). */
  async function vehicleFamily(
    token: string,
    vehicle: { makeName: string; modelName: string },
  ): Promise<{ brandId: string; modelId: string } | null> {
    if (!brands || Date.now() - brands.at > CATEGORY_TTL_MS)
      brands = { at: Date.now(), values: await topValues('BRAND', [], token) };
    const brand = brands.values.find(
      (value) => value.id && value.name && sameName(value.name, vehicle.makeName),
    );
    if (!brand?.id) return null;
    let list = models.get(brand.id);
    if (!list || Date.now() - list.at > CATEGORY_TTL_MS) {
      list = {
        at: Date.now(),
        values: await topValues(MODEL_ATTRIBUTE, [{ id: 'BRAND', value_id: brand.id }], token),
      };
      models.set(brand.id, list);
    }
    const model = list.values.find(
      (value) => value.id && value.name && sameName(value.name, vehicle.modelName),
    );
    return model?.id ? { brandId: brand.id, modelId: model.id } : null;
  }

  /**
   * Our make/model as ML's vehicle products by year, cached (found for a month, unknown for a day).
   * Null products with a family: the products search by chunks is not available (documented as
   * ending on 2026-07-15), so the vehicle goes by domain and attributes instead.
   */
  async function vehicleProducts(
    token: string,
    vehicle: { makeId: number; makeName: string; modelId: number; modelName: string },
  ): Promise<{
    byYear: Record<string, string[]> | null;
    family: { brandId: string; modelId: string } | null;
  }> {
    const cached = await queries.findVehicleProducts(db, vehicle.makeId, vehicle.modelId);
    const ttl = cached?.found ? VEHICLE_FOUND_TTL_MS : VEHICLE_NOT_FOUND_TTL_MS;
    const fresh = cached && Date.now() - cached.resolvedAt.getTime() < ttl;
    if (fresh && cached.found) return { byYear: cached.productsByYear, family: null };
    const family = await vehicleFamily(token, vehicle);
    if (fresh && (!family || chunksOff())) return { byYear: null, family };
    const productsByYear: Record<string, string[]> = {};
    if (family && !chunksOff()) {
      try {
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
                  { id: 'BRAND', value_ids: [family.brandId] },
                  { id: MODEL_ATTRIBUTE, value_ids: [family.modelId] },
                ],
                limit: SEARCH_PAGE,
                offset: page * SEARCH_PAGE,
              },
            },
          );
          const results: VehicleProduct[] = answer.results ?? [];
          for (const product of results) {
            // MLM's vehicle domain names the year YEAR; the documented example (MLB) says VEHICLE_YEAR.
            const year = product.attributes?.find(
              (a) => a.id === 'VEHICLE_YEAR' || a.id === 'YEAR',
            )?.value_name;
            if (!product.id || !year || !/^\d{4}$/.test(year)) continue;
            productsByYear[year] = [...(productsByYear[year] ?? []), product.id];
          }
          if (results.length < SEARCH_PAGE || (page + 1) * SEARCH_PAGE >= (answer.total ?? 0)) break;
        }
      } catch (error) {
        // Gone for good (4xx other than 429/409): products by domain and attributes from now on.
        if (!(error instanceof MlHttpError) || error.retryable) throw error;
        logger.warn(
          { status: error.status },
          'products search by chunks unavailable; using products_families',
        );
        chunksGoneAt = Date.now();
        return { byYear: null, family };
      }
    }
    const found = Object.keys(productsByYear).length > 0;
    await queries.saveVehicleProducts(db, {
      makeId: vehicle.makeId,
      modelId: vehicle.modelId,
      found,
      productsByYear,
    });
    return { byYear: found ? productsByYear : null, family };
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
  async function vehiclesOf(part: CataloguePart) {
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

  /** Each vehicle with what ML knows of it (no targets: not matched). */
  async function resolve(token: string, part: CataloguePart) {
    const resolved: { vehicle: Vehicle; targets: CompatTarget[] }[] = [];
    for (const vehicle of await vehiclesOf(part)) {
      const { byYear, family } = await vehicleProducts(token, vehicle);
      const targets: CompatTarget[] = [];
      for (let year = vehicle.yearFrom; year <= vehicle.yearTo; year++) {
        if (byYear) {
          for (const product of byYear[year] ?? []) targets.push({ key: product, product });
        } else if (family) {
          const key = `F:${family.brandId}:${family.modelId}:${year}`;
          targets.push({ key, brandId: family.brandId, modelId: family.modelId, year });
        }
      }
      resolved.push({ vehicle, targets: [...new Map(targets.map((t) => [t.key, t])).values()] });
    }
    return resolved;
  }

  function noteOf(part: CataloguePart): string | null {
    const text = [part.positionName, part.sideName].filter(Boolean).join(' ').trim();
    return text ? text.slice(0, NOTE_MAX_LENGTH) : null;
  }

  /**
   * Checks a part before its listing is created: the category, its required attributes and, when
   * the category requires compatibilities, that at least one vehicle is known to ML. Throws
   * ListingRefusedError with the reason in words.
   */
  async function checkBeforeListing(token: string, part: CataloguePart): Promise<CategoryInfo> {
    const info = await listingCategory(part);
    const missing = missingListingAttributes(info.requiredAttributes, listingValuesOf(part));
    if (missing.length > 0) throw new ListingRefusedError(missingAttributesMessage(missing));
    if (info.compatibility.required) {
      // Resolved before creating, so a vehicle search that is down delays the listing (retried)
      // instead of creating it without vehicles. A vehicle the catalogue does not know is no
      // reason to refuse: the listing is reported as a compatibility exception once created.
      const resolved = await resolve(token, part);
      if (resolved.length === 0) {
        throw new ListingRefusedError(
          'Mercado Libre exige vehículos compatibles en esta categoría y la pieza no tiene marca, modelo y años',
        );
      }
    }
    return info;
  }

  function label(vehicle: Vehicle): string {
    return vehicleLabel(vehicle.makeName, vehicle.modelName, vehicle.yearFrom, vehicle.yearTo);
  }

  /**
   * Sends the part's vehicles to its listing (only those not sent before to this listing), at most
   * COMPAT_BATCH per call, and records which were accepted and which ML does not know. A
   * marketplace 429/5xx is thrown (the sync records it and sends them next time); a refusal (4xx)
   * is returned as a line for the part's activity.
   */
  async function sendCompatibilities(
    token: string,
    part: CataloguePart,
    mlId: string,
  ): Promise<string | null> {
    if (part.categoryId === null) return null;
    const mapped = await mlCategoryFor(part.categoryId);
    if (!mapped) return null;
    const info = await categoryInfo(mapped.id, mapped.name);
    if (!info.compatibility.supported) return null;
    const resolved = await resolve(token, part);
    const previous = await queries.findMlResults(db, part.id);
    const alreadySent = new Set(previous?.mlId === mlId ? previous.sentProductIds : []);
    const toSend = [
      ...new Map(resolved.flatMap((entry) => entry.targets).map((t) => [t.key, t])).values(),
    ].filter((target) => !alreadySent.has(target.key));
    const positions = info.compatibility.positions
      ? positionRestrictions(part.positionName, part.sideName)
      : [];
    // Positions go in restrictions where the category takes them; the note keeps them otherwise.
    const note = info.compatibility.notes && positions.length === 0 ? noteOf(part) : null;
    const extra = {
      ...(note ? { note } : {}),
      ...(positions.length > 0 ? { restrictions: positions } : {}),
    };
    let refusal: string | null = null;
    const sent = new Set(alreadySent);
    for (let start = 0; start < toSend.length; start += COMPAT_BATCH) {
      const batch = toSend.slice(start, start + COMPAT_BATCH);
      try {
        await client.request('POST', `/items/${mlId}/compatibilities`, {
          token,
          json: compatibilityRequest(batch, extra),
        });
        for (const target of batch) sent.add(target.key);
      } catch (error) {
        if (!(error instanceof MlHttpError) || error.retryable) throw error;
        logger.warn({ partId: part.id, status: error.status }, 'compatibilities refused');
        refusal = `Mercado Libre no aceptó los vehículos compatibles (${error.detail})`;
        break;
      }
    }
    let exceptionLine: string | null = null;
    if (
      info.compatibility.required &&
      resolved.length > 0 &&
      resolved.every((entry) => entry.targets.length === 0) &&
      sent.size === 0
    ) {
      exceptionLine = await reportException(
        token,
        part.id,
        mlId,
        resolved.map((entry) => label(entry.vehicle)),
      );
      if (exceptionLine === EXCEPTION_REPORTED) sent.add(EXCEPTION_KEY);
    }
    if (
      info.compatibility.positionsRequired &&
      positions.length === 0 &&
      !refusal &&
      sent.size > 0 &&
      !sent.has(EXCEPTION_KEY)
    ) {
      refusal =
        'Mercado Libre pide la posición (delantera, trasera, izquierda o derecha) en esta categoría; sin ella la publicación queda con compatibilidades incompletas';
    }
    const results: MlCompatibilityResult[] = resolved.map((entry) => ({
      label: label(entry.vehicle),
      status:
        entry.targets.length > 0 && entry.targets.every((t) => sent.has(t.key)) ? 'accepted' : 'not_found',
    }));
    await queries.saveMlResults(db, part.id, { mlId, results, sentProductIds: [...sent] });
    return refusal ?? exceptionLine;
  }

  /**
   * Reports a listing whose required compatibilities cannot be given because the catalogue has
   * none of its vehicles (docs "Compatibilidades entre ítems y productos", «Como informar
   * exceções»: POST /items/{id}/compatibilities/exception with a comment of at most 255
   * characters; GET answers has_exception). Asked first, so a retried sync whose answer was lost
   * does not report it twice. A 429/5xx is thrown (the next sync reports it); a refusal is
   * returned in words.
   */
  async function reportException(token: string, partId: number, mlId: string, labels: string[]) {
    const shown = await client.request<{ has_exception?: boolean }>(
      'GET',
      `/items/${mlId}/compatibilities/exception`,
      { token },
    );
    if (shown?.has_exception !== true) {
      try {
        await client.request('POST', `/items/${mlId}/compatibilities/exception`, {
          token,
          json: { comment: exceptionComment(labels) },
        });
      } catch (error) {
        if (!(error instanceof MlHttpError) || error.retryable) throw error;
        logger.warn({ partId, status: error.status }, 'compatibility exception refused');
        return `Mercado Libre no tiene en su catálogo ${labels.join(', ')} y no aceptó la excepción de compatibilidad (${error.detail})`;
      }
    }
    return EXCEPTION_REPORTED;
  }

  /**
   * requires_picture of the listing type (docs "Costos por vender", GET /sites/MLM/listing_prices)
   * and the category's minimum price (docs "Categorización de productos", GET /categories/{id}
   * settings.minimum_price; "Validaciones" error 109 item.price.invalid points to that field — the
   * documented listing type detail has none), cached for a day per category.
   */
  async function listingTypeRules(
    token: string | undefined,
    mlCategoryId: string,
    price: number,
  ): Promise<ListingTypeRules> {
    const cached = listingRules.get(mlCategoryId);
    if (cached && Date.now() - cached.at < CATEGORY_TTL_MS) return cached.rules;
    const prices = await client.request<{ listing_type_id?: string; requires_picture?: boolean }[]>(
      'GET',
      `/sites/${SITE_ID}/listing_prices`,
      { token, query: { price: String(Math.max(1, price)), category_id: mlCategoryId } },
    );
    const type = (Array.isArray(prices) ? prices : []).find((p) => p.listing_type_id === LISTING_TYPE_ID);
    const category = await client.request<{ settings?: { minimum_price?: unknown } }>(
      'GET',
      `/categories/${mlCategoryId}`,
      { token },
    );
    const minimum = Number(category?.settings?.minimum_price);
    const rules: ListingTypeRules = {
      requiresPicture: type?.requires_picture !== false,
      minimumPrice: Number.isFinite(minimum) && minimum > 0 ? minimum : null,
    };
    listingRules.set(mlCategoryId, { at: Date.now(), rules });
    return rules;
  }

  /** The ITEM_CONDITION value id for an update (null when the category has none or it is unknown). */
  async function conditionValueFor(part: CataloguePart): Promise<string | null> {
    if (part.categoryId === null) return null;
    const mapped = await mlCategoryFor(part.categoryId);
    if (!mapped) return null;
    const info = await categoryInfo(mapped.id, mapped.name);
    return conditionValueId(part.conditionName, info.conditionValues) ?? null;
  }

  return {
    mlCategoryFor,
    categoryInfo,
    listingCategory,
    checkBeforeListing,
    sendCompatibilities,
    listingTypeRules,
    conditionValueFor,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
