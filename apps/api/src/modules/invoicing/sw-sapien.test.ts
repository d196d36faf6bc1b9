import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PacUnavailableError } from './pac.ts';
import { createSwSapienProvider, swErrorCode } from './sw-sapien.ts';

// The client against SW sapien's documented requests and example answers (test/fake-pac/examples,
// copied from developers.sw.com.mx; README.md there names each page).

const EXAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fake-pac/examples');
const example = async (name: string) => readFile(path.join(EXAMPLES, name), 'utf8');

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

function stubFetch(answers: Array<{ status: number; body: string } | Error>) {
  const seen: Seen[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return new Response(next.body, { status: next.status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const config = {
  url: 'https://services.test.sw.com.mx',
  user: 'demo',
  password: '123456789',
  timeoutMs: 1000,
};

describe('SW sapien client', () => {
  it('authenticates with the user and password headers, then stamps with the token, the customid and the xml field', async () => {
    const { fetch, seen } = stubFetch([
      { status: 200, body: await example('authenticate-ok.json') },
      { status: 200, body: await example('stamp-v2-ok.json') },
    ]);
    const pac = createSwSapienProvider({ ...config, fetch });
    const outcome = await pac.stamp('<cfdi:Comprobante/>', 'b7d9a1c2-0000-4000-8000-000000000001');
    expect(outcome).toEqual({
      ok: true,
      stampedXml: '<?xml version="1.0" encoding="utf-8"?><cfdi:Comprobante></cfdi:Comprobante>',
    });
    const [auth, stamp] = seen;
    expect([auth?.method, auth?.url, auth?.headers.get('user'), auth?.headers.get('password')]).toEqual([
      'POST',
      'https://services.test.sw.com.mx/security/authenticate',
      'demo',
      '123456789',
    ]);
    expect([stamp?.method, stamp?.url]).toEqual([
      'POST',
      'https://services.test.sw.com.mx/v4/cfdi33/stamp/v2',
    ]);
    expect(stamp?.headers.get('authorization')).toMatch(/^Bearer T2lYQ0t4/);
    expect(stamp?.headers.get('customid')).toBe('b7d9a1c2-0000-4000-8000-000000000001');
    const form = stamp?.body as FormData;
    expect(await (form.get('xml') as Blob).text()).toBe('<cfdi:Comprobante/>');
  });

  it('takes the documented «307 … timbre previo» answer as the first stamp, and reuses its token', async () => {
    // The example's expires_in (a Unix time of 2020) moved to an hour from now, so the token is reused.
    const auth = JSON.parse(await example('authenticate-ok.json'));
    auth.data.expires_in = Math.floor(Date.now() / 1000) + 3600;
    const { fetch, seen } = stubFetch([
      { status: 200, body: JSON.stringify(auth) },
      { status: 400, body: await example('stamp-v2-customid-repeated.json') },
      { status: 400, body: await example('stamp-refused.json') },
    ]);
    const pac = createSwSapienProvider({ ...config, fetch });
    expect(await pac.stamp('<x/>', 'id-1')).toMatchObject({ ok: true });
    expect(await pac.stamp('<y/>', 'id-2')).toEqual({
      ok: false,
      code: 'CFDI40145',
      message:
        'CFDI40145 - El campo Nombre del receptor, debe pertenecer al nombre asociado al RFC registrado en el campo Rfc del Receptor.',
    });
    expect(seen.filter((call) => call.url.endsWith('/security/authenticate'))).toHaveLength(1);
  });

  it('treats a timeout, a network error and a 5xx as «try again», never as a refusal', async () => {
    const auth = { status: 200, body: await example('authenticate-ok.json') };
    for (const failure of [
      new DOMException('timeout', 'TimeoutError'),
      new TypeError('fetch failed'),
      { status: 503, body: '' },
    ]) {
      const { fetch } = stubFetch([auth, failure]);
      await expect(createSwSapienProvider({ ...config, fetch }).stamp('<x/>', 'id')).rejects.toBeInstanceOf(
        PacUnavailableError,
      );
    }
  });

  it('reads the code of each documented message', () => {
    expect(swErrorCode('CFDI40119 - El campo Total no corresponde')).toBe('CFDI40119');
    expect(swErrorCode('307. El comprobante contiene un timbre previo.')).toBe('307');
    expect(swErrorCode('CFDI3307 - Timbre duplicado.')).toBe('CFDI3307');
    expect(swErrorCode('Error sin código')).toBe('PAC');
  });
});
