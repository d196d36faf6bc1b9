import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart } from '../test/factories.ts';
import type { FakeItem } from '../test/fake-ml/fake-ml-server.ts';
import { createTestDatabase } from '../test/helpers.ts';
import { captureLog } from '../test/log-capture.ts';
import {
  createMarketplaceContext,
  eventually,
  ML_CLIENT_ID,
  ML_CLIENT_SECRET,
  SELLER_ID,
  TEST_SECRET_KEY,
} from '../test/marketplace-kit.ts';
import { httpClient, startServerProcess } from '../test/processes.ts';
import { marketplaceQuestions } from './db/schema/index.ts';
import { startImportWorkers } from './modules/import/import.jobs.ts';
import { RECONCILE_QUEUE } from './modules/marketplace/reconciler.job.ts';

// docs/domain-rules.md, "What the logs never hold", against everything added since: the log (start-up,
// request lines, the marketplace workers — questions, answers, the reconciler — and imports) names what
// happened, never a password, a token, a secret or what a user typed (docs/domain-rules.md, Logging).

let lines: string[] = [];
let stopCapture = () => {};

let t: Awaited<ReturnType<typeof createMarketplaceContext>>;

beforeAll(async () => {
  t = await createMarketplaceContext();
  // The real application logger, at its most talkative, written to memory for this file.
  ({ lines, stop: stopCapture } = captureLog('debug'));
  await startImportWorkers({ db: t.db, config: t.config, storage: t.storage, jobs: t.jobs });
}, 120_000);

afterAll(() => stopCapture());

function expectNotLogged(secrets: Record<string, string>) {
  const log = lines.join('');
  for (const [what, value] of Object.entries(secrets)) {
    expect(value.length, what).toBeGreaterThan(5);
    expect(log.includes(value), `${what} («${value}») is in the log`).toBe(false);
  }
}

describe('what the running app writes to the log', () => {
  it('names requests, jobs and failures without passwords, tokens or what users typed', async () => {
    const secrets: Record<string, string> = {
      'ML client secret': ML_CLIENT_SECRET,
      SECRET_KEY: TEST_SECRET_KEY,
    };

    // Sign-in: a wrong password, then a password change.
    const session = await t.signedIn([2], t.admin.companyId);
    const wrong = 'Contraseña-Equivocada-7731';
    const stranger = t.client();
    await stranger.login(session.user.email, wrong);
    secrets['wrong password'] = wrong;
    const chosen = 'Nueva-Clave-Elegida-5521';
    const changed = await session.put('/api/profile/password', {
      current_password: 'clave-de-prueba-1',
      password: chosen,
      password_confirmation: chosen,
    });
    expect(changed.status).toBe(200);
    secrets['new password'] = chosen;
    // A user created with a temporary password, shown once to the administrator.
    const created = await t.admin.post('/api/admin/users', {
      name: 'Vendedora Temporal',
      email: `temporal${Date.now()}@prueba.mx`,
      roles: [4],
    });
    expect(created.status).toBe(201);
    secrets['temporary password'] = created.json.temporary_password;

    // Cookies and the XSRF token of a session.
    for (const [name, value] of session.jar) secrets[`cookie ${name}`] = decodeURIComponent(value);

    // Mercado Libre: authorising a store gives tokens; a buyer asks, a seller answers.
    const account = await t.connectedAccount('Tienda del registro');
    for (const token of t.fake.state.accessTokens.keys())
      secrets[`ML access token ${token.slice(0, 6)}`] = token;
    for (const token of t.fake.state.refreshTokens.keys())
      secrets[`ML refresh token ${token.slice(0, 6)}`] = token;
    const { part, mlId } = await listedPart(account.id);
    const questionText = '¿Me lo deja en 900? Mi teléfono es 81 5555 0142';
    secrets['question text'] = questionText;
    const question = await ask(mlId, questionText);
    const row = await eventually(async () => {
      const [stored] = await t.db
        .select()
        .from(marketplaceQuestions)
        .where(eq(marketplaceQuestions.mlQuestionId, String(question.id)));
      expect(stored).toBeDefined();
      return stored!;
    });
    // The first answer is refused by the marketplace (logged as a failure), the worker tells why.
    t.fake.state.faults.push({ rule: { status: 500, path: '/answers' }, remaining: 1, until: null });
    const answerText = 'Sí, se lo dejo; llámeme al 81 4444 0199';
    secrets['answer text'] = answerText;
    const seller = await t.signedIn([4], t.admin.companyId);
    expect((await seller.post(`/api/questions/${row.id}/answer`, { text: answerText })).status).toBe(200);
    await eventually(() =>
      expect(t.fake.state.questions.questions.get(question.id)?.status).toBe('ANSWERED'),
    );
    // The reconciler reads the listings again.
    const reconcile = await t.jobs!.send(RECONCILE_QUEUE, {});
    expect((await t.jobs!.waitForOutcome(RECONCILE_QUEUE, reconcile, 20_000))?.state).toBe('completed');

    // What users type: a search, a comment, text the database cannot store.
    const searchText = 'calavera zqxw ahumada';
    secrets['search text'] = searchText;
    expect((await session.post('/api/autoparts/search', { number: searchText })).status).toBe(200);
    const comment = 'El cliente Rosa Elvira Garza pagará el lunes';
    secrets.comment = comment;
    expect(
      (await session.post('/api/autoparts/comments/store', { autopart_id: part.id, comment })).status,
    ).toBe(201);
    const nulText = 'Golpe zqxw\u0000';
    expect(
      (await session.post('/api/autoparts/comments/store', { autopart_id: part.id, comment: nulText }))
        .status,
    ).toBe(422);
    secrets['refused text'] = 'Golpe zqxw';

    // An import whose rows carry values and errors.
    const importValue = 'Moldura zqxw confidencial';
    secrets['import value'] = importValue;
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        `Nombre,Marca,Precio,Ubicación\n${importValue},Nissan,1500,PASILLO-ZQXW\n${importValue} 2,Marcazqxw,abc,\n`,
      ]),
      'inventario.csv',
    );
    const importer = await t.signedIn([2], t.admin.companyId);
    const uploaded = await importer.request('POST', '/api/imports', form);
    expect(uploaded.status).toBe(200);
    const preview = await importer.post(`/api/imports/${uploaded.json.id}/preview`, {
      mapping: uploaded.json.mapping,
      create_locations: true,
    });
    expect(preview.status).toBe(200);
    expect((await importer.post(`/api/imports/${uploaded.json.id}/start`)).status).toBe(200);
    await eventually(async () => {
      const state = await importer.get(`/api/imports/${uploaded.json.id}`);
      expect(['queued', 'running']).not.toContain(state.json.status);
    });

    // The log did record all this: requests by route pattern, the workers' outcomes.
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const routes = new Set(entries.filter((entry) => entry.msg === 'request').map((entry) => entry.route));
    for (const route of [
      '/login',
      '/api/questions/:id/answer',
      '/api/imports/:id/start',
      '/api/autoparts/search',
    ]) {
      expect(routes, route).toContain(route);
    }
    expect(entries.some((entry) => entry.msg === 'Mercado Libre respondió con error')).toBe(true);
    expectNotLogged(secrets);
  }, 180_000);
});

describe('the start-up of the real server', () => {
  it('prints the administrator’s e-mail and where its password came from, and no secret', async () => {
    const database = await createTestDatabase();
    const secrets = {
      ADMIN_PASSWORD: 'Produccion-Secreta-0193',
      SECRET_KEY: 'clave-de-cifrado-de-produccion-con-mas-de-32-caracteres',
      ML_CLIENT_SECRET: 'secreto-de-la-aplicacion-ml-4471',
    };
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'debug',
      ADMIN_EMAIL: 'jefa@yonke.mx',
      ...secrets,
      ML_CLIENT_ID,
      ML_API_URL: 'http://127.0.0.1:9',
      ML_AUTH_URL: 'http://127.0.0.1:9',
      ML_REDIRECT_URI: 'http://localhost/api/ml/auth',
    });
    const client = httpClient(server.base);
    expect((await client.login('jefa@yonke.mx', secrets.ADMIN_PASSWORD)).status).toBe(204);
    expect((await client.post('/api/autoparts/search', { number: 'faro zqxw secreto' })).status).toBe(200);
    await server.waitForLine((line) => line.includes('"route":"/api/autoparts/search"'));
    const output = server.lines.join('\n');
    expect(output).toContain('jefa@yonke.mx');
    expect(output).toContain('la contraseña de ADMIN_PASSWORD');
    for (const [name, value] of Object.entries(secrets)) {
      expect(output.includes(value), `${name} printed at start-up`).toBe(false);
    }
    expect(output).not.toContain('faro zqxw');
    for (const [, value] of client.jar) expect(output).not.toContain(decodeURIComponent(value));
  }, 240_000);
});

let nextListing = 1_900_000_000;

/** A part listed through `accountId` (the listing put on the fake directly). */
async function listedPart(accountId: number) {
  const mlId = `MLM${nextListing++}`;
  const location = await insertLocation(t.db, t.admin.companyId, `Rack ${mlId}`);
  const part = await insertPart(t.db, {
    companyId: t.admin.companyId,
    name: 'Calavera trasera derecha Nissan Versa 2016',
    statusId: 1,
    salePrice: 1200,
    locationId: location.id,
    marketplaceAccountId: accountId,
    mlId,
    mlStatus: 'active',
  });
  const now = new Date().toISOString();
  const item: FakeItem = {
    id: mlId,
    seller_id: Number(SELLER_ID),
    title: part.name,
    category_id: 'MLM1747',
    price: 1200,
    currency_id: 'MXN',
    available_quantity: 1,
    sold_quantity: 0,
    buying_mode: 'buy_it_now',
    listing_type_id: 'gold_special',
    condition: 'used',
    status: 'active',
    seller_custom_field: `AV-${part.id}`,
    pictures: [],
    attributes: [],
    shipping: null,
    parent_item_id: null,
    description: null,
    date_created: now,
    last_updated: now,
  };
  t.fake.state.items.set(mlId, item);
  return { part, mlId };
}

/** A buyer asks on the fake, and the notification reaches our webhook as the marketplace sends it. */
async function ask(mlId: string, text: string) {
  const response = await fetch(`${t.fake.url}/_fake/questions`, {
    method: 'POST',
    body: JSON.stringify({ item_id: mlId, text }),
  });
  expect(response.status).toBe(200);
  const { question } = (await response.json()) as { question: { id: number; seller_id: number } };
  const delivered = await t.app.request('/api/ml/notifications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      topic: 'questions',
      resource: `/questions/${question.id}`,
      user_id: question.seller_id,
      application_id: Number(ML_CLIENT_ID),
      attempts: 1,
    }),
  });
  expect(delivered.status).toBe(200);
  return question;
}
