import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { commentCreateSchema as commentSchema, storedCommentSchema } from '@yonke/domain/schemas';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireUser } from '../../lib/guards.ts';
import { validationHook } from '../../lib/validation.ts';
import { createCommentsService } from './comments.service.ts';

// Request and response shapes: packages/domain/src/schemas/parts.ts.

const storeRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/comments/store',
  tags: ['comments'],
  middleware: [requireUser] as const,
  request: { body: { content: { 'application/json': { schema: commentSchema } }, required: true } },
  responses: {
    201: {
      description: 'The comment with its author {name, avatar_url}',
      content: { 'application/json': { schema: storedCommentSchema } },
    },
    404: { description: 'No such part in the user’s company' },
    422: { description: 'Empty or too long comment' },
  },
});

export function commentsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const service = createCommentsService(deps);

  app.openapi(storeRoute, async (c) => c.json(await service.add(currentUser(c), c.req.valid('json')), 201));

  return app;
}
