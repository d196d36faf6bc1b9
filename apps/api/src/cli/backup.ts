import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatBytes } from '@yonke/domain';
import { loadConfig } from '../config.ts';
import { databaseOf, openDatabase } from '../db/client.ts';
import { BackupBusyError, backupFailureMessage, runBackup } from '../modules/backups/backup.ts';

const USAGE = `Uso: npm run backup -- [--to CARPETA]

  --to CARPETA         dónde dejar el archivo (por omisión BACKUP_DIR, o DATA_DIR/backups)

  El archivo sale cifrado y firmado con la clave de esta instalación (SECRET_KEY o
  DATA_DIR/secret-key). Sin esa clave no se puede restaurar: guárdala aparte (ver README, «Respaldos»).`;

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      to: { type: 'string' },
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
  const result = await runBackup({
    database,
    config,
    trigger: 'manual',
    dir: parsed.values.to ? path.resolve(parsed.values.to) : undefined,
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
