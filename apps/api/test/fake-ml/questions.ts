// The fake marketplace's questions and answers, missed feeds and lost notifications (docs/domain-rules.md,
// Preguntas and listing health). Buyers ask through POST /_fake/questions, which also sends the `questions`
// notification — or, with `lose: true`, records it in missed_feeds as if our webhook had not answered.
// Answers are recorded (POST /answers shows in /_fake/requests like every call).
import type { Context, Hono } from 'hono';

export interface FakeQuestion {
  id: number;
  item_id: string;
  seller_id: number;
  // "Gestiona preguntas y respuestas": the statuses a question can have, DISABLED included.
  status:
    | 'UNANSWERED'
    | 'ANSWERED'
    | 'DELETED'
    | 'BANNED'
    | 'CLOSED_UNANSWERED'
    | 'UNDER_REVIEW'
    | 'DISABLED';
  text: string;
  date_created: string;
  deleted_from_listing: boolean;
  hold: boolean;
  answer: { text: string; status: string; date_created: string } | null;
  from: { id: number };
}

/** A notification as the marketplace sends it and as missed_feeds lists it. */
export interface FakeFeed {
  _id: string;
  resource: string;
  user_id: number | string;
  topic: string;
  application_id: number | string;
  attempts: number;
  sent: string;
  received: string;
}

export interface QuestionState {
  questions: Map<number, FakeQuestion>;
  missedFeeds: FakeFeed[];
  nextQuestion: number;
}

export function createQuestionState(): QuestionState {
  return { questions: new Map(), missedFeeds: [], nextQuestion: 13_000_000_000 };
}

/** The marketplace's limit on an answer's text. */
const ANSWER_LIMIT = 2000;

interface Helpers {
  state: {
    questions: QuestionState;
    items: Map<string, { id: string; seller_id: number; status: string }>;
    clientId: string;
  };
  caller: (c: Context) => number | null;
}

const invalidToken = (c: Context) =>
  c.json({ message: 'invalid access token', error: 'invalid_token', status: 401, cause: [] }, 401);
const questionNotFound = (c: Context, id: string) =>
  c.json({ message: `Question ${id} not found`, error: 'not_found', status: 404, cause: [] }, 404);
const forbidden = (c: Context) =>
  c.json({ message: 'User does not have permission', error: 'forbidden', status: 403, cause: [] }, 403);
const badRequest = (c: Context, error: string, message: string) =>
  c.json({ message, error, status: 400, cause: [] }, 400);

export function registerQuestionRoutes(app: Hono, { state, caller }: Helpers) {
  const questions = state.questions;

  // Registered before /questions/:id so that "search" is never read as an id.
  app.get('/questions/search', (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const { item, seller_id: sellerId, status } = c.req.query();
    if (!item && !sellerId) return badRequest(c, 'bad_request', 'item or seller_id is required');
    if (sellerId && sellerId !== String(userId)) return forbidden(c);
    const list = [...questions.questions.values()]
      .filter((q) => q.seller_id === userId)
      .filter((q) => !item || q.item_id === item)
      .filter((q) => !status || q.status === status.toUpperCase())
      .sort((a, b) => b.date_created.localeCompare(a.date_created));
    const limit = Math.min(Number(c.req.query('limit') ?? 50) || 50, 50);
    const offset = Number(c.req.query('offset') ?? 0) || 0;
    return c.json(
      {
        total: list.length,
        limit,
        questions: list.slice(offset, offset + limit),
        filters: { limit, offset, api_version: '4', seller: sellerId ?? null, item: item ?? null },
      },
      200,
    );
  });

  app.get('/questions/:id', (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const question = questions.questions.get(Number(c.req.param('id')));
    if (!question) return questionNotFound(c, c.req.param('id'));
    if (question.seller_id !== userId) return forbidden(c);
    return c.json(question, 200);
  });

  app.post('/answers', async (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const body = (await c.req.json().catch(() => null)) as { question_id?: unknown; text?: unknown } | null;
    if (!body || typeof body.text !== 'string' || body.text.trim() === '') {
      return badRequest(c, 'bad_request', 'text is required');
    }
    if ([...body.text].length > ANSWER_LIMIT) {
      return badRequest(c, 'bad_request', `text must be up to ${ANSWER_LIMIT} characters`);
    }
    const question = questions.questions.get(Number(body.question_id));
    if (!question) return questionNotFound(c, String(body.question_id));
    if (question.seller_id !== userId) return forbidden(c);
    if (question.status === 'DELETED' || question.status === 'BANNED' || question.status === 'DISABLED') {
      return badRequest(
        c,
        'not_unanswered_question',
        `Question ${question.id} is ${question.status.toLowerCase()}`,
      );
    }
    if (question.status !== 'UNANSWERED') {
      return badRequest(c, 'not_unanswered_question', `Question ${question.id} is not unanswered`);
    }
    question.status = 'ANSWERED';
    question.answer = { text: body.text, status: 'ACTIVE', date_created: new Date().toISOString() };
    return c.json(question, 200);
  });

  app.get('/missed_feeds', (c) => {
    if (caller(c) === null) return invalidToken(c);
    if (c.req.query('app_id') !== state.clientId) return forbidden(c);
    const topic = c.req.query('topic');
    const list = questions.missedFeeds.filter((feed) => !topic || feed.topic === topic);
    const limit = Math.min(Number(c.req.query('limit') ?? 10) || 10, 100);
    const offset = Number(c.req.query('offset') ?? 0) || 0;
    return c.json({ messages: list.slice(offset, offset + limit), total: list.length, offset, limit }, 200);
  });
}

interface ControlHelpers {
  state: Helpers['state'];
  /** Posts a notification to the webhook, or records it as missed (`lose`). */
  notify: (input: { resource: string; topic: string; user_id: number; lose?: boolean }) => Promise<unknown>;
}

export function registerQuestionControl(control: Hono, { state, notify }: ControlHelpers) {
  const questions = state.questions;

  /** A buyer asks on a listing; the seller's app is notified (topic questions) unless notify is false. */
  control.post('/questions', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      item_id?: string;
      text?: string;
      from?: number;
      notify?: boolean;
      lose?: boolean;
    } | null;
    const item = body?.item_id ? state.items.get(body.item_id) : undefined;
    if (!item) return c.json({ message: 'item not found' }, 404);
    const question: FakeQuestion = {
      id: questions.nextQuestion++,
      item_id: item.id,
      seller_id: item.seller_id,
      status: 'UNANSWERED',
      text: body?.text ?? '¿Sigue disponible?',
      date_created: new Date().toISOString(),
      deleted_from_listing: false,
      hold: false,
      answer: null,
      from: { id: body?.from ?? 555_000_111 },
    };
    questions.questions.set(question.id, question);
    const notification =
      body?.notify === false
        ? null
        : await notify({
            topic: 'questions',
            resource: `/questions/${question.id}`,
            user_id: item.seller_id,
            lose: body?.lose === true,
          });
    return c.json({ question, notification });
  });

  /** The buyer deletes the question (or the marketplace bans it); nobody is notified. */
  control.post('/questions/:id/status', async (c) => {
    const question = questions.questions.get(Number(c.req.param('id')));
    if (!question) return c.json({ message: 'not found' }, 404);
    const body = (await c.req.json().catch(() => ({}))) as { status?: FakeQuestion['status'] };
    question.status = body.status ?? 'DELETED';
    if (question.status === 'DELETED' || question.status === 'BANNED') question.text = '';
    return c.json(question);
  });

  control.get('/questions', (c) => c.json([...questions.questions.values()]));
  control.get('/missed_feeds', (c) => c.json(questions.missedFeeds));
}
