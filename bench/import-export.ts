// Spreadsheet benchmark: import of N rows (upload, dry-run preview, the job) and export
// of every part of a scratch database as .xlsx and .csv, with time and peak memory (RSS, sampled).
// Usage: npm run bench:import-export -- [--parts 100000] [--rows 10000]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { searchFiltersSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { loadConfig } from '../apps/api/src/config.ts';
import type { SessionUser } from '../apps/api/src/lib/context.ts';
import { logger } from '../apps/api/src/lib/logger.ts';
import { createLocalStorage } from '../apps/api/src/lib/storage.ts';
import { createExportService } from '../apps/api/src/modules/export/export.service.ts';
import { createImportService, runImport } from '../apps/api/src/modules/import/import.service.ts';
import {
  argValue,
  BENCH_USER,
  ensureDir,
  firstRow,
  openBenchDatabase,
  ROOT,
  useOwnBenchServer,
} from './support.ts';

const parts = argValue('parts', 100_000);
const rows = argValue('rows', 10_000);
logger.level = 'warn';

const stopOwn = await useOwnBenchServer('bench-import-export');

console.log(`Preparando ${parts.toLocaleString('en-US')} partes…`);
const bench = await openBenchDatabase(parts);
const { db } = bench.handle;
const one = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => firstRow<T>(db, query);
const benchUser = await one<{ id: number; company_id: number }>(
  sql`select id, company_id from users where email = ${BENCH_USER}`,
);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv);
const deps = { db, config, storage: createLocalStorage(path.join(ROOT, '.tmp', 'bench-import-media')) };
const user: SessionUser = {
  id: benchUser.id,
  name: 'Banco de pruebas',
  email: BENCH_USER,
  avatarUrl: null,
  companyId: benchUser.company_id,
  companyName: 'Banco',
  // Role 1: the export covers every company's parts.
  roles: [1],
  sessionId: 'bench',
};

/** Peak RSS while `work` runs, sampled every 50 ms (MB). */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; peakMb: number; startMb: number }> {
  const startMb = process.memoryUsage().rss / 1e6;
  let peak = startMb;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss / 1e6);
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss / 1e6);
    return { result, seconds: (performance.now() - started) / 1000, peakMb: peak, startMb };
  } finally {
    clearInterval(timer);
  }
}

async function drain(stream: NodeJS.ReadableStream): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

const exporter = createExportService(deps);
const exports: Record<string, unknown> = {};
for (const format of ['xlsx', 'csv'] as const) {
  const run = await measured(async () => {
    const file = await exporter.parts(
      user,
      'inventory',
      searchFiltersSchema.parse({}),
      format,
      'https://yonke.example',
    );
    return drain(file.writer.stream);
  });
  exports[format] = {
    rows: parts,
    seconds: Number(run.seconds.toFixed(2)),
    megabytes: Number((run.result / 1e6).toFixed(1)),
    rssStartMb: Math.round(run.startMb),
    rssPeakMb: Math.round(run.peakMb),
  };
  console.log(
    `Exportación ${format}: ${parts.toLocaleString('en-US')} filas en ${run.seconds.toFixed(2)} s, RSS ${Math.round(run.startMb)} → pico ${Math.round(run.peakMb)} MB`,
  );
}

// The sheet: distinct references, real makes/models/categories, prices and year ranges as people type them.
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Inventario');
sheet.addRow(['SKU', 'Marca', 'Modelo', 'Años', 'Autoparte', 'Precio', 'Descripción']);
const stamp = Date.now().toString(36);
const models = [
  ['Nissan', 'Tsuru'],
  ['Volkswagen', 'Jetta'],
  ['Chevrolet', 'Aveo'],
  ['Nissan', 'Versa'],
];
const categories = ['Cofre', 'Puertas', 'Faros', 'Calaveras'];
for (let index = 0; index < rows; index += 1) {
  const [make, model] = models[index % models.length] as [string, string];
  sheet.addRow([
    `B-${stamp}-${index}`,
    make,
    model,
    `${2005 + (index % 10)}-${2008 + (index % 10)}`,
    categories[index % categories.length],
    `$${(500 + (index % 5000)).toLocaleString('en-US')}.00`,
    'Importada por el banco de pruebas',
  ]);
}
const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
const importer = createImportService(deps);
const upload = await measured(() => importer.upload(user, { fileName: 'banco.xlsx', bytes }));
const preview = await measured(() =>
  importer.preview(user, upload.result.id, {
    mapping: upload.result.mapping,
    acceptClose: true,
    createLocations: false,
  }),
);
await db.execute(sql`update imports set status = 'queued' where id = ${upload.result.id}`);
const job = await measured(() =>
  runImport(deps, {
    importId: upload.result.id,
    user: { id: user.id, roles: user.roles, companyId: user.companyId },
  }),
);
const done = await one<{ created_count: number; error_count: number }>(
  sql`select created_count, error_count from imports where id = ${upload.result.id}`,
);
const [load] = (await import('node:os')).loadavg();
const importResult = {
  loadAverage: Number((load ?? 0).toFixed(1)),
  rows,
  fileMegabytes: Number((bytes.length / 1e6).toFixed(1)),
  uploadSeconds: Number(upload.seconds.toFixed(2)),
  previewSeconds: Number(preview.seconds.toFixed(2)),
  jobSeconds: Number(job.seconds.toFixed(2)),
  rowsPerSecond: Math.round(rows / job.seconds),
  created: done.created_count,
  errors: done.error_count,
  rssPeakMb: Math.round(Math.max(upload.peakMb, preview.peakMb, job.peakMb)),
};
console.log(
  `Importación: ${rows.toLocaleString('en-US')} filas; subir ${upload.seconds.toFixed(1)} s, vista previa ${preview.seconds.toFixed(1)} s, trabajo ${job.seconds.toFixed(1)} s (${importResult.rowsPerSecond} filas/s), creadas ${done.created_count}, errores ${done.error_count}, pico RSS ${importResult.rssPeakMb} MB`,
);

// Real lists as shops write them (../shared/real-world): names with the vehicle inside, prices like
// «$ 550.--» and «CONSULTAR PRECIO», a shop's own id. Each file is imported as uploaded, with the
// person's choices of the import test (make «Universal» for rows that name none).
const realFiles: Record<string, unknown> = {};
for (const [name, adjust] of [
  ['parts-garcia-lamparas.csv', { categoria: null, descripcion: 'name', nombre: 'description' }],
  ['parts-reluvsa-muestras.csv', {}],
] as const) {
  const source = path.join(ROOT, '..', 'shared', 'real-world', name);
  if (!existsSync(source)) {
    console.log(`Sin ${name} (../shared/real-world): se omite`);
    continue;
  }
  const real = new Uint8Array(readFileSync(source));
  // A company of its own each run, so every row creates its part (not a re-import of the last run).
  const company = await one<{ id: number }>(
    sql`insert into companies (name, phone) values (${`Banco real ${stamp} ${name}`}, '8110000000') returning id`,
  );
  const uploaded = await importer.upload(user, { fileName: name, bytes: real, companyId: company.id });
  const mapping = uploaded.mapping.map((field, index) => {
    const header = uploaded.headers[index] ?? '';
    return header in adjust ? ((adjust as Record<string, string | null>)[header] ?? null) : field;
  });
  const realPreview = await measured(() =>
    importer.preview(user, uploaded.id, {
      mapping,
      acceptClose: true,
      createLocations: false,
      universal: true,
    }),
  );
  await db.execute(sql`update imports set status = 'queued' where id = ${uploaded.id}`);
  const realJob = await measured(() =>
    runImport(deps, {
      importId: uploaded.id,
      user: { id: user.id, roles: user.roles, companyId: user.companyId },
    }),
  );
  const counts = await one<{ total_rows: number; created_count: number; error_count: number }>(
    sql`select total_rows, created_count, error_count from imports where id = ${uploaded.id}`,
  );
  const refused = await db.execute<{ message: string }>(
    sql`select message from import_rows where import_id = ${uploaded.id} and outcome = 'error' order by row_number limit 5`,
  );
  for (const row of refused.rows) console.log(`  ${row.message}`);
  realFiles[name] = {
    rows: counts.total_rows,
    previewSeconds: Number(realPreview.seconds.toFixed(2)),
    jobSeconds: Number(realJob.seconds.toFixed(2)),
    rowsPerSecond: Math.round(counts.total_rows / realJob.seconds),
    created: counts.created_count,
    errors: counts.error_count,
  };
  console.log(
    `Archivo real ${name}: ${counts.total_rows} filas; vista previa ${realPreview.seconds.toFixed(1)} s, trabajo ${realJob.seconds.toFixed(1)} s (${Math.round(counts.total_rows / realJob.seconds)} filas/s), creadas ${counts.created_count}, errores ${counts.error_count}`,
  );
}

const file = path.join(ROOT, 'bench', 'results', 'import-export.json');
ensureDir(file);
writeFileSync(
  file,
  `${JSON.stringify({ parts, date: new Date().toISOString(), export: exports, import: importResult, realFiles }, null, 2)}\n`,
);
console.log(`Resultados en ${path.relative(ROOT, file)}`);
await bench.close();
await new Promise((resolve) => setTimeout(resolve, 300));
await stopOwn();
