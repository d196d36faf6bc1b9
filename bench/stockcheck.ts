// Stock-check save benchmark: PUT /api/autoparts/bulkUpdate with 500 rows of one location
// (found, missing, and parts added from other locations) against a scratch PostgreSQL with N
// generated parts. Each run starts from the same state, so every run does the full work.
// Usage: npm run bench:stockcheck -- [--parts 5000] [--rows 500] [--runs 10]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { SessionUser } from '../apps/api/src/lib/context.ts';
import { logger } from '../apps/api/src/lib/logger.ts';
import { createLocalStorage } from '../apps/api/src/lib/storage.ts';
import { createStockCheckService } from '../apps/api/src/modules/stock-check/stock-check.service.ts';
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

const parts = argValue('parts', 5000);
const rowCount = argValue('rows', 500);
const runs = argValue('runs', 10);
/** Target from docs/architecture.md (performance targets). */
const TARGET_MS = 500;
// The request log would interleave with the results.
logger.level = 'warn';

// A server of its own (unless BENCH_DATABASE_URL is given), so that this short benchmark never
// stops the shared bench server another, longer benchmark may be using at the same time.
const stopOwn = await useOwnBenchServer('bench-stockcheck');

console.log(`Preparando ${parts.toLocaleString('en-US')} partes…`);
const bench = await openBenchDatabase(parts);
const { db } = bench.handle;

const one = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => firstRow<T>(db, query);
const company = await one<{ id: number }>(sql`select id from companies order by id limit 1`);
const location = await one<{ id: number; name: string }>(
  sql`select id, name from locations where company_id = ${company.id} order by id limit 1`,
);
const benchUser = await one<{ id: number }>(sql`select id from users where email = ${BENCH_USER}`);

// The counted location holds exactly `rows` countable parts (statuses 1, 2, 5) plus a few sold
// ones; 25 more parts elsewhere are "added" by the count.
const addedCount = Math.min(25, Math.floor(rowCount / 20));
await db.execute(sql`update parts set location_id = null where location_id = ${location.id}`);
const chosen = (
  await db.execute<{ id: number }>(sql`
    select id from parts where company_id = ${company.id} and deleted_at is null
    order by id limit ${rowCount + addedCount + 10}
  `)
).rows.map((row) => row.id);
const inLocation = chosen.slice(0, rowCount);
const elsewhere = chosen.slice(rowCount, rowCount + addedCount);
const soldHere = chosen.slice(rowCount + addedCount);
const other = await one<{ id: number }>(
  sql`select id from locations where company_id = ${company.id} and id <> ${location.id} order by id limit 1`,
);
await db.execute(sql`
  update parts set location_id = ${location.id},
    status_id = case when id % 10 < 7 then 1 when id % 10 < 9 then 2 else 5 end,
    ml_status = case when ml_id is null then null when id % 10 < 7 then 'active' else 'paused' end
  where id = any(${`{${inLocation.join(',')}}`}::int[])
`);
await db.execute(sql`
  update parts set location_id = ${other.id}, status_id = 2
  where id = any(${`{${elsewhere.join(',')}}`}::int[])
`);
await db.execute(sql`
  update parts set location_id = ${location.id}, status_id = 4
  where id = any(${`{${soldHere.join(',')}}`}::int[])
`);
await db.execute(sql`vacuum analyze parts`);

const touched = [...inLocation, ...elsewhere];
const snapshot = (
  await db.execute<{ id: number; status_id: number; location_id: number | null; ml_status: string | null }>(
    sql`select id, status_id, location_id, ml_status from parts where id = any(${`{${touched.join(',')}}`}::int[])`,
  )
).rows;

/** Puts the parts back as they were, so that the next run applies the same count again. */
async function reset() {
  const values = sql.join(
    snapshot.map(
      (row) => sql`(${row.id}::int, ${row.status_id}::int, ${row.location_id}::int, ${row.ml_status}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update parts p set status_id = v.status_id, location_id = v.location_id, ml_status = v.ml_status
    from (values ${values}) as v(id, status_id, location_id, ml_status) where p.id = v.id
  `);
  await db.execute(sql`delete from stock_checks where location_id = ${location.id}`);
}

// 500 rows sent: most of the location found, some sent without action, the added ones; the
// last few of the location are not sent at all (missing too).
const notSent = addedCount;
const sentFromLocation = inLocation.slice(0, rowCount - notSent);
const body = {
  location: { id: location.id, name: location.name },
  autoparts: [
    ...sentFromLocation.map((id, index) => ({ id, action: index % 10 === 0 ? null : ('found' as const) })),
    ...elsewhere.map((id) => ({ id, action: 'added' as const })),
  ],
};

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST: '.tmp/no-web',
} as NodeJS.ProcessEnv);
// Photos are not touched by a count; the app still needs a storage to be built.
const deps = { db, config, storage: createLocalStorage(path.join(ROOT, '.tmp', 'bench-media')) };
const service = createStockCheckService(deps);
const user: SessionUser = {
  id: benchUser.id,
  name: 'Banco de pruebas',
  email: BENCH_USER,
  avatarUrl: null,
  companyId: company.id,
  companyName: 'Banco',
  roles: [2],
  sessionId: 'bench',
};

// The same save through the whole HTTP stack (session, CSRF, validation, JSON), in process.
const app = buildApp(deps);
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

console.log(
  `Guardado de inventario: ${body.autoparts.length} filas enviadas (${sentFromLocation.length} de la ubicación, ${elsewhere.length} agregadas), ${inLocation.length + elsewhere.length} autopartes afectadas, ${runs} corridas`,
);

// One warm-up of each path (plans, pools, JIT), not measured.
await reset();
await service.bulkUpdate(user, body);
await reset();
await request('PUT', '/api/autoparts/bulkUpdate', body);

const serviceSamples: number[] = [];
const httpSamples: number[] = [];
let last: Awaited<ReturnType<typeof service.bulkUpdate>> | undefined;
for (let run = 0; run < runs; run += 1) {
  await reset();
  let started = performance.now();
  last = await service.bulkUpdate(user, body);
  serviceSamples.push(performance.now() - started);

  await reset();
  started = performance.now();
  const response = await request('PUT', '/api/autoparts/bulkUpdate', body);
  await response.text();
  httpSamples.push(performance.now() - started);
  if (response.status !== 200) throw new Error(`bulkUpdate answered ${response.status}`);
}
// A repeated save (same count sent again) only reads.
const repeatSamples: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  const repeated = await service.bulkUpdate(user, body);
  repeatSamples.push(performance.now() - started);
  if (!repeated.stock_check.repeated) throw new Error('the repeated save was not recognised');
}

const service500 = summarize(serviceSamples);
const http500 = summarize(httpSamples);
const repeat = summarize(repeatSamples);
console.log(
  `  servicio (transacción):  p50 ${ms(service500.p50)}  p95 ${ms(service500.p95)}  máx ${ms(service500.max)}`,
);
console.log(
  `  HTTP completo:           p50 ${ms(http500.p50)}  p95 ${ms(http500.p95)}  máx ${ms(http500.max)}`,
);
console.log(`  repetición (no cambia):  p50 ${ms(repeat.p50)}  p95 ${ms(repeat.p95)}  máx ${ms(repeat.max)}`);
console.log(
  `  resultado: ${last?.stock_check.found} encontradas, ${last?.stock_check.added} agregadas, ${last?.stock_check.missing} faltantes, ${last?.stock_check.changed} cambiadas`,
);
console.log(
  `  objetivo ≤ ${TARGET_MS} ms: ${http500.p95 <= TARGET_MS ? 'cumplido' : 'NO cumplido'} (p95 HTTP)`,
);

const file = path.join(ROOT, 'bench', 'results', `stockcheck-${parts}.json`);
ensureDir(file);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      parts,
      rowsSent: body.autoparts.length,
      partsAffected: inLocation.length + elsewhere.length,
      runs,
      date: new Date().toISOString(),
      targetMs: TARGET_MS,
      service: service500,
      http: http500,
      repeat,
    },
    null,
    2,
  )}\n`,
);
console.log(`Resultados en ${path.relative(ROOT, file)}`);

await reset();
await bench.close();
// Let the pool's last connections finish closing before their server stops.
await new Promise((resolve) => setTimeout(resolve, 300));
await stopOwn();
