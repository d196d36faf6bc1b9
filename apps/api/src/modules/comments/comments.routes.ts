import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireUser } from '../../lib/guards.ts';
import { idField } from '../../lib/ids.ts';
import { validationHook } from '../../lib/validation.ts';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES, createCommentsService } from './comments.service.ts';

const commentSchema = z.object({
  comment: z
    .string({ error: COMMENT_MESSAGES.required })
    .trim()
    .min(1, COMMENT_MESSAGES.required)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
  autopart_id: idField(COMMENT_MESSAGES.partRequired),
});

const storeRoute = createRoute({
  method: 'post',
  path: '/api/autoparts/comments/store',
  tags: ['comments'],
  middleware: [requireUser] as const,
  request: { body: { content: { 'application/json': { schema: commentSchema } }, required: true } },
  responses: {
    201: { description: 'The comment with its author {name, avatar_url}' },
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
