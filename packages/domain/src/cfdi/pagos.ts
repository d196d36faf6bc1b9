import type { TaxRate } from '../tax.ts';
import { centsText, rateText } from './amounts.ts';
import { CFDI_NAMESPACE, escapeAttribute } from './xml.ts';

// The «complemento para recepción de pagos» 2.0 (Pagos20.xsd) and the CFDI of type P that carries
// it (Anexo 20; «Guía de llenado del comprobante al que se le incorpore el complemento para
// recepción de pagos», versión 2.0). A payment of an invoice issued PPD is reported in one of
// these: the comprobante itself is all zeros, currency XXX, one concept 84111506 «Pago»; what was
// paid, for which invoice, the installment and the balances, and the share of each tax are in the
// complement. Every figure here is integer cents; MXN only (MonedaP = MonedaDR = MXN, so
// TipoCambioP and EquivalenciaDR are 1).

export const PAGOS_NAMESPACE = 'http://www.sat.gob.mx/Pagos20';
export const PAGOS_SCHEMA_LOCATION = `${PAGOS_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd`;
/** The background queue that issues the complements of an abono (named here so the customers module need not import invoicing). */
export const PAYMENT_COMPLEMENT_QUEUE = 'payment-complement';

/** c_ClaveProdServ «Servicios de facturación» and c_ClaveUnidad «Actividad», as the Guía fixes them. */
export const PAYMENT_PRODUCT_KEY = '84111506';
export const PAYMENT_UNIT_KEY = 'ACT';
/** c_UsoCFDI «Pagos». */
export const PAYMENT_USE = 'CP01';
/** c_ObjetoImp «No objeto de impuesto» (the concept), and «Sí objeto de impuesto» (each paid invoice). */
const OBJECT_NO = '01';
const OBJECT_YES = '02';

export interface PaymentTaxShare {
  baseCents: number;
  taxCents: number;
}

/** round(a × b / c), half up, exact for any size of cents (BigInt). */
function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const numerator = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(numerator / (BigInt(c) * 2n));
}

/**
 * The share of an invoice's IVA that a payment carries (TrasladoDR): the invoice's base in
 * proportion to what is paid («conforme al monto del pago», Pagos20.xsd BaseDR). The base is
 * apportioned cumulatively — base × (paid so far) / total, minus the same before this payment —
 * so the installments' BaseDR add up to the invoice's base exactly and nothing is lost to rounding
 * across parcialidades; ImporteDR is BaseDR × tasa rounded half up to the cent, which keeps it
 * within the SAT's tolerance for a traslado's amount ((Base ∓ ½ cent) × tasa truncated/rounded up).
 */
export function paymentTaxShare(
  invoice: { totalCents: number; baseCents: number; rate: TaxRate },
  paidBeforeCents: number,
  paidCents: number,
): PaymentTaxShare {
  if (paidCents <= 0 || paidBeforeCents < 0 || paidBeforeCents + paidCents > invoice.totalCents) {
    throw new RangeError('payment outside the invoice balance');
  }
  const upTo = (paid: number) => mulDivRound(invoice.baseCents, paid, invoice.totalCents);
  const baseCents = upTo(paidBeforeCents + paidCents) - upTo(paidBeforeCents);
  const taxCents = mulDivRound(baseCents, invoice.rate, 10_000);
  return { baseCents, taxCents };
}

export interface PaidDocument {
  /** The paid invoice's UUID (IdDocumento). */
  uuid: string;
  series: string;
  folio: string;
  installment: number;
  previousBalanceCents: number;
  paidCents: number;
  rate: TaxRate;
  tax: PaymentTaxShare;
}

export interface PaymentComplementInput {
  series: string;
  folio: string;
  /** Local date and time of issue, AAAA-MM-DDThh:mm:ss. */
  date: string;
  placeOfIssue: string;
  certificateNumber: string;
  certificate: string;
  issuer: { rfc: string; name: string; regime: string };
  /** The paid invoices' receiver; UsoCFDI is always CP01. */
  receiver: { rfc: string; name: string; postalCode: string; regime: string };
  payment: {
    /** When the money was received, local time AAAA-MM-DDThh:mm:ss. */
    date: string;
    /** c_FormaPago of the payment (never 99). */
    form: string;
    /** The bank's reference of a transfer or card payment (NumOperacion), when there is one. */
    operation: string | null;
    documents: PaidDocument[];
  };
  seal: string;
}

function attributes(pairs: Array<[string, string | null | undefined]>): string {
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== null && pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

/** BaseP/ImporteP per rate: the sums of the documents' BaseDR/ImporteDR of that rate. */
export function paymentTaxesByRate(documents: readonly PaidDocument[]): Map<TaxRate, PaymentTaxShare> {
  const byRate = new Map<TaxRate, PaymentTaxShare>();
  for (const document of documents) {
    const sum = byRate.get(document.rate) ?? { baseCents: 0, taxCents: 0 };
    byRate.set(document.rate, {
      baseCents: sum.baseCents + document.tax.baseCents,
      taxCents: sum.taxCents + document.tax.taxCents,
    });
  }
  return byRate;
}

const TOTALS_BY_RATE: Record<TaxRate, [string, string]> = {
  1600: ['TotalTrasladosBaseIVA16', 'TotalTrasladosImpuestoIVA16'],
  800: ['TotalTrasladosBaseIVA8', 'TotalTrasladosImpuestoIVA8'],
  0: ['TotalTrasladosBaseIVA0', 'TotalTrasladosImpuestoIVA0'],
};

/** NumOperacion: 1–100 characters of the SAT's pattern; anything else is left out rather than refused. */
function operationNumber(reference: string | null): string | null {
  if (!reference) return null;
  const text = reference.trim().slice(0, 100);
  return /^[^|]{1,100}$/.test(text) ? text : null;
}

export function buildPaymentComplementXml(input: PaymentComplementInput): string {
  const { payment } = input;
  if (payment.documents.length === 0) throw new Error('a payment complement needs a paid document');
  if (payment.form === '99') throw new Error('FormaDePagoP cannot be 99');
  const amountCents = payment.documents.reduce((sum, document) => sum + document.paidCents, 0);
  const byRate = paymentTaxesByRate(payment.documents);

  const documents = payment.documents.map((document) => {
    const balance = document.previousBalanceCents - document.paidCents;
    if (balance < 0) throw new Error('payment larger than the balance');
    return (
      `<pago20:DoctoRelacionado${attributes([
        ['IdDocumento', document.uuid.toUpperCase()],
        ['Serie', document.series],
        ['Folio', document.folio],
        ['MonedaDR', 'MXN'],
        ['EquivalenciaDR', '1'],
        ['NumParcialidad', String(document.installment)],
        ['ImpSaldoAnt', centsText(document.previousBalanceCents)],
        ['ImpPagado', centsText(document.paidCents)],
        ['ImpSaldoInsoluto', centsText(balance)],
        ['ObjetoImpDR', OBJECT_YES],
      ])}>` +
      '<pago20:ImpuestosDR><pago20:TrasladosDR>' +
      `<pago20:TrasladoDR${attributes([
        ['BaseDR', centsText(document.tax.baseCents)],
        ['ImpuestoDR', '002'],
        ['TipoFactorDR', 'Tasa'],
        ['TasaOCuotaDR', rateText(document.rate)],
        ['ImporteDR', centsText(document.tax.taxCents)],
      ])}/>` +
      '</pago20:TrasladosDR></pago20:ImpuestosDR></pago20:DoctoRelacionado>'
    );
  });
  const taxesP = [...byRate.entries()]
    .map(
      ([rate, share]) =>
        `<pago20:TrasladoP${attributes([
          ['BaseP', centsText(share.baseCents)],
          ['ImpuestoP', '002'],
          ['TipoFactorP', 'Tasa'],
          ['TasaOCuotaP', rateText(rate)],
          ['ImporteP', centsText(share.taxCents)],
        ])}/>`,
    )
    .join('');
  const totals: Array<[string, string]> = [];
  for (const rate of [1600, 800, 0] as const) {
    const share = byRate.get(rate);
    if (!share) continue;
    const [baseName, taxName] = TOTALS_BY_RATE[rate];
    totals.push([baseName, centsText(share.baseCents)], [taxName, centsText(share.taxCents)]);
  }
  const complement =
    `<pago20:Pagos Version="2.0">` +
    `<pago20:Totales${attributes([...totals, ['MontoTotalPagos', centsText(amountCents)]])}/>` +
    `<pago20:Pago${attributes([
      ['FechaPago', payment.date],
      ['FormaDePagoP', payment.form],
      ['MonedaP', 'MXN'],
      ['TipoCambioP', '1'],
      ['Monto', centsText(amountCents)],
      ['NumOperacion', operationNumber(payment.operation)],
    ])}>` +
    documents.join('') +
    `<pago20:ImpuestosP><pago20:TrasladosP>${taxesP}</pago20:TrasladosP></pago20:ImpuestosP>` +
    '</pago20:Pago></pago20:Pagos>';

  const root = attributes([
    ['Version', '4.0'],
    ['Serie', input.series],
    ['Folio', input.folio],
    ['Fecha', input.date],
    ['Sello', input.seal],
    ['NoCertificado', input.certificateNumber],
    ['Certificado', input.certificate],
    ['SubTotal', '0'],
    ['Moneda', 'XXX'],
    ['Total', '0'],
    ['TipoDeComprobante', 'P'],
    ['Exportacion', '01'],
    ['LugarExpedicion', input.placeOfIssue],
  ]);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<cfdi:Comprobante xmlns:cfdi="${CFDI_NAMESPACE}" xmlns:pago20="${PAGOS_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd ${PAGOS_SCHEMA_LOCATION}"${root}>` +
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
      ['UsoCFDI', PAYMENT_USE],
    ])}/>` +
    `<cfdi:Conceptos><cfdi:Concepto${attributes([
      ['ClaveProdServ', PAYMENT_PRODUCT_KEY],
      ['Cantidad', '1'],
      ['ClaveUnidad', PAYMENT_UNIT_KEY],
      ['Descripcion', 'Pago'],
      ['ValorUnitario', '0'],
      ['Importe', '0'],
      ['ObjetoImp', OBJECT_NO],
    ])}/></cfdi:Conceptos>` +
    `<cfdi:Complemento>${complement}</cfdi:Complemento>` +
    '</cfdi:Comprobante>'
  );
}
