import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import { QUESTION_MESSAGES } from '@yonke/domain';
import {
  answerBodySchema,
  deletedSchema,
  listingProblemListSchema,
  partMarketplaceSchema,
  questionCountSchema,
  questionDetailSchema,
  questionListSchema,
  quickAnswerBodySchema,
  quickAnswerDetailSchema,
  quickAnswerListSchema,
  retryAnswerSchema,
} from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireCapability, requireUser } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { idParam, json } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { createQuestionsService } from './questions.service.ts';

// Preguntas, quick answers, a part's listing health and Publicaciones con problemas (docs/product.md §10;
// docs/domain-rules.md «Preguntas»). Shapes: packages/domain/src/schemas/questions.ts.

const idParams = idParam('12');

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const answerGuard = requireCapability('answerQuestions');
const problemsGuard = requireCapability('viewListingProblems');
const PART_NOT_FOUND = 'La autoparte no existe.';

const listRoute = createRoute({
  method: 'get',
  path: '/api/questions',
  tags: ['questions'],
  middleware: answerGuard,
  responses: {
    200: json(questionListSchema, 'Unanswered buyer questions of the company’s accounts, newest first'),
    403: { description: 'Role 3' },
  },
});

const countRoute = createRoute({
  method: 'get',
  path: '/api/questions/count',
  tags: ['questions'],
  middleware: answerGuard,
  responses: { 200: json(questionCountSchema, 'The menu badge: unanswered questions') },
});

const answerRoute = createRoute({
  method: 'post',
  path: '/api/questions/{id}/answer',
  tags: ['questions'],
  middleware: answerGuard,
  description: [
    'Answers the question once (POST /answers on the marketplace). The question is claimed in one',
    'statement, so a double click or two users send one answer; the loser gets 409. When the',
    'marketplace does not answer in time the answer stays queued (answer_state "sending") and is',
    'retried with back-off, asking the marketplace first so that it is never sent twice.',
  ].join(' '),
  request: { params: idParams, ...body(answerBodySchema) },
  responses: {
    200: json(questionDetailSchema, 'Answered, or queued (answer_state sending)'),
    404: { description: 'No such question in the user’s company' },
    409: { description: 'Already answered, being answered, or deleted by the buyer' },
    422: { description: 'Empty or longer than 2000 characters, or refused by the marketplace' },
    503: { description: 'Mercado Libre is not configured' },
  },
});

const quickListRoute = createRoute({
  method: 'get',
  path: '/api/quick-answers',
  tags: ['questions'],
  middleware: answerGuard,
  responses: { 200: json(quickAnswerListSchema, 'The company’s saved answers, by text') },
});

const quickCreateRoute = createRoute({
  method: 'post',
  path: '/api/quick-answers',
  tags: ['questions'],
  middleware: answerGuard,
  request: body(quickAnswerBodySchema),
  responses: {
    200: json(quickAnswerDetailSchema, 'The saved answer'),
    422: { description: 'Empty, too long or already saved' },
  },
});

const quickDeleteRoute = createRoute({
  method: 'delete',
  path: '/api/quick-answers/{id}',
  tags: ['questions'],
  middleware: answerGuard,
  request: { params: idParams },
  responses: {
    200: json(deletedSchema, 'Deleted'),
    404: { description: 'No such answer in the user’s company' },
  },
});

const partMarketplaceRoute = createRoute({
  method: 'get',
  path: '/api/autoparts/{id}/marketplace',
  tags: ['questions'],
  middleware: requireUser,
  request: { params: idParams },
  responses: {
    200: json(partMarketplaceSchema, 'The listing’s state, last sync and questions (newest first)'),
    404: { description: 'No such part in the user’s company' },
  },
});

const problemsRoute = createRoute({
  method: 'get',
  path: '/api/listing-problems',
  tags: ['questions'],
  middleware: problemsGuard,
  responses: {
    200: json(listingProblemListSchema, 'Parts whose last sync failed or whose listing is under review'),
    403: { description: 'Roles 3 and 4' },
  },
});

const retryRoute = createRoute({
  method: 'post',
  path: '/api/listing-problems/{id}/retry',
  tags: ['questions'],
  middleware: problemsGuard,
  request: { params: idParams },
  responses: {
    200: json(retryAnswerSchema, 'The sync was queued; synced when the marketplace took it in time'),
    404: { description: 'No such part in the user’s company' },
    422: { description: 'The part has no marketplace account' },
  },
});

export function questionsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const questions = createQuestionsService(deps);

  app.openapi(listRoute, async (c) => c.json(await questions.list(currentUser(c)), 200));
  app.openapi(countRoute, async (c) => c.json(await questions.count(currentUser(c)), 200));

  app.openapi(answerRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, QUESTION_MESSAGES.notFound);
    const data = await questions.answer(currentUser(c), id, c.req.valid('json').text);
    return c.json({ data }, 200);
  });

  app.openapi(quickListRoute, async (c) =>
    c.json({ data: await questions.quickAnswers(currentUser(c)) }, 200),
  );
  app.openapi(quickCreateRoute, async (c) => {
    const data = await questions.addQuickAnswer(currentUser(c), c.req.valid('json').text);
    return c.json({ data }, 200);
  });
  app.openapi(quickDeleteRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, QUESTION_MESSAGES.quickAnswerNotFound);
    await questions.deleteQuickAnswer(currentUser(c), id);
    return c.json({ data: true as const }, 200);
  });

  app.openapi(partMarketplaceRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, PART_NOT_FOUND);
    return c.json(await questions.partMarketplace(currentUser(c), id), 200);
  });

  app.openapi(problemsRoute, async (c) => c.json(await questions.problems(currentUser(c)), 200));
  app.openapi(retryRoute, async (c) => {
    const id = idOrNotFound(c.req.valid('param').id, PART_NOT_FOUND);
    return c.json(await questions.retry(currentUser(c), id), 200);
  });

  return app;
}
