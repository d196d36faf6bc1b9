/**
 * How an error is written to the log (pino's `err` serializer). A database error keeps what finds
 * the fault — the statement with its $n placeholders, the SQLSTATE, the table, column or
 * constraint, PostgreSQL's own message — and drops the values: Drizzle puts every parameter
 * (a comment, a search text, an e-mail) into its message and stack, and PostgreSQL quotes the
 * offending value in messages like `invalid input syntax for type integer: "…"` and in `detail`.
 */

const MAX_CAUSES = 5;

type SerializedError = Record<string, unknown>;

type ErrorLike = Error & Record<string, unknown>;

/** Drizzle's wrapper: the statement and its values. */
function isQueryError(error: ErrorLike): boolean {
  return typeof error.query === 'string' && Array.isArray(error.params);
}

/** node-postgres's error from the server: a five-character SQLSTATE and a severity. */
function isServerError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/** The stack's frames only: its first lines repeat the message, which may hold the values. */
function framesOf(error: Error): string | undefined {
  if (!error.stack) return undefined;
  const firstFrame = error.stack.indexOf('\n    at ');
  return firstFrame === -1 ? undefined : `${typeOf(error)}${error.stack.slice(firstFrame)}`;
}

/** Quoted pieces of a PostgreSQL message are values (or names also given in their own fields). */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"');
}

function typeOf(error: Error): string {
  return error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
}

export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const error = value as ErrorLike;
  const cause =
    depth < MAX_CAUSES && error.cause !== undefined ? serializeError(error.cause, depth + 1) : undefined;
  if (isQueryError(error)) {
    return {
      type: typeOf(error),
      message: 'Failed query',
      query: error.query as string,
      params: `${(error.params as unknown[]).length} valores omitidos`,
      stack: framesOf(error),
      ...(cause !== undefined ? { cause } : {}),
    };
  }
  if (isServerError(error)) {
    const serialized: SerializedError = {
      type: typeOf(error),
      message: withoutQuotedValues(error.message),
      code: error.code as string,
      stack: framesOf(error),
    };
    for (const key of [
      'severity',
      'table',
      'column',
      'constraint',
      'routine',
      'schema',
      'dataType',
    ] as const) {
      if (typeof error[key] === 'string') serialized[key] = error[key] as string;
    }
    if (cause !== undefined) serialized.cause = cause;
    return serialized;
  }
  const serialized: SerializedError = { type: typeOf(error), message: error.message, stack: error.stack };
  for (const key of ['code', 'status', 'errno', 'syscall'] as const) {
    if (error[key] !== undefined && typeof error[key] !== 'object') serialized[key] = error[key];
  }
  if (cause !== undefined) serialized.cause = cause;
  return serialized;
}
