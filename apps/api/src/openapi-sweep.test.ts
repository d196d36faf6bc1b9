import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertLocation, insertPart } from '../test/factories.ts';
import { createTestContext } from '../test/helpers.ts';
import { marketplaceAccounts, marketplaceNotifications, partImages } from './db/schema/index.ts';
import { logger } from './lib/logger.ts';
import { isUnsafeText, UNSAFE_TEXT_MESSAGES, unsafeTextPaths } from './lib/validation.ts';

// docs/domain-rules.md, "Text the database cannot hold": NUL bytes and lone UTF-16 surrogates must never
// reach PostgreSQL as a 500. Every operation of the OpenAPI document is called as a signed-in role 1 with
// such text in each path parameter, each query parameter and each body field, one place at a time, the other
// places holding real ids. New routes are swept without anyone listing them here.

const BAD_TEXTS = ['\u0000', 'puerta\u0000delantera', '\ud800', 'faro \udc00', 'calavera \ud83d'];
// A URL cannot carry a lone surrogate as UTF-8; these are the bytes a client would send for one
// (CESU-8), and NUL percent-encoded.
const BAD_URL_PIECES = ['%00', 'a%00b', '%ED%A0%80', '%ED%B0%80x'];

interface Parameter {
  in: string;
  name: string;
}
interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let admin: Awaited<ReturnType<typeof ctx.signedIn>>;
let document: OpenApiDocument;
const realIds: Record<string, string> = {};
const errorLogs: unknown[][] = [];

beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      ML_CLIENT_ID: '5503910054141466',
      ML_CLIENT_SECRET: 'secreto-de-prueba',
      // Nothing listens there: a marketplace call fails at once instead of reaching the Internet.
      ML_API_URL: 'http://127.0.0.1:9',
      ML_AUTH_URL: 'http://127.0.0.1:9',
      ML_REDIRECT_URI: 'http://localhost/api/ml/auth',
    },
  });
  const company = await ctx.createCompany('Yonke Barrido');
  admin = await ctx.signedIn([1], company.id);
  const location = await insertLocation(ctx.db, company.id, 'P1-C1-1A');
  const part = await insertPart(ctx.db, { companyId: company.id, agId: 4242, locationId: location.id });
  const [account] = await ctx.db
    .insert(marketplaceAccounts)
    .values({ companyId: company.id, name: 'Tienda ML', mlUserId: '777' })
    .returning();
  const [image] = await ctx.db
    .insert(partImages)
    .values({
      partId: part.id,
      storageKey: 'parts/x.jpg',
      thumbnailKey: 'parts/x.webp',
      width: 1,
      height: 1,
      sizeBytes: 1,
    })
    .returning();
  Object.assign(realIds, {
    part: String(part.id),
    agId: '4242',
    location: String(location.id),
    account: String(account?.id),
    image: String(image?.id),
    company: String(company.id),
    user: String(admin.user.id),
  });
  document = (await ctx.client().get('/api/openapi.json')).json;
  vi.spyOn(logger, 'error').mockImplementation((...args: unknown[]) => {
    errorLogs.push(args);
  });
});

afterAll(() => {
  vi.restoreAllMocks();
});

/** A real id for a path parameter, so that the bad text elsewhere reaches as deep as it can. */
function realIdFor(path: string, name: string): string {
  if (name === 'agId') return realIds.agId as string;
  if (name === 'imageId' || path.includes('/images/')) return realIds.image as string;
  if (path.includes('/locations')) return realIds.location as string;
  if (path.includes('/stores_ml')) return realIds.account as string;
  if (path.includes('/companies')) return realIds.company as string;
  if (path.includes('/users')) return realIds.user as string;
  return realIds.part as string;
}

function resolve(schema: SchemaObject | undefined): SchemaObject | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() as string;
  return document.components?.schemas?.[name];
}

/** The bad text in the shape the field takes, so that it passes type checks and goes deeper. */
function badValueFor(schema: SchemaObject | undefined, text: string): unknown {
  const resolved = resolve(schema);
  const type = Array.isArray(resolved?.type) ? resolved?.type[0] : resolved?.type;
  if (type === 'array') return [badValueFor(resolved?.items, text)];
  if (type === 'object' || resolved?.properties) {
    const keys = Object.keys(resolved?.properties ?? { name: {} });
    return Object.fromEntries(keys.map((key) => [key, text]));
  }
  return text;
}

/**
 * Plausible values for the other fields of a body, so that a probe is not refused for a missing
 * field before its bad text gets anywhere near the database.
 */
function plausibleValue(path: string, name: string, schema: SchemaObject | undefined): unknown {
  const resolved = resolve(schema);
  const type = Array.isArray(resolved?.type) ? resolved?.type[0] : resolved?.type;
  if (type === 'integer' || type === 'number') {
    if (name === 'version' || name.startsWith('status')) return 1;
    if (name.includes('location')) return Number(realIds.location);
    if (name.includes('store_ml') || name.includes('account')) return Number(realIds.account);
    if (name.includes('image')) return Number(realIds.image);
    if (name === 'store_id') return Number(realIds.company);
    return Number(realIdFor(path, name));
  }
  if (type === 'string') return 'texto';
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  return undefined;
}

interface Probe {
  label: string;
  method: string;
  url: string;
  body?: unknown;
  multipart?: boolean;
}

function probesFor(path: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path').map((p) => p.name);
  const queryParams = parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name);
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = resolve(content['application/json']?.schema);
  const formSchema = resolve(content['multipart/form-data']?.schema);
  const bodyFields = Object.entries((jsonSchema ?? formSchema)?.properties ?? {});
  const multipart = !jsonSchema && Boolean(formSchema);
  const validBody = jsonSchema || formSchema ? {} : undefined;
  const base = Object.fromEntries(
    bodyFields
      .map(([name, schema]) => [name, plausibleValue(path, name, schema)] as const)
      .filter(([, value]) => value !== undefined),
  );

  const urlWith = (pathValues: Record<string, string>, query?: string) => {
    let url = path;
    for (const name of pathParams) {
      url = url.replace(`{${name}}`, pathValues[name] ?? realIdFor(path, name));
    }
    return query ? `${url}?${query}` : url;
  };
  const upper = method.toUpperCase();
  const probes: Probe[] = [];
  for (const name of pathParams) {
    for (const piece of BAD_URL_PIECES) {
      probes.push({
        label: `path ${name}=${piece}`,
        method: upper,
        url: urlWith({ [name]: piece }),
        body: validBody,
        multipart,
      });
    }
  }
  for (const name of queryParams) {
    for (const piece of BAD_URL_PIECES) {
      probes.push({
        label: `query ${name}=${piece}`,
        method: upper,
        url: urlWith({}, `${name}=${piece}`),
        body: validBody,
        multipart,
      });
    }
  }
  if (validBody) {
    for (const text of BAD_TEXTS) {
      for (const [name, schema] of bodyFields) {
        probes.push({
          label: `body ${name}=${JSON.stringify(text)}`,
          method: upper,
          url: urlWith({}),
          body: { ...base, [name]: multipart ? text : badValueFor(schema, text) },
          multipart,
        });
      }
      probes.push({
        label: `body, every field ${JSON.stringify(text)}`,
        method: upper,
        url: urlWith({}),
        body: Object.fromEntries(
          bodyFields.map(([name, schema]) => [name, multipart ? text : badValueFor(schema, text)]),
        ),
        multipart,
      });
      // A field no schema names, and a key with the text in it: bodies stored whole (the
      // webhook's payload) must not carry them into the database either.
      probes.push({
        label: `body, unknown field and key ${JSON.stringify(text)}`,
        method: upper,
        url: urlWith({}),
        body: { ...base, extra: text, [`clave${text}`]: 1 },
        multipart,
      });
    }
  }
  return probes;
}

async function send(probe: Probe) {
  let body: unknown = probe.body;
  if (probe.multipart && probe.body) {
    const form = new FormData();
    for (const [key, value] of Object.entries(probe.body as Record<string, unknown>)) {
      form.append(key, String(value));
    }
    body = form;
  }
  let response = await admin.request(probe.method, probe.url, body);
  if (response.status === 401) {
    // A probe that ended the session (sign-out): sign in again and repeat it once.
    await admin.login(admin.user.email);
    response = await admin.request(probe.method, probe.url, body);
  }
  return response;
}

describe('NUL bytes and lone surrogates on every route of the OpenAPI document', () => {
  it('never answer 500 nor log an error, and user input is refused with a Spanish 422', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        // Signing out is tried last, so the probes after it still run signed in.
        .map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sent = 0;
    let refused = 0;
    for (const { path, method, operation } of operations) {
      for (const probe of probesFor(path, method, operation)) {
        const before = errorLogs.length;
        const response = await send(probe);
        sent += 1;
        const where = `${probe.method} ${probe.url} (${probe.label})`;
        if (response.status >= 500)
          failures.push(`${where} → ${response.status} ${response.text.slice(0, 200)}`);
        if (errorLogs.length > before) failures.push(`${where} → logged an error`);
        if (response.status === 422) {
          refused += 1;
          if (typeof response.json?.message !== 'string' || !response.json?.errors) {
            failures.push(`${where} → 422 without a message and per-field errors`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The sweep really ran (a few thousand requests) and user input was refused, not stored.
    expect(sent).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(sent / 2);
    console.info(`OpenAPI sweep: ${operations.length} operations, ${sent} requests, ${refused} answered 422`);
    // About 1,300 requests: some 20 s on a quiet 2-core machine, more while the rest of the suite runs.
  }, 240_000);
});

describe('deep nesting, huge ids and 3,000,000-column rows on every route of the OpenAPI document', () => {
  // What used to cost a 500 (a stack overflow in the text guard, an id past PostgreSQL's integer)
  // or minutes of a worker: each operation gets each, one at a time; none may answer 5xx or log
  // an error.
  const HUGE_IDS = ['2147483648', '99999999999999999999', '1e20'];
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const wideCsv = `Nombre,Precio\n${'x,'.repeat(3_000_000)}x\n`;

  it('never answers 5xx nor logs an error', async () => {
    await admin.login(admin.user.email);
    const failures: string[] = [];
    let sent = 0;
    const check = async (label: string, method: string, url: string, body?: unknown, headers = {}) => {
      const before = errorLogs.length;
      let response = await admin.request(method, url, body, headers);
      if (response.status === 401) {
        await admin.login(admin.user.email);
        response = await admin.request(method, url, body, headers);
      }
      sent += 1;
      if (response.status >= 500) failures.push(`${method} ${url} (${label}) → ${response.status}`);
      if (errorLogs.length > before) failures.push(`${method} ${url} (${label}) → logged an error`);
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const upper = method.toUpperCase();
        const parameters = operation.parameters ?? [];
        const pathParams = parameters.filter((parameter) => parameter.in === 'path').map((p) => p.name);
        const queryParams = parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name);
        const content = operation.requestBody?.content ?? {};
        const jsonSchema = resolve(content['application/json']?.schema);
        const multipart = Boolean(content['multipart/form-data']);
        const withIds = (values: Record<string, string>) =>
          pathParams.reduce(
            (url, name) => url.replace(`{${name}}`, values[name] ?? realIdFor(path, name)),
            path,
          );
        const body = jsonSchema ? {} : undefined;
        for (const huge of HUGE_IDS) {
          for (const name of pathParams) {
            await check(`path ${name}=${huge}`, upper, withIds({ [name]: huge }), body);
          }
          for (const name of queryParams) {
            await check(`query ${name}=${huge}`, upper, `${withIds({})}?${name}=${huge}`, body);
          }
        }
        if (jsonSchema) {
          const fields = Object.entries(jsonSchema.properties ?? {});
          for (const [name, schema] of fields) {
            const type = resolve(schema)?.type;
            if (type !== 'integer' && type !== 'number') continue;
            for (const huge of [2_147_483_648, 1e20, -1]) {
              await check(`body ${name}=${huge}`, upper, withIds({}), { [name]: huge });
            }
          }
          for (const levels of [3_000, 100_000]) {
            await check(`body nested ${levels} levels`, upper, withIds({}), deep(levels), {
              'Content-Type': 'application/json',
            });
          }
        }
        if (multipart) {
          const form = new FormData();
          form.append('file', new Blob([wideCsv]), 'ancho.csv');
          await check('a CSV row of 3,000,000 columns', upper, withIds({}), form);
        }
      }
    }
    // The JSON routes called by other servers and the sign-in, unsigned.
    for (const url of ['/login', '/api/ml/notifications']) {
      const before = errorLogs.length;
      const response = await ctx.app.request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: deep(5_000),
      });
      sent += 1;
      if (response.status >= 500) failures.push(`POST ${url} (nested, unsigned) → ${response.status}`);
      if (errorLogs.length > before) failures.push(`POST ${url} (nested, unsigned) → logged an error`);
    }
    console.info(
      `OpenAPI sweep (deep, huge ids, wide rows): ${sent} requests, ${failures.length} × 5xx or error logs`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 300_000);
});

describe('a malformed X-XSRF-TOKEN on every state-changing route of the OpenAPI document', () => {
  // The header is percent-decoded before the comparison; a header that is not
  // valid percent-encoding must be a wrong token (419), not a "URI malformed" 500 — on routes
  // added since too (vehicles, imports, questions, compatibilities, public catalogue…).
  it('answers 419 with the Spanish message and logs no error', async () => {
    const changing = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        // Called by Mercado Libre's servers, which cannot carry our cookie (app.ts CSRF_EXEMPT_PATHS).
        .filter(() => path !== '/api/ml/notifications')
        .map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, realIds.part as string),
        })),
    );
    expect(changing.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/vehicles',
        '/api/imports',
        `/api/questions/${realIds.part}/answer`,
        `/api/autoparts/${realIds.part}/compatibilities`,
        `/api/listing-problems/${realIds.part}/retry`,
        '/api/autoparts/bulkUpdate',
      ]),
    );
    // The sweep above may have ended the session (it probes /logout too).
    await admin.login(admin.user.email);
    const before = errorLogs.length;
    const failures: string[] = [];
    for (const header of ['%', '%E0%A4%A', '%ED%A0%80']) {
      for (const { method, url } of changing) {
        const response = await admin.request(method, url, {}, { 'X-XSRF-TOKEN': header });
        if (response.status !== 419 || !/Recarga la página/.test(response.json?.message ?? '')) {
          failures.push(`${method} ${url} (${header}) → ${response.status} ${response.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(errorLogs.length).toBe(before);
    // Still signed in: a refused request changes nothing.
    expect((await admin.get('/api/user')).status).toBe(200);
  });
});

describe('the edge decision, case by case', () => {
  it('refuses a comment with a NUL byte with a Spanish 422 on the field, and stores nothing', async () => {
    const response = await admin.post('/api/autoparts/comments/store', {
      autopart_id: Number(realIds.part),
      comment: 'Golpe en la esquina\u0000',
    });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({ comment: [UNSAFE_TEXT_MESSAGES.field] });
    expect(response.json.message).toBe(UNSAFE_TEXT_MESSAGES.field);
    const shown = await admin.get(`/api/autoparts/showByUser/${realIds.part}`);
    expect(JSON.stringify(shown.json.comments)).not.toContain('Golpe en la esquina');
  });

  it('names nested fields and query parameters', async () => {
    const nested = await admin.post('/api/autoparts/searchInventory', {
      number: 'faro',
      make: [{ name: '\ud800' }],
    });
    expect(nested.status).toBe(422);
    expect(Object.keys(nested.json.errors)).toEqual(['make.0.name']);
    const query = await admin.get('/api/locations/labels?prefix=P1%00');
    expect(query.status).toBe(422);
    expect(Object.keys(query.json.errors)).toEqual(['prefix']);
  });

  it('lets accents, ñ and whole emoji through', async () => {
    for (const number of ['calavera ñandú', 'faro 😀', 'puerta 🚗 izquierda']) {
      expect((await admin.post('/api/autoparts/search', { number })).status).toBe(200);
    }
  });

  it('answers the public marketplace webhook 200 and stores nothing, without an error in the log', async () => {
    const before = errorLogs.length;
    const deliver = (payload: Record<string, unknown>) =>
      ctx.app.request('/api/ml/notifications', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          topic: 'items',
          resource: '/items/MLM123',
          user_id: 777,
          application_id: 5503910054141466,
          ...payload,
        }),
      });
    for (const text of BAD_TEXTS) {
      for (const field of ['topic', 'resource', 'user_id', 'sent', 'extra']) {
        const response = await deliver({ [field]: text });
        expect(response.status, `${field}=${JSON.stringify(text)}`).toBe(200);
        expect(await response.json()).toEqual({ received: false });
      }
      const key = await deliver({ [`clave${text}`]: 1 });
      expect(await key.json()).toEqual({ received: false });
    }
    const stored = await ctx.db.select().from(marketplaceNotifications);
    expect(stored).toEqual([]);
    // The control: the same event without the bad text is stored.
    const good = await deliver({});
    expect(await good.json()).toEqual({ received: true });
    expect(await ctx.db.select().from(marketplaceNotifications)).toHaveLength(1);
    expect(errorLogs.length).toBe(before);
  });
});

describe('isUnsafeText and unsafeTextPaths', () => {
  it('tells NUL and lone surrogates from ordinary text', () => {
    expect(isUnsafeText('Faro izquierdo ñ 😀')).toBe(false);
    expect(isUnsafeText('a\u0000')).toBe(true);
    expect(isUnsafeText('\ud83d')).toBe(true);
    expect(isUnsafeText('\ude00x')).toBe(true);
    expect(isUnsafeText('\ud83d\ude00')).toBe(false);
  });

  it('lists where the bad text sits, keys included', () => {
    expect(unsafeTextPaths({ a: 'ok', b: ['x', '\u0000'], c: { d: '\ud800' }, 'k\u0000': 1 })).toEqual([
      'b.1',
      'c.d',
      '_',
    ]);
    expect(unsafeTextPaths('\u0000')).toEqual(['_']);
    expect(unsafeTextPaths(12)).toEqual([]);
  });
});
