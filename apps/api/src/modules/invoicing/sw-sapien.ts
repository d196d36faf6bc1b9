import { type CancelOutcome, type PacProvider, PacUnavailableError, type StampOutcome } from './pac.ts';

// SW sapien (SmarterWeb), a PAC that publishes its REST API and SDKs (developers.sw.com.mx;
// lunasoft/sw-sdk-nodejs). The calls, as documented:
//  - POST /security/authenticate with headers `user` and `password` → { data: { token,
//    expires_in }, status: "success" } (a token of 2 hours).
//  - POST /v4/cfdi33/stamp/v2 (path says cfdi33, accepts CFDI 4.0), multipart field `xml`,
//    `Authorization: Bearer`, header `customid` (up to 100 characters, kept 72 hours): the
//    «Timbrado V4 – CustomID» service. V2 answers { data: { tfd, cfdi }, status: "success" }.
//  - A second request with the same customid and XML answers status "error", message
//    "307. El comprobante contiene un timbre previo." and the first stamp in data.cfdi.
//  - Refusals: status "error", message "CFDI40xxx - …" (the SAT's Matriz de errores), messageDetail.
//  - POST /cfdi33/cancel/csd, JSON { rfc, uuid, motivo, foliosustitucion, b64Cer, b64Key, password }
//    («Cancelación CFDI», developers.sw.com.mx/knowledge-base/cancelacion-cfdi-3-3 and
//    /cancellation-of-cfdi; SDK sw-sdk-php CancelationRequest::sendReqCSD): answers { data: { acuse,
//    uuid: { "<UUID>": "<EstatusUUID>" } }, status: "success" }, the SAT's codes 201 (request
//    accepted) and 202 (already cancelled); a refusal is status "error" with a message such as
//    "CACFDI33 - Problemas con los campos.".

export interface SwConfig {
  url: string;
  user: string;
  password: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface SwAnswer {
  status?: string;
  message?: string | number | null;
  messageDetail?: string | null;
  data?: {
    token?: string;
    expires_in?: number;
    cfdi?: string;
    tfd?: string;
    acuse?: string;
    uuid?: Record<string, string>;
  } | null;
}

/** «CFDI40119 - …», «307. El comprobante…», «CACFDI33 - …» → the code before the text. */
export function swErrorCode(message: string): string {
  const match = /^\s*([A-Z]*\d+)/.exec(message);
  return match?.[1] ?? 'PAC';
}

/** The SAT's EstatusUUID of a cancellation request (Anexo 20, servicio de cancelación). */
export const SAT_CANCEL_CODES: Record<string, string> = {
  '201': 'Solicitud de cancelación recibida.',
  '202': 'El folio fiscal ya estaba cancelado.',
  '203': 'El folio fiscal no corresponde al emisor.',
  '204': 'El folio fiscal no aplica para cancelación.',
  '205': 'El folio fiscal no existe en el SAT.',
};

export function createSwSapienProvider(config: SwConfig): PacProvider {
  const doFetch = config.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: SwAnswer }> {
    let response: Response;
    try {
      response = await doFetch(`${config.url}${path}`, {
        ...init,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new PacUnavailableError(`SW sapien no respondió: ${(error as Error).name}`);
    }
    const text = await response.text();
    let body: SwAnswer = {};
    try {
      body = text ? (JSON.parse(text) as SwAnswer) : {};
    } catch {
      body = {};
    }
    if (response.status >= 500 || response.status === 429) {
      throw new PacUnavailableError(`SW sapien respondió ${response.status}`);
    }
    return { status: response.status, body };
  }

  async function bearer(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const { status, body } = await call('/security/authenticate', {
      method: 'POST',
      headers: {
        user: config.user,
        password: config.password,
        'content-type': 'application/json; charset=utf-8',
      },
    });
    if (status !== 200 || body.status !== 'success' || !body.data?.token) {
      throw new PacUnavailableError(`SW sapien rechazó la autenticación (${String(body.message ?? status)})`);
    }
    // The documented example sends expires_in as the expiry's Unix time; a small number is read
    // as seconds from now. Either way a 401 later discards the token and authenticates again.
    const expires = body.data.expires_in ?? 0;
    const expiresAt = expires > 1e9 ? expires * 1000 : Date.now() + (expires || 7200) * 1000;
    token = { value: body.data.token, expiresAt };
    return token.value;
  }

  return {
    name: 'SW sapien',
    async stamp(sealedXml, requestId): Promise<StampOutcome> {
      const form = new FormData();
      form.set('xml', new Blob([sealedXml], { type: 'text/xml' }), 'xml');
      const send = async () =>
        call('/v4/cfdi33/stamp/v2', {
          method: 'POST',
          headers: { Authorization: `Bearer ${await bearer()}`, customid: requestId },
          body: form,
        });
      let answer = await send();
      if (answer.status === 401) {
        token = null;
        answer = await send();
      }
      const { body } = answer;
      if (body.status === 'success' && body.data?.cfdi) return { ok: true, stampedXml: body.data.cfdi };
      const message = String(body.message ?? `HTTP ${answer.status}`);
      const code = swErrorCode(message);
      // The first stamp of this customid, answered again: the invoice is stamped, once.
      if (code === '307' && body.data?.cfdi) return { ok: true, stampedXml: body.data.cfdi };
      if (answer.status === 401) throw new PacUnavailableError('SW sapien rechazó el token');
      return { ok: false, code, message: body.messageDetail ? `${message} ${body.messageDetail}` : message };
    },

    async cancel(request): Promise<CancelOutcome> {
      const send = async () =>
        call('/cfdi33/cancel/csd', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${await bearer()}`,
            'content-type': 'application/json; charset=utf-8',
          },
          body: JSON.stringify({
            rfc: request.issuerRfc,
            uuid: request.uuid,
            motivo: request.motive,
            foliosustitucion: request.replacementUuid ?? null,
            b64Cer: request.certificate.toString('base64'),
            b64Key: request.key.toString('base64'),
            password: request.password,
          }),
        });
      let answer = await send();
      if (answer.status === 401) {
        token = null;
        answer = await send();
      }
      if (answer.status === 401) throw new PacUnavailableError('SW sapien rechazó el token');
      const { body } = answer;
      if (body.status === 'success') {
        const codes = body.data?.uuid ?? {};
        const code =
          Object.entries(codes).find(([key]) => key.toLowerCase() === request.uuid.toLowerCase())?.[1] ??
          Object.values(codes)[0] ??
          '201';
        if (code === '201' || code === '202') return { ok: true, code, acuse: body.data?.acuse ?? null };
        return { ok: false, code, message: SAT_CANCEL_CODES[code] ?? `El SAT respondió ${code}.` };
      }
      const message = String(body.message ?? `HTTP ${answer.status}`);
      return {
        ok: false,
        code: swErrorCode(message),
        message: body.messageDetail ? `${message} ${body.messageDetail}` : message,
      };
    },
  };
}
