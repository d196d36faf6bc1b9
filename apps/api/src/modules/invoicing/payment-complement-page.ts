import type { Element } from '@xmldom/xmldom';
import { centsToPesos, formatMoneyPrecise } from '@yonke/domain';
import { PAGOS_NAMESPACE, PAYMENT_FORM_LABELS } from '@yonke/domain/cfdi';
import { escapeHtml } from '../../lib/printed-page.ts';
import { childElements, micros } from './cfdi-reader.ts';

// The part of a payment complement's printed page that is its own: each payment (date, form,
// amount) and each invoice it pays with the installment and balances, read from the stamped XML.

const money = (value: string | null | undefined) => {
  const amount = micros(value);
  return amount === null ? '' : formatMoneyPrecise(centsToPesos(Math.round(amount / 10_000)));
};

export function paymentComplementSection(root: Element): string {
  const pagos = childElements(root, PAGOS_NAMESPACE, 'Pago');
  return pagos
    .map((pago) => {
      const get = (name: string) => pago.getAttribute(name) ?? '';
      const documents = childElements(pago, PAGOS_NAMESPACE, 'DoctoRelacionado')
        .map((docto) => {
          const at = (name: string) => docto.getAttribute(name) ?? '';
          const taxes = childElements(docto, PAGOS_NAMESPACE, 'TrasladoDR')
            .map(
              (tax) =>
                `IVA ${Math.round((micros(tax.getAttribute('TasaOCuotaDR')) ?? 0) / 10_000)} %: base ${money(tax.getAttribute('BaseDR'))}, impuesto ${money(tax.getAttribute('ImporteDR'))}`,
            )
            .join('; ');
          return `<tr>
<td>${escapeHtml(at('Serie'))}-${escapeHtml(at('Folio'))}<br><span class="long">${escapeHtml(at('IdDocumento'))}</span></td>
<td class="n">${escapeHtml(at('NumParcialidad'))}</td>
<td class="n">${money(at('ImpSaldoAnt'))}</td>
<td class="n">${money(at('ImpPagado'))}</td>
<td class="n">${money(at('ImpSaldoInsoluto'))}</td>
<td>${escapeHtml(taxes)}</td>
</tr>`;
        })
        .join('');
      return `<h2>Pago</h2><dl>
<dt>Fecha de pago</dt><dd>${escapeHtml(get('FechaPago'))}</dd>
<dt>Forma de pago</dt><dd>${escapeHtml(get('FormaDePagoP'))} · ${escapeHtml(PAYMENT_FORM_LABELS[get('FormaDePagoP')] ?? '')}</dd>
<dt>Moneda</dt><dd>${escapeHtml(get('MonedaP'))}</dd>
<dt>Monto</dt><dd>${money(get('Monto'))}</dd>
${get('NumOperacion') ? `<dt>Número de operación</dt><dd>${escapeHtml(get('NumOperacion'))}</dd>` : ''}
</dl>
<div class="scroll" role="region" aria-label="Documentos pagados" tabindex="0"><table><thead><tr><th>Factura pagada</th><th class="n">Parcialidad</th><th class="n">Saldo anterior</th><th class="n">Importe pagado</th><th class="n">Saldo insoluto</th><th>Impuestos</th></tr></thead>
<tbody>${documents}</tbody></table></div>`;
    })
    .join('');
}
