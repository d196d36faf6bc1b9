// Public pages (docs/decisions/006-public-pages.md): server time of an uncached part page and catalogue page,
// and whether an anonymous flood slows the staff app's search down.
// Usage: node --import tsx bench/public-pages.ts [--parts 100000] [--seconds 10] [--connections 32]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import {
  argValue,
  benchSignIn,
  ensureDir,
  openBenchDatabase,
  ROOT,
  startBenchServer,
  summarize,
} from './support.ts';

const parts = argValue('parts', 100_000);
const seconds = argValue('seconds', 10);
const connections = argValue('connections', 32);

const bench = await openBenchDatabase(parts);
const [company] = (
  await bench.handle.db.execute<{ id: number }>(sql`select id from companies order by id limit 1`)
).rows;
await bench.handle.db.execute(
  sql`update companies set slug = 'bench', city = 'Monterrey', public_catalogue = true where id = ${company?.id}`,
);
const ids = (
  await bench.handle.db.execute<{ id: number }>(
    sql`select id from parts where status_id = 1 and deleted_at is null order by random() limit 200`,
  )
).rows.map((row) => row.id);

const { base } = await startBenchServer(bench.handle.url, {
  env: {
    PUBLIC_URL: 'https://yonke.example.mx',
    // Every request of the measurement comes from this one address: let the proxy header tell
    // them apart, so that the page timings are not 429s.
    TRUST_PROXY: '1',
  },
});

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.text();
  return { ms: performance.now() - started, status: response.status };
}

let client = 0;
const anonymous = () => ({ 'X-Forwarded-For': `10.0.${Math.floor(client / 250)}.${client++ % 250}` });

const partTimes: number[] = [];
for (const id of ids) partTimes.push((await timed(`${base}/autopart/${id}`, anonymous())).ms);
const words = ['puerta', 'faro jetta', 'calavera', 'espejo izquierdo', 'tsuru', 'defensa delantera'];
const catalogueTimes: number[] = [];
for (let i = 0; i < 60; i++) {
  const q = i % 3 === 0 ? '' : `q=${encodeURIComponent(words[i % words.length] ?? '')}&`;
  catalogueTimes.push((await timed(`${base}/tienda/bench?${q}pagina=${(i % 5) + 1}`, anonymous())).ms);
}

// Staff search, alone and during a flood of anonymous page requests from one crawler address.
const { cookie, xsrf } = await benchSignIn(base);
async function staffSearch() {
  const started = performance.now();
  const response = await fetch(`${base}/api/autoparts/search?page=1`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-XSRF-TOKEN': xsrf,
      Cookie: cookie,
    },
    body: JSON.stringify({ number: 'puerta delantera' }),
  });
  await response.text();
  return performance.now() - started;
}
const alone: number[] = [];
for (let i = 0; i < 40; i++) alone.push(await staffSearch());
const flood = autocannon({
  url: base,
  connections,
  duration: seconds,
  requests: ids
    .slice(0, 50)
    .map((id) => ({ method: 'GET', path: `/autopart/${id}`, headers: { 'X-Forwarded-For': '203.0.113.9' } })),
});
const during: number[] = [];
const floodEnd = Date.now() + seconds * 1000 - 500;
while (Date.now() < floodEnd) during.push(await staffSearch());
const floodResult = await flood;

const summary = {
  parts,
  partPageUncached: summarize(partTimes),
  cataloguePage: summarize(catalogueTimes),
  staffSearchAlone: summarize(alone),
  staffSearchDuringFlood: summarize(during),
  flood: {
    requests: floodResult.requests.total,
    throttled: floodResult.non2xx,
    perSecond: floodResult.requests.average,
  },
};
const round = (value: { p50: number; p95: number; max: number }) =>
  `p50 ${value.p50.toFixed(1)} ms · p95 ${value.p95.toFixed(1)} ms`;
console.log(`Página pública de autoparte (sin caché): ${round(summary.partPageUncached)}`);
console.log(`Catálogo (búsqueda, filtros, página): ${round(summary.cataloguePage)}`);
console.log(`Búsqueda del personal sola: ${round(summary.staffSearchAlone)}`);
console.log(
  `Búsqueda del personal durante ${summary.flood.requests} solicitudes anónimas (${summary.flood.throttled} limitadas): ${round(summary.staffSearchDuringFlood)}`,
);
const out = path.join(ROOT, 'bench', 'results', `public-pages-${parts}.json`);
ensureDir(out);
writeFileSync(out, JSON.stringify(summary, null, 2));
await bench.close();
process.exit(0);
