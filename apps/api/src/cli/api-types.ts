import { writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp, OPENAPI_INFO } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connect } from '../db/client.ts';
import { createLocalStorage } from '../lib/storage.ts';

/** Where the web's typed client (apps/web/src/lib/api.ts) reads the API's paths from. */
export const API_TYPES_FILE = path.resolve(import.meta.dirname, '../../../web/src/lib/api-schema.d.ts');

const BANNER = `/**
 * Generated from the API's OpenAPI document by \`npm run api-types\` (apps/api/src/cli/api-types.ts).
 * Do not edit: change the route's schema and run it again. A test fails when this file is stale.
 */
`;

/**
 * The document /api/openapi.json serves, built without a database: the routes are only declared
 * here, never called, so the pool never opens a connection.
 */
export function openApiDocument() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '.tmp/no-web',
  } as NodeJS.ProcessEnv);
  const handle = connect('postgres://openapi@127.0.0.1:9/none', 1);
  const app = buildApp({ db: handle.db, config, storage: createLocalStorage('.tmp/no-media') });
  return { document: app.getOpenAPIDocument(OPENAPI_INFO), close: handle.close };
}

/** The TypeScript declarations of every path, operation and schema (openapi-typescript). */
export async function renderApiTypes(): Promise<string> {
  const { document, close } = openApiDocument();
  try {
    const ast = await openapiTS(JSON.stringify(document));
    return BANNER + astToString(ast);
  } finally {
    await close();
  }
}

if (import.meta.main) {
  writeFileSync(API_TYPES_FILE, await renderApiTypes());
  console.log(`Escrito ${path.relative(process.cwd(), API_TYPES_FILE)}`);
}
