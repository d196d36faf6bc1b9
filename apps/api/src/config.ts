import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(12),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: booleanFlag,
  SKIP_DEMO_SEED: booleanFlag,
  DEMO_PARTS: z.coerce.number().int().min(0).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  HTTPS: booleanFlag,
  TLS_CERT: z.string().optional(),
  TLS_KEY: z.string().optional(),
  SECRET_KEY: z.string().min(32).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once at boot; an invalid value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const dataDir = path.resolve(repoRoot, values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    publicUrl: values.PUBLIC_URL,
    sessionTtlMs: values.SESSION_TTL_HOURS * 3600_000,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : undefined,
    seedDemo: !values.SKIP_DEMO_SEED,
    demoParts: values.DEMO_PARTS,
    logLevel: values.LOG_LEVEL,
    webDist: path.resolve(repoRoot, values.WEB_DIST ?? 'apps/web/dist'),
    https: values.HTTPS,
    tlsCert: values.TLS_CERT,
    tlsKey: values.TLS_KEY,
    secretKey: values.SECRET_KEY,
    repoRoot,
  };
}
