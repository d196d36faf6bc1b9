import { CFDI_USES, TAX_REGIMES } from '@yonke/domain';
import { PAYMENT_FORM_LABELS, pesosInWords } from '@yonke/domain/cfdi';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { provideInvoicePdf } from '../../lib/invoice-pdf-port.ts';
import { childElements, micros, NS } from './cfdi-reader.ts';
import { METHOD_LABELS, money, readStampedCfdi } from './printed-cfdi.ts';

// The «representación impresa» as a PDF file made on the server, for the e-mail, the public
// invoice page and the download: the same contents as the HTML print (invoice-page.ts), all read
// from the stamped XML. PDFKit's standard Helvetica covers WinAnsi, which has every Spanish letter,
// «», and the middle dot; nothing else is written.

/** Letter size in points, 12 mm margins, as the HTML print. */
const MARGIN = 34;
const PAGE_WIDTH = 612;
const CONTENT = PAGE_WIDTH - 2 * MARGIN;

export interface InvoicePdfFacts {
  uuid: string;
  verifyUrl: string;
  totalText: string;
}

type StampedCfdi = Awaited<ReturnType<typeof readStampedCfdi>>;
type Doc = PDFKit.PDFDocument;
type Column = { title: string; width: number; align: 'left' | 'right' };

export async function renderInvoicePdf(stampedXml: string): Promise<{ pdf: Buffer; facts: InvoicePdfFacts }> {
  const stamped = await readStampedCfdi(stampedXml);
  const { attr, emisor, uuid, totalCents, verifyUrl } = stamped;
  const qr = await QRCode.toBuffer(verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 300 });
  const kind = attr('TipoDeComprobante') === 'E' ? 'Nota de crédito' : 'Factura';

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `${kind} ${attr('Serie')}-${attr('Folio')}`,
      Subject: `CFDI ${uuid}`,
      Author: emisor('Nombre'),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  writeTitle(doc, stamped, kind);
  writeParties(doc, stamped);
  writeConcepts(doc, stamped);
  const totalText = pesosInWords(totalCents);
  writeTotals(doc, stamped, totalText);
  writeStamp(doc, stamped, qr);
  writeSeals(doc, stamped);
  doc.end();
  return { pdf: await done, facts: { uuid, verifyUrl, totalText } };
}

/** A section title with a rule under it. */
function heading(doc: Doc, text: string) {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10).text(text, MARGIN, doc.y, { width: CONTENT });
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.2);
}

/** «Label: value» lines in a column from x; an empty value is left out. */
function pairs(doc: Doc, x: number, width: number, rows: Array<[string, string]>) {
  for (const [label, value] of rows) {
    if (!value) continue;
    doc.font('Helvetica-Bold').fontSize(8).text(`${label}: `, x, doc.y, { width, continued: true });
    doc.font('Helvetica').text(value);
  }
}

/** The issuer's name, the kind, series and folio, and the related CFDI if any. */
function writeTitle(doc: Doc, { cfdi, attr, emisor }: StampedCfdi, kind: string) {
  const egreso = attr('TipoDeComprobante') === 'E';
  const relatedBlock = childElements(cfdi.root, NS.cfdi, 'CfdiRelacionados')[0];
  doc.font('Helvetica-Bold').fontSize(14).text(emisor('Nombre'), { width: CONTENT });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${kind} ${attr('Serie')}-${attr('Folio')} · CFDI 4.0 · ${egreso ? 'Egreso' : 'Ingreso'}`);
  if (relatedBlock) {
    const uuids = childElements(relatedBlock, NS.cfdi, 'CfdiRelacionado').map(
      (n) => n.getAttribute('UUID') ?? '',
    );
    doc.text(
      `CFDI relacionados (tipo de relación ${relatedBlock.getAttribute('TipoRelacion') ?? ''}): ${uuids.join(', ')}`,
    );
  }
}

/** Issuer on the left, receiver on the right; the cursor ends under the taller column. */
function writeParties(doc: Doc, { cfdi, attr, emisor, receptor }: StampedCfdi) {
  const global = childElements(cfdi.root, NS.cfdi, 'InformacionGlobal')[0];
  const half = CONTENT / 2 - 8;
  heading(doc, 'Emisor y receptor');
  const top = doc.y;
  pairs(doc, MARGIN, half, [
    ['RFC', emisor('Rfc')],
    ['Nombre', emisor('Nombre')],
    ['Régimen fiscal', `${emisor('RegimenFiscal')} · ${TAX_REGIMES[emisor('RegimenFiscal')] ?? ''}`],
    ['Lugar de expedición', attr('LugarExpedicion')],
    ['Fecha de emisión', attr('Fecha')],
    ['No. de certificado del emisor', attr('NoCertificado')],
  ]);
  const leftBottom = doc.y;
  doc.y = top;
  const right = MARGIN + CONTENT / 2 + 8;
  pairs(doc, right, half, [
    ['RFC del receptor', receptor('Rfc')],
    ['Nombre', receptor('Nombre')],
    ['Domicilio fiscal (CP)', receptor('DomicilioFiscalReceptor')],
    [
      'Régimen fiscal',
      `${receptor('RegimenFiscalReceptor')} · ${TAX_REGIMES[receptor('RegimenFiscalReceptor')] ?? ''}`,
    ],
    ['Uso del CFDI', `${receptor('UsoCFDI')} · ${CFDI_USES[receptor('UsoCFDI')] ?? ''}`],
    [
      'Información global',
      global
        ? `Periodicidad ${global.getAttribute('Periodicidad')}, mes ${global.getAttribute('Meses')}, año ${global.getAttribute('Año')}`
        : '',
    ],
  ]);
  doc.y = Math.max(leftBottom, doc.y);
}

// Clave, cantidad y unidad, descripción, valor unitario, descuento, importe.
const CONCEPT_COLUMNS: Column[] = [
  { title: 'Clave', width: 58, align: 'left' },
  { title: 'Cant. / unidad', width: 62, align: 'left' },
  { title: 'Descripción', width: CONTENT - 58 - 62 - 3 * 72, align: 'left' },
  { title: 'Valor unitario', width: 72, align: 'right' },
  { title: 'Descuento', width: 72, align: 'right' },
  { title: 'Importe', width: 72, align: 'right' },
];

/** One row of the concepts table; a row that reaches the page's foot starts a new page. */
function tableRow(doc: Doc, cells: string[], bold: boolean) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  let x = MARGIN;
  let bottom = y;
  cells.forEach((cell, index) => {
    const column = CONCEPT_COLUMNS[index];
    if (!column) return;
    doc.text(cell, x, y, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  if (bottom > doc.page.height - MARGIN - 20) {
    doc.addPage();
    return;
  }
  doc.y = bottom + 2;
  doc.x = MARGIN;
}

function writeConcepts(doc: Doc, { cfdi }: StampedCfdi) {
  heading(doc, 'Conceptos');
  tableRow(
    doc,
    CONCEPT_COLUMNS.map((c) => c.title),
    true,
  );
  for (const concept of cfdi.concepts) {
    const get = (name: string) => concept.getAttribute(name) ?? '';
    const id = get('NoIdentificacion');
    tableRow(
      doc,
      [
        get('ClaveProdServ'),
        `${get('Cantidad')} ${get('ClaveUnidad')}`,
        `${id ? `${id} · ` : ''}${get('Descripcion')}`,
        money(get('ValorUnitario')),
        money(get('Descuento')) || '—',
        money(get('Importe')),
      ],
      false,
    );
  }
}

/** Subtotal, discount, each IVA and total on the right; the amount in words and the payment terms. */
function writeTotals(doc: Doc, { attr, taxes }: StampedCfdi, totalText: string) {
  doc.moveDown(0.4);
  const totals: Array<[string, string]> = [['Subtotal', money(attr('SubTotal'))]];
  if (attr('Descuento')) totals.push(['Descuento', money(attr('Descuento'))]);
  for (const tax of taxes) {
    const rate = Math.round((micros(tax.getAttribute('TasaOCuota')) ?? 0) / 10_000);
    totals.push([`IVA ${rate} % (trasladado)`, money(tax.getAttribute('Importe'))]);
  }
  totals.push(['Total', money(attr('Total'))]);
  const totalsX = MARGIN + CONTENT - 220;
  for (const [label, value] of totals) {
    const y = doc.y;
    const bold = label === 'Total';
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(label, totalsX, y, { width: 130 });
    doc.text(value, totalsX + 130, y, { width: 90, align: 'right' });
  }
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(9).text(totalText, MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.3);
  pairs(doc, MARGIN, CONTENT, [
    ['Forma de pago', `${attr('FormaPago')} · ${PAYMENT_FORM_LABELS[attr('FormaPago')] ?? ''}`],
    ['Método de pago', METHOD_LABELS[attr('MetodoPago')] ?? attr('MetodoPago')],
    ['Moneda', attr('Moneda')],
    ['Exportación', `${attr('Exportacion')} · No aplica`],
  ]);
}

/** The QR with the stamp's facts beside it; kept on one page. */
function writeStamp(doc: Doc, { tfd, uuid, verifyUrl }: StampedCfdi, qr: Buffer) {
  heading(doc, 'Timbre fiscal digital');
  const qrSize = 100;
  if (doc.y + qrSize > doc.page.height - MARGIN) doc.addPage();
  const stampTop = doc.y;
  doc.image(qr, MARGIN, stampTop, { width: qrSize, height: qrSize });
  doc.y = stampTop;
  pairs(doc, MARGIN + qrSize + 12, CONTENT - qrSize - 12, [
    ['Folio fiscal (UUID)', uuid],
    ['Fecha y hora de certificación', tfd.getAttribute('FechaTimbrado') ?? ''],
    ['RFC del proveedor de certificación', tfd.getAttribute('RfcProvCertif') ?? ''],
    ['No. de certificado del SAT', tfd.getAttribute('NoCertificadoSAT') ?? ''],
  ]);
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .text(verifyUrl, MARGIN + qrSize + 12, doc.y + 2, { width: CONTENT - qrSize - 12 });
  doc.y = Math.max(doc.y, stampTop + qrSize);
}

/** The two seals and the stamp's original chain in small monospace, then the closing legend. */
function writeSeals(doc: Doc, { attr, tfd, tfdCadena, verifyUrl }: StampedCfdi) {
  const long = (title: string, value: string) => {
    heading(doc, title);
    doc.font('Courier').fontSize(6).text(value, MARGIN, doc.y, { width: CONTENT, lineBreak: true });
  };
  long('Sello digital del CFDI', attr('Sello'));
  long('Sello digital del SAT', tfd.getAttribute('SelloSAT') ?? '');
  long('Cadena original del complemento de certificación digital del SAT', tfdCadena);
  doc
    .moveDown(0.6)
    .font('Helvetica')
    .fontSize(8)
    .text(
      `Este documento es una representación impresa de un CFDI. Verifícalo en ${verifyUrl.split('?')[0] ?? ''}.`,
      MARGIN,
      doc.y,
      { width: CONTENT },
    );
}

// Offered to the modules that send the invoice on (lib/invoice-pdf-port.ts says why not by import).
provideInvoicePdf(async (stampedXml) => (await renderInvoicePdf(stampedXml)).pdf);
