import pino from 'pino';
import { serializeError } from './log-errors.ts';
import { currentRequestFields } from './request-context.ts';

/** Secrets must never reach the logs, whatever object a caller hands to the logger. */
const REDACT = [
  'password',
  '*.password',
  'token',
  '*.token',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'client_secret',
  '*.client_secret',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: { paths: REDACT, censor: '[oculto]' },
  // A database error is logged with its statement's shape, never the values sent (log-errors.ts).
  serializers: { err: serializeError },
  // Every line written while a request runs carries its id (lib/request-log.ts).
  mixin: currentRequestFields,
});

export type Logger = typeof logger;
