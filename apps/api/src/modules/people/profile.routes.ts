import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  closedOwnSessionSchema,
  closedSessionsSchema,
  ownSessionSchema,
  passwordChangeSchema,
  profileSchema,
} from '@yonke/domain/schemas';
import { clientAddress } from '../../lib/client-address.ts';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { currentUser, requireUser } from '../../lib/guards.ts';
import { json, jsonBody } from '../../lib/openapi.ts';
import { uploadedFile } from '../../lib/uploads.ts';
import { validationHook } from '../../lib/validation.ts';
import { createProfileService } from './profile.service.ts';

// The password body and the answers: packages/domain/src/schemas/people.ts.
const passwordBody = passwordChangeSchema;

const nameBody = z.object({ name: z.string({ error: 'Escribe el nombre.' }).max(20_000) });

const tags = ['profile'];
const ok = (description: string) => ({ description });

export const PROFILE_PASSWORD_PATH = '/api/profile/password';

const showRoute = createRoute({
  method: 'get',
  path: '/api/profile',
  tags,
  middleware: [requireUser] as const,
  responses: { 200: json(profileSchema, 'The signed-in user’s own profile') },
});

const nameRoute = createRoute({
  method: 'put',
  path: '/api/profile',
  tags,
  middleware: [requireUser] as const,
  request: { body: jsonBody(nameBody) },
  responses: { 200: json(profileSchema, 'The profile'), 422: ok('Empty, too long or invalid name') },
});

const avatarRoute = createRoute({
  method: 'post',
  path: '/api/profile/avatar',
  tags,
  description: 'One image; stored as a 256 × 256 square.',
  middleware: [requireUser] as const,
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.string().openapi({ type: 'string', format: 'binary' }) }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: json(profileSchema, 'The profile'),
    413: ok('Above 20 MB'),
    422: ok('Not an image'),
  },
});

const removeAvatarRoute = createRoute({
  method: 'delete',
  path: '/api/profile/avatar',
  tags,
  middleware: [requireUser] as const,
  responses: { 200: json(profileSchema, 'The profile') },
});

const passwordRoute = createRoute({
  method: 'put',
  path: PROFILE_PASSWORD_PATH,
  tags,
  description: 'Changes the own password; other sessions are closed, this one stays.',
  middleware: [requireUser] as const,
  request: { body: jsonBody(passwordBody) },
  responses: {
    200: json(profileSchema, 'The profile'),
    422: ok('Wrong current password, weak or unconfirmed new one'),
  },
});

const sessionsRoute = createRoute({
  method: 'get',
  path: '/api/profile/sessions',
  tags,
  middleware: [requireUser] as const,
  responses: {
    200: json(z.array(ownSessionSchema), 'Own open sessions: device, address, last seen, current'),
  },
});

const closeSessionRoute = createRoute({
  method: 'delete',
  path: '/api/profile/sessions/{id}',
  tags,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: z.string().max(64) }) },
  responses: {
    200: json(closedOwnSessionSchema, 'Whether it was this session'),
    404: ok('Not an open session of the user'),
  },
});

const closeOthersRoute = createRoute({
  method: 'post',
  path: '/api/profile/sessions/close-others',
  tags,
  middleware: [requireUser] as const,
  responses: { 200: json(closedSessionsSchema, 'How many sessions were closed') },
});

export function profileRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const profile = createProfileService(deps);

  app.openapi(showRoute, async (c) => c.json(await profile.view(currentUser(c)), 200));

  app.openapi(nameRoute, async (c) =>
    c.json(await profile.updateName(currentUser(c), c.req.valid('json')), 200),
  );

  app.openAPIRegistry.registerPath(avatarRoute);
  app.post(avatarRoute.path, requireUser, async (c) => {
    const user = currentUser(c);
    return c.json(await profile.setAvatar(user, await uploadedFile(c)), 200);
  });

  app.openapi(removeAvatarRoute, async (c) => c.json(await profile.removeAvatar(currentUser(c)), 200));

  app.openapi(passwordRoute, async (c) =>
    c.json(
      await profile.changePassword(currentUser(c), c.req.valid('json'), {
        ip: clientAddress(c, deps.config.trustProxy),
      }),
      200,
    ),
  );

  app.openapi(sessionsRoute, async (c) => c.json(await profile.sessions(currentUser(c)), 200));

  app.openapi(closeSessionRoute, async (c) =>
    c.json(await profile.closeSession(currentUser(c), c.req.valid('param').id), 200),
  );

  app.openapi(closeOthersRoute, async (c) => c.json(await profile.closeOtherSessions(currentUser(c)), 200));

  return app;
}
