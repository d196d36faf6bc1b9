import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { imageContentType, isValidKey } from '../../lib/storage.ts';

const NOT_FOUND = 'La imagen no existe.';
/** The folder whose files are not public (see returns.routes.ts). */
const PRIVATE_FOLDER = 'returns';

/**
 * GET /media/{key}: the stored photos and thumbnails (returned parts' photos apart). Public, as the marketplace and the reverse
 * image search fetch them by URL (server side); keys hold a random UUID, so they cannot be guessed. Keys never
 * change content, so browsers and proxies may keep them for a year. Only image files are served
 * (never a folder listing, never a path outside the storage).
 */
export function mediaRoutes({ storage }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();

  app.get('/media/*', async (c, next) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice('/media/'.length));
    } catch {
      return c.json({ message: NOT_FOUND }, 404);
    }
    // Photos of returned parts: served by the returns module, to a signed-in user of their company.
    if (key.startsWith(`${PRIVATE_FOLDER}/`)) {
      await next();
      return;
    }
    const contentType = imageContentType(key);
    if (!isValidKey(key) || !contentType) return c.json({ message: NOT_FOUND }, 404);
    const file = await storage.get(key);
    if (!file) {
      c.header('Cache-Control', 'no-store');
      return c.json({ message: NOT_FOUND }, 404);
    }
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    };
    if (file.size !== undefined) headers['Content-Length'] = String(file.size);
    return c.body(file.body, 200, headers);
  });

  return app;
}
