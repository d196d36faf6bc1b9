import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart } from '../../../test/factories.ts';
import type { FakeItem } from '../../../test/fake-ml/fake-ml-server.ts';
import {
  createMarketplaceContext,
  eventually,
  ML_CLIENT_ID,
  SELLER_ID,
} from '../../../test/marketplace-kit.ts';
import { listingHealth, marketplaceNotifications, marketplaceQuestions } from '../../db/schema/index.ts';
import { RECONCILE_QUEUE } from '../marketplace/reconciler.job.ts';

let t: Awaited<ReturnType<typeof createMarketplaceContext>>;
let accountId: number;
/** A second company with its own seller account. */
const OTHER_SELLER = '777000111';
let other: Awaited<ReturnType<typeof t.signedIn>>;
let otherAccountId: number;
let supervisor: Awaited<ReturnType<typeof t.signedIn>>;
let seller: Awaited<ReturnType<typeof t.signedIn>>;
let capturist: Awaited<ReturnType<typeof t.signedIn>>;

beforeAll(async () => {
  t = await createMarketplaceContext();
  accountId = (await t.connectedAccount()).id;
  supervisor = await t.signedIn([2], t.admin.companyId);
  seller = await t.signedIn([4], t.admin.companyId);
  capturist = await t.signedIn([3], t.admin.companyId);
  other = await t.signedIn([2]);
  const created = await t.admin.post('/api/stores_ml/store', {
    name: 'Tienda de otra empresa',
    user_id: OTHER_SELLER,
    store_id: other.companyId,
  });
  expect(created.status).toBe(200);
  otherAccountId = created.json.id;
  t.fake.state.approving = { id: Number(OTHER_SELLER), nickname: 'OTRO' };
  const { page } = await t.authorizeThroughFake(otherAccountId);
  expect(page.status).toBe(200);
  t.fake.state.approving = { id: Number(SELLER_ID), nickname: 'VENDEDOR_PRUEBA' };
});

afterEach(() => {
  t.fake.state.faults.length = 0;
  t.fake.state.slowdowns.length = 0;
});

let nextListing = 1_800_000_000;

/** A part of `companyId` already listed through `account` (the listing made on the fake directly). */
async function listedPart(
  options: { companyId?: number; account?: number; seller?: string; name?: string } = {},
) {
  const mlId = `MLM${nextListing++}`;
  const location = await insertLocation(t.db, options.companyId ?? t.admin.companyId, `Rack ${mlId}`);
  const part = await insertPart(t.db, {
    companyId: options.companyId ?? t.admin.companyId,
    name: options.name ?? 'Puerta delantera izquierda Volkswagen Jetta 2012',
    statusId: 1,
    salePrice: 2500,
    locationId: location.id,
    marketplaceAccountId: options.account ?? accountId,
    mlId,
    mlStatus: 'active',
  });
  const now = new Date().toISOString();
  const item: FakeItem = {
    id: mlId,
    seller_id: Number(options.seller ?? SELLER_ID),
    title: part.name.slice(0, 60),
    category_id: 'MLM1747',
    price: 2500,
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

/** A buyer asks on the fake; the notification is delivered to our webhook as the marketplace does. */
async function ask(mlId: string, text: string, options: { deliver?: boolean; lose?: boolean } = {}) {
  const response = await fetch(`${t.fake.url}/_fake/questions`, {
    method: 'POST',
    body: JSON.stringify({ item_id: mlId, text, notify: options.lose === true, lose: options.lose }),
  });
  expect(response.status).toBe(200);
  const { question } = (await response.json()) as { question: { id: number; seller_id: number } };
  if (options.deliver !== false && !options.lose) {
    const delivered = await deliver({
      topic: 'questions',
      resource: `/questions/${question.id}`,
      user_id: question.seller_id,
    });
    expect(delivered.status).toBe(200);
  }
  return question;
}

async function deliver(payload: Record<string, unknown>) {
  return t.app.request('/api/ml/notifications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      user_id: Number(SELLER_ID),
      application_id: Number(ML_CLIENT_ID),
      attempts: 1,
      ...payload,
    }),
  });
}

async function questionRow(mlQuestionId: number) {
  const [row] = await t.db
    .select()
    .from(marketplaceQuestions)
    .where(eq(marketplaceQuestions.mlQuestionId, String(mlQuestionId)));
  return row;
}

async function stored(mlQuestionId: number) {
  return eventually(async () => {
    const row = await questionRow(mlQuestionId);
    expect(row).toBeDefined();
    return row!;
  });
}

const answersTo = (mlQuestionId: number) =>
  t
    .received('/answers', 'POST')
    .filter((r) => (r.body as { question_id?: number } | null)?.question_id === mlQuestionId);

async function runReconciler() {
  const jobs = t.jobs!;
  const id = await jobs.send(RECONCILE_QUEUE, {});
  const result = await jobs.waitForOutcome(RECONCILE_QUEUE, id, 20_000);
  expect(result?.state).toBe('completed');
  return result?.output as { missed: number; stale: number; questions: number };
}

describe('Preguntas: a buyer question arrives, is listed and answered once', () => {
  it('arrives by notification, shows in the inbox with the part and the badge, and is answered once', async () => {
    const { part, mlId } = await listedPart();
    const before = (await supervisor.get('/api/questions/count')).json.unanswered as number;
    const question = await ask(mlId, '¿Le queda a mi Jetta 2012?');
    await stored(question.id);

    const inbox = await supervisor.get('/api/questions');
    expect(inbox.status).toBe(200);
    const entry = inbox.json.data.find(
      (q: { ml_question_id: string }) => q.ml_question_id === String(question.id),
    );
    expect(entry).toMatchObject({
      text: '¿Le queda a mi Jetta 2012?',
      status: 'UNANSWERED',
      status_label: 'Sin responder',
      answer: null,
      account: { id: accountId, name: 'Tienda ML' },
      part: {
        id: part.id,
        name: 'Puerta delantera izquierda Volkswagen Jetta 2012',
        sale_price: 2500,
        status_name: 'Disponible',
        location: `Rack ${mlId}`,
        ml_id: mlId,
      },
    });
    expect(inbox.json.unanswered).toBe(before + 1);
    expect((await seller.get('/api/questions/count')).json.unanswered).toBe(before + 1);

    const answered = await seller.post(`/api/questions/${entry.id}/answer`, { text: '  Sí le queda  ' });
    expect(answered.status).toBe(200);
    expect(answered.json.data).toMatchObject({
      status: 'ANSWERED',
      answer: { text: 'Sí le queda' },
      answer_state: null,
    });
    expect(answersTo(question.id)).toHaveLength(1);
    expect(answersTo(question.id)[0]?.body).toEqual({ question_id: question.id, text: 'Sí le queda' });
    expect(t.fake.state.questions.questions.get(question.id)?.status).toBe('ANSWERED');
    expect((await supervisor.get('/api/questions/count')).json.unanswered).toBe(before);

    // Answering again is refused and sends nothing.
    const again = await supervisor.post(`/api/questions/${entry.id}/answer`, { text: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Esta pregunta ya fue respondida.');
    expect(answersTo(question.id)).toHaveLength(1);

    // The part's detail keeps the answered history, whoever looks at it in the company.
    const history = await capturist.get(`/api/autoparts/${part.id}/marketplace`);
    expect(history.status).toBe(200);
    expect(history.json.questions).toHaveLength(1);
    expect(history.json.questions[0]).toMatchObject({
      text: '¿Le queda a mi Jetta 2012?',
      answer: { text: 'Sí le queda', by: 'Usuario 4' },
    });
  });

  it('a double click and two users answering at once send one answer', async () => {
    const { mlId } = await listedPart();
    const question = await ask(mlId, '¿Tiene el espejo?');
    const row = await stored(question.id);
    const results = await Promise.all([
      seller.post(`/api/questions/${row.id}/answer`, { text: 'Sí, incluye el espejo' }),
      seller.post(`/api/questions/${row.id}/answer`, { text: 'Sí, incluye el espejo' }),
      supervisor.post(`/api/questions/${row.id}/answer`, { text: 'No, sin espejo' }),
      t.admin.post(`/api/questions/${row.id}/answer`, { text: 'Otra respuesta' }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    expect(answersTo(question.id)).toHaveLength(1);
    const winner = results.find((r) => r.status === 200)!;
    expect(t.fake.state.questions.questions.get(question.id)?.answer?.text).toBe(
      winner.json.data.answer.text,
    );
  });

  it('refuses an empty answer and one longer than the marketplace allows, sending nothing', async () => {
    const { mlId } = await listedPart();
    const question = await ask(mlId, '¿Precio final?');
    const row = await stored(question.id);
    const empty = await seller.post(`/api/questions/${row.id}/answer`, { text: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.text).toEqual(['Escribe la respuesta.']);
    const long = await seller.post(`/api/questions/${row.id}/answer`, { text: 'a'.repeat(2001) });
    expect(long.status).toBe(422);
    expect(long.json.errors.text).toEqual(['La respuesta no debe tener más de 2000 caracteres.']);
    const missing = await seller.post(`/api/questions/${row.id}/answer`, {});
    expect(missing.status).toBe(422);
    const nul = await seller.post(`/api/questions/${row.id}/answer`, { text: 'hola\u0000' });
    expect(nul.status).toBe(422);
    expect(answersTo(question.id)).toHaveLength(0);
    expect((await questionRow(question.id))?.answerState).toBeNull();
  });

  it('a question deleted by the buyer before the answer is shown as such and not retried', async () => {
    const { mlId } = await listedPart();
    const question = await ask(mlId, '¿Acepta cambios?');
    const row = await stored(question.id);
    await fetch(`${t.fake.url}/_fake/questions/${question.id}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'DELETED' }),
    });
    const answer = await seller.post(`/api/questions/${row.id}/answer`, { text: 'No, gracias' });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('El comprador borró esta pregunta; ya no se puede responder.');
    const after = await questionRow(question.id);
    expect(after).toMatchObject({ status: 'DELETED', answerState: null });
    expect(answersTo(question.id)).toHaveLength(1);
    expect(answersTo(question.id)[0]?.status).toBe(400);
    const inbox = await seller.get('/api/questions');
    expect(inbox.json.data.some((q: { id: number }) => q.id === row.id)).toBe(false);
    const again = await seller.post(`/api/questions/${row.id}/answer`, { text: 'No, gracias' });
    expect(again.status).toBe(409);
    expect(answersTo(question.id)).toHaveLength(1);
  });

  it('while the marketplace is down the answer waits, is retried with back-off and sent once', async () => {
    const { mlId } = await listedPart();
    const question = await ask(mlId, '¿Hacen envíos a Monterrey?');
    const row = await stored(question.id);
    // The marketplace answers 503 to the next three answers and to the reads before each retry.
    await fetch(`${t.fake.url}/_fake/faults`, {
      method: 'POST',
      body: JSON.stringify({ status: 503, path: '/answers', count: 3 }),
    });
    const answer = await seller.post(`/api/questions/${row.id}/answer`, {
      text: 'Está disponible, envío el mismo día',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data.answer_state).toBe('sending');
    // Someone else cannot answer it meanwhile.
    const meanwhile = await supervisor.post(`/api/questions/${row.id}/answer`, { text: 'Sí' });
    expect(meanwhile.status).toBe(409);
    await eventually(async () => expect((await questionRow(question.id))?.status).toBe('ANSWERED'), 30_000);
    const calls = answersTo(question.id);
    expect(calls.map((r) => r.status)).toEqual([503, 503, 503, 200]);
    expect(t.fake.state.questions.questions.get(question.id)?.answer?.text).toBe(
      'Está disponible, envío el mismo día',
    );
    // Each retry asked the marketplace first whether the previous try had landed.
    expect(t.received(`/questions/${question.id}`, 'GET').length).toBeGreaterThanOrEqual(3);
  });

  it('an answer taken by the marketplace whose reply was lost is not sent again', async () => {
    const { mlId } = await listedPart();
    const question = await ask(mlId, '¿Tiene garantía?');
    const row = await stored(question.id);
    // The marketplace records the answer and the reply is lost (a 502 arrives instead).
    await fetch(`${t.fake.url}/_fake/faults`, {
      method: 'POST',
      body: JSON.stringify({ status: 502, path: '/answers', count: 1, after: true }),
    });
    const answer = await seller.post(`/api/questions/${row.id}/answer`, { text: 'Sí, 30 días' });
    expect(answer.status).toBe(200);
    await eventually(async () => expect((await questionRow(question.id))?.status).toBe('ANSWERED'), 30_000);
    // The retry asked first, found it answered and sent nothing more.
    expect(answersTo(question.id)).toHaveLength(1);
    expect(t.received(`/questions/${question.id}`, 'GET').length).toBeGreaterThanOrEqual(2);
    expect((await questionRow(question.id))?.answerText).toBe('Sí, 30 días');
  });

  it('a question on another company’s listing is not shown and answering it is a 404', async () => {
    const { mlId } = await listedPart({
      companyId: other.companyId,
      account: otherAccountId,
      seller: OTHER_SELLER,
    });
    const question = await ask(mlId, '¿Es original?');
    const row = await stored(question.id);
    expect(row.companyId).toBe(other.companyId);
    const mine = await supervisor.get('/api/questions');
    expect(mine.json.data.some((q: { id: number }) => q.id === row.id)).toBe(false);
    const answer = await supervisor.post(`/api/questions/${row.id}/answer`, { text: 'Sí' });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('La pregunta no existe o no es de tu empresa.');
    expect(answersTo(question.id)).toHaveLength(0);
    // Its own company sees it.
    const theirs = await other.get('/api/questions');
    expect(theirs.json.data.some((q: { id: number }) => q.id === row.id)).toBe(true);
    // A notification naming our seller for their question is read with our token and refused.
    const forged = await deliver({ topic: 'questions', resource: `/questions/${question.id}` });
    expect(forged.status).toBe(200);
    expect((await questionRow(question.id))?.companyId).toBe(other.companyId);
  });

  it('absorbs a storm of 1,000 question notifications: each question stored once, nothing lost', async () => {
    const { mlId } = await listedPart();
    const questions = [];
    for (let index = 0; index < 250; index += 1) {
      questions.push(await ask(mlId, `Pregunta número ${index}`, { deliver: false }));
    }
    const deliveries = questions.flatMap((q) => [q, q, q, q]);
    expect(deliveries).toHaveLength(1000);
    for (let start = 0; start < deliveries.length; start += 100) {
      const batch = deliveries.slice(start, start + 100);
      const responses = await Promise.all(
        batch.map((q) => deliver({ topic: 'questions', resource: `/questions/${q.id}` })),
      );
      expect(responses.every((r) => r.status === 200)).toBe(true);
    }
    await eventually(async () => {
      const [row] = await t.db
        .select({ count: sql<number>`count(*)::int` })
        .from(marketplaceQuestions)
        .where(eq(marketplaceQuestions.mlItemId, mlId));
      expect(row?.count).toBe(250);
    }, 60_000);
    const inbox = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(marketplaceNotifications)
      .where(
        sql`${marketplaceNotifications.topic} = 'questions' and ${marketplaceNotifications.resource} in (${sql.join(
          questions.map((q) => sql`${`/questions/${q.id}`}`),
          sql`, `,
        )})`,
      );
    // Waiting twins were dropped: fewer rows than deliveries, and never fewer than questions.
    expect(inbox[0]?.count).toBeLessThan(1000);
    expect(inbox[0]?.count).toBeGreaterThanOrEqual(250);
    const inboxList = await supervisor.get('/api/questions');
    expect(inboxList.json.data.filter((q: { ml_item_id: string }) => q.ml_item_id === mlId)).toHaveLength(
      200,
    );
  }, 120_000);
});

describe('a question the marketplace disabled', () => {
  it('is stored as DISABLED, not as unanswered', async () => {
    const { mlId } = await listedPart();
    const question = await ask(mlId, '¿Precio final?');
    expect((await stored(question.id)).status).toBe('UNANSWERED');
    await fetch(`${t.fake.url}/_fake/questions/${question.id}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'DISABLED' }),
    });
    await deliver({ topic: 'questions', resource: `/questions/${question.id}` });
    await eventually(async () => expect((await questionRow(question.id))?.status).toBe('DISABLED'));
    const listed = await t.admin.get('/api/questions?status=all');
    const entry = listed.json.data?.find(
      (q: { ml_question_id?: string }) => q.ml_question_id === String(question.id),
    );
    if (entry) expect(entry.status_label).toBe('Deshabilitada por Mercado Libre');
  });
});

describe('the reconciler', () => {
  it('recovers a lost question notification from missed_feeds, once', async () => {
    const { mlId } = await listedPart();
    const question = await ask(mlId, '¿Tiene factura?', { lose: true });
    expect(await questionRow(question.id)).toBeUndefined();
    const first = await runReconciler();
    expect(first.missed).toBeGreaterThanOrEqual(1);
    const row = await stored(question.id);
    expect(row.status).toBe('UNANSWERED');
    const missedCall = t.received('/missed_feeds', 'GET').at(-1);
    expect(missedCall?.query.app_id).toBe(ML_CLIENT_ID);
    // Read again on the next run: already stored, nothing new.
    const second = await runReconciler();
    expect(second.missed).toBe(0);
  });

  it('finds a question lost for longer than missed_feeds keeps, by searching the account’s questions', async () => {
    const { mlId } = await listedPart();
    const question = await ask(mlId, '¿Le queda a un Sentra 2016?', { lose: true });
    // missed_feeds no longer has it (it keeps notifications for a limited time).
    t.fake.state.questions.missedFeeds.length = 0;
    const outcome = await runReconciler();
    expect(outcome.questions).toBeGreaterThanOrEqual(1);
    const row = await stored(question.id);
    expect(row.status).toBe('UNANSWERED');
    const search = t.received('/questions/search', 'GET').find((r) => r.query.seller_id === SELLER_ID);
    expect(search?.query).toMatchObject({ status: 'UNANSWERED', api_version: '4' });
    // Known now: the next run asks for nothing new.
    expect((await runReconciler()).questions).toBe(0);
  });

  it('reads again a listing not read for hours and catches a change whose notification was lost', async () => {
    const { part, mlId } = await listedPart();
    t.fake.state.items.get(mlId)!.status = 'paused';
    await t.db
      .insert(listingHealth)
      .values({ partId: part.id, readAt: sql`now() - interval '13 hours'` })
      .onConflictDoUpdate({
        target: listingHealth.partId,
        set: { readAt: sql`now() - interval '13 hours'` },
      });
    const outcome = await runReconciler();
    expect(outcome.stale).toBeGreaterThanOrEqual(1);
    await eventually(async () => expect((await t.partRow(part.id)).mlStatus).toBe('paused'));
    const detail = await t.admin.get(`/api/autoparts/${part.id}/marketplace`);
    expect(detail.json.health).toMatchObject({ ml_status: 'paused', state: 'pausada' });
    expect(detail.json.health.read_at).not.toBeNull();
  });
});

describe('listing health and Publicaciones con problemas', () => {
  it('a failed sync shows with its reason, and Reintentar fixes it', async () => {
    const { part } = await listedPart({ name: 'Faro delantero derecho Nissan Versa 2016' });
    await fetch(`${t.fake.url}/_fake/faults`, {
      method: 'POST',
      body: JSON.stringify({ status: 400, path: '/items/', method: 'PUT', count: 1 }),
    });
    const saved = await t.admin.put(`/api/autoparts/update/${part.id}`, {
      version: part.version,
      sale_price: 2600,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.sync).toBe(false);

    const problems = await supervisor.get('/api/listing-problems');
    expect(problems.status).toBe(200);
    const entry = problems.json.data.find((p: { part: { id: number } }) => p.part.id === part.id);
    expect(entry.health).toMatchObject({ state: 'con errores', last_sync: { ok: false } });
    expect(entry.health.last_sync.reason).toContain('HTTP 400');
    const detail = await seller.get(`/api/autoparts/${part.id}/marketplace`);
    expect(detail.json.health.state).toBe('con errores');

    const retry = await supervisor.post(`/api/listing-problems/${part.id}/retry`);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual({ queued: true, synced: true });
    expect(t.fake.state.items.get(part.mlId!)?.price).toBe(2600);
    const after = await supervisor.get('/api/listing-problems');
    expect(after.json.data.some((p: { part: { id: number } }) => p.part.id === part.id)).toBe(false);
    const healthy = await seller.get(`/api/autoparts/${part.id}/marketplace`);
    expect(healthy.json.health).toMatchObject({ state: 'activa', last_sync: { ok: true, reason: null } });
  });

  it('a listing under review is listed with the marketplace’s reason', async () => {
    const { part, mlId } = await listedPart();
    await fetch(`${t.fake.url}/_fake/items/${mlId}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'under_review', sub_status: ['waiting_for_patch'] }),
    });
    await deliver({ topic: 'items', resource: `/items/${mlId}` });
    await eventually(async () => expect((await t.partRow(part.id)).mlStatus).toBe('under_review'));
    const problems = await t.admin.get('/api/listing-problems');
    const entry = problems.json.data.find((p: { part: { id: number } }) => p.part.id === part.id);
    expect(entry.health).toMatchObject({ state: 'en revisión', ml_sub_status: ['waiting_for_patch'] });
  });

  it('checks role and company on every route', async () => {
    const { part } = await listedPart({
      companyId: other.companyId,
      account: otherAccountId,
      seller: OTHER_SELLER,
    });
    expect((await capturist.get('/api/questions')).status).toBe(403);
    expect((await capturist.get('/api/questions/count')).status).toBe(403);
    expect((await capturist.post('/api/questions/1/answer', { text: 'x' })).status).toBe(403);
    expect((await capturist.get('/api/quick-answers')).status).toBe(403);
    expect((await seller.get('/api/listing-problems')).status).toBe(403);
    expect((await capturist.post(`/api/listing-problems/${part.id}/retry`)).status).toBe(403);
    expect((await supervisor.post(`/api/listing-problems/${part.id}/retry`)).status).toBe(404);
    expect((await supervisor.get(`/api/autoparts/${part.id}/marketplace`)).status).toBe(404);
    expect((await supervisor.get('/api/autoparts/99999999999/marketplace')).status).toBe(404);
    expect((await supervisor.post('/api/questions/abc/answer', { text: 'x' })).status).toBe(404);
    const anonymous = await t.app.request('/api/questions');
    expect(anonymous.status).toBe(401);
    const mine = await supervisor.get('/api/listing-problems');
    expect(mine.json.data.some((p: { part: { id: number } }) => p.part.id === part.id)).toBe(false);
  });
});

describe('quick answers', () => {
  it('are saved per company, refused empty or twice, and deleted', async () => {
    const created = await seller.post('/api/quick-answers', { text: ' Sí le queda ' });
    expect(created.status).toBe(200);
    expect(created.json.data.text).toBe('Sí le queda');
    const duplicate = await supervisor.post('/api/quick-answers', { text: 'Sí le queda' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json.errors.text).toEqual(['Ya guardaste esa respuesta rápida.']);
    const empty = await supervisor.post('/api/quick-answers', { text: '' });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.text).toEqual(['Escribe el texto de la respuesta rápida.']);
    expect((await supervisor.get('/api/quick-answers')).json.data).toEqual([created.json.data]);
    expect((await other.get('/api/quick-answers')).json.data).toEqual([]);
    expect((await other.delete(`/api/quick-answers/${created.json.data.id}`)).status).toBe(404);
    expect((await seller.delete(`/api/quick-answers/${created.json.data.id}`)).status).toBe(200);
    expect((await seller.get('/api/quick-answers')).json.data).toEqual([]);
  });
});
