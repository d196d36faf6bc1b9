import { z } from '@hono/zod-openapi';

// The pieces every route file's createRoute repeats, written once so that each route's entry in
// /api/openapi.json is described the same way.

/** An answer with a JSON body of `schema`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body of `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

/**
 * The `{id}` of a route's path. A string here: an id that cannot exist is answered 404 by
 * idOrNotFound (lib/ids.ts) with the route's own message, not 422 by the validator.
 */
export const idParam = (example: string) => z.object({ id: z.string().openapi({ example }) });

const BINARY = { schema: z.string().openapi({ format: 'binary' }) };

/** An answer that is a file to download (an archive, a spreadsheet), of one of `contentTypes`. */
export const fileAnswer = (contentTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, BINARY])),
});

/** An answer that is an HTML page (a printed page, a label, a page opened in a tab of its own). */
export const htmlAnswer = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});
