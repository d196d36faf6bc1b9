import type { Context } from 'hono';
import { z } from 'zod';
import { type FieldErrors, validationFailed } from './errors.ts';

// Zod's default messages in Spanish for every schema the API validates; fields with a wording
// of their own set it in the schema.
z.config(z.locales.es());

/** Zod issues → `{field: [messages]}`, the shape the spec's client reads from a 422. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/** The default hook of every OpenAPI route: invalid input becomes a Spanish 422. */
export function validationHook(result: { success: boolean; error?: unknown }, _c: Context) {
  if (!result.success && result.error instanceof z.ZodError) {
    throw validationFailed(zodFieldErrors(result.error));
  }
  if (!result.success) throw validationFailed({});
}
