import { CFDI_USES, TAX_REGIMES } from '@yonke/domain';
import { PAYMENT_FORM_LABELS, pesosInWords } from '@yonke/domain/cfdi';
import QRCode from 'qrcode';
import { escapeHtml, renderPage } from '../../lib/printed-page.ts';
import { childElements, micros, NS } from './cfdi-reader.ts';
import { paymentComplementSection } from './payment-complement-page.ts';
import { METHOD_LABELS, money, readStampedCfdi } from './printed-cfdi.ts';

// The «representación impresa» of a stamped CFDI (Anexo 20, its printed form): emisor and
// receptor, concepts, taxes, the total in words, the SAT's verification QR, the timbre's cadena
// original, both seals and both certificate numbers. Everything is read from the stamped XML
// itself, so the print shows what the SAT has. A letter page; the browser's «Guardar como PDF»
// makes the PDF, as with the counter's letter-size ticket.

const STYLE = `
@page { size: letter; margin: 12mm; }
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { background: #e9ecef; color: #000; font-family: Arial, Helvetica, sans-serif; }
.toolbar { display: flex; gap: 8px; padding: 10px 16px; background: #fff; border-bottom: 1px solid #dee2e6; }
.toolbar button { min-height: 44px; padding: 0 16px; border: 1px solid #1864ab; border-radius: 4px;
  background: #1864ab; color: #fff; font: inherit; font-weight: 700; cursor: pointer; }
.sheet { max-width: 196mm; margin: 12px auto; padding: 8mm; background: #fff; font-size: 11px; line-height: 1.35; }
h1 { font-size: 16px; }
h2 { font-size: 12px; margin: 4mm 0 1mm; border-bottom: 1px solid #000; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 2mm 6mm; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5mm 2mm; }
dt { font-weight: 700; }
table { width: 100%; border-collapse: collapse; margin-top: 1mm; }
th, td { border-bottom: 1px solid #ced4da; padding: 1mm; text-align: left; vertical-align: top; }
td.n, th.n { text-align: right; white-space: nowrap; }
.totals { margin-left: auto; width: 70mm; }
.words { margin-top: 2mm; font-weight: 700; }
.stamp { display: grid; grid-template-columns: 36mm 1fr; gap: 4mm; margin-top: 4mm; }
.stamp img { width: 34mm; height: 34mm; }
.scroll { overflow-x: auto; }
.long { font-family: monospace; font-size: 8px; word-break: break-all; }
@media (max-width: 600px) { .grid, .stamp { grid-template-columns: 1fr; } .sheet { padding: 4mm; } }
@media print { html, body { background: #fff; } .toolbar { display: none; } .sheet { margin: 0; padding: 0; max-width: none; } }
`;

const row = (label: string, value: string | null | undefined) =>
  value ? `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>` : '';

export async function renderInvoicePage(stampedXml: string, nonce: string): Promise<string> {
  const { cfdi, tfd, attr, emisor, receptor, uuid, totalCents, verifyUrl, tfdCadena, taxes } =
    await readStampedCfdi(stampedXml);
  const qr = await QRCode.toDataURL(verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 300 });

  const concepts = cfdi.concepts
    .map((concept) => {
      const get = (name: string) => concept.getAttribute(name) ?? '';
      return `<tr>
<td>${escapeHtml(get('ClaveProdServ'))}</td>
<td>${escapeHtml(get('NoIdentificacion'))}</td>
<td class="n">${escapeHtml(get('Cantidad'))}</td>
<td>${escapeHtml(get('ClaveUnidad'))} ${escapeHtml(get('Unidad'))}</td>
<td>${escapeHtml(get('Descripcion'))}</td>
<td class="n">${money(get('ValorUnitario'))}</td>
<td class="n">${money(get('Descuento')) || '—'}</td>
<td class="n">${money(get('Importe'))}</td>
</tr>`;
    })
    .join('');
  const global = childElements(cfdi.root, NS.cfdi, 'InformacionGlobal')[0];
  const egreso = attr('TipoDeComprobante') === 'E';
  const payment = attr('TipoDeComprobante') === 'P';
  const kind = payment ? 'Complemento de pago' : egreso ? 'Nota de crédito' : 'Factura';
  const typeLabel = payment ? 'Pago' : egreso ? 'Egreso' : 'Ingreso';
  const relatedBlock = childElements(cfdi.root, NS.cfdi, 'CfdiRelacionados')[0];
  const related = relatedBlock
    ? `<p>CFDI relacionados (tipo de relación ${escapeHtml(relatedBlock.getAttribute('TipoRelacion') ?? '')}): ${childElements(
        relatedBlock,
        NS.cfdi,
        'CfdiRelacionado',
      )
        .map((node) => escapeHtml(node.getAttribute('UUID') ?? ''))
        .join(', ')}</p>`
    : '';

  const body = `<div class="toolbar"><button type="button" id="print">Imprimir o guardar como PDF</button></div>
<main class="sheet">
<h1>${escapeHtml(emisor('Nombre'))}</h1>
<p>${kind} ${escapeHtml(attr('Serie'))}-${escapeHtml(attr('Folio'))} · CFDI 4.0 · ${typeLabel}</p>
${related}
<div class="grid">
<section><h2>Emisor</h2><dl>
${row('RFC', emisor('Rfc'))}${row('Nombre', emisor('Nombre'))}
${row('Régimen fiscal', `${emisor('RegimenFiscal')} · ${TAX_REGIMES[emisor('RegimenFiscal')] ?? ''}`)}
${row('Lugar de expedición', attr('LugarExpedicion'))}${row('Fecha de emisión', attr('Fecha'))}
${row('No. de certificado del emisor', attr('NoCertificado'))}
</dl></section>
<section><h2>Receptor</h2><dl>
${row('RFC', receptor('Rfc'))}${row('Nombre', receptor('Nombre'))}
${row('Domicilio fiscal (CP)', receptor('DomicilioFiscalReceptor'))}
${row('Régimen fiscal', `${receptor('RegimenFiscalReceptor')} · ${TAX_REGIMES[receptor('RegimenFiscalReceptor')] ?? ''}`)}
${row('Uso del CFDI', `${receptor('UsoCFDI')} · ${CFDI_USES[receptor('UsoCFDI')] ?? ''}`)}
${global ? row('Información global', `Periodicidad ${global.getAttribute('Periodicidad')}, mes ${global.getAttribute('Meses')}, año ${global.getAttribute('Año')}`) : ''}
</dl></section>
</div>
<h2>Conceptos</h2>
<div class="scroll" role="region" aria-label="Conceptos" tabindex="0"><table><thead><tr><th>Clave</th><th>No. identificación</th><th class="n">Cantidad</th><th>Unidad</th><th>Descripción</th><th class="n">Valor unitario</th><th class="n">Descuento</th><th class="n">Importe</th></tr></thead>
<tbody>${concepts}</tbody></table></div>
<table class="totals"><tbody>
<tr><td>Subtotal</td><td class="n">${money(attr('SubTotal'))}</td></tr>
${attr('Descuento') ? `<tr><td>Descuento</td><td class="n">${money(attr('Descuento'))}</td></tr>` : ''}
${taxes.map((tax) => `<tr><td>IVA ${Math.round((micros(tax.getAttribute('TasaOCuota')) ?? 0) / 10_000)} % (trasladado)</td><td class="n">${money(tax.getAttribute('Importe'))}</td></tr>`).join('')}
<tr><td><strong>Total</strong></td><td class="n"><strong>${money(attr('Total'))}</strong></td></tr>
</tbody></table>
${payment ? paymentComplementSection(cfdi.root) : `<p class="words">${escapeHtml(pesosInWords(totalCents))}</p>`}
<dl>
${attr('FormaPago') ? row('Forma de pago', `${attr('FormaPago')} · ${PAYMENT_FORM_LABELS[attr('FormaPago')] ?? ''}`) : ''}
${row('Método de pago', METHOD_LABELS[attr('MetodoPago')] ?? attr('MetodoPago'))}
${row('Moneda', attr('Moneda'))}${row('Exportación', `${attr('Exportacion')} · No aplica`)}
</dl>
<div class="stamp">
<img src="${qr}" alt="Código QR para verificar la factura en el portal del SAT">
<dl>
${row('Folio fiscal (UUID)', uuid)}${row('Fecha y hora de certificación', tfd.getAttribute('FechaTimbrado'))}
${row('RFC del proveedor de certificación', tfd.getAttribute('RfcProvCertif'))}
${row('No. de certificado del SAT', tfd.getAttribute('NoCertificadoSAT'))}
</dl>
</div>
<h2>Sello digital del CFDI</h2><p class="long">${escapeHtml(attr('Sello'))}</p>
<h2>Sello digital del SAT</h2><p class="long">${escapeHtml(tfd.getAttribute('SelloSAT') ?? '')}</p>
<h2>Cadena original del complemento de certificación digital del SAT</h2><p class="long">${escapeHtml(tfdCadena)}</p>
<p>Este documento es una representación impresa de un CFDI. Verifícalo en ${escapeHtml(verifyUrl.split('?')[0] ?? '')}.</p>
</main>`;
  const script = "document.getElementById('print').addEventListener('click',function(){window.print();});";
  return renderPage(`${kind} ${attr('Serie')}-${attr('Folio')}`, STYLE, body, nonce, script);
}
