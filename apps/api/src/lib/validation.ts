import { MAX_JSON_DEPTH } from '@yonke/domain';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { type FieldErrors, validationFailed } from './errors.ts';

/** The field an issue is about, as the client sent it: "store_id", "make" for "make.0.name". */
function fieldName(path: readonly PropertyKey[]): string | null {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const key = path[index];
    if (typeof key === 'string' && !/^\d+$/.test(key)) return key;
  }
  return null;
}

const EXPECTED: Record<string, string> = {
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  string: 'un texto',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
};

const count = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint'
    ? Number(value).toLocaleString('es-MX')
    : String(value);

type Issue = z.core.$ZodRawIssue;

/**
 * Zod's message for an issue a schema did not word itself: plain Spanish that names the field,
 * never Zod's internals («se esperaba que int fuera <=9007199254740991», «Opción inválida: se
 * esperaba una de "name"|"email"…»). Schemas with a wording of their own keep it.
 */
export function spanishIssue(issue: Issue): string {
  const name = fieldName(issue.path ?? []);
  const field = name ? `El campo ${name}` : 'El valor';
  const raw = issue as Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} es obligatorio.`;
      return `${field} debe ser ${EXPECTED[String(raw.expected)] ?? 'de otro tipo'}.`;
    case 'too_big': {
      const max = raw.maximum as number | bigint;
      if (raw.origin === 'string') return `${field} no debe tener más de ${count(max)} caracteres.`;
      if (raw.origin === 'array' || raw.origin === 'set')
        return `${field} no debe tener más de ${count(max)} elementos.`;
      if (Number(max) >= Number.MAX_SAFE_INTEGER) return `${field} es un número demasiado grande.`;
      return `${field} debe ser como máximo ${count(max)}.`;
    }
    case 'too_small': {
      const min = raw.minimum as number | bigint;
      if (raw.origin === 'string')
        return Number(min) <= 1
          ? `${field} es obligatorio.`
          : `${field} debe tener al menos ${count(min)} caracteres.`;
      if (raw.origin === 'array' || raw.origin === 'set')
        return `${field} debe tener al menos ${count(min)} elementos.`;
      if (Number(min) <= -Number.MAX_SAFE_INTEGER) return `${field} es un número demasiado pequeño.`;
      return `${field} debe ser al menos ${count(min)}.`;
    }
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${field} no es válido.`;
    case 'invalid_format':
      return `${field} no tiene un formato válido.`;
    case 'not_multiple_of':
      return `${field} debe ser un múltiplo de ${count(raw.divisor)}.`;
    case 'unrecognized_keys':
      return `Campos no reconocidos: ${((raw.keys as string[]) ?? []).slice(0, 5).join(', ')}.`;
    default:
      return `${field} no es válido.`;
  }
}

// Every schema the API validates answers in Spanish; fields with a wording of their own set it in
// the schema, which takes precedence over this.
z.config({ ...z.locales.es(), customError: spanishIssue });

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

export const UNSAFE_TEXT_MESSAGES = {
  field:
    'Contiene caracteres no válidos (un carácter nulo o un carácter Unicode incompleto). Bórralos e inténtalo de nuevo.',
} as const;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL cannot store: a NUL byte (no text or jsonb value may hold one) or a lone UTF-16
 * surrogate (not Unicode: it becomes U+FFFD in text and is refused by jsonb). A keyboard never
 * types either; they come from tools, bad copies or attacks.
 */
export function isUnsafeText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

export const JSON_SHAPE_MESSAGES = {
  tooDeep: `El cuerpo de la solicitud tiene demasiados niveles anidados (máximo ${MAX_JSON_DEPTH}).`,
} as const;

/** A JSON value nested deeper than MAX_JSON_DEPTH (checked without recursion, so it cannot overflow). */
export function isTooDeep(value: unknown, maxDepth: number = MAX_JSON_DEPTH): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop() as { value: unknown; depth: number };
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}

/**
 * Where unsafe text sits in a parsed JSON value: "comment", "store.name", "years.0" ("_" = top).
 * Walked with a stack of its own, in document order: a body nested thousands of levels deep
 * must not overflow the call stack.
 */
export function unsafeTextPaths(value: unknown): string[] {
  // Each step knows its key and its parent's step; a path is spelled out only when text is found.
  interface Step {
    value: unknown;
    key: string | null;
    parent: Step | null;
  }
  const pathOf = (step: Step): string => {
    const keys: string[] = [];
    for (let at: Step | null = step; at?.key != null; at = at.parent) keys.push(at.key);
    return keys.length > 0 ? keys.reverse().join('.') : '_';
  };
  const found: string[] = [];
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const item = step.value;
    if (typeof item === 'string') {
      if (isUnsafeText(item)) found.push(pathOf(step));
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(item)
      ? item.map((child, index) => [String(index), child])
      : Object.entries(item);
    // Pushed in reverse so that they come off the stack in document order. An unsafe key is
    // reported at the object that holds it.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      if (!Array.isArray(item) && isUnsafeText(key)) stack.push({ ...step, value: '\u0000' });
      else stack.push({ value: child, key, parent: step });
    }
  }
  return found;
}

/** A percent-encoded URL piece, decoded; null when it is not valid UTF-8 (how a lone surrogate arrives). */
function decodeUrlPiece(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function unsafeUrlFields(url: URL): string[] {
  const fields: string[] = [];
  for (const segment of url.pathname.split('/')) {
    const decoded = decodeUrlPiece(segment);
    if (decoded === null || isUnsafeText(decoded)) fields.push('path');
  }
  for (const pair of url.search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const [rawKey = '', ...rest] = pair.split('=');
    const key = decodeUrlPiece(rawKey);
    const value = decodeUrlPiece(rest.join('='));
    if (key === null || isUnsafeText(key)) fields.push('query');
    else if (value === null || isUnsafeText(value)) fields.push(key.replace(/\[\]$/, ''));
  }
  return fields;
}

/** Bodies read as text: JSON (what every route takes) and anything else that is not a file upload. */
function isTextBody(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^(application\/([\w.+-]*\+)?json|text\/)/i.test(contentType);
}

interface BodyProblems {
  fields: string[];
  tooDeep: boolean;
}

async function bodyProblems(c: Context): Promise<BodyProblems> {
  const none = { fields: [], tooDeep: false };
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !isTextBody(c.req.header('content-type'))) {
    return none;
  }
  // Read once here; Hono keeps the text, so the route's own parsing reads the same bytes.
  const text = await c.req.text();
  if (text === '') return none;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the route answers its own 400. A raw NUL is still refused here.
    return { fields: text.includes('\u0000') ? ['_'] : [], tooDeep: false };
  }
  // Before anything walks it (this guard, Zod, JSON.stringify when a payload is stored).
  if (isTooDeep(parsed)) return { fields: [], tooDeep: true };
  // The route's validator asks for the JSON next: without this Hono would build a web Response
  // from the text and parse it a second time.
  c.req.bodyCache.json = Promise.resolve(parsed);
  return { fields: unsafeTextPaths(parsed), tooDeep: false };
}

/**
 * The one decision about NUL bytes and lone surrogates (docs/domain-rules.md): they are refused at the edge,
 * before any route, in the path, the query and the body alike, with a Spanish 422 naming each
 * field — never passed on to PostgreSQL to fail as a 500. Calls from other servers (the marketplace
 * webhook) get their own answer from `machineAnswers` instead, without a stack trace in the log.
 */
export function unsafeTextGuard(machineAnswers: Record<string, (c: Context) => Response> = {}) {
  return createMiddleware(async (c, next) => {
    const body = await bodyProblems(c);
    const fields = [...unsafeUrlFields(new URL(c.req.url)), ...body.fields];
    if (fields.length === 0 && !body.tooDeep) return next();
    const machineAnswer = machineAnswers[c.req.path];
    if (machineAnswer) return machineAnswer(c);
    if (body.tooDeep) throw validationFailed({ _: [JSON_SHAPE_MESSAGES.tooDeep] });
    const errors: FieldErrors = {};
    for (const field of fields) errors[field] = [UNSAFE_TEXT_MESSAGES.field];
    throw validationFailed(errors);
  });
}
