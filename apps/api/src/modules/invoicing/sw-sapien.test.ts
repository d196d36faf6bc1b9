import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PacUnavailableError } from './pac.ts';
import { createSatStatusService, parseStatusAnswer, statusEnvelope } from './sat-status.ts';
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

  it('cancels by CSD with the documented JSON body and reads the SAT’s code of the UUID', async () => {
    const auth = JSON.parse(await example('authenticate-ok.json'));
    auth.data.expires_in = Math.floor(Date.now() / 1000) + 3600;
    const { fetch, seen } = stubFetch([
      { status: 200, body: JSON.stringify(auth) },
      { status: 200, body: await example('cancel-csd-ok.json') },
      { status: 400, body: await example('cancel-csd-fields.json') },
    ]);
    const pac = createSwSapienProvider({ ...config, fetch });
    const request = {
      issuerRfc: 'EKU9003173C9',
      uuid: 'fe4e71b0-8959-4fb9-8091-f5ac4fb0fef8',
      motive: '01',
      replacementUuid: '0e4c30b8-11d8-40d8-894d-ef8b32eb4bdf',
      certificate: Buffer.from('cer'),
      key: Buffer.from('key'),
      password: '12345678a',
    };
    const outcome = await pac.cancel(request);
    expect(outcome).toMatchObject({ ok: true, code: '201' });
    expect(outcome.ok && outcome.acuse).toContain('<EstatusUUID>201</EstatusUUID>');
    const call = seen[1];
    expect([call?.method, call?.url]).toEqual(['POST', 'https://services.test.sw.com.mx/cfdi33/cancel/csd']);
    expect(JSON.parse(String(call?.body))).toEqual({
      rfc: 'EKU9003173C9',
      uuid: 'fe4e71b0-8959-4fb9-8091-f5ac4fb0fef8',
      motivo: '01',
      foliosustitucion: '0e4c30b8-11d8-40d8-894d-ef8b32eb4bdf',
      b64Cer: Buffer.from('cer').toString('base64'),
      b64Key: Buffer.from('key').toString('base64'),
      password: '12345678a',
    });
    expect(await pac.cancel({ ...request, motive: '02', replacementUuid: null })).toEqual({
      ok: false,
      code: 'CACFDI33',
      message: 'CACFDI33 - Problemas con los campos.',
    });
  });

  it('a SAT code other than 201/202 is a refusal in Spanish; a 5xx is «try again»', async () => {
    const auth = { status: 200, body: await example('authenticate-ok.json') };
    const answer = JSON.parse(await example('cancel-csd-ok.json'));
    answer.data.uuid = { 'FE4E71B0-8959-4FB9-8091-F5AC4FB0FEF8': '205' };
    const { fetch } = stubFetch([auth, { status: 200, body: JSON.stringify(answer) }]);
    const request = {
      issuerRfc: 'EKU9003173C9',
      uuid: 'FE4E71B0-8959-4FB9-8091-F5AC4FB0FEF8',
      motive: '02',
      replacementUuid: null,
      certificate: Buffer.from('c'),
      key: Buffer.from('k'),
      password: 'p',
    };
    expect(await createSwSapienProvider({ ...config, fetch }).cancel(request)).toEqual({
      ok: false,
      code: '205',
      message: 'El folio fiscal no existe en el SAT.',
    });
    const down = stubFetch([auth, { status: 502, body: '' }]);
    await expect(
      createSwSapienProvider({ ...config, fetch: down.fetch }).cancel(request),
    ).rejects.toBeInstanceOf(PacUnavailableError);
  });
});

describe('the SAT’s «consulta de CFDI» service', () => {
  const query = {
    uuid: 'fe4e71b0-8959-4fb9-8091-f5ac4fb0fef8',
    issuerRfc: 'EKU9003173C9',
    receiverRfc: 'GODE561231GR8',
    totalCents: 2_500_00,
    seal: 'AAAAbbbbCCCCdddd12345678',
  };

  it('sends the QR expression in a SOAP Consulta and reads the documented answer', async () => {
    const { fetch, seen } = stubFetch([
      { status: 200, body: await example('sat-consulta-cancelable-con-aceptacion.xml') },
    ]);
    const status = createSatStatusService({
      url: 'https://consultaqr.example/ConsultaCFDIService.svc',
      timeoutMs: 1000,
      fetch,
    });
    expect(await status.query(query)).toEqual({
      code: 'S - Comprobante obtenido satisfactoriamente.',
      state: 'Vigente',
      cancellable: 'Cancelable con aceptación',
      cancellationStatus: 'En proceso',
    });
    expect(seen[0]?.headers.get('soapaction')).toBe('http://tempuri.org/IConsultaCFDIService/Consulta');
    expect(String(seen[0]?.body)).toContain(
      '<tem:expresionImpresa>?id=FE4E71B0-8959-4FB9-8091-F5AC4FB0FEF8&amp;re=EKU9003173C9&amp;rr=GODE561231GR8&amp;tt=2500.00&amp;fe=12345678</tem:expresionImpresa>',
    );
    expect(statusEnvelope(query)).toContain('xmlns:tem="http://tempuri.org/"');
  });

  it('an answer without Estado, or a 5xx, is «try again»', async () => {
    expect(parseStatusAnswer('<html>error</html>')).toBeNull();
    const { fetch } = stubFetch([{ status: 500, body: '<s:Envelope/>' }]);
    const status = createSatStatusService({ url: 'https://consultaqr.example/x', timeoutMs: 1000, fetch });
    await expect(status.query(query)).rejects.toBeInstanceOf(PacUnavailableError);
  });
});
