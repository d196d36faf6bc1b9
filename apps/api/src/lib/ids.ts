import { parseDigitsAsId, parseId } from '@yonke/domain';
import { idNumberSchema } from '@yonke/domain/schemas';
import { notFound } from './errors.ts';

// The one place the API turns what a client sent into a database id. The ceiling and the digit
// rules live in packages/domain/src/limits.ts; this adds the two ways the API refuses a bad one.

/**
 * A path parameter (`/api/autoparts/:id`) or a number from a body as a database id, or a 404 with
 * `message`: an id that cannot exist names nothing, and asking PostgreSQL would only fail.
 * Path text must be plain ASCII digits (no sign, no spaces), as the routes always required.
 */
export function idOrNotFound(raw: string | number, message: string): number {
  const id = typeof raw === 'string' ? parseDigitsAsId(raw) : parseId(raw);
  if (id === null) throw notFound(message);
  return id;
}

/** A JSON body's id field: a whole number 1..MAX_ID, every way of getting it wrong answered with `message`. */
export function idField(message: string) {
  return idNumberSchema(message);
}
