/**
 * Backup and restore at scale (`npm run bench:backup`): time and archive size for N generated
 * parts without photos (default 100,000), and for the demo data (2,000 parts) with real JPEG
 * photos and WebP thumbnails made by sharp. Everything goes to BENCH_DIR (deleted at the end
 * unless --keep).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { loadConfig } from '../apps/api/src/config.ts';
import { connect, type DatabaseHandle, runMigrations } from '../apps/api/src/db/client.ts';
import { partImages } from '../apps/api/src/db/schema/index.ts';
import { seedDatabase } from '../apps/api/src/db/seed/seed.ts';
import { runBackup } from '../apps/api/src/modules/backups/backup.ts';
import { restoreBackup } from '../apps/api/src/modules/backups/restore.ts';
import { argValue, BENCH_DIR, ensureDir, openBenchDatabase, ROOT } from './support.ts';

const PARTS = argValue('parts', 100_000);
const PHOTOS = argValue('photos', 600);
const keep = process.argv.includes('--keep');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function recreate(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}" template template0`);
  await admin.end();
  return databaseUrl(adminUrl, name);
}

async function measure(label: string, database: DatabaseHandle, mediaRoot: string, adminUrl: string) {
  const work = path.join(BENCH_DIR, `backup-${label}`);
  await fs.rm(work, { recursive: true, force: true });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: work });
  const source = { ...config, storage: { driver: 'local' as const, root: mediaRoot } };
  const started = performance.now();
  const backup = await runBackup({
    database,
    config: source,
    trigger: 'manual',
    dir: path.join(work, 'out'),
  });
  const backupMs = performance.now() - started;

  const targetUrl = await recreate(adminUrl, `bench_restore_${label}`);
  const target = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(work, 'new-pc'),
    DATABASE_URL: targetUrl,
  });
  const restoreStarted = performance.now();
  const summary = await restoreBackup({ file: backup.file, config: target });
  const restoreMs = performance.now() - restoreStarted;
  const rows = summary.tables.reduce((total, table) => total + table.rows, 0);
  const result = {
    label,
    parts: backup.manifest.counts.parts ?? 0,
    rows,
    photoFiles: backup.manifest.photos.files,
    photoBytes: backup.manifest.photos.bytes,
    archiveBytes: backup.sizeBytes,
    backupMs: Math.round(backupMs),
    restoreMs: Math.round(restoreMs),
  };
  console.log(
    `${label}: ${result.parts.toLocaleString('en-US')} parts, ${rows.toLocaleString('en-US')} rows, ${result.photoFiles} photo files (${mb(result.photoBytes)}) → archive ${mb(result.archiveBytes)}; backup ${seconds(backupMs)}, restore ${seconds(restoreMs)}`,
  );
  if (!keep) await fs.rm(work, { recursive: true, force: true });
  return result;
}

/** The demo company (2,000 parts) with PHOTOS photos: noisy 1280×960 JPEGs, as phones send. */
async function demoWithPhotos(adminUrl: string) {
  const url = await recreate(adminUrl, 'bench_demo_photos');
  const database = connect(url, 10);
  await runMigrations(database.db);
  await seedDatabase(
    database.db,
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DEMO_PARTS: '2000' }),
  );
  const mediaRoot = path.join(BENCH_DIR, 'demo-media');
  await fs.rm(mediaRoot, { recursive: true, force: true });
  const parts = await database.db.execute<{ id: number }>(
    sql`select id from parts order by id limit ${PHOTOS}`,
  );
  const noise = await sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
    .resize(1280, 960)
    .jpeg({ quality: 82 })
    .toBuffer();
  const thumb = await sharp(noise).resize(320).webp().toBuffer();
  for (const { id } of parts.rows) {
    const name = randomBytes(8).toString('hex');
    const storageKey = `parts/${id}/${name}.jpg`;
    const thumbnailKey = `parts/${id}/${name}-thumb.webp`;
    await fs.mkdir(path.join(mediaRoot, 'parts', String(id)), { recursive: true });
    // Each file differs by a few bytes, so nothing deduplicates them.
    await fs.writeFile(path.join(mediaRoot, storageKey), Buffer.concat([noise, Buffer.from(name)]));
    await fs.writeFile(path.join(mediaRoot, thumbnailKey), Buffer.concat([thumb, Buffer.from(name)]));
    await database.db.insert(partImages).values({
      partId: id,
      storageKey,
      thumbnailKey,
      width: 1280,
      height: 960,
      sizeBytes: noise.length + name.length,
    });
  }
  return { database, mediaRoot };
}

const results = [];
const big = await openBenchDatabase(PARTS);
const adminUrl = databaseUrl(big.handle.url, 'postgres');
try {
  const emptyMedia = path.join(BENCH_DIR, 'no-media');
  results.push(await measure(`${PARTS}-parts`, big.handle, emptyMedia, adminUrl));
  const demo = await demoWithPhotos(adminUrl);
  try {
    results.push(await measure('demo-photos', demo.database, demo.mediaRoot, adminUrl));
  } finally {
    await demo.database.close();
    if (!keep) await fs.rm(demo.mediaRoot, { recursive: true, force: true });
  }
} finally {
  await big.close();
}
const out = path.join(ROOT, 'bench', 'results', `backup-${PARTS}.json`);
ensureDir(out);
await fs.writeFile(out, `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`Resultados en ${path.relative(ROOT, out)}`);
