import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { logger } from './lib/logger.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'apagando');
    server?.close();
    await database.close().catch((error) => logger.error({ err: error }, 'error while closing the database'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let server: ReturnType<typeof serve> | undefined;
  try {
    const seeded = await seedDatabase(database.db, config);
    const app = buildApp({ db: database.db, config });
    server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
      const url = `http://localhost:${info.port}`;
      const lines = [
        '',
        `  Yonke está listo en ${url}`,
        config.databaseUrl
          ? '  Base de datos: DATABASE_URL'
          : `  Base de datos embebida en ${config.dataDir}`,
      ];
      if (seeded.admin) {
        lines.push(
          `  Administrador: ${seeded.admin.email} / ${seeded.admin.password ?? '(contraseña ya definida)'}`,
        );
      }
      lines.push('');
      console.log(lines.join('\n'));
    });
  } catch (error) {
    logger.error({ err: error }, 'no se pudo iniciar');
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
