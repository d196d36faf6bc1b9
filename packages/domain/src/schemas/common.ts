import { z } from 'zod';
import { MAX_ID, parseDigitsAsId } from '../limits.ts';
import { NAME_MAX_LENGTH } from '../part-name.ts';

// Pieces every response and request schema is built from. Response schemas describe exactly
// what the API sends: the contract test parses real answers with `.strict()`, so a field added
// on one side only fails there (docs/decisions/007-shared-schemas.md).

/** A database id as the API sends it. */
export const idSchema = z.number().int().min(1).max(MAX_ID);

// The one way a request's id is checked, wherever it comes from: a whole number from 1 to MAX_ID
// (PostgreSQL's integer), every way of getting it wrong answered with the caller's Spanish
// message. An id above the column's range never reaches the database (it would fail there).

/** An id in a JSON body. */
export function idNumberSchema(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
}

/** An id written in a URL (query or path): plain digits, within the database's range. */
export function idTextSchema(message: string) {
  return z.string({ error: message }).refine((text) => parseDigitsAsId(text) !== null, message);
}

/** A comma-separated list of ids in a URL (`ids=1,2,3`), each within the database's range. */
export function idListTextSchema(message: string) {
  return z
    .string({ error: message })
    .refine((text) => text.split(',').every((piece) => parseDigitsAsId(piece) !== null), message);
}

/** A timestamp as the API sends it: ISO 8601 in UTC (`Date#toISOString`). */
export const timestampSchema = z.iso.datetime();

/** A reference item: `{id, name}` (make, model, status, location…). */
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** Who wrote a comment or an activity line, as the history lists show them. */
export const personSchema = z.object({ name: z.string(), avatar_url: z.string().nullable() });
export type Person = z.infer<typeof personSchema>;

/** One line of a history list (a part's, a user's or a company's activity). */
export const activityEntrySchema = z.object({
  id: idSchema,
  activity: z.string(),
  created_at: timestampSchema,
  user: personSchema.nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** `{data: true}`: the answer of a delete. */
export const deletedSchema = z.object({ data: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;

/**
 * A short name typed by a person (a location, a marketplace account): trimmed, required, at most
 * NAME_MAX_LENGTH characters, one line (a line break would break printed labels and lists).
 */
export function shortNameSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(NAME_MAX_LENGTH, `El nombre no debe tener más de ${NAME_MAX_LENGTH} caracteres.`)
    .regex(/^[^\p{Cc}]*$/u, 'El nombre no puede contener saltos de línea ni caracteres de control.');
}

export const COMPANY_INVALID = 'La empresa seleccionada no es válida.';

/** The company a role 1 chooses for a new row; others leave it out (their own is used). */
export const companyChoiceSchema = idNumberSchema(COMPANY_INVALID).nullish();
