import { XMLSerializer } from '@xmldom/xmldom';
import { centsToPesos, formatMoneyPrecise } from '@yonke/domain';
import { satVerificationUrl } from '@yonke/domain/cfdi';
import { childElements, micros, NS, parseCfdi } from './cfdi-reader.ts';
import { tfdCadenaOriginal } from './sat-resources.ts';

// What both «representaciones impresas» (the HTML print and the PDF) read from a stamped CFDI
// before laying it out, so that the two always show the same facts.

export const METHOD_LABELS: Record<string, string> = {
  PUE: 'PUE · Pago en una sola exhibición',
  PPD: 'PPD · Pago en parcialidades o diferido',
};

/** An amount of the XML (decimal pesos) as the app writes money; empty when there is none. */
export const money = (value: string | null | undefined) => {
  const amount = micros(value);
  if (amount === null) return '';
  return formatMoneyPrecise(centsToPesos(Math.round(amount / 10_000)));
};

/**
 * The stamped document with the facts its print needs beyond its own attributes: the SAT's
 * verification URL (for the QR), the timbre's cadena original and the transferred taxes.
 */
export async function readStampedCfdi(stampedXml: string) {
  const cfdi = parseCfdi(stampedXml);
  if (!cfdi?.tfd) throw new Error('not a stamped CFDI');
  const tfd = cfdi.tfd;
  const attr = (name: string) => cfdi.attr(name);
  const emisor = (name: string) => cfdi.emisor?.getAttribute(name) ?? '';
  const receptor = (name: string) => cfdi.receptor?.getAttribute(name) ?? '';
  const uuid = tfd.getAttribute('UUID') ?? '';
  const totalCents = Math.round((micros(attr('Total')) ?? 0) / 10_000);
  const verifyUrl = satVerificationUrl({
    uuid,
    issuerRfc: emisor('Rfc'),
    receiverRfc: receptor('Rfc'),
    totalCents,
    seal: attr('Sello'),
  });
  const tfdCadena = await tfdCadenaOriginal(new XMLSerializer().serializeToString(tfd));
  const taxes = childElements(cfdi.taxes, NS.cfdi, 'Traslado');
  return { cfdi, tfd, attr, emisor, receptor, uuid, totalCents, verifyUrl, tfdCadena, taxes };
}
