import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers.ts';

let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'yonke-web-csp-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(() => rm(webDist, { recursive: true, force: true }));

async function headersOf(
  ctx: Awaited<ReturnType<typeof createTestContext>>,
  url: string,
  headers: Record<string, string> = {},
) {
  return (await ctx.app.request(url, { headers })).headers;
}

describe('security headers without TRUST_PROXY', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { WEB_DIST: webDist } });
  });

  it('gives the staff app a Content-Security-Policy that allows only its own scripts', async () => {
    const csp = (await headersOf(ctx, '/')).get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The API's answers carry it too; the public pages keep their own, stricter one.
    expect((await headersOf(ctx, '/api/user')).get('content-security-policy')).toBe(csp);
    expect((await headersOf(ctx, '/robots.txt')).get('content-security-policy')).toBe(csp);
    const publicPage = (await headersOf(ctx, '/autopart/999999')).get('content-security-policy');
    expect(publicPage).toContain("default-src 'none'");
  });

  it('sends no HSTS over plain HTTP, and ignores X-Forwarded-Proto from anyone', async () => {
    expect((await headersOf(ctx, '/')).get('strict-transport-security')).toBeNull();
    const forged = { 'X-Forwarded-Proto': 'https' };
    expect((await headersOf(ctx, '/', forged)).get('strict-transport-security')).toBeNull();
    const cookie = (await headersOf(ctx, '/sanctum/csrf-cookie', forged)).get('set-cookie') ?? '';
    expect(cookie).toContain('XSRF-TOKEN=');
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('security headers behind a trusted proxy (TRUST_PROXY=1)', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { WEB_DIST: webDist, TRUST_PROXY: '1' } });
  });

  it('sends HSTS and Secure cookies when the proxy says the browser used HTTPS', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    expect((await headersOf(ctx, '/', https)).get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await headersOf(ctx, '/sanctum/csrf-cookie', https)).get('set-cookie')).toMatch(/;\s*Secure/i);
    // Plain HTTP through the proxy: neither.
    const http = { 'X-Forwarded-Proto': 'http' };
    expect((await headersOf(ctx, '/', http)).get('strict-transport-security')).toBeNull();
    expect((await headersOf(ctx, '/sanctum/csrf-cookie', http)).get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });
});
