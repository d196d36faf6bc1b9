// A stand-in for a PAC, for tests and local runs. It speaks SW sapien's documented REST API (the
// provider the app implements; README.md maps each behaviour to its page) and does what a PAC
// does before stamping: validates the document against the SAT's cfdv40.xsd, recomputes the
// cadena original with the SAT's XSLT, verifies the seal with the certificate inside the document,
// checks the figures and the receiver against its list of taxpayers, and refuses with the codes
// of the SAT's Matriz de errores. It answers a Timbre Fiscal Digital 1.1 sealed with a test key of
// its own. A control API under /_fake makes it slow, fail or refuse, and lists what it received.
//
//   node apps/api/test/fake-pac/fake-pac-server.ts   (FAKE_PAC_PORT, PAC_USER, PAC_PASSWORD)
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  X509Certificate,
} from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { DOMParser } from '@xmldom/xmldom';
import { acceptanceDeadlineDay, cancelWithoutAcceptanceReason } from '@yonke/domain/cfdi';
import { Hono } from 'hono';
import { childElements, micros, NS, parseCfdi } from '../../src/modules/invoicing/cfdi-reader.ts';
import {
  cadenaOriginal,
  tfdCadenaOriginal,
  validateCfdi,
} from '../../src/modules/invoicing/sat-resources.ts';

export interface Taxpayer {
  name: string;
  regime: string;
  postalCode: string;
}

export type FakePacFault =
  /** Stamps, but answers only after `delayMs` (the client has given up by then). */
  (
    | { mode: 'late'; delayMs: number; count?: number }
    | { mode: 'error5xx'; status?: number; count?: number }
    | { mode: 'refuse'; code: string; message: string; count?: number }
  ) & {
    /** The service the fault hits: the stamp (default) or the cancellation. */
    path?: '/v4/cfdi33/stamp/v2' | '/cfdi33/cancel/csd';
  };

/** EstatusCancelacion as the SAT's consulta service words it. */
export type SatCancellationStatus =
  | 'En proceso'
  | 'Cancelado sin aceptación'
  | 'Cancelado con aceptación'
  | 'Plazo vencido'
  | 'Solicitud rechazada';

/** What the SAT knows of each stamped CFDI (its state, and any cancellation request). */
interface SatDocument {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  total: string;
  type: 'I' | 'E';
  stampedAt: Date;
  /** UUIDs this document relates to (CfdiRelacionados). */
  related: string[];
  /** c_TipoRelacion of those UUIDs (04: this document replaces them). */
  relationType: string | null;
  cancellation: { motive: string; status: SatCancellationStatus; requestedAt: Date } | null;
}

const CANCELLED: readonly SatCancellationStatus[] = [
  'Cancelado sin aceptación',
  'Cancelado con aceptación',
  'Plazo vencido',
];

export interface FakePacOptions {
  port?: number;
  hostname?: string;
  user?: string;
  password?: string;
  /** RFC of the provider in the timbre. SW sapien's: SPR190613I52. */
  providerRfc?: string;
}

interface Stamp {
  xmlHash: string;
  cfdi: string;
  tfd: string;
  uuid: string;
}

const TFD_SCHEMA_LOCATION =
  'http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd';

/**
 * The fake's own seal key, made once per process: a 2048-bit RSA key takes a blocking tenth of a
 * second or more to generate, and every fake PAC of a test run may seal with the same test key.
 */
let sealKeys: ReturnType<typeof generateSealKeys> | undefined;
function generateSealKeys() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

export function createFakePacState(options: FakePacOptions = {}) {
  sealKeys ??= generateSealKeys();
  const { privateKey, publicKey } = sealKeys;
  return {
    user: options.user ?? 'demo',
    password: options.password ?? '123456789',
    providerRfc: options.providerRfc ?? 'SPR190613I52',
    satCertificateNumber: '30001000000500003456',
    privateKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    tokens: new Set<string>(),
    /** RFC → the data the SAT holds (the «lista de contribuyentes» a PAC checks receivers against). */
    taxpayers: new Map<string, Taxpayer>(),
    byCustomId: new Map<string, Stamp>(),
    bySeal: new Map<string, Stamp>(),
    faults: [] as FakePacFault[],
    /** The request being answered for each customid: the next one waits for it. */
    turns: new Map<string, Promise<void>>(),
    requests: [] as Array<{ path: string; customId: string | null; status: number; code: string | null }>,
    /** How many times a document was actually stamped (a new UUID issued). */
    stampsIssued: 0,
    /** The SAT's side: every stamped CFDI by UUID (upper case). */
    documents: new Map<string, SatDocument>(),
    /** Cancellation requests that reached the SAT (a 201 or 202 answered). */
    cancelRequests: [] as Array<{ uuid: string; motive: string; code: string }>,
    /** The fake's «now» for the SAT's rules; null for the real clock. */
    now: null as Date | null,
  };
}

export type FakePacState = ReturnType<typeof createFakePacState>;

const SAT_ZONE = 'America/Mexico_City';
const fakeNow = (state: FakePacState) => state.now ?? new Date();

/** Is the document cancelled, once the receiver's three business days have run out? */
function settle(state: FakePacState, document: SatDocument): void {
  const request = document.cancellation;
  if (request?.status !== 'En proceso') return;
  const deadline = acceptanceDeadlineDay(request.requestedAt, SAT_ZONE);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SAT_ZONE }).format(fakeNow(state));
  if (today > deadline) request.status = 'Plazo vencido';
}

function cancellableWithoutAcceptance(state: FakePacState, document: SatDocument): boolean {
  const [pesos = '0', decimals = ''] = document.total.split('.');
  const totalCents = Number(pesos) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
  return (
    cancelWithoutAcceptanceReason({
      type: document.type,
      totalCents,
      receiverRfc: document.receiverRfc,
      stampedAt: document.stampedAt,
      now: fakeNow(state),
      timeZone: SAT_ZONE,
    }) !== null
  );
}

/** A vigente CFDI that relates to this one (a credit note, a replacement) blocks its cancellation. */
function hasLiveRelatives(state: FakePacState, uuid: string): boolean {
  for (const other of state.documents.values()) {
    // A replacement (TipoRelacion 04) is what a motive-01 cancellation names: it does not block it.
    if (!other.related.includes(uuid) || other.relationType === '04') continue;
    settle(state, other);
    if (!other.cancellation || !CANCELLED.includes(other.cancellation.status)) return true;
  }
  return false;
}

type Refusal = { code: string; message: string };

const refuse = (code: string, message: string): Refusal => ({ code, message });

function localNow(): string {
  // FechaTimbrado: local time of Mexico City, AAAA-MM-DDThh:mm:ss (Anexo 20, TFD 1.1).
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  return parts.replace(' ', 'T');
}

/** Every check a PAC makes before stamping; null when the document may be stamped. */
export async function checkDocument(state: FakePacState, xml: string): Promise<Refusal | null> {
  const problems = await validateCfdi(xml);
  if (problems.length > 0)
    return refuse('301', `301 - La estructura del comprobante es incorrecta. ${problems[0]?.message ?? ''}`);
  const cfdi = parseCfdi(xml);
  if (!cfdi) return refuse('301', '301 - La estructura del comprobante es incorrecta.');
  if (cfdi.attr('Version') !== '4.0') return refuse('301', '301 - La versión del comprobante no es 4.0.');

  // The certificate in the document: a CSD (it has an OU, the branch), of the issuer, valid at Fecha.
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(cfdi.attr('Certificado'), 'base64'));
  } catch {
    return refuse('CFDI40102', 'CFDI40102 - El certificado del comprobante no es válido.');
  }
  const subject = certificate.subject;
  const unique =
    /x500UniqueIdentifier=([^\n/]+)/.exec(subject)?.[1]?.trim() ??
    /2\.5\.4\.45=([^\n/]+)/.exec(subject)?.[1]?.trim();
  if (!/\nOU=|^OU=/m.test(subject)) return refuse('306', '306 - El certificado no es de tipo CSD.');
  const serialAscii = Buffer.from(certificate.serialNumber, 'hex').toString('ascii');
  if (serialAscii !== cfdi.attr('NoCertificado')) {
    return refuse('CFDI40102', 'CFDI40102 - El NoCertificado no corresponde al certificado del comprobante.');
  }
  const issuerRfc = cfdi.emisor?.getAttribute('Rfc') ?? '';
  if (unique !== issuerRfc)
    return refuse('303', '303 - El sello no corresponde al emisor: el certificado es de otro RFC.');
  const issuedAt = new Date(`${cfdi.attr('Fecha')}-06:00`).getTime();
  if (
    issuedAt < new Date(certificate.validFrom).getTime() ||
    issuedAt > new Date(certificate.validTo).getTime()
  ) {
    return refuse('305', '305 - La fecha de emisión no está dentro de la vigencia del CSD del emisor.');
  }

  // The seal over the cadena original the SAT's transform gives.
  const cadena = await cadenaOriginal(xml);
  const verifier = createPublicKey(certificate.publicKey.export({ type: 'spki', format: 'pem' }));
  const { verify } = await import('node:crypto');
  const sealOk = verify(
    'sha256',
    Buffer.from(cadena, 'utf8'),
    verifier,
    Buffer.from(cfdi.attr('Sello'), 'base64'),
  );
  if (!sealOk) {
    return refuse(
      'CFDI40102',
      'CFDI40102 - El resultado de la digestión debe ser igual al resultado de la desencripción del sello.',
    );
  }

  // Figures: SubTotal is the sum of the concepts' Importe, Total = SubTotal − Descuento + traslados.
  const sum = (values: Array<number | null>) => values.reduce<number>((a, v) => a + (v ?? 0), 0);
  const importes = sum(cfdi.concepts.map((c) => micros(c.getAttribute('Importe'))));
  if (micros(cfdi.attr('SubTotal')) !== importes) {
    return refuse(
      'CFDI40108',
      'CFDI40108 - El SubTotal no es igual a la suma de los importes de los conceptos.',
    );
  }
  const transferred = micros(cfdi.taxes?.getAttribute('TotalImpuestosTrasladados')) ?? 0;
  const expectedTotal = importes - (micros(cfdi.attr('Descuento')) ?? 0) + transferred;
  if (micros(cfdi.attr('Total')) !== expectedTotal) {
    return refuse(
      'CFDI40119',
      'CFDI40119 - El campo Total no corresponde con la suma del subtotal, menos los descuentos aplicables, más los impuestos trasladados.',
    );
  }
  for (const concept of cfdi.concepts) {
    for (const traslado of childElements(concept, NS.cfdi, 'Traslado')) {
      const base = micros(traslado.getAttribute('Base')) ?? 0;
      const rateMicros = micros(traslado.getAttribute('TasaOCuota')) ?? 0;
      const amount = micros(traslado.getAttribute('Importe')) ?? 0;
      // (Base ∓ ½ centavo) × tasa, truncated / rounded up to the cent (Anexo 20, Traslado «Importe»).
      const low = Math.floor(((base - 5_000) * rateMicros) / 1e6 / 10_000) * 10_000;
      const high = Math.ceil(((base + 5_000) * rateMicros) / 1e6 / 10_000) * 10_000;
      if (amount < low || amount > high) {
        return refuse(
          'CFDI40166',
          'CFDI40166 - El Importe del traslado del concepto no está entre el límite inferior y el superior.',
        );
      }
    }
  }

  if (cfdi.attr('TipoDeComprobante') === 'P') {
    const refusal = checkPayments(cfdi.root);
    if (refusal) return refusal;
  }

  // The receiver, against the taxpayers the SAT lists (the generic RFC is not looked up).
  const receptor = cfdi.receptor;
  const rfc = receptor?.getAttribute('Rfc') ?? '';
  if (rfc === 'XAXX010101000') {
    if (
      receptor?.getAttribute('Nombre') === 'PUBLICO EN GENERAL' &&
      !childElements(cfdi.root, NS.cfdi, 'InformacionGlobal').length
    ) {
      return refuse(
        'CFDI40145',
        'CFDI40145 - Con el nombre «PUBLICO EN GENERAL» debe existir el nodo InformacionGlobal.',
      );
    }
    return null;
  }
  const known = state.taxpayers.get(rfc);
  if (!known)
    return refuse(
      'CFDI40143',
      'CFDI40143 - Este RFC del receptor no existe en la lista de RFC inscritos no cancelados del SAT.',
    );
  if (known.name !== receptor?.getAttribute('Nombre')) {
    return refuse(
      'CFDI40145',
      'CFDI40145 - El campo Nombre del receptor debe pertenecer al nombre asociado al RFC registrado en el campo Rfc del Receptor.',
    );
  }
  if (known.postalCode !== receptor?.getAttribute('DomicilioFiscalReceptor')) {
    return refuse(
      'CFDI40149',
      'CFDI40149 - El campo DomicilioFiscalReceptor del receptor debe pertenecer al nombre asociado al RFC.',
    );
  }
  if (known.regime !== receptor?.getAttribute('RegimenFiscalReceptor')) {
    return refuse(
      'CFDI40158',
      'CFDI40158 - La clave del campo RegimenFiscalReceptor debe corresponder al tipo de persona y al régimen del RFC.',
    );
  }
  return null;
}

const PAGOS_NS = 'http://www.sat.gob.mx/Pagos20';

/**
 * The payments complement's own arithmetic, as the Pagos 2.0 schema's documentation states it
 * (Pagos20.xsd annotations): ImpSaldoInsoluto = ImpSaldoAnt − ImpPagado; Monto ≥ Σ ImpPagado ÷
 * EquivalenciaDR; FormaDePagoP is not 99; TipoCambioP is 1 for MXN; MontoTotalPagos = Σ Monto ×
 * TipoCambioP; each TrasladoDR's ImporteDR within the traslado tolerance of its BaseDR; each
 * TrasladoP the sum of its documents' TrasladoDR. The codes are the fake's own «CRP20…» labels:
 * the Matriz de errores of Pagos 2.0 is not in the offline copy.
 */
function checkPayments(root: import('@xmldom/xmldom').Element): Refusal | null {
  const all = (parent: import('@xmldom/xmldom').Element, name: string) =>
    childElements(parent, PAGOS_NS, name);
  const pagos = all(root, 'Pagos')[0];
  if (!pagos)
    return refuse('CRP20101', 'CRP20101 - Un comprobante de tipo P debe contener el complemento de pagos.');
  let totalPayments = 0;
  for (const pago of all(pagos, 'Pago')) {
    if (pago.getAttribute('FormaDePagoP') === '99') {
      return refuse('CRP20201', 'CRP20201 - El campo FormaDePagoP no debe contener el valor 99.');
    }
    if (pago.getAttribute('MonedaP') === 'MXN' && pago.getAttribute('TipoCambioP') !== '1') {
      return refuse('CRP20206', 'CRP20206 - Cuando MonedaP es MXN, TipoCambioP debe ser 1.');
    }
    const amount = micros(pago.getAttribute('Monto')) ?? 0;
    totalPayments += amount;
    let paidSum = 0;
    const ratesP = new Map<string, { base: number; tax: number }>();
    for (const docto of all(pago, 'DoctoRelacionado')) {
      const before = micros(docto.getAttribute('ImpSaldoAnt')) ?? -1;
      const paid = micros(docto.getAttribute('ImpPagado')) ?? -1;
      const after = micros(docto.getAttribute('ImpSaldoInsoluto')) ?? -1;
      if (paid <= 0 || after !== before - paid || after < 0) {
        return refuse(
          'CRP20239',
          'CRP20239 - ImpSaldoInsoluto debe ser ImpSaldoAnt menos ImpPagado, mayor o igual que cero.',
        );
      }
      paidSum += paid;
      for (const traslado of all(docto, 'TrasladoDR')) {
        const base = micros(traslado.getAttribute('BaseDR')) ?? 0;
        const rateMicros = micros(traslado.getAttribute('TasaOCuotaDR')) ?? 0;
        const tax = micros(traslado.getAttribute('ImporteDR')) ?? 0;
        const low = Math.floor(((base - 5_000) * rateMicros) / 1e6 / 10_000) * 10_000;
        const high = Math.ceil(((base + 5_000) * rateMicros) / 1e6 / 10_000) * 10_000;
        if (tax < Math.max(low, 0) || tax > high) {
          return refuse(
            'CRP20260',
            'CRP20260 - El ImporteDR no está entre el límite inferior y el superior.',
          );
        }
        const key = traslado.getAttribute('TasaOCuotaDR') ?? '';
        const sum = ratesP.get(key) ?? { base: 0, tax: 0 };
        ratesP.set(key, { base: sum.base + base, tax: sum.tax + tax });
      }
    }
    if (amount < paidSum) {
      return refuse('CRP20217', 'CRP20217 - El Monto del pago es menor que la suma de los importes pagados.');
    }
    const trasladosP = all(pago, 'TrasladoP');
    if (trasladosP.length !== ratesP.size) {
      return refuse('CRP20280', 'CRP20280 - Los traslados del pago no corresponden a los de sus documentos.');
    }
    for (const traslado of trasladosP) {
      const sum = ratesP.get(traslado.getAttribute('TasaOCuotaP') ?? '');
      if (
        !sum ||
        micros(traslado.getAttribute('BaseP')) !== sum.base ||
        micros(traslado.getAttribute('ImporteP')) !== sum.tax
      ) {
        return refuse(
          'CRP20280',
          'CRP20280 - Los traslados del pago no corresponden a los de sus documentos.',
        );
      }
    }
  }
  const totals = all(pagos, 'Totales')[0];
  if (micros(totals?.getAttribute('MontoTotalPagos')) !== totalPayments) {
    return refuse('CRP20102', 'CRP20102 - MontoTotalPagos debe ser la suma de los montos de los pagos.');
  }
  return null;
}

async function stampDocument(state: FakePacState, xml: string): Promise<Stamp> {
  const cfdi = parseCfdi(xml);
  if (!cfdi) throw new Error('unparsable');
  const uuid = randomUUID().toUpperCase();
  const unsealed = (selloSat: string) =>
    `<tfd:TimbreFiscalDigital xmlns:tfd="${NS.tfd}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${TFD_SCHEMA_LOCATION}" Version="1.1" UUID="${uuid}" FechaTimbrado="${localNow()}" RfcProvCertif="${state.providerRfc}" SelloCFD="${cfdi.attr('Sello')}" NoCertificadoSAT="${state.satCertificateNumber}" SelloSAT="${selloSat}"/>`;
  const draft = unsealed('');
  const cadena = await tfdCadenaOriginal(draft);
  const selloSat = sign('sha256', Buffer.from(cadena, 'utf8'), state.privateKey).toString('base64');
  const tfd = draft.replace('SelloSAT=""', `SelloSAT="${selloSat}"`);
  // The timbre joins the document's Complemento when it has one (a payment complement's does):
  // cfdv40.xsd allows a single Complemento element.
  const openComplement = xml.lastIndexOf('</cfdi:Complemento>');
  const close = '</cfdi:Comprobante>';
  const at = xml.lastIndexOf(close);
  const cfdiXml =
    openComplement >= 0
      ? `${xml.slice(0, openComplement)}${tfd}${xml.slice(openComplement)}`
      : `${xml.slice(0, at)}<cfdi:Complemento>${tfd}</cfdi:Complemento>${xml.slice(at)}`;
  state.stampsIssued += 1;
  // A payment complement relates to the invoices it pays: while it is vigente they cannot be cancelled.
  const related = [
    ...childElements(cfdi.root, NS.cfdi, 'CfdiRelacionado').map((node) => node.getAttribute('UUID') ?? ''),
    ...childElements(cfdi.root, PAGOS_NS, 'DoctoRelacionado').map(
      (node) => node.getAttribute('IdDocumento') ?? '',
    ),
  ].map((uuid) => uuid.toUpperCase());
  state.documents.set(uuid, {
    uuid,
    issuerRfc: cfdi.emisor?.getAttribute('Rfc') ?? '',
    receiverRfc: cfdi.receptor?.getAttribute('Rfc') ?? '',
    total: cfdi.attr('Total'),
    type: cfdi.attr('TipoDeComprobante') === 'E' ? 'E' : 'I',
    stampedAt: fakeNow(state),
    related,
    relationType:
      childElements(cfdi.root, NS.cfdi, 'CfdiRelacionados')[0]?.getAttribute('TipoRelacion') ?? null,
    cancellation: null,
  });
  return { xmlHash: createHash('sha256').update(xml).digest('hex'), cfdi: cfdiXml, tfd, uuid };
}

export function createFakePacApp(state: FakePacState) {
  const app = new Hono();

  app.post('/security/authenticate', (c) => {
    if (c.req.header('user') !== state.user || c.req.header('password') !== state.password) {
      return c.json(
        {
          message: 'AU2000 - El usuario y/o contraseña son inválidos, no se puede autenticar el servicio.',
          messageDetail: null,
          data: null,
          status: 'error',
        },
        401,
      );
    }
    const token = randomUUID();
    state.tokens.add(token);
    return c.json({
      data: { token, expires_in: Math.floor(Date.now() / 1000) + 7200, tokeny_type: 'bearer' },
      status: 'success',
    });
  });

  app.post('/v4/cfdi33/stamp/v2', async (c) => {
    const customId = c.req.header('customid') ?? null;
    const record = (status: number, code: string | null) =>
      state.requests.push({ path: c.req.path, customId, status, code });
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer /, '');
    if (!state.tokens.has(token)) {
      record(401, 'AU');
      return c.json(
        {
          message: 'AU4101 - El token proporcionado viene vacio o es inválido.',
          messageDetail: null,
          data: null,
          status: 'error',
        },
        401,
      );
    }
    const fault = state.faults[0]?.path === '/cfdi33/cancel/csd' ? undefined : state.faults[0];
    if (fault && fault.mode !== 'late') {
      if (fault.count === undefined || fault.count <= 1) state.faults.shift();
      else fault.count -= 1;
      if (fault.mode === 'error5xx') {
        record(fault.status ?? 503, null);
        return c.json(
          { message: 'Servicio no disponible', messageDetail: null, data: null, status: 'error' },
          (fault.status ?? 503) as 503,
        );
      }
      record(400, fault.code);
      return c.json({ message: fault.message, messageDetail: null, data: null, status: 'error' }, 400);
    }
    const form = await c.req.parseBody();
    const file = form.xml;
    const xml = typeof file === 'string' ? file : file ? await file.text() : '';
    const answerStamp = async () => {
      const xmlHash = createHash('sha256').update(xml).digest('hex');
      const sealHash = createHash('sha256')
        .update(parseCfdi(xml)?.attr('Sello') ?? xml)
        .digest('hex');
      const previous = (customId ? state.byCustomId.get(customId) : undefined) ?? state.bySeal.get(sealHash);
      if (previous) {
        if (customId && state.byCustomId.get(customId) && previous.xmlHash !== xmlHash) {
          record(400, 'CFDI3307');
          return c.json(
            {
              message: 'CFDI3307 - Timbre duplicado. El customId proporcionado está duplicado.',
              messageDetail: null,
              data: null,
              status: 'error',
            },
            400,
          );
        }
        record(400, '307');
        return c.json(
          {
            message: '307. El comprobante contiene un timbre previo.',
            messageDetail: null,
            data: { tfd: previous.tfd, cfdi: previous.cfdi },
            status: 'error',
          },
          400,
        );
      }
      const refusal = await checkDocument(state, xml);
      if (refusal) {
        record(400, refusal.code);
        return c.json({ message: refusal.message, messageDetail: null, data: null, status: 'error' }, 400);
      }
      const stamp = await stampDocument(state, xml);
      if (customId) state.byCustomId.set(customId, stamp);
      state.bySeal.set(sealHash, stamp);
      if (fault?.mode === 'late') {
        if (fault.count === undefined || fault.count <= 1) state.faults.shift();
        else fault.count -= 1;
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      }
      record(200, null);
      return c.json({ data: { tfd: stamp.tfd, cfdi: stamp.cfdi }, status: 'success' });
    };
    // Requests of one customid are answered one after the other, as the PAC's own store does: a
    // second request that arrives while the first is stamping waits for it and gets its stamp.
    const key = customId ?? createHash('sha256').update(xml).digest('hex');
    const previousTurn = state.turns.get(key) ?? Promise.resolve();
    let release = () => {};
    const turn = new Promise<void>((done) => {
      release = done;
    });
    state.turns.set(
      key,
      previousTurn.then(() => turn),
    );
    await previousTurn;
    try {
      return await answerStamp();
    } finally {
      release();
    }
  });

  // «Cancelación CFDI» by CSD (developers.sw.com.mx/knowledge-base/cancelacion-cfdi-3-3): the
  // PAC signs the request with the issuer's CSD and the SAT answers each UUID with its code.
  app.post('/cfdi33/cancel/csd', async (c) => {
    const record = (status: number, code: string | null) =>
      state.requests.push({ path: c.req.path, customId: null, status, code });
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer /i, '');
    if (!state.tokens.has(token)) {
      record(401, 'AU');
      return c.json(
        {
          message: 'AU4101 - El token proporcionado viene vacio o es inválido.',
          messageDetail: null,
          data: null,
          status: 'error',
        },
        401,
      );
    }
    const fault = state.faults[0]?.path === '/cfdi33/cancel/csd' ? state.faults[0] : undefined;
    if (fault) {
      if (fault.count === undefined || fault.count <= 1) state.faults.shift();
      else fault.count -= 1;
      if (fault.mode === 'late') await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      else if (fault.mode === 'error5xx') {
        record(fault.status ?? 503, null);
        return c.json(
          { message: 'Servicio no disponible', messageDetail: null, data: null, status: 'error' },
          (fault.status ?? 503) as 503,
        );
      } else {
        record(400, fault.code);
        return c.json({ message: fault.message, messageDetail: null, data: null, status: 'error' }, 400);
      }
    }
    const fields = (detail: string) => {
      record(400, 'CACFDI33');
      return c.json(
        {
          message: 'CACFDI33 - Problemas con los campos.',
          messageDetail: detail,
          data: null,
          status: 'error',
        },
        400,
      );
    };
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const text = (name: string) => (typeof body?.[name] === 'string' ? (body[name] as string) : '');
    const rfc = text('rfc');
    const uuid = text('uuid').toUpperCase();
    const motive = text('motivo');
    const replacement = text('foliosustitucion').toUpperCase();
    if (!rfc || !uuid || !text('b64Cer') || !text('b64Key') || !text('password')) {
      return fields('Faltan el RFC, el UUID, el certificado, la llave o la contraseña.');
    }
    if (!['01', '02', '03', '04'].includes(motive)) return fields('El motivo de cancelación no es válido.');
    if (motive === '01' && !replacement) return fields('El motivo 01 requiere el folio de sustitución.');
    // The CSD: a certificate of the issuer, and its key opened with the password.
    try {
      const certificate = new X509Certificate(Buffer.from(text('b64Cer'), 'base64'));
      if (!certificate.subject.includes(rfc)) return fields('El certificado no pertenece al RFC emisor.');
      const key = createPrivateKey({
        key: Buffer.from(text('b64Key'), 'base64'),
        format: 'der',
        type: 'pkcs8',
        passphrase: text('password'),
      });
      const fromKey = createPublicKey(key).export({ type: 'spki', format: 'der' });
      const fromCertificate = certificate.publicKey.export({ type: 'spki', format: 'der' });
      if (!Buffer.from(fromKey).equals(Buffer.from(fromCertificate))) {
        return fields('La llave privada no corresponde al certificado.');
      }
    } catch {
      return fields('El certificado, la llave o la contraseña no son válidos.');
    }
    const answer = (code: string) => {
      record(200, code);
      if (code === '201' || code === '202') state.cancelRequests.push({ uuid, motive, code });
      const acuse = `<?xml version="1.0" encoding="utf-8"?><Acuse xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Fecha="${localNow()}" RfcEmisor="${rfc}"><Folios xmlns="http://cancelacfd.sat.gob.mx"><UUID>${uuid}</UUID><EstatusUUID>${code}</EstatusUUID></Folios></Acuse>`;
      return c.json({ data: { acuse, uuid: { [uuid]: code } }, status: 'success' });
    };
    const document = state.documents.get(uuid);
    if (!document) return answer('205');
    if (document.issuerRfc !== rfc) return answer('203');
    settle(state, document);
    if (document.cancellation && CANCELLED.includes(document.cancellation.status)) return answer('202');
    if (motive === '01') {
      const substitute = state.documents.get(replacement);
      if (!substitute || substitute.issuerRfc !== rfc || replacement === uuid) {
        return fields('El folio de sustitución no es un CFDI vigente del mismo emisor.');
      }
    }
    if (hasLiveRelatives(state, uuid)) return answer('204');
    if (document.cancellation?.status === 'En proceso') return answer('201');
    document.cancellation = {
      motive,
      requestedAt: fakeNow(state),
      status: cancellableWithoutAcceptance(state, document) ? 'Cancelado sin aceptación' : 'En proceso',
    };
    return answer('201');
  });

  // The SAT's «consulta de CFDI» (ConsultaCFDIService.svc, SOAP 1.1), answered from what it knows.
  app.post('/ConsultaCFDIService.svc', async (c) => {
    const envelope = await c.req.text();
    let expression = '';
    try {
      const doc = new DOMParser({ onError: () => undefined }).parseFromString(envelope, 'text/xml');
      expression =
        doc.getElementsByTagNameNS('http://tempuri.org/', 'expresionImpresa')[0]?.textContent ?? '';
    } catch {
      expression = '';
    }
    const params = new URLSearchParams(expression.replace(/^[^?]*\?/, ''));
    const document = state.documents.get((params.get('id') ?? '').toUpperCase());
    const matches =
      document &&
      document.issuerRfc === params.get('re') &&
      document.receiverRfc === params.get('rr') &&
      Number(document.total) === Number(params.get('tt'));
    let fields: [string, string, string, string];
    if (!document || !matches) {
      fields = ['N - 602: Comprobante no encontrado.', '', 'No Encontrado', ''];
    } else {
      settle(state, document);
      const status = document.cancellation?.status ?? '';
      const cancelled = CANCELLED.includes(status as SatCancellationStatus);
      const cancellable = hasLiveRelatives(state, document.uuid)
        ? 'No cancelable'
        : cancellableWithoutAcceptance(state, document)
          ? 'Cancelable sin aceptación'
          : 'Cancelable con aceptación';
      fields = [
        'S - Comprobante obtenido satisfactoriamente.',
        cancellable,
        cancelled ? 'Cancelado' : 'Vigente',
        status,
      ];
    }
    const [code, cancellable, estado, status] = fields;
    const tag = (name: string, value: string) => (value ? `<a:${name}>${value}</a:${name}>` : `<a:${name}/>`);
    c.header('content-type', 'text/xml; charset=utf-8');
    return c.body(
      '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
        '<ConsultaResponse xmlns="http://tempuri.org/"><ConsultaResult xmlns:a="http://schemas.datacontract.org/2004/07/Sat.Cfdi.Negocio.ConsultaCfdi.Servicio" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">' +
        tag('CodigoEstatus', code) +
        tag('EsCancelable', cancellable) +
        tag('Estado', estado) +
        tag('EstatusCancelacion', status) +
        tag('ValidacionEFOS', '200') +
        '</ConsultaResult></ConsultaResponse></s:Body></s:Envelope>',
    );
  });

  const control = new Hono();
  // The receiver answers a cancellation that waits for them (Aceptacion or Rechazo, as SW sapien's
  // «Aceptar o Rechazar cancelación» service words it).
  control.post('/cancellations/:uuid', async (c) => {
    const document = state.documents.get(c.req.param('uuid').toUpperCase());
    const { answer } = (await c.req.json()) as { answer: 'Aceptacion' | 'Rechazo' };
    const request = document?.cancellation;
    if (request?.status !== 'En proceso') return c.json({ ok: false }, 409);
    request.status = answer === 'Aceptacion' ? 'Cancelado con aceptación' : 'Solicitud rechazada';
    return c.json({ ok: true, status: request.status });
  });
  control.put('/clock', async (c) => {
    const { now } = (await c.req.json()) as { now: string | null };
    state.now = now ? new Date(now) : null;
    return c.json({ now: state.now });
  });
  control.post('/faults', async (c) => {
    state.faults.push((await c.req.json()) as FakePacFault);
    return c.json({ faults: state.faults });
  });
  control.delete('/faults', (c) => {
    state.faults.length = 0;
    return c.json({ faults: [] });
  });
  control.put('/taxpayers/:rfc', async (c) => {
    state.taxpayers.set(c.req.param('rfc'), (await c.req.json()) as Taxpayer);
    return c.json({ ok: true });
  });
  control.get('/requests', (c) => c.json({ requests: state.requests, stampsIssued: state.stampsIssued }));
  control.get('/sat-certificate', (c) =>
    c.json({ number: state.satCertificateNumber, publicKey: state.publicKeyPem }),
  );
  app.route('/_fake', control);
  return app;
}

export interface FakePac {
  url: string;
  state: FakePacState;
  close(): Promise<void>;
}

export async function startFakePac(options: FakePacOptions = {}): Promise<FakePac> {
  const state = createFakePacState(options);
  const app = createFakePacApp(state);
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 0, hostname: options.hostname ?? '127.0.0.1' },
      (info: AddressInfo) => {
        resolve({
          url: `http://${options.hostname ?? '127.0.0.1'}:${info.port}`,
          state,
          close: () =>
            new Promise<void>((done) => {
              if ('closeAllConnections' in server) server.closeAllConnections();
              server.close(() => done());
            }),
        });
      },
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakePac({
    port: Number(process.env.FAKE_PAC_PORT ?? 3998),
    user: process.env.PAC_USER,
    password: process.env.PAC_PASSWORD,
  });
  console.log(
    `\n  PAC falso (API de SW sapien) en ${fake.url}\n  Inicia la app con PAC_URL=${fake.url} PAC_USER=${fake.state.user} PAC_PASSWORD=${fake.state.password}\n  Control: ${fake.url}/_fake/requests, /_fake/faults, /_fake/taxpayers/{rfc}\n`,
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
