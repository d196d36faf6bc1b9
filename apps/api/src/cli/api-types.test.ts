import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, openApiDocument, renderApiTypes } from './api-types.ts';

// The web's typed client reads the API's paths from a generated file that is committed, so the web
// builds without starting the API. A route or a schema changed without running `npm run api-types`
// would leave the web typed against an API that no longer exists: this fails first.
describe('the web’s generated API types', () => {
  it('are those of the current OpenAPI document (run `npm run api-types` after changing a route)', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    const fresh = await renderApiTypes();
    expect(committed === fresh, 'apps/web/src/lib/api-schema.d.ts is stale: run `npm run api-types`').toBe(
      true,
    );
  });

  it('describe every path of the document', async () => {
    const { document, close } = openApiDocument();
    await close();
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    const paths = Object.keys(document.paths ?? {});
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) expect(committed).toContain(`"${path}": {`);
  });
});
