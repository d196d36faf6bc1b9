// Meta catalogue feed benchmark: GET /p/meta/{token}.xml of a company with 100,000 parts, through
// the whole HTTP stack in process, against a scratch PostgreSQL of its own. Prints the time to
// the first byte and to the last, the size, and the memory the process held while sending it
// (the feed is streamed page by page from one snapshot, so memory must not grow with the
// catalogue); plain and gzip. Also the settings screen's counts at that size.
// Usage: npm run bench:meta-feed -- [--parts 100000] [--runs 3]
import { writeFileSync } from 'node:fs';
import os from 'node:os';
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
const runs = argValue('runs', 3);
logger.level = 'warn';

// A server of its own: the benchmark gives every part a photo and opens the catalogue, which
// the shared search data set must not see.
const stopOwn = await useOwnBenchServer('bench-meta-feed');
console.log(`Preparando ${parts.toLocaleString('en-US')} partes…`);
const bench = await openBenchDatabase(parts);
const { db } = bench.handle;
const company = await firstRow<{ id: number }>(db, sql`select id from companies order by id limit 1`);
await db.execute(
  sql`update companies set slug = 'bench', city = 'Monterrey', public_catalogue = true where id = ${company.id}`,
);
// Every part of the feed needs a photo and a price (Meta requires both): two photos each.
const photos = await firstRow<{ n: number }>(db, sql`select count(*)::int as n from part_images`);
if (photos.n === 0) {
  console.log('Agregando fotos…');
  await db.execute(sql`
    insert into part_images (part_id, storage_key, thumbnail_key, width, height, size_bytes, position)
    select p.id, 'parts/' || p.id || '/' || g || '.jpg', 'parts/' || p.id || '/' || g || '-t.webp', 1600, 1200, 200000, g
    from parts p cross join generate_series(0, 1) g`);
  await db.execute(sql`vacuum analyze part_images`);
}
const expected = await firstRow<{ n: number; statuses: string }>(
  db,
  sql`select count(*) filter (where status_id in (1, 2, 3, 6) and sale_price > 0 and deleted_at is null)::int as n,
        string_agg(distinct status_id::text, ',') as statuses
      from parts where company_id = ${company.id}`,
);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  WEB_DIST: '.tmp/no-web',
  PUBLIC_URL: 'https://yonke.example.mx',
} as NodeJS.ProcessEnv);
const app = buildApp({ db, config, storage: createLocalStorage(path.join(ROOT, '.tmp', 'bench-media')) });
const jar = new Map<string, string>();
async function request(method: string, pathName: string, headers: Record<string, string> = {}) {
  const xsrf = jar.get('XSRF-TOKEN');
  const response = await app.request(pathName, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      Cookie: [...jar].map(([key, value]) => `${key}=${value}`).join('; '),
      ...headers,
    },
    body:
      method === 'POST' && pathName === '/login'
        ? JSON.stringify({ email: BENCH_USER, password: 'demo1234' })
        : undefined,
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [key, ...rest] = (pair ?? '').split('=');
    if (key) jar.set(key.trim(), rest.join('='));
  }
  return response;
}
await request('GET', '/sanctum/csrf-cookie');
const login = await request('POST', '/login');
if (login.status !== 204) throw new Error(`sign-in failed: ${login.status}`);

const settingsSamples: number[] = [];
let settings = { url: '', items: 0, without_photo: 0, without_price: 0 };
for (let run = 0; run < 10; run += 1) {
  const started = performance.now();
  const response = await request('GET', `/api/public-catalogue/companies/${company.id}/meta-feed`);
  settings = (await response.json()) as typeof settings;
  settingsSamples.push(performance.now() - started);
}
const settingsSummary = summarize(settingsSamples);
console.log(
  `Pantalla (dirección y conteos): ${settings.items.toLocaleString('en-US')} en el feed, p50 ${ms(settingsSummary.p50)}, p95 ${ms(settingsSummary.p95)}`,
);
const feedPath = settings.url.replace('https://yonke.example.mx', '');

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
console.log(`Carga (1/5/15 min) al empezar: ${load()}`);

interface Run {
  encoding: string;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  items: number;
  heapPeakMb: number;
  rssPeakMb: number;
  /** CPU seconds this process spent (rendering the XML, gzip, the GCs of the measurement), not PostgreSQL's. */
  nodeCpuS: number;
}
const results: Run[] = [];
const mb = (bytes: number) => bytes / 1024 / 1024;
for (const encoding of ['identity', 'gzip']) {
  for (let run = 0; run < runs; run += 1) {
    globalThis.gc?.();
    const before = process.memoryUsage();
    let heapPeak = before.heapUsed;
    let rssPeak = before.rss;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await request('GET', feedPath, { 'Accept-Encoding': encoding, Accept: '*/*' });
    if (response.status !== 200 || !response.body) throw new Error(`feed: ${response.status}`);
    const reader = response.body.getReader();
    let firstByte = 0;
    let bytes = 0;
    let items = 0;
    let chunks = 0;
    // Plain: count items as the bytes go by («<item>» never spans two pages: each page is one write).
    const decoder = new TextDecoder();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      if (firstByte === 0) firstByte = performance.now() - started;
      bytes += chunk.value.byteLength;
      if (encoding === 'identity') items += decoder.decode(chunk.value).split('<item>').length - 1;
      chunks += 1;
      // What the process holds while sending (after a collection): a feed buffered whole would
      // grow with the catalogue; a streamed one stays at about a page.
      if (chunks % 10 === 0) {
        globalThis.gc?.();
        const now = process.memoryUsage();
        heapPeak = Math.max(heapPeak, now.heapUsed);
        rssPeak = Math.max(rssPeak, now.rss);
      }
    }
    const totalMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const result: Run = {
      encoding,
      firstByteMs: firstByte,
      totalMs,
      bytes,
      items: encoding === 'identity' ? items : settings.items,
      heapPeakMb: mb(heapPeak - before.heapUsed),
      rssPeakMb: mb(rssPeak - before.rss),
      nodeCpuS: (cpu.user + cpu.system) / 1e6,
    };
    results.push(result);
    console.log(
      `${encoding.padEnd(8)} ${result.items.toLocaleString('en-US')} artículos, ${mb(bytes).toFixed(1)} MB, primer byte ${ms(firstByte)}, total ${(totalMs / 1000).toFixed(2)} s (CPU de Node ${result.nodeCpuS.toFixed(1)} s), retenido +${result.heapPeakMb.toFixed(1)} MB heap (máx., tras GC), RSS +${result.rssPeakMb.toFixed(1)} MB`,
    );
  }
}
console.log(`Carga al terminar: ${load()}`);
const plain = results.filter((result) => result.encoding === 'identity');
if (plain.some((result) => result.items !== expected.n)) {
  throw new Error(
    `the feed held ${plain.map((result) => result.items).join('/')} items, expected ${expected.n}`,
  );
}
const file = path.join(ROOT, 'bench', 'results', `meta-feed-${parts}.json`);
ensureDir(file);
writeFileSync(
  file,
  `${JSON.stringify({ parts, runs, statuses: expected.statuses, settings: { ...settingsSummary, items: settings.items }, results, measuredAt: new Date().toISOString() }, null, 2)}\n`,
);
await bench.close();
await stopOwn();
