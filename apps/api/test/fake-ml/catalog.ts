// The fake marketplace's catalog: domain discovery, category attributes, the compatibilities dump,
// the vehicle domain (top values and products search) and item compatibilities. Shapes follow the
// documentation pages "Compatibilidades entre ítems y productos de Autopartes" and "Referencias de
// dominios, productos y atributos para Autopartes" (developers.mercadolibre.com.mx).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';

export const VEHICLE_DOMAIN = 'MLM-CARS_AND_VANS_FOR_COMPATIBILITIES';

export interface FakeCategory {
  id: string;
  name: string;
  domain_id: string;
  domain_name: string;
  /**
   * Words of a discovery query that lead here. Only the lenient categories are discovered, so a
   * part of any demo category lists; tests that want the strict ones map a category to them.
   */
  keywords: string[];
  attributes: { id: string; name: string; required?: boolean; catalog_required?: boolean }[];
  /**
   * Absent: the category takes no compatibilities. positions: restrictions_status ENABLED;
   * positionsRequired: restrictions_required (without positions the item is tagged
   * incomplete_position_compatibilities).
   */
  compatibility?: { required: boolean; notes: boolean; positions?: boolean; positionsRequired?: boolean };
}

export const FAKE_CATEGORIES: FakeCategory[] = [
  {
    id: 'MLM191833',
    name: 'Puertas',
    domain_id: 'MLM-VEHICLE_DOORS',
    domain_name: 'Puertas para vehículos',
    keywords: [],
    attributes: [
      { id: 'BRAND', name: 'Marca', required: true },
      { id: 'MODEL', name: 'Modelo', required: true },
      { id: 'SIDE', name: 'Lado' },
      { id: 'POSITION', name: 'Posición' },
    ],
    compatibility: { required: true, notes: true, positions: true, positionsRequired: true },
  },
  {
    id: 'MLM194237',
    name: 'Faros Delanteros',
    domain_id: 'MLM-VEHICLE_HEADLIGHTS',
    domain_name: 'Faros delanteros para vehículos',
    keywords: [],
    attributes: [
      { id: 'BRAND', name: 'Marca', required: true },
      { id: 'PART_NUMBER', name: 'Número de parte', required: true },
      { id: 'MODEL', name: 'Modelo' },
      { id: 'BULB_TECHNOLOGY', name: 'Tecnología de la bombilla' },
    ],
    compatibility: { required: false, notes: true },
  },
  {
    id: 'MLM191100',
    name: 'Espejos Laterales',
    domain_id: 'MLM-VEHICLE_SIDE_MIRRORS',
    domain_name: 'Espejos laterales',
    keywords: [],
    attributes: [
      { id: 'BRAND', name: 'Marca', required: true },
      { id: 'SIDE', name: 'Lado', required: true },
      { id: 'WITH_TURN_SIGNAL', name: 'Con direccional', catalog_required: true },
    ],
    compatibility: { required: true, notes: false },
  },
  // What discovery suggests: compatibilities taken (with notes) but optional, nothing required.
  {
    id: 'MLM191834',
    name: 'Puertas Completas',
    domain_id: 'MLM-VEHICLE_DOORS',
    domain_name: 'Puertas para vehículos',
    keywords: ['puerta'],
    attributes: [{ id: 'BRAND', name: 'Marca' }],
    compatibility: { required: false, notes: true },
  },
  {
    id: 'MLM194238',
    name: 'Faros',
    domain_id: 'MLM-VEHICLE_HEADLIGHTS',
    domain_name: 'Faros para vehículos',
    keywords: ['faro'],
    attributes: [{ id: 'BRAND', name: 'Marca' }],
    compatibility: { required: false, notes: true },
  },
  {
    id: 'MLM191101',
    name: 'Espejos',
    domain_id: 'MLM-VEHICLE_SIDE_MIRRORS',
    domain_name: 'Espejos laterales',
    keywords: ['espejo', 'retrovisor'],
    attributes: [{ id: 'BRAND', name: 'Marca' }],
    compatibility: { required: false, notes: false },
  },
  {
    id: 'MLM2232',
    name: 'Otros',
    domain_id: 'MLM-AUTOMOTIVE_PARTS',
    domain_name: 'Autopartes',
    keywords: [],
    attributes: [{ id: 'BRAND', name: 'Marca' }],
  },
];

interface FakeModel {
  id: string;
  name: string;
  from: number;
  to: number;
}

interface SeedMake {
  id: number;
  name: string;
  models: { id: number; name: string; year_from: number | null; year_to: number | null }[];
}

/** Vehicles Mercado Libre does not know, so tests can show «No encontrado en Mercado Libre». */
export const UNKNOWN_TO_FAKE = new Set(['Ford Focus']);

/**
 * The vehicle domain: the makes and models of our reference lists (as the real catalogue knows
 * nearly every car sold in Mexico) with ids of the marketplace's own, minus UNKNOWN_TO_FAKE.
 */
export const FAKE_BRANDS: { id: string; name: string; models: FakeModel[] }[] = (
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../src/db/seed/data/makes.json'), 'utf8'),
  ) as SeedMake[]
).map((make) => ({
  id: String(60_000 + make.id),
  name: make.name,
  models: make.models
    .filter((model) => !UNKNOWN_TO_FAKE.has(`${make.name} ${model.name}`))
    .map((model) => ({
      id: String(8_240_000 + model.id),
      name: model.name,
      from: model.year_from ?? 1990,
      to: model.year_to ?? 2025,
    })),
}));

/** Two versions per model and year, as ML lists several submodels of one car. */
export function fakeVehicleProducts() {
  const products: {
    id: string;
    brand: string;
    brandId: string;
    model: string;
    modelId: string;
    year: number;
  }[] = [];
  for (const brand of FAKE_BRANDS) {
    for (const model of brand.models) {
      for (let year = model.from; year <= model.to; year++) {
        for (const version of [1, 2]) {
          products.push({
            id: `MLM${model.id}${year}${version}`,
            brand: brand.name,
            brandId: brand.id,
            model: model.name,
            modelId: model.id,
            year,
          });
        }
      }
    }
  }
  return products;
}

export interface FakeCompatibility {
  id: string;
  /** A catalogue product, or a family by domain and attributes (product_id null). */
  product_id: string | null;
  family: { brand: string; model: string; year: string } | null;
  note: string | null;
  restrictions: unknown[];
}

export interface CatalogState {
  /** Discovery queries (lower-case) that get no suggestion. */
  noSuggestion: Set<string>;
  compatibilities: Map<string, FakeCompatibility[]>;
  /** The products search by chunks answers 404, as documented from 2026-07-15. */
  chunksOff: boolean;
  /** Compatibility exceptions by item id: the comment sent. */
  exceptions: Map<string, string>;
}

export function createCatalogState(): CatalogState {
  return { noSuggestion: new Set(), compatibilities: new Map(), chunksOff: true, exceptions: new Map() };
}

/**
 * ITEM_CONDITION as a list (the documentation's item examples: value_id 2230284 «Nuevo»); the
 * other two ids are the fake's own (the examples show only «Nuevo»).
 */
export const ITEM_CONDITION_VALUES = [
  { id: '2230284', name: 'Nuevo' },
  { id: '2230581', name: 'Usado' },
  { id: '2230582', name: 'Reacondicionado' },
];

/** A body whose ITEM_CONDITION is not one of the list's value ids is refused. */
export function conditionRefusal(body: Record<string, unknown>) {
  const attributes = Array.isArray(body.attributes)
    ? (body.attributes as { id?: string; value_id?: string; value_name?: string }[])
    : [];
  const condition = attributes.find((a) => a.id === 'ITEM_CONDITION');
  if (!condition) return null;
  if (ITEM_CONDITION_VALUES.some((v) => v.id === condition.value_id)) return null;
  const message = `Attribute [ITEM_CONDITION] has an invalid value [${condition.value_id ?? condition.value_name ?? ''}]; use one of the value_id of its list.`;
  return {
    message: 'Validation error',
    error: 'validation_error',
    status: 400,
    cause: [{ code: 'item.attribute.invalid', cause_id: 148, type: 'error', message }],
  };
}

export function categoryById(id: string): FakeCategory | undefined {
  return FAKE_CATEGORIES.find((category) => category.id === id);
}

/**
 * POST /items refusal for a missing required attribute, in Mercado Libre's error shape; null when
 * the body carries every required attribute of its category.
 */
export function missingAttributesRefusal(body: Record<string, unknown>) {
  const category = categoryById(String(body.category_id ?? ''));
  if (!category) return null;
  const sent = new Set(
    (Array.isArray(body.attributes) ? (body.attributes as { id?: string; value_name?: string }[]) : [])
      .filter((a) => a.id && (a.value_name ?? '').trim() !== '')
      .map((a) => a.id),
  );
  const missing = category.attributes.filter((a) => (a.required || a.catalog_required) && !sent.has(a.id));
  if (missing.length === 0) return null;
  const ids = missing.map((a) => a.id).join(', ');
  return {
    message: 'Validation error',
    error: 'validation_error',
    status: 400,
    cause: [
      {
        department: 'items',
        cause_id: 147,
        type: 'error',
        code: 'item.attributes.missing_required',
        references: ['item.attributes'],
        message: `The attributes [${ids}] are required for category ${category.id}. Check the attribute is present in the attributes list or in all variation's attributes_combination or attributes.`,
      },
    ],
  };
}

/** Tags of a new item: in a category that requires compatibilities it starts incomplete. */
export function newItemTags(categoryId: string): string[] {
  return categoryById(categoryId)?.compatibility?.required ? ['incomplete_compatibilities'] : [];
}

interface ItemLike {
  id: string;
  seller_id: number;
  category_id: string;
  status?: string;
  tags?: string[];
}

export function registerCatalogRoutes(
  app: Hono,
  deps: {
    /** Read on every call: /_fake/reset replaces the state's parts. */
    state: { items: Map<string, ItemLike>; catalog: CatalogState };
    caller: (c: Context) => number | null;
  },
) {
  const products = fakeVehicleProducts();
  const productIds = new Set(products.map((product) => product.id));
  const error = (c: Context, status: 400 | 401 | 403 | 404, message: string, code: string) =>
    c.json({ message, error: code, status, cause: [] }, status);

  app.get('/sites/MLM/domain_discovery/search', (c) => {
    const q = (c.req.query('q') ?? '').toLowerCase();
    if (!q.trim()) return error(c, 400, 'q is required', 'bad_request');
    if (deps.state.catalog.noSuggestion.has(q)) return c.json([], 200);
    const category =
      FAKE_CATEGORIES.find((entry) => entry.keywords.some((word) => q.includes(word))) ??
      categoryById('MLM2232');
    return c.json(
      [
        {
          domain_id: category?.domain_id,
          domain_name: category?.domain_name,
          category_id: category?.id,
          category_name: category?.name,
          attributes: [],
        },
      ],
      200,
    );
  });

  app.get('/categories/:id/attributes', (c) => {
    const category = categoryById(c.req.param('id'));
    if (!category) return error(c, 404, `Category ${c.req.param('id')} not found`, 'not_found');
    return c.json(
      [
        ...category.attributes.map((a) => ({
          id: a.id,
          name: a.name,
          value_type: 'string',
          tags: {
            ...(a.required ? { required: true } : {}),
            ...(a.catalog_required ? { catalog_required: true } : {}),
          },
        })),
        {
          id: 'ITEM_CONDITION',
          name: 'Condición del ítem',
          value_type: 'list',
          tags: {},
          values: ITEM_CONDITION_VALUES,
        },
      ],
      200,
    );
  });

  app.get('/catalog/dumps/domains/MLM/compatibilities', (c) =>
    c.json(
      FAKE_CATEGORIES.filter((category) => category.compatibility).map((category) => ({
        domain_id: category.domain_id,
        main: false,
        compatibilities: [
          {
            compatible_domain_id: VEHICLE_DOMAIN,
            type: 'EXTENSION',
            categories: [
              {
                id: category.id,
                required: category.compatibility?.required ?? false,
                note_status: category.compatibility?.notes ? 'ENABLED' : 'DISABLED',
                restrictions_status: category.compatibility?.positions ? 'ENABLED' : 'DISABLED',
                universal_status: 'DISABLED',
                restrictions_required: category.compatibility?.positionsRequired ?? false,
              },
            ],
          },
        ],
      })),
      200,
    ),
  );

  app.post(`/catalog_domains/${VEHICLE_DOMAIN}/attributes/:attribute/top_values`, async (c) => {
    if (deps.caller(c) === null) return error(c, 401, 'invalid access token', 'invalid_token');
    const body = ((await c.req.json().catch(() => null)) ?? {}) as {
      known_attributes?: { id?: string; value_id?: string }[];
    };
    const attribute = c.req.param('attribute');
    if (attribute === 'BRAND') {
      return c.json(
        FAKE_BRANDS.map((brand) => ({ id: brand.id, name: brand.name, metric: 100 })),
        200,
      );
    }
    if (attribute === 'CAR_AND_VAN_MODEL') {
      const brandId = body.known_attributes?.find((a) => a.id === 'BRAND')?.value_id;
      const brand = FAKE_BRANDS.find((entry) => entry.id === brandId);
      return c.json(
        (brand?.models ?? []).map((model) => ({ id: model.id, name: model.name, metric: 10 })),
        200,
      );
    }
    return c.json([], 200);
  });

  app.post('/catalog_compatibilities/products_search/chunks', async (c) => {
    if (deps.caller(c) === null) return error(c, 401, 'invalid access token', 'invalid_token');
    // "Compatibilidades entre ítems y productos" (updated 2026): the search by chunks stopped on
    // 2026-07-15; compatibilities go by domain and attributes instead.
    if (deps.state.catalog.chunksOff) return error(c, 404, 'Resource not available', 'not_found');
    const body = (await c.req.json().catch(() => null)) as {
      domain_id?: string;
      site_id?: string;
      known_attributes?: { id?: string; value_ids?: string[] }[];
      limit?: number;
      offset?: number;
    } | null;
    if (!body?.domain_id || !body.site_id)
      return error(c, 400, 'domain_id and site_id are required', 'bad_request');
    if (body.domain_id !== VEHICLE_DOMAIN) return error(c, 403, 'Domain is not active.', 'forbidden');
    const filter = (id: string) => body.known_attributes?.find((a) => a.id === id)?.value_ids;
    const brands = filter('BRAND');
    const models = filter('CAR_AND_VAN_MODEL');
    const matching = products.filter(
      (p) => (!brands || brands.includes(p.brandId)) && (!models || models.includes(p.modelId)),
    );
    const limit = Math.min(50, Math.max(1, Number(body.limit ?? 50)));
    const offset = Math.max(0, Number(body.offset ?? 0));
    return c.json(
      {
        results: matching.slice(offset, offset + limit).map((p) => ({
          id: p.id,
          attributes: [
            { id: 'BRAND', value_id: p.brandId, value_name: p.brand },
            { id: 'CAR_AND_VAN_MODEL', value_id: p.modelId, value_name: p.model },
            { id: 'YEAR', value_id: String(p.year), value_name: String(p.year) },
          ],
          filters: [],
        })),
        total: matching.length,
      },
      200,
    );
  });

  app.post('/items/:id/compatibilities', async (c) => {
    const userId = deps.caller(c);
    if (userId === null) return error(c, 401, 'invalid access token', 'invalid_token');
    const item = deps.state.items.get(c.req.param('id'));
    if (!item) return error(c, 404, `Item ${c.req.param('id')} not found`, 'not_found');
    if (item.seller_id !== userId) return error(c, 403, 'User does not have permission', 'forbidden');
    const setting = categoryById(item.category_id)?.compatibility;
    if (!setting) {
      return error(
        c,
        400,
        `There is no configured compatibility for the category ${item.category_id}`,
        'bad_request',
      );
    }
    const body = (await c.req.json().catch(() => null)) as {
      products?: { id?: string; creation_source?: string; note?: string; restrictions?: unknown[] }[];
      products_families?: {
        domain_id?: string;
        creation_source?: string;
        attributes?: { id?: string; value_id?: string; value_name?: string }[];
        note?: string;
        restrictions?: unknown[];
      }[];
    } | null;
    const list = body?.products ?? [];
    const families = body?.products_families ?? [];
    if (!Array.isArray(list) || !Array.isArray(families) || list.length + families.length === 0)
      return error(c, 400, 'products or products_families are required', 'bad_request');
    if (list.length + families.length > 200)
      return error(c, 400, 'More than 200 products were specified', 'bad_request');
    const entries = [...list, ...families];
    if (entries.some((p) => !p.creation_source))
      return error(c, 400, 'creation_source is required', 'bad_request');
    if (entries.some((p) => p.note !== undefined && (!setting.notes || String(p.note).length > 500))) {
      return error(c, 400, 'The category does not allow notes or the note is too long', 'bad_request');
    }
    if (entries.some((p) => (p.restrictions?.length ?? 0) > 0) && !setting.positions)
      return error(c, 400, 'The category does not allow restrictions', 'bad_request');
    const unknown = list.filter((p) => !productIds.has(String(p.id))).map((p) => p.id);
    if (unknown.length > 0) return error(c, 404, `Products not found: ${unknown.join(', ')}`, 'not_found');
    const badFamily = families.find((family) => {
      const value = (id: string) => family.attributes?.find((a) => a.id === id);
      const brand = FAKE_BRANDS.find((b) => b.id === value('BRAND')?.value_id);
      const model = brand?.models.find((m) => m.id === value('CAR_AND_VAN_MODEL')?.value_id);
      const year = Number(value('YEAR')?.value_name);
      return family.domain_id !== VEHICLE_DOMAIN || !model || !(year >= model.from && year <= model.to);
    });
    if (badFamily) return error(c, 404, 'Product family not found in domain', 'not_found');
    const current = deps.state.catalog.compatibilities.get(item.id) ?? [];
    let created = 0;
    for (const product of list) {
      if (current.some((entry) => entry.product_id === product.id)) continue;
      current.push({
        id: `${item.id}-${product.id}`,
        product_id: String(product.id),
        family: null,
        note: product.note ?? null,
        restrictions: product.restrictions ?? [],
      });
      created += 1;
    }
    for (const family of families) {
      const value = (id: string) =>
        String(
          family.attributes?.find((a) => a.id === id)?.value_id ??
            family.attributes?.find((a) => a.id === id)?.value_name ??
            '',
        );
      const key = { brand: value('BRAND'), model: value('CAR_AND_VAN_MODEL'), year: value('YEAR') };
      if (
        current.some(
          (e) =>
            e.family &&
            e.family.brand === key.brand &&
            e.family.model === key.model &&
            e.family.year === key.year,
        )
      )
        continue;
      current.push({
        id: `${item.id}-F${key.brand}-${key.model}-${key.year}`,
        product_id: null,
        family: key,
        note: family.note ?? null,
        restrictions: family.restrictions ?? [],
      });
      created += 1;
    }
    deps.state.catalog.compatibilities.set(item.id, current);
    item.tags = (item.tags ?? []).filter(
      (tag) => tag !== 'incomplete_compatibilities' && tag !== 'incomplete_position_compatibilities',
    );
    if (setting.positionsRequired && current.some((entry) => entry.restrictions.length === 0))
      item.tags.push('incomplete_position_compatibilities');
    return c.json({ created_compatibilities_count: created }, 200);
  });

  // "Como informar exceções" (developers.mercadolivre.com.br/pt_br/compatibilidades-itens-e-produtos-de-autopecas;
  // the Spanish page lists the same /items/$item_id/compatibilities/exception): a part whose
  // category requires compatibilities but whose vehicle, model or version the catalogue lacks.
  // Body {comment} (required, at most 255 characters), answer 200; 400 when the item is closed or
  // inactive, already has compatibilities, its category takes none, or it has an exception already.
  app.post('/items/:id/compatibilities/exception', async (c) => {
    const userId = deps.caller(c);
    if (userId === null) return error(c, 401, 'invalid access token', 'invalid_token');
    const item = deps.state.items.get(c.req.param('id'));
    if (!item) return error(c, 404, `Item ${c.req.param('id')} not found`, 'not_found');
    if (item.seller_id !== userId) return error(c, 403, 'User does not have permission', 'forbidden');
    if (item.status === 'closed' || item.status === 'inactive')
      return error(c, 400, 'Item is closed or inactive', 'bad_request');
    if (!categoryById(item.category_id)?.compatibility)
      return error(
        c,
        400,
        `There is no configured compatibility for the category ${item.category_id}`,
        'bad_request',
      );
    if ((deps.state.catalog.compatibilities.get(item.id) ?? []).length > 0)
      return error(c, 400, 'Item has compatibilities', 'bad_request');
    if (deps.state.catalog.exceptions.has(item.id))
      return error(c, 400, 'Item already has a compatibility exception', 'bad_request');
    const body = (await c.req.json().catch(() => null)) as { comment?: unknown } | null;
    const comment = typeof body?.comment === 'string' ? body.comment.trim() : '';
    if (!comment) return error(c, 400, 'comment is required', 'bad_request');
    if (comment.length > 255) return error(c, 400, 'comment is longer than 255 characters', 'bad_request');
    deps.state.catalog.exceptions.set(item.id, comment);
    item.tags = (item.tags ?? []).filter((tag) => tag !== 'incomplete_compatibilities');
    return c.body(null, 200);
  });

  // "Consultar se um item tem exceções": true only while the item has no compatibility.
  app.get('/items/:id/compatibilities/exception', (c) => {
    const item = deps.state.items.get(c.req.param('id'));
    if (!item) return error(c, 404, `Item ${c.req.param('id')} not found`, 'not_found');
    const hasCompatibilities = (deps.state.catalog.compatibilities.get(item.id) ?? []).length > 0;
    return c.json({ has_exception: deps.state.catalog.exceptions.has(item.id) && !hasCompatibilities }, 200);
  });

  app.get('/items/:id/compatibilities', (c) => {
    const item = deps.state.items.get(c.req.param('id'));
    if (!item) return error(c, 404, `Item ${c.req.param('id')} not found`, 'not_found');
    const list = deps.state.catalog.compatibilities.get(item.id) ?? [];
    return c.json(
      {
        products: list.map((entry) => ({
          id: entry.id,
          catalog_product_id: entry.product_id,
          domain_id: VEHICLE_DOMAIN,
          note: entry.note ? { value: entry.note } : null,
          restrictions: entry.restrictions,
        })),
        paging: { total: list.length },
      },
      200,
    );
  });
}

/** Control routes under /_fake/catalog. */
export function registerCatalogControl(control: Hono, state: { catalog: CatalogState }) {
  control.post('/catalog/no-suggestion', async (c) => {
    const body = (await c.req.json()) as { q: string };
    state.catalog.noSuggestion.add(body.q.toLowerCase());
    return c.json({ ok: true });
  });
  control.post('/catalog/chunks', async (c) => {
    state.catalog.chunksOff = ((await c.req.json()) as { available: boolean }).available === false;
    return c.json({ available: !state.catalog.chunksOff });
  });
  control.get('/catalog/exceptions/:itemId', (c) =>
    c.json({ comment: state.catalog.exceptions.get(c.req.param('itemId')) ?? null }),
  );
  control.get('/catalog/compatibilities/:itemId', (c) =>
    c.json(state.catalog.compatibilities.get(c.req.param('itemId')) ?? []),
  );
}
