import type { TaxRate } from '../tax.ts';
import { centsText, type InvoiceAmounts, rateText } from './amounts.ts';
import { TAX_OBJECT_YES, UNIT_PIECE } from './catalogs.ts';

// The CFDI 4.0 document as text (Anexo 20, cfdv40.xsd). Written by hand rather than through a DOM
// so that the bytes that are sealed are exactly the bytes stored and sent: attribute order and
// escaping are fixed here, and the seal is computed over the cadena original of these bytes.

export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
export const CFDI_SCHEMA_LOCATION =
  'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';

export interface CfdiConcept {
  productKey: string;
  /** Our part code, «NoIdentificacion». */
  identification: string | null;
  description: string;
  /** c_ClaveUnidad and «Unidad» (null: not written); «H87 Pieza» when absent. */
  unit?: { key: string; name: string | null };
}

export interface CfdiInput {
  series: string;
  folio: string;
  /** Local date and time of the place of issue, AAAA-MM-DDThh:mm:ss. */
  date: string;
  paymentForm: string;
  paymentMethod: 'PUE' | 'PPD';
  placeOfIssue: string;
  certificateNumber: string;
  /** The CSD certificate, DER in base64, one line. */
  certificate: string;
  issuer: { rfc: string; name: string; regime: string };
  receiver: { rfc: string; name: string; postalCode: string; regime: string; use: string };
  /** InformacionGlobal: required when the receiver is «PUBLICO EN GENERAL». */
  global: { periodicity: string; month: string; year: number } | null;
  /** I (ingreso, the default) or E (egreso: a credit note). */
  type?: 'I' | 'E';
  /** CfdiRelacionados: c_TipoRelacion (01 «Nota de crédito…», 04 «Sustitución de los CFDI previos») and the UUIDs. */
  related?: { relationType: string; uuids: string[] } | null;
  concepts: CfdiConcept[];
  amounts: InvoiceAmounts;
  /** Empty before sealing. */
  seal: string;
}

/** XML attribute value: the five predefined entities, and whitespace kept as character references. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replaceAll('\t', '&#x9;')
    .replaceAll('\n', '&#xA;')
    .replaceAll('\r', '&#xD;');
}

function attributes(pairs: Array<[string, string | null | undefined]>): string {
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== null && pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

function traslado(baseCents: number, rate: TaxRate, amountCents: number): string {
  return `<cfdi:Traslado${attributes([
    ['Base', centsText(baseCents)],
    ['Impuesto', '002'],
    ['TipoFactor', 'Tasa'],
    ['TasaOCuota', rateText(rate)],
    ['Importe', centsText(amountCents)],
  ])}/>`;
}

/** Drops characters XML 1.0 cannot carry and collapses the description's whitespace. */
export function cleanText(value: string, maxLength: number): string {
  const allowed = Array.from(value)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (
        (code >= 0x20 || code === 0x9 || code === 0xa || code === 0xd) && code !== 0xfffe && code !== 0xffff
      );
    })
    .join('');
  const text = allowed.replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? text.slice(0, maxLength) : text;
}

export function buildCfdiXml(input: CfdiInput): string {
  const { amounts } = input;
  const rate = amounts.rate;
  const concepts = input.concepts.map((concept, index) => {
    const figures = amounts.concepts[index];
    if (!figures) throw new Error('concept without amounts');
    return (
      `<cfdi:Concepto${attributes([
        ['ClaveProdServ', concept.productKey],
        ['NoIdentificacion', concept.identification],
        ['Cantidad', String(figures.quantity)],
        ['ClaveUnidad', concept.unit?.key ?? UNIT_PIECE],
        ['Unidad', concept.unit ? concept.unit.name : 'Pieza'],
        ['Descripcion', cleanText(concept.description, 1000)],
        ['ValorUnitario', figures.unitValue],
        ['Importe', centsText(figures.importeCents)],
        ['Descuento', figures.discountCents > 0 ? centsText(figures.discountCents) : null],
        ['ObjetoImp', TAX_OBJECT_YES],
      ])}>` +
      `<cfdi:Impuestos><cfdi:Traslados>${traslado(figures.baseCents, figures.rate ?? rate, figures.taxCents)}</cfdi:Traslados></cfdi:Impuestos>` +
      '</cfdi:Concepto>'
    );
  });
  const root = attributes([
    ['Version', '4.0'],
    ['Serie', input.series],
    ['Folio', input.folio],
    ['Fecha', input.date],
    ['Sello', input.seal],
    ['FormaPago', input.paymentForm],
    ['NoCertificado', input.certificateNumber],
    ['Certificado', input.certificate],
    ['SubTotal', centsText(amounts.subtotalCents)],
    ['Descuento', amounts.discountCents > 0 ? centsText(amounts.discountCents) : null],
    ['Moneda', 'MXN'],
    ['Total', centsText(amounts.totalCents)],
    ['TipoDeComprobante', input.type ?? 'I'],
    ['Exportacion', '01'],
    ['MetodoPago', input.paymentMethod],
    ['LugarExpedicion', input.placeOfIssue],
  ]);
  const global = input.global
    ? `<cfdi:InformacionGlobal${attributes([
        ['Periodicidad', input.global.periodicity],
        ['Meses', input.global.month],
        ['Año', String(input.global.year)],
      ])}/>`
    : '';
  const related =
    input.related && input.related.uuids.length > 0
      ? `<cfdi:CfdiRelacionados${attributes([['TipoRelacion', input.related.relationType]])}>${input.related.uuids
          .map((uuid) => `<cfdi:CfdiRelacionado${attributes([['UUID', uuid.toUpperCase()]])}/>`)
          .join('')}</cfdi:CfdiRelacionados>`
      : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<cfdi:Comprobante xmlns:cfdi="${CFDI_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${CFDI_SCHEMA_LOCATION}"${root}>` +
    global +
    related +
    `<cfdi:Emisor${attributes([
      ['Rfc', input.issuer.rfc],
      ['Nombre', input.issuer.name],
      ['RegimenFiscal', input.issuer.regime],
    ])}/>` +
    `<cfdi:Receptor${attributes([
      ['Rfc', input.receiver.rfc],
      ['Nombre', input.receiver.name],
      ['DomicilioFiscalReceptor', input.receiver.postalCode],
      ['RegimenFiscalReceptor', input.receiver.regime],
      ['UsoCFDI', input.receiver.use],
    ])}/>` +
    `<cfdi:Conceptos>${concepts.join('')}</cfdi:Conceptos>` +
    `<cfdi:Impuestos TotalImpuestosTrasladados="${centsText(amounts.taxCents)}"><cfdi:Traslados>${(
      amounts.byRate ?? [{ rate, baseCents: amounts.baseCents, taxCents: amounts.taxCents }]
    )
      .map((group) => traslado(group.baseCents, group.rate, group.taxCents))
      .join('')}</cfdi:Traslados></cfdi:Impuestos>` +
    '</cfdi:Comprobante>'
  );
}

/** The same document with its seal in place (the Sello attribute is empty until then). */
export function withSeal(xml: string, seal: string): string {
  const marker = ' Sello=""';
  if (!xml.includes(marker)) throw new Error('the document has no empty Sello');
  return xml.replace(marker, ` Sello="${escapeAttribute(seal)}"`);
}

/**
 * The SAT's verification URL for the printed invoice's QR (Anexo 20, «Apéndice 2»/representación
 * impresa): id (UUID), re (emisor RFC), rr (receptor RFC), tt (total), fe (last 8 characters of
 * the seal).
 */
export function satVerificationUrl(input: {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  totalCents: number;
  seal: string;
}): string {
  const params = new URLSearchParams({
    id: input.uuid,
    re: input.issuerRfc,
    rr: input.receiverRfc,
    tt: centsText(input.totalCents),
    fe: input.seal.slice(-8),
  });
  return `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?${params.toString()}`;
}
