import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { companies, partImages } from '../../db/schema/index.ts';

// Without PUBLIC_URL (the default) absolute links must not come from the request's Host header:
// a cached page would hand another visitor links to whatever host one request claimed.

function meta(page: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(page)?.[1];
}

async function get(
  ctx: Awaited<ReturnType<typeof createTestContext>>,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await ctx.app.request(url, { headers });
  return { status: response.status, text: await response.text() };
}

async function openCatalogue(ctx: Awaited<ReturnType<typeof createTestContext>>) {
  const company = await ctx.createCompany('Yonke Hosts');
  await ctx.db
    .update(companies)
    .set({ slug: 'yonke-hosts', publicCatalogue: true })
    .where(eq(companies.id, company.id));
  const part = await insertPart(ctx.db, { companyId: company.id, name: 'Faro Hosts', statusId: 1 });
  const [photo] = await ctx.db
    .insert(partImages)
    .values({
      partId: part.id,
      storageKey: `parts/${part.id}/a.jpg`,
      thumbnailKey: `parts/${part.id}/a.webp`,
      width: 800,
      height: 600,
      sizeBytes: 1000,
    })
    .returning();
  return { part, photo: photo! };
}

describe('public pages without PUBLIC_URL, with PUBLIC_HOSTS', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  let part: { id: number };
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_HOSTS: 'mi-yonke.mx, 192.168.1.50:3000' } });
    ({ part } = await openCatalogue(ctx));
  });

  it('never echoes a Host it was not given, neither to that request nor to the next visitors', async () => {
    const poisoned = await get(ctx, `/autopart/${part.id}`, { Host: 'evil.example' });
    expect(poisoned.status).toBe(200);
    expect(poisoned.text).not.toContain('evil.example');
    expect(meta(poisoned.text, 'og:url')).toMatch(/^http:\/\/mi-yonke\.mx\/autopart\//);

    const next = await get(ctx, `/autopart/${part.id}`, { Host: 'mi-yonke.mx' });
    expect(next.text).not.toContain('evil.example');
    expect(meta(next.text, 'og:url')).toBe(`http://mi-yonke.mx/autopart/${part.id}/Faro-Hosts`);
    expect(meta(next.text, 'og:image')).toMatch(/^http:\/\/mi-yonke\.mx\/p\/vista\/\d+\.jpg$/);
    expect(next.text).toContain(
      `<link rel="canonical" href="http://mi-yonke.mx/autopart/${part.id}/Faro-Hosts">`,
    );
    expect(next.text).toContain('src="http://mi-yonke.mx/media/parts/');

    // A listed host gets its own links, cached apart from the others.
    const lan = await get(ctx, `/autopart/${part.id}`, { Host: '192.168.1.50:3000' });
    expect(meta(lan.text, 'og:url')).toBe(`http://192.168.1.50:3000/autopart/${part.id}/Faro-Hosts`);
    expect((await get(ctx, `/autopart/${part.id}`, { Host: 'mi-yonke.mx' })).text).toBe(next.text);
  });

  it('keeps robots.txt, sitemap.xml and the catalogue on listed hosts', async () => {
    for (const url of ['/robots.txt', '/tienda/yonke-hosts/sitemap.xml', '/tienda/yonke-hosts']) {
      const poisoned = await get(ctx, url, { Host: 'evil.example:8080' });
      expect(poisoned.status, url).toBe(200);
      expect(poisoned.text, url).not.toContain('evil.example');
      expect(poisoned.text, url).toContain('http://mi-yonke.mx/');
    }
  });

  it('takes https from X-Forwarded-Proto only behind a trusted proxy', async () => {
    const page = await get(ctx, `/tienda/yonke-hosts?q=faro`, {
      Host: 'mi-yonke.mx',
      'X-Forwarded-Proto': 'https',
    });
    expect(page.text).toContain('href="http://mi-yonke.mx/tienda/yonke-hosts"');
  });
});

describe('public pages with neither PUBLIC_URL nor PUBLIC_HOSTS', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  let part: { id: number };
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: '1' } });
    ({ part } = await openCatalogue(ctx));
  });

  it("builds links on this machine's own names only", async () => {
    const poisoned = await get(ctx, `/autopart/${part.id}`, { Host: 'evil.example' });
    expect(poisoned.text).not.toContain('evil.example');
    const local = await get(ctx, `/autopart/${part.id}`, { Host: 'localhost' });
    expect(meta(local.text, 'og:url')).toBe(`http://localhost/autopart/${part.id}/Faro-Hosts`);
    // Behind the operator's proxy (TRUST_PROXY=1) its X-Forwarded-Proto is believed.
    const proxied = await get(ctx, `/autopart/${part.id}`, {
      Host: 'localhost',
      'X-Forwarded-Proto': 'https',
    });
    expect(meta(proxied.text, 'og:url')).toBe(`https://localhost/autopart/${part.id}/Faro-Hosts`);
  });
});
