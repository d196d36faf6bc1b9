import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { RestoreError, restoreBackup } from '../modules/backups/restore.ts';

const USAGE = `Uso: npm run restore -- ARCHIVO [--key-file RUTA] [--trust-unsigned]

  Restaura un respaldo de Yonke en una carpeta de datos vacía (DATA_DIR) o en la base de datos
  vacía de DATABASE_URL. Revisa el archivo completo antes de escribir nada: solo abre respaldos
  cifrados y firmados con la clave de esta instalación (SECRET_KEY o DATA_DIR/secret-key).

  --key-file RUTA      el archivo secret-key de la instalación que hizo el respaldo, si es otra
                       (una PC nueva); si esta no tiene clave, esa pasa a ser la suya
  --trust-unsigned     acepta un respaldo sin cifrar ni firmar (de una versión anterior de Yonke):
                       nada prueba quién lo hizo; úsalo solo si sabes de dónde viene`;

let positionals: string[];
let values: { 'key-file'?: string; 'trust-unsigned'?: boolean };
try {
  ({ positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'key-file': { type: 'string' }, 'trust-unsigned': { type: 'boolean', default: false } },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  process.exit(2);
}
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
try {
  const summary = await restoreBackup({
    file,
    config,
    keyFile: values['key-file'],
    trustUnsigned: values['trust-unsigned'] ?? false,
  });
  const { manifest } = summary;
  const lines = [
    `Respaldo restaurado: ${file}`,
    `  Hecho el ${new Date(manifest.createdAt).toLocaleString('es-MX')} con Yonke ${manifest.appVersion} (PostgreSQL ${manifest.postgresVersion})`,
    `  Destino: ${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}`}`,
    ...summary.tables
      .filter((table) => table.rows > 0)
      .map((table) => `  ${table.name}: ${table.rows} filas`),
    `  Fotos: ${summary.photos} archivos`,
    `  Migraciones aplicadas después de restaurar: ${summary.migrationsApplied}`,
    summary.secretKey === 'restored' ? '  Clave de la instalación guardada en DATA_DIR/secret-key' : '',
    ...summary.warnings.map((warning) => `  Aviso: ${warning}`),
    '',
    'Listo. Arranca Yonke con `npm start`.',
  ];
  console.log(lines.filter((line) => line !== '').join('\n'));
  process.exit(0);
} catch (error) {
  console.error(
    error instanceof RestoreError
      ? error.message
      : `La restauración falló: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
