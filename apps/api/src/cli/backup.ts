import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatBytes } from '@yonke/domain';
import { loadConfig } from '../config.ts';
import { databaseOf, openDatabase } from '../db/client.ts';
import { BackupBusyError, backupFailureMessage, runBackup } from '../modules/backups/backup.ts';

const USAGE = `Uso: npm run backup -- [--to CARPETA] [--with-secret-key]

  --to CARPETA         dónde dejar el archivo (por omisión BACKUP_DIR, o DATA_DIR/backups)
  --with-secret-key    incluye la clave que descifra los tokens de Mercado Libre.
                       ¡Cuidado! Quien tenga el archivo podrá usar esas tiendas: guárdalo en un lugar seguro.`;

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      to: { type: 'string' },
      'with-secret-key': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = loadConfig();
// A running app shares its embedded server; the schema is backed up as it is, never migrated here.
const database = await openDatabase({
  ...databaseOf(config),
  reuseRunning: true,
  migrate: false,
});
let exitCode = 0;
try {
  const withSecretKey = parsed.values['with-secret-key'];
  if (withSecretKey) {
    console.warn(
      'Aviso: el respaldo incluye la clave secreta. Quien tenga el archivo podrá leer los tokens de Mercado Libre.',
    );
  }
  const result = await runBackup({
    database,
    config,
    trigger: 'manual',
    dir: parsed.values.to ? path.resolve(parsed.values.to) : undefined,
    withSecretKey,
  });
  const counts = result.manifest.counts;
  console.log(
    [
      `Respaldo listo: ${result.file}`,
      `  Tamaño: ${formatBytes(result.sizeBytes)}`,
      `  Autopartes: ${counts.parts ?? 0}, fotos: ${counts.photos ?? 0} (${counts.photoFiles ?? 0} archivos), usuarios: ${counts.users ?? 0}`,
      `  Migración: ${result.manifest.lastMigration ?? '—'}`,
      result.manifest.photos.missing.length > 0
        ? `  Aviso: ${result.manifest.photos.missing.length} fotos referidas por la base no estaban guardadas.`
        : '',
      result.manifest.photos.storage === 's3'
        ? '  Las fotos están en S3: respáldalas con las herramientas del proveedor (ver README, «Respaldos»).'
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
} catch (error) {
  exitCode = 1;
  console.error(error instanceof BackupBusyError ? error.message : backupFailureMessage(error));
  if (!(error instanceof BackupBusyError)) console.error(error instanceof Error ? error.message : error);
} finally {
  await database.close();
}
process.exit(exitCode);
