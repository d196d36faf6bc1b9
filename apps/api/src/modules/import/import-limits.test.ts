import { IMPORT_STORED_LIMITS } from '@yonke/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';

// The upload path of an import, bounded: a CSV of one row of 3,000,000 columns used to be accepted
// (85 s, +2.3 GB) and afterwards every GET /api/imports answered 68 MB.

let ctx: Awaited<ReturnType<typeof createTestContext>>;

beforeAll(async () => {
  ctx = await createTestContext();
});

function csvForm(text: string, name = 'inventario.csv') {
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  return form;
}

describe('POST /api/imports with a file past the limits', () => {
  it('refuses a CSV row of 3,000,000 columns with a Spanish 422 on the file, and stores nothing', async () => {
    const admin = await ctx.signedIn([2]);
    const response = await admin.request(
      'POST',
      '/api/imports',
      csvForm(`Nombre,Precio\n${'x,'.repeat(3_000_000)}x\n`),
    );
    expect(response.status).toBe(422);
    expect(response.json.errors.file).toEqual([
      'La fila 2 tiene más de 200 columnas: deja solo las columnas de las autopartes.',
    ]);
    const list = await admin.get('/api/imports');
    expect(list.status).toBe(200);
    expect(list.text.length).toBeLessThan(5_000);
  });

  it('keeps what it stores about a file small: long headers and sample cells are clipped', async () => {
    const admin = await ctx.signedIn([2]);
    const longHeader = `Nombre ${'x'.repeat(5_000)}`;
    const headers = [
      longHeader,
      ...Array.from({ length: 199 }, (_, index) => `Columna extra ${index} ${'y'.repeat(300)}`),
    ];
    const row = headers.map(() => 'z'.repeat(2_000));
    const response = await admin.request(
      'POST',
      '/api/imports',
      csvForm(`${headers.join(',')}\n${row.join(',')}\n`),
    );
    expect(response.status).toBe(200);
    expect(response.json.headers).toHaveLength(200);
    for (const header of response.json.headers as string[]) {
      expect(header.length).toBeLessThanOrEqual(IMPORT_STORED_LIMITS.maxHeaderChars);
    }
    for (const cell of response.json.sample[0].cells as string[]) {
      expect(cell.length).toBeLessThanOrEqual(IMPORT_STORED_LIMITS.maxSampleChars);
    }
    const list = await admin.get('/api/imports');
    expect(list.text.length).toBeLessThan(200 * IMPORT_STORED_LIMITS.maxHeaderChars * 2);
  });
});
