// Search quality on real parts lists: the two Mexican lists of ../shared/real-world/ are imported
// through the product's import service (upload, preview, job), then each labelled query of
// bench/data/search-quality-queries.tsv (written by hand, as counter clerks type) is searched in
// Autopartes and in the Buscador, and the rank of the intended part is read. Prints top-1, top-5
// and top-50 rates per list and per screen.
// Usage: npm run bench:search-quality -- [--parts 2000] (generated demo parts around the real ones)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatYearRange, normalizeSearchText, readYearRanges, yearsOfRanges } from '@yonke/domain';
import { searchFiltersSchema } from '@yonke/domain/schemas';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { loadConfig } from '../apps/api/src/config.ts';
import { loadReferenceData } from '../apps/api/src/db/seed/reference.ts';
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

interface SourceRow {
  key: string;
  name: string;
  description: string;
  partNumber: string;
  price: string;
}

const NAME_MAX = 120;

/** The name cut at a word boundary to the import's limit; the whole text goes to the description. */
function shortName(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= NAME_MAX) return clean;
  const cut = clean.slice(0, NAME_MAX);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 60)).trim();
}

/** «$ 1,211.-», «$ 108.--», «$ 308.**»: the amount; «CONSULTAR PRECIO», «$ » and «N/D» stay empty. */
function cleanPrice(text: string): string {
  const amount = /\d[\d,]*(\.\d{1,2})?/.exec(text)?.[0] ?? '';
  return amount;
}

function readCsv(file: string): Record<string, string>[] {
  return parse(readFileSync(path.join(REAL_WORLD, file)), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  });
}

const sources: Record<string, SourceRow[]> = {
  // The distributor's table: «nombre» is its subcategory («Calaveras Autos»), «descripcion» the
  // vehicle and years («Spirit 93 - 94 L-R»); its product as the shop shows it is both.
  garcia: readCsv('parts-garcia-lamparas.csv').map((row) => ({
    key: (row.serie ?? '').trim(),
    name: shortName(`${row.nombre ?? ''} ${row.descripcion ?? ''}`),
    description: `${row.nombre ?? ''} ${row.descripcion ?? ''}`.trim(),
    partNumber: (row.serie ?? '').trim(),
    price: cleanPrice(row.precio ?? ''),
  })),
  // The refaccionaria's descriptions: codes first, then the part and its vehicles and years.
  reluvsa: readCsv('parts-reluvsa-muestras.csv').map((row, index) => ({
    key: String(index),
    name: shortName(row.descripcion ?? ''),
    description: row.descripcion ?? '',
    partNumber: /^\S+/.exec((row.descripcion ?? '').trim())?.[0]?.slice(0, 100) ?? '',
    price: '',
  })),
};

// Until the import reads make and part from a name, a new part needs both columns: the bench reads
// them from the name with the reference lists (a model word gives its make; a category's name or
// variant gives the category; «Otros» and the list's most common make otherwise, so no row is
// refused). Only the Marca and Autoparte columns come from here; the rest is the file's text.
const reference = loadReferenceData();
const wordsOf = (text: string) => ` ${normalizeSearchText(text).replace(/[^a-z0-9ñ]+/g, ' ')} `;
const modelMakes = reference.makes.flatMap((make) =>
  make.models.flatMap((model) =>
    [model.name, ...(model.variants ?? [])]
      .filter((word) => normalizeSearchText(word).length >= 3)
      .map((word) => ({ word: wordsOf(word), make: make.name })),
  ),
);
const categoryWords = reference.categories.flatMap((category) =>
  [category.name, ...(category.variants ?? [])].map((word) => ({
    word: wordsOf(word),
    category: category.name,
  })),
);
function makeOf(name: string): string {
  const text = wordsOf(name);
  return modelMakes.find((entry) => text.includes(entry.word))?.make ?? 'Chevrolet';
}
function categoryOf(name: string): string {
  const text = wordsOf(name);
  return categoryWords.find((entry) => text.includes(entry.word))?.category ?? 'Otros';
}

/** The product's own import, as a user would run it: a sheet, its mapping, the preview, the job. */
async function importList(list: string, rows: SourceRow[]): Promise<{ created: number; errors: number }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(list);
  sheet.addRow([
    'Referencia',
    'Nombre',
    'Marca',
    'Autoparte',
    'Años',
    'Número de parte',
    'Precio',
    'Descripción',
  ]);
  rows.forEach((row, index) => {
    // The years the name states, read by the import's parser (packages/domain years.ts).
    const years = yearsOfRanges(readYearRanges(row.description));
    sheet.addRow([
      `${list}-${index}`,
      row.name,
      makeOf(row.description),
      categoryOf(row.description),
      years.length > 0 ? (years.length > 60 ? formatYearRange(years) : years.join(',')) : '',
      row.partNumber,
      row.price,
      row.description,
    ]);
  });
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  const importer = createImportService(deps);
  const upload = await importer.upload(user, { fileName: `${list}.xlsx`, bytes });
  await importer.preview(user, upload.id, {
    mapping: [
      'reference',
      'name',
      'make',
      'category',
      'years',
      'autopart_number',
      'sale_price',
      'description',
    ],
    acceptClose: true,
    createLocations: false,
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
    sql`select message, count(*)::int as n from import_rows where import_id = ${upload.id} and message is not null group by message order by n desc limit 5`,
  );
  for (const row of refused.rows) console.log(`    ${row.n} filas: ${row.message}`);
  return { created: done.created_count, errors: done.error_count };
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
for (const [list, rows] of Object.entries(sources)) {
  const started = performance.now();
  const before = await firstRow<{ max: number }>(db, sql`select coalesce(max(id), 0)::int as max from parts`);
  const imported = await importList(list, rows);
  console.log(
    `${list}: ${rows.length} filas importadas en ${((performance.now() - started) / 1000).toFixed(1)} s (creadas ${imported.created}, con error ${imported.errors})`,
  );
  // A key's parts: the imported parts with that row's name (a list repeats some rows).
  const idsByName = new Map<string, number[]>();
  const imported_ = await db.execute<{ id: number; name: string; status_id: number }>(
    sql`select id, name, status_id from parts where id > ${before.max} and deleted_at is null`,
  );
  for (const row of imported_.rows) {
    const key = normalizeSearchText(row.name);
    idsByName.set(key, [...(idsByName.get(key) ?? []), row.id]);
  }
  const statuses = new Map(imported_.rows.map((row) => [row.id, row.status_id]));
  const listQueries = queries.filter((query) => query.list === list);
  for (const screen of ['inventory', 'search'] as SearchList[]) {
    let top1 = 0;
    let top5 = 0;
    let top50 = 0;
    let reachable = 0;
    const misses: string[] = [];
    for (const { key, query } of listQueries) {
      const wanted = new Set(
        rows
          .filter((row) => row.key === key)
          .flatMap((row) => idsByName.get(normalizeSearchText(row.name)) ?? []),
      );
      if (wanted.size === 0) throw new Error(`${list}: ninguna fila con la clave ${key}`);
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
    results[`${list}:${label}`] = {
      queries: listQueries.length,
      measured: reachable,
      top1: rate(top1),
      top5: rate(top5),
      top50: rate(top50),
      missesTop5: misses,
    };
    console.log(
      `${list} · ${label}: ${reachable} de ${listQueries.length} consultas medibles; top-1 ${rate(top1)} %, top-5 ${rate(top5)} %, top-50 ${rate(top50)} %`,
    );
    if (screen === 'inventory') for (const miss of misses) console.log(`    fuera del top-5: ${miss}`);
  }
}

const file = path.join(ROOT, 'bench', 'results', 'search-quality.json');
ensureDir(file);
writeFileSync(file, `${JSON.stringify({ parts, date: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`Resultados en ${path.relative(ROOT, file)}`);
await bench.close();
await stopOwn();
