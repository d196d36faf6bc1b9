// Tablero benchmark: GET /api/dashboard at 100,000 parts and 50,000 sales, through the
// whole HTTP stack (session, validation, every query of the page), in process, against a scratch
// PostgreSQL of its own. Target: p95 ≤ 300 ms.
// Usage: npm run bench:dashboard -- [--parts 100000] [--sales 50000] [--runs 30]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { logger } from '../apps/api/src/lib/logger.ts';
import { createLocalStorage } from '../apps/api/src/lib/storage.ts';
import {
  argValue,
  BENCH_USER,
  ensureDir,
  firstRow,
  ms,
  openBenchDatabase,
  ROOT,
  summarize,
  useOwnBenchServer,
} from './support.ts';

const parts = argValue('parts', 100_000);
const sales = argValue('sales', 50_000);
const runs = argValue('runs', 30);
const TARGET_MS = 300;
logger.level = 'warn';

// A server of its own (unless BENCH_DATABASE_URL is given): this benchmark rewrites statuses and
// sale dates, which the search benchmarks' shared data set must not see.
const stopOwn = await useOwnBenchServer('bench-dashboard');

console.log(`Preparando ${parts.toLocaleString('en-US')} partes…`);
const bench = await openBenchDatabase(parts);
const { db } = bench.handle;
const one = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => firstRow<T>(db, query);
const company = await one<{ id: number }>(sql`select id from companies order by id limit 1`);

// Exactly `sales` sold parts, sold over the last two years by a handful of sellers, with final
// prices a little under the asking price; a stock-check history over the locations.
const sold = await one<{ n: number; spread: number }>(
  sql`select count(*)::int as n, count(*) filter (where sold_at < now() - interval '40 days')::int as spread
      from parts where status_id = 4`,
);
// Prepared once per data set: later runs measure the same data without rewriting it.
const prepare = sold.n !== sales || sold.spread === 0;
if (sold.n !== sales) {
  console.log(`Ajustando a ${sales.toLocaleString('en-US')} ventas…`);
  await db.execute(sql`update parts set status_id = 1, final_price = null where status_id = 4`);
  await db.execute(sql`
    update parts set status_id = 4, final_price = round(sale_price * (0.8 + random() * 0.2))
    where id in (select id from parts order by md5(id::text) limit ${sales})`);
}
const users = (await db.execute<{ id: number }>(sql`select id from users order by id`)).rows.map(
  (row) => row.id,
);
if (prepare) {
  await db.execute(sql`
  update parts set sold_at = now() - random() * interval '730 days',
    sold_by = (${`{${users.join(',')}}`}::int[])[1 + (id % ${users.length})]
  where status_id = 4`);
  await db.execute(sql`delete from stock_checks`);
  await db.execute(sql`
  insert into stock_checks (company_id, location_id, user_id, found_count, added_count, missing_count, fingerprint, created_at)
  select l.company_id, l.id, ${users[0]}, 40 + (random() * 20)::int, (random() * 3)::int, (random() * 8)::int,
         md5(l.id::text || g::text), now() - random() * interval '400 days'
  from locations l cross join generate_series(1, 8) g`);
  await db.execute(sql`vacuum analyze parts`);
  await db.execute(sql`vacuum analyze stock_checks`);
}

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  WEB_DIST: '.tmp/no-web',
} as NodeJS.ProcessEnv);
const app = buildApp({ db, config, storage: createLocalStorage(path.join(ROOT, '.tmp', 'bench-media')) });
const jar = new Map<string, string>();
async function request(method: string, pathName: string, payload?: unknown) {
  const xsrf = jar.get('XSRF-TOKEN');
  const response = await app.request(pathName, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      Cookie: [...jar].map(([key, value]) => `${key}=${value}`).join('; '),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [key, ...rest] = (pair ?? '').split('=');
    if (key) jar.set(key.trim(), rest.join('='));
  }
  return response;
}
await request('GET', '/sanctum/csrf-cookie');
const login = await request('POST', '/login', { email: BENCH_USER, password: 'demo1234' });
if (login.status !== 204) throw new Error(`sign-in failed: ${login.status}`);

const kinds: [string, string][] = [
  ['Hoy', 'period=today'],
  ['7 días', 'period=7d'],
  ['30 días', 'period=30d'],
  ['Este mes', 'period=month'],
  ['Mes pasado', 'period=last_month'],
  ['Este año', 'period=year'],
  ['Rango de 2 años', `period=range&from=2024-12-01&to=2026-11-30`],
  ['Empresa elegida, 30 días', `period=30d&store=${company.id}`],
];

const uptime = async () =>
  (await import('node:os'))
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
console.log(`Carga (1/5/15 min) al empezar: ${await uptime()}`);
const results: { kind: string; p50: number; p95: number; max: number; sales: number }[] = [];
for (const [kind, query] of kinds) {
  const samples: number[] = [];
  let count = 0;
  // One warm-up request: the first plans of a connection are not what a user waits for.
  await request('GET', `/api/dashboard?${query}`);
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await request('GET', `/api/dashboard?${query}`);
    const body = (await response.json()) as { sales?: { count: number } };
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${kind}: ${response.status}`);
    count = body.sales?.count ?? 0;
  }
  const summary = summarize(samples);
  results.push({ kind, ...summary, sales: count });
  console.log(
    `${kind.padEnd(28)} ventas ${String(count).padStart(6)}  p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  máx ${ms(summary.max)}`,
  );
}
const worst = Math.max(...results.map((result) => result.p95));
console.log(`Carga al terminar: ${await uptime()}`);
console.log(
  `Objetivo p95 ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'cumplido' : 'NO cumplido'} (peor p95 ${ms(worst)})`,
);
const file = path.join(ROOT, 'bench', 'results', `dashboard-${parts}.json`);
ensureDir(file);
writeFileSync(
  file,
  `${JSON.stringify({ parts, sales, runs, results, measuredAt: new Date().toISOString() }, null, 2)}\n`,
);
await bench.close();
await stopOwn();
