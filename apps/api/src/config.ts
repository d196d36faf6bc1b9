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
  /** The embedded PostgreSQL's own page cache (shared_buffers); not used with DATABASE_URL. */
  PG_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d{0,5}(MB|GB)$/, 'a size such as 256MB or 2GB')
    .default('256MB'),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Without PUBLIC_URL: the host names (with their port when it is not the scheme's) the public
   * pages may build absolute links on, comma-separated. A request for any other Host gets links
   * on the first of them (or on this machine's own addresses): a Host header is never echoed.
   */
  PUBLIC_HOSTS: z.string().default(''),
  /** Behind a reverse proxy: read the client address from X-Forwarded-For (public page limits). */
  TRUST_PROXY: booleanFlag,
  /** Hosts the parts import may download photo URLs from (comma-separated; subdomains count). */
  IMPORT_PHOTO_HOSTS: z.string().default(''),
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
  // Mercado Libre. With no ML_CLIENT_ID the marketplace is off: nothing is called, sync is false.
  ML_CLIENT_ID: z.string().trim().optional(),
  ML_CLIENT_SECRET: z.string().optional(),
  ML_REDIRECT_URI: z.string().url().optional(),
  ML_API_URL: z.string().url().default('https://api.mercadolibre.com'),
  ML_AUTH_URL: z.string().url().default('https://auth.mercadolibre.com.mx'),
  /** How long a save waits for the marketplace before answering sync=false (the job goes on). */
  ML_SYNC_BUDGET_MS: z.coerce.number().int().min(0).max(30_000).default(2500),
  /** First retry delay of a marketplace job, doubled (with jitter) on every further attempt. */
  ML_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  ML_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
  /** Where Mercado Libre downloads the photos from (public https); PUBLIC_URL when not set. */
  ML_PICTURE_BASE_URL: z.string().url().optional(),
  // CFDI stamping. With no PAC_URL invoices are sealed but not stamped (the stamp job waits).
  // PAC_PROVIDER «sw»: SW sapien's REST API (developers.sw.com.mx); the fake PAC speaks it too.
  PAC_PROVIDER: z.enum(['sw']).default('sw'),
  PAC_URL: z.string().url().optional(),
  PAC_USER: z.string().optional(),
  PAC_PASSWORD: z.string().optional(),
  /** How long one stamp call may take before it is abandoned and retried with the same id. */
  PAC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  PAC_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(20),
  PAC_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // The SAT's «consulta de CFDI» service, which tells how a cancellation stands; the fake PAC
  // answers it too (…/ConsultaCFDIService.svc).
  PAC_STATUS_URL: z
    .string()
    .url()
    .default('https://consultaqr.facturaelectronica.sat.gob.mx/ConsultaCFDIService.svc'),
  // Invoices by e-mail. SMTP_URL as nodemailer takes it (smtp://user:pass@host:587, smtps://… for
  // implicit TLS); without it the «Reenviar» button says e-mail is not configured.
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().trim().min(3).optional(),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  SMTP_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(10),
  SMTP_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Photos: a folder under DATA_DIR by default; S3-compatible object storage when STORAGE_DRIVER=s3.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_BUCKET: z.string().min(1).optional(),
  STORAGE_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_ENDPOINT: z.string().url().optional(),
  STORAGE_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_PUBLIC_URL: z.string().url().optional(),
  STORAGE_FORCE_PATH_STYLE: booleanFlag,
  // Backups: one archive a day at BACKUP_TIME (local time of BACKUP_TIME_ZONE), pruned to the last
  // BACKUP_KEEP_DAILY days and BACKUP_KEEP_WEEKLY weeks. BACKUP_TIME=off turns the schedule off.
  BACKUP_DIR: z.string().optional(),
  BACKUP_TIME: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'HH:MM (24 h) or off')
    .default('03:00'),
  BACKUP_TIME_ZONE: z.string().optional(),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(365).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
});

/** A host name or IPv4 address with an optional port: what a browser sends as Host. */
const PUBLIC_HOST = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/i;

export type Config = ReturnType<typeof loadConfig>;

type StorageSettings =
  | { driver: 'local'; root: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      publicUrl?: string;
      forcePathStyle: boolean;
    };

function storageSettings(values: z.infer<typeof envSchema>, dataDir: string): StorageSettings {
  if (values.STORAGE_DRIVER === 's3' && values.STORAGE_BUCKET) {
    return {
      driver: 's3',
      bucket: values.STORAGE_BUCKET,
      region: values.STORAGE_REGION,
      endpoint: values.STORAGE_ENDPOINT,
      accessKeyId: values.STORAGE_ACCESS_KEY_ID,
      secretAccessKey: values.STORAGE_SECRET_ACCESS_KEY,
      publicUrl: values.STORAGE_PUBLIC_URL,
      // MinIO and most self-hosted endpoints only answer path-style requests.
      forcePathStyle: values.STORAGE_FORCE_PATH_STYLE || Boolean(values.STORAGE_ENDPOINT),
    };
  }
  return { driver: 'local', root: path.join(dataDir, 'media') };
}

/** Reads the environment once at boot; an invalid value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema
    .superRefine((values, context) => {
      for (const host of values.PUBLIC_HOSTS.split(',').map((entry) => entry.trim())) {
        if (host !== '' && !PUBLIC_HOST.test(host)) {
          context.addIssue({
            code: 'custom',
            path: ['PUBLIC_HOSTS'],
            message: `«${host.slice(0, 60)}» is not a host name (mi-yonke.mx or 192.168.1.50:3000)`,
          });
        }
      }
      if (values.STORAGE_DRIVER === 's3' && !values.STORAGE_BUCKET) {
        context.addIssue({
          code: 'custom',
          path: ['STORAGE_BUCKET'],
          message: 'required when STORAGE_DRIVER=s3',
        });
      }
      if (Boolean(values.STORAGE_ACCESS_KEY_ID) !== Boolean(values.STORAGE_SECRET_ACCESS_KEY)) {
        context.addIssue({
          code: 'custom',
          path: ['STORAGE_SECRET_ACCESS_KEY'],
          message: 'STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together',
        });
      }
    })
    .safeParse(env);
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
    embeddedSharedBuffers: values.PG_SHARED_BUFFERS,
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ''),
    publicHosts: values.PUBLIC_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: values.TRUST_PROXY,
    importPhotoHosts: values.IMPORT_PHOTO_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
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
    storage: storageSettings(values, dataDir),
    backup: {
      dir: path.resolve(repoRoot, values.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      time: values.BACKUP_TIME === 'off' ? null : values.BACKUP_TIME,
      timeZone: values.BACKUP_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      keepDaily: values.BACKUP_KEEP_DAILY,
      keepWeekly: values.BACKUP_KEEP_WEEKLY,
    },
    ml: {
      clientId: values.ML_CLIENT_ID || undefined,
      clientSecret: values.ML_CLIENT_SECRET ?? '',
      redirectUri: values.ML_REDIRECT_URI,
      apiUrl: values.ML_API_URL.replace(/\/+$/, ''),
      authUrl: values.ML_AUTH_URL.replace(/\/+$/, ''),
      syncBudgetMs: values.ML_SYNC_BUDGET_MS,
      retryDelaySeconds: values.ML_RETRY_DELAY_SECONDS,
      retryLimit: values.ML_RETRY_LIMIT,
      pictureBaseUrl: values.ML_PICTURE_BASE_URL?.replace(/\/+$/, ''),
    },
    pac: {
      provider: values.PAC_PROVIDER,
      url: values.PAC_URL?.replace(/\/+$/, ''),
      user: values.PAC_USER ?? '',
      password: values.PAC_PASSWORD ?? '',
      timeoutMs: values.PAC_TIMEOUT_MS,
      retryLimit: values.PAC_RETRY_LIMIT,
      retryDelaySeconds: values.PAC_RETRY_DELAY_SECONDS,
      statusUrl: values.PAC_STATUS_URL,
    },
    smtp: {
      // A secret (it may carry the password): never logged; read only by invoice-delivery.ts.
      url: values.SMTP_URL,
      from: values.SMTP_FROM ?? 'Facturas <facturas@localhost>',
      timeoutMs: values.SMTP_TIMEOUT_MS,
      retryLimit: values.SMTP_RETRY_LIMIT,
      retryDelaySeconds: values.SMTP_RETRY_DELAY_SECONDS,
    },
    repoRoot,
  };
}
