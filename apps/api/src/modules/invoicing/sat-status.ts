import { DOMParser, type Element } from '@xmldom/xmldom';
import { centsText } from '@yonke/domain/cfdi';
import { PacUnavailableError } from './pac.ts';

// The SAT's «Servicio de consulta de CFDI» (ConsultaCFDIService, SOAP 1.1): anyone may ask the
// state of a CFDI by the expression printed in its QR. It is the SAT's own answer on a
// cancellation: Estado (Vigente, Cancelado, No Encontrado), EsCancelable (Cancelable sin
// aceptación, Cancelable con aceptación, No cancelable) and EstatusCancelacion (En proceso,
// Cancelado sin aceptación, Cancelado con aceptación, Plazo vencido, Solicitud rechazada).
// Request and answer as the service's WSDL
// (https://consultaqr.facturaelectronica.sat.gob.mx/ConsultaCFDIService.svc?wsdl) and the PAC SDKs
// send them (lunasoft/sw-sdk-php SatQueryRequest.php): SOAPAction
// http://tempuri.org/IConsultaCFDIService/Consulta, one `expresionImpresa`. Written with fetch and
// xmldom: the one npm client (@nodecfdi/sat-estado-cfdi 1.0.4) has had a single release.

export const SAT_STATUS_URL = 'https://consultaqr.facturaelectronica.sat.gob.mx/ConsultaCFDIService.svc';
const SOAP_ACTION = 'http://tempuri.org/IConsultaCFDIService/Consulta';

export interface StatusQuery {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  totalCents: number;
  /** The CFDI's Sello; the expression carries its last 8 characters. */
  seal: string;
}

export interface SatStatus {
  code: string;
  state: string;
  cancellable: string;
  cancellationStatus: string;
}

export interface SatStatusService {
  query(query: StatusQuery): Promise<SatStatus>;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The expression of the CFDI 4.0 QR (Anexo 20, representación impresa): id, re, rr, tt, fe. */
export function statusExpression(query: StatusQuery): string {
  return `?id=${query.uuid.toUpperCase()}&re=${query.issuerRfc}&rr=${query.receiverRfc}&tt=${centsText(query.totalCents)}&fe=${query.seal.slice(-8)}`;
}

export function statusEnvelope(query: StatusQuery): string {
  return (
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/">' +
    '<soapenv:Header/><soapenv:Body><tem:Consulta>' +
    `<tem:expresionImpresa>${escapeXml(statusExpression(query))}</tem:expresionImpresa>` +
    '</tem:Consulta></soapenv:Body></soapenv:Envelope>'
  );
}

/** Reads ConsultaResult's fields by local name (the answer puts them in a data-contract namespace). */
export function parseStatusAnswer(xml: string): SatStatus | null {
  let root: Element | null = null;
  try {
    root = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml').documentElement;
  } catch {
    return null;
  }
  if (!root) return null;
  const field = (name: string): string | null => {
    const found = Array.from(root.getElementsByTagNameNS('*', name))[0];
    return found ? (found.textContent ?? '').trim() : null;
  };
  const state = field('Estado');
  if (state === null) return null;
  return {
    code: field('CodigoEstatus') ?? '',
    state,
    cancellable: field('EsCancelable') ?? '',
    cancellationStatus: field('EstatusCancelacion') ?? '',
  };
}

export function createSatStatusService(config: {
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): SatStatusService {
  const doFetch = config.fetch ?? fetch;
  return {
    async query(query) {
      let response: Response;
      try {
        response = await doFetch(config.url, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8', SOAPAction: SOAP_ACTION },
          body: statusEnvelope(query),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new PacUnavailableError(
          `El servicio de consulta del SAT no respondió: ${(error as Error).name}`,
        );
      }
      const text = await response.text();
      const answer = response.ok ? parseStatusAnswer(text) : null;
      if (!answer) {
        throw new PacUnavailableError(`El servicio de consulta del SAT respondió ${response.status}`);
      }
      return answer;
    },
  };
}
