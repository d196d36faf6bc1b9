// Search quality on real parts lists: the two Mexican lists of ../shared/real-world/ are imported
// unchanged through the product's import service (upload, preview, job), then each labelled query of
// bench/data/search-quality-queries.tsv (written by hand, as counter clerks type) is searched in
// Autopartes and in the Buscador, and the rank of the intended part is read. Prints top-1, top-5
// and top-50 rates per list and per screen.
// Usage: npm run bench:search-quality -- [--parts 2000] (generated demo parts around the real ones)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { searchFiltersSchema } from '@yonke/domain/schemas';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import type { SessionUser } from '../apps/api/src/lib/context.ts';
import { logger } from '../apps/api/src/lib/logger.ts';
import { createLocalStorage } from '../apps/api/src/lib/storage.ts';
import { createImportService, runImport } from '../apps/api/src/modules/import/import.service.ts';
import { createSearchService, type SearchList } from '../apps/api/src/modules/search/search.service.ts';
import {
  argValue,
  BENCH_USER,
  ensureDir,
  firstRow,
  openBenchDatabase,
  ROOT,
  useOwnBenchServer,
} from './support.ts';

const REAL_WORLD = path.resolve(ROOT, '..', 'shared', 'real-world');
const parts = argValue('parts', 2_000);
logger.level = 'warn';

const stopOwn = await useOwnBenchServer('bench-search-quality');
const bench = await openBenchDatabase(parts, { fresh: true });
const { db } = bench.handle;
const benchUser = await firstRow<{ id: number; company_id: number }>(
  db,
  sql`select id, company_id from users where email = ${BENCH_USER}`,
);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv);
const deps = {
  db,
  config,
  storage: createLocalStorage(path.join(ROOT, '.tmp', 'bench-search-quality-media')),
};
const user: SessionUser = {
  id: benchUser.id,
  name: 'Banco de pruebas',
  email: BENCH_USER,
  avatarUrl: null,
  companyId: benchUser.company_id,
  companyName: 'Banco',
  roles: [1],
  sessionId: 'bench',
};

/**
 * Each real list as a user imports it: the file unchanged, the mapping the import proposes with a
 * person's corrections, «Universal» for rows that name no make. `key` names the file's rows a
 * labelled query looks for (0-based, after the header).
 */
interface RealList {
  file: string;
  /** A query's key → the rows it means (the distributor's «serie», the catalogue's row number). */
  rowsOf: (key: string) => number[];
  mapping: (proposed: (string | null)[], headers: string[]) => (string | null)[];
}

function readCsv(file: string): Record<string, string>[] {
  return parse(readFileSync(path.join(REAL_WORLD, file)), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  });
}

const garciaRows = readCsv('parts-garcia-lamparas.csv');
const lists: Record<string, RealList> = {
  garcia: {
    file: 'parts-garcia-lamparas.csv',
    rowsOf: (key) => garciaRows.flatMap((row, index) => ((row.serie ?? '').trim() === key ? [index] : [])),
    // As the import's own test of this file: «descripcion» is the product, «nombre» its group;
    // «categoria» holds the shop's numeric ids.
    mapping: (proposed, headers) => {
      const mapping = [...proposed];
      const column = (header: string) => headers.indexOf(header);
      mapping[column('categoria')] = null;
      mapping[column('descripcion')] = 'name';
      mapping[column('nombre')] = 'description';
      return mapping;
    },
  },
  reluvsa: {
    file: 'parts-reluvsa-muestras.csv',
    rowsOf: (key) => [Number(key)],
    mapping: (proposed) => proposed,
  },
};

/** The product's own import, as a user runs it: upload, preview, the job. */
async function importList(list: RealList): Promise<{ id: number; created: number; errors: number }> {
  const bytes = new Uint8Array(readFileSync(path.join(REAL_WORLD, list.file)));
  const importer = createImportService(deps);
  const upload = await importer.upload(user, { fileName: list.file, bytes });
  await importer.preview(user, upload.id, {
    mapping: list.mapping(upload.mapping, upload.headers),
    acceptClose: true,
    createLocations: false,
    universal: true,
  });
  await db.execute(sql`update imports set status = 'queued' where id = ${upload.id}`);
  await runImport(deps, {
    importId: upload.id,
    user: { id: user.id, roles: user.roles, companyId: user.companyId },
  });
  const done = await firstRow<{ created_count: number; error_count: number }>(
    db,
    sql`select created_count, error_count from imports where id = ${upload.id}`,
  );
  const refused = await db.execute<{ message: string; n: number }>(
    sql`select message, count(*)::int as n from import_rows where import_id = ${upload.id} and outcome = 'error' group by message order by n desc limit 5`,
  );
  for (const row of refused.rows) console.log(`    ${row.n} filas: ${row.message}`);
  return { id: upload.id, created: done.created_count, errors: done.error_count };
}

const queries = readFileSync(path.join(ROOT, 'bench', 'data', 'search-quality-queries.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [list = '', key = '', query = ''] = line.split('\t');
    return { list, key, query };
  });

const search = createSearchService(deps);
const results: Record<string, unknown> = {};
for (const [name, list] of Object.entries(lists)) {
  const started = performance.now();
  const imported = await importList(list);
  console.log(
    `${name}: ${list.file} importado en ${((performance.now() - started) / 1000).toFixed(1)} s (creadas ${imported.created}, con error ${imported.errors})`,
  );
  // Each file row's part, as the import recorded it (row 2 is the first after the header).
  const rowParts = await db.execute<{ row_number: number; part_id: number; status_id: number }>(sql`
    select r.row_number, r.part_id, p.status_id from import_rows r join parts p on p.id = r.part_id
    where r.import_id = ${imported.id}`);
  const partOfRow = new Map(rowParts.rows.map((row) => [row.row_number - 2, row.part_id]));
  const statuses = new Map(rowParts.rows.map((row) => [row.part_id, row.status_id]));
  const listQueries = queries.filter((query) => query.list === name);
  for (const screen of ['inventory', 'search'] as SearchList[]) {
    let top1 = 0;
    let top5 = 0;
    let top50 = 0;
    let reachable = 0;
    const misses: string[] = [];
    for (const { key, query } of listQueries) {
      const wanted = new Set(
        list.rowsOf(key).flatMap((row) => {
          const id = partOfRow.get(row);
          return id === undefined ? [] : [id];
        }),
      );
      if (wanted.size === 0) throw new Error(`${name}: ninguna autoparte importada para la clave ${key}`);
      // The Buscador never shows Incompleto parts (no price, no model): those queries cannot hit.
      if (screen === 'search' && ![...wanted].some((id) => [1, 2, 6].includes(statuses.get(id) ?? 0)))
        continue;
      reachable++;
      const page = await search.search(screen, user, searchFiltersSchema.parse({ number: query }), 1);
      const rank = page.data.findIndex((row) => wanted.has(row.id));
      if (rank === 0) top1++;
      if (rank >= 0 && rank < 5) top5++;
      else misses.push(`«${query}» ${rank < 0 ? 'no está en los 50' : `en el lugar ${rank + 1}`}`);
      if (rank >= 0) top50++;
    }
    const rate = (n: number) => (reachable === 0 ? 0 : Number(((100 * n) / reachable).toFixed(1)));
    const label = screen === 'inventory' ? 'Autopartes' : 'Buscador';
    results[`${name}:${label}`] = {
      queries: listQueries.length,
      measured: reachable,
      top1: rate(top1),
      top5: rate(top5),
      top50: rate(top50),
      missesTop5: misses,
    };
    console.log(
      `${name} · ${label}: ${reachable} de ${listQueries.length} consultas medibles; top-1 ${rate(top1)} %, top-5 ${rate(top5)} %, top-50 ${rate(top50)} %`,
    );
    for (const miss of misses) console.log(`    fuera del top-5: ${miss}`);
  }
}

const file = path.join(ROOT, 'bench', 'results', 'search-quality.json');
ensureDir(file);
writeFileSync(file, `${JSON.stringify({ parts, date: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`Resultados en ${path.relative(ROOT, file)}`);
await bench.close();
await stopOwn();
