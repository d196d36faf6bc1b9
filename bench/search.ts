// Search benchmark: N generated parts in a scratch PostgreSQL, a fixed mix of realistic queries,
// p50 / p95 / max server time per query kind, and the old system's per-word LIKE scan on the
// same data for comparison.  Usage: npm run bench:search -- [--parts 1000000] [--runs 20] [--fresh] [--no-old]
// [--only <text of a kind>]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchFilters } from '@yonke/domain/schemas';
import { searchFiltersSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import type { SessionUser } from '../apps/api/src/lib/context.ts';
import { rebalanceNameSlices } from '../apps/api/src/modules/search/search.queries.ts';
import { createSearchService, type SearchList } from '../apps/api/src/modules/search/search.service.ts';
import { argValue, ensureDir, ms, openBenchDatabase, ROOT, summarize } from './support.ts';

const parts = argValue('parts', 100_000);
const runs = argValue('runs', 20);
const fresh = process.argv.includes('--fresh');
// The old LIKE scan takes seconds per run at a million parts; --no-old skips it.
const compareOld = !process.argv.includes('--no-old');

console.log(`Preparando ${parts.toLocaleString('en-US')} partes…`);
const bench = await openBenchDatabase(parts, { fresh });
const { db } = bench.handle;
if (bench.generatedIn) console.log(`Generadas en ${(bench.generatedIn / 1000).toFixed(1)} s`);
// What production has: the server cuts the name slices once at start and every five minutes
// (search.jobs.ts). Without it a fresh bench database keeps every generated part in one slice, and
// A–Z of a broad word reads seconds of the name index that no running server would read.
{
  const started = performance.now();
  const splits = await rebalanceNameSlices(db);
  console.log(
    `Rebanadas de nombres: ${splits < 0 ? 'no se cortaron (escritura en curso)' : `${splits} divididas`} en ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
// Storage and other dependencies are not used by search.
const service = createSearchService({ db, config } as Parameters<typeof createSearchService>[0]);
const [company] = (await db.execute<{ id: number }>(sql`select id from companies order by id limit 1`)).rows;
const user: SessionUser = {
  id: 1,
  name: 'Banco',
  email: 'bench@demo.mx',
  avatarUrl: null,
  companyId: company?.id ?? 1,
  companyName: 'Banco',
  roles: [2],
  sessionId: 'bench',
};

const sample = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows[0] as T;
const withAg = await sample<{ id: number; ag_id: number }>(
  sql`select id, ag_id from parts where ag_id is not null order by id desc limit 1 offset 1000`,
);
const withMl = await sample<{ ml_id: string }>(
  sql`select ml_id from parts where ml_id is not null order by id limit 1 offset 500`,
);
const withNumber = await sample<{ autopart_number: string }>(
  sql`select autopart_number from parts where autopart_number is not null order by id limit 1 offset 700`,
);
const ids = async (table: string, name: string) =>
  (await sample<{ id: number }>(sql`select id from ${sql.identifier(table)} where name = ${name}`)).id;
const nissan = await ids('makes', 'Nissan');
const tsuru = await ids('models', 'Tsuru');
const volkswagen = await ids('makes', 'Volkswagen');
const location = await sample<{ id: number }>(sql`select id from locations order by id limit 1 offset 17`);

interface QueryCase {
  kind: string;
  list: SearchList;
  filters: Record<string, unknown>;
  page?: number;
  /** Free text the old system would have scanned with LIKE, for the comparison. */
  oldText?: string;
  /**
   * Reached with "Siguiente": `after` is the last part of the page before (keyset pagination,
   * docs/performance.md).
   */
  afterPrevious?: boolean;
}

const CASES: QueryCase[] = [
  { kind: 'texto 1 palabra: puerta', list: 'inventory', filters: { number: 'puerta' }, oldText: 'puerta' },
  {
    kind: 'texto 1 palabra: calavera',
    list: 'inventory',
    filters: { number: 'calavera' },
    oldText: 'calavera',
  },
  {
    kind: 'texto 2: faro versa',
    list: 'inventory',
    filters: { number: 'faro versa' },
    oldText: 'faro versa',
  },
  {
    kind: 'texto 2: calavera tsuru',
    list: 'inventory',
    filters: { number: 'calavera tsuru' },
    oldText: 'calavera tsuru',
  },
  {
    kind: 'texto 3: espejo derecho sentra',
    list: 'inventory',
    filters: { number: 'espejo derecho sentra' },
    oldText: 'espejo derecho sentra',
  },
  {
    kind: 'texto 4: puerta delantera izq jetta',
    list: 'inventory',
    filters: { number: 'puerta delantera izq jetta' },
    oldText: 'puerta delantera izq jetta',
  },
  {
    kind: 'texto 5: puerta delantera izquierda jetta 2015',
    list: 'inventory',
    filters: { number: 'puerta delantera izquierda jetta 2015' },
    oldText: 'puerta delantera izquierda jetta 2015',
  },
  { kind: 'sinónimo: capo', list: 'inventory', filters: { number: 'capo' }, oldText: 'capo' },
  {
    kind: 'error de dedo: calavera tzuru',
    list: 'inventory',
    filters: { number: 'calavera tzuru' },
    oldText: 'calavera tzuru',
  },
  {
    kind: 'error de dedo: radiadro aveo',
    list: 'inventory',
    filters: { number: 'radiadro aveo' },
    oldText: 'radiadro aveo',
  },
  {
    kind: 'Buscador: puerta jetta',
    list: 'search',
    filters: { number: 'puerta jetta' },
    oldText: 'puerta jetta',
  },
  { kind: 'id: AV-n', list: 'inventory', filters: { number: `AV-${withAg.id}` } },
  {
    kind: 'número suelto (AG)',
    list: 'inventory',
    filters: { number: String(withAg.ag_id) },
    oldText: String(withAg.ag_id),
  },
  { kind: 'AG-n', list: 'inventory', filters: { number: `AG-${withAg.ag_id}` } },
  { kind: 'MLM…', list: 'inventory', filters: { number: withMl.ml_id }, oldText: withMl.ml_id },
  {
    kind: 'número de parte',
    list: 'inventory',
    filters: { number: withNumber.autopart_number },
    oldText: withNumber.autopart_number,
  },
  { kind: 'filtro marca + modelo', list: 'inventory', filters: { make: nissan, model: tsuru } },
  { kind: 'filtro categoría + años', list: 'inventory', filters: { category: 1, years: [2015, 2016] } },
  {
    kind: 'inventario: ubicación + estatus 1,2,5',
    list: 'inventory',
    filters: { location: location.id, status: [1, 2, 5] },
  },
  { kind: 'filtro estatus ML activo', list: 'inventory', filters: { status_ml: 'active' } },
  {
    kind: 'texto + marca: puerta VW',
    list: 'inventory',
    filters: { number: 'puerta', make: volkswagen },
    oldText: 'puerta',
  },
  { kind: 'sin texto, orden mayor precio', list: 'inventory', filters: { sort: 'pricetohigh' } },
  {
    kind: 'texto + orden A-Z: faro',
    list: 'inventory',
    filters: { number: 'faro', sort: 'atoz' },
    oldText: 'faro',
  },
  {
    kind: 'texto + orden Z-A: faro',
    list: 'inventory',
    filters: { number: 'faro', sort: 'ztoa' },
  },
  {
    kind: 'página 40 A-Z: faro',
    list: 'inventory',
    filters: { number: 'faro', sort: 'atoz' },
    page: 40,
  },
  {
    kind: 'página 40 A-Z con «Siguiente»: faro',
    list: 'inventory',
    filters: { number: 'faro', sort: 'atoz' },
    page: 40,
    afterPrevious: true,
  },
  {
    kind: 'texto + orden A-Z: puerta trasera',
    list: 'inventory',
    filters: { number: 'puerta trasera', sort: 'atoz' },
  },
  { kind: 'sin filtros (más recientes)', list: 'inventory', filters: {} },
  {
    kind: 'página 40: puerta',
    list: 'inventory',
    filters: { number: 'puerta' },
    page: 40,
    oldText: 'puerta',
  },
  {
    kind: 'página 40 con «Siguiente»: puerta',
    list: 'inventory',
    filters: { number: 'puerta' },
    page: 40,
    afterPrevious: true,
  },
  { kind: 'Ventas: calavera', list: 'sales', filters: { number: 'calavera' }, oldText: 'calavera' },
];

/** The replaced system's search: per word LIKE '%w%' on name, description, part number and id, OR'd, AND across words. */
async function oldSearch(text: string, page = 1) {
  const words = text.split(/\s+/).filter(Boolean);
  const conditions = words.map(
    (word) =>
      sql`(p.name ilike ${`%${word}%`} or p.description ilike ${`%${word}%`} or p.autopart_number ilike ${`%${word}%`} or p.id::text like ${`%${word}%`})`,
  );
  const where = sql.join(
    [sql`p.deleted_at is null`, sql`p.company_id = ${user.companyId}`, ...conditions],
    sql` and `,
  );
  await Promise.all([
    db.execute(sql`select count(*) from parts p where ${where}`),
    db.execute(
      sql`select p.id, p.name, p.sale_price from parts p where ${where} order by p.created_at desc limit 50 offset ${(page - 1) * 50}`,
    ),
  ]);
}

async function time(fn: () => Promise<unknown>, times: number, warmups = 2) {
  for (let warm = 0; warm < warmups; warm += 1) await fn();
  const samples: number[] = [];
  for (let run = 0; run < times; run += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

// --only <text>: just the kinds whose name holds it (to measure one change quickly).
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const rows: {
  kind: string;
  total: number;
  p50: number;
  p95: number;
  max: number;
  oldP50?: number;
  ratio?: number;
}[] = [];
for (const item of CASES.filter((entry) => only === undefined || entry.kind.includes(only))) {
  const before =
    item.afterPrevious && item.page
      ? await service.search(item.list, user, searchFiltersSchema.parse(item.filters), item.page - 1)
      : undefined;
  const filters = searchFiltersSchema.parse({
    ...item.filters,
    after: before?.data.at(-1)?.id,
  }) as SearchFilters;
  const result = await service.search(item.list, user, filters, item.page ?? 1);
  const stats = await time(() => service.search(item.list, user, filters, item.page ?? 1), runs);
  const row: (typeof rows)[number] = { kind: item.kind, total: result.total, ...stats };
  if (item.oldText && compareOld) {
    // The old scan takes seconds at a million parts: a few runs are enough to know its p50.
    const old = await time(() => oldSearch(item.oldText as string, item.page ?? 1), 3, 1);
    row.oldP50 = old.p50;
    row.ratio = old.p50 / stats.p50;
  }
  rows.push(row);
  console.log(
    `${item.kind.padEnd(46)} ${String(result.total).padStart(8)} res  p50 ${ms(stats.p50).padStart(9)}  p95 ${ms(stats.p95).padStart(9)}  max ${ms(stats.max).padStart(9)}${row.ratio ? `  antes p50 ${ms(row.oldP50 as number)} (×${row.ratio.toFixed(0)})` : ''}`,
  );
}

const allP95 = Math.max(...rows.map((row) => row.p95));
const textRows = rows.filter((row) => row.ratio !== undefined);
const minRatio = Math.min(...textRows.map((row) => row.ratio as number));
const medianRatio =
  textRows.map((row) => row.ratio as number).sort((a, b) => a - b)[Math.floor(textRows.length / 2)] ?? 0;
console.log(
  textRows.length > 0
    ? `\nPeor p95: ${ms(allP95)} · mejora mínima frente al LIKE anterior: ×${minRatio.toFixed(1)} · mediana ×${medianRatio.toFixed(1)}`
    : `\nPeor p95: ${ms(allP95)}`,
);

const file = path.join(ROOT, 'bench', 'results', `search-${parts}.json`);
ensureDir(file);
writeFileSync(file, JSON.stringify({ parts, runs, date: new Date().toISOString(), rows }, null, 2));
console.log(`Resultados en ${path.relative(ROOT, file)}`);
await bench.close();
