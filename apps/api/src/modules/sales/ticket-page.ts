import {
  centsToPesos,
  formatDateTime,
  formatMoneyPrecise,
  lastDayLabel,
  PAYMENT_METHOD_LABELS,
  phoneDigits,
  saleStatusLabel,
  TAX_RATE_LABELS,
  warrantyText,
} from '@yonke/domain';
import type { Sale } from '@yonke/domain/schemas';
import QRCode from 'qrcode';
import { escapeHtml, printedPageStyle, renderPage } from '../../lib/printed-page.ts';

// The printed ticket: one HTML page for thermal printers (58 and 80 mm rolls) and for a letter
// sheet (the browser's «Guardar como PDF» makes the PDF), and the public page a customer opens
// from WhatsApp. Everything it shows comes from the ticket itself.

export const TICKET_FORMATS = ['58', '80', 'carta'] as const;
export type TicketFormat = (typeof TICKET_FORMATS)[number];
export const TICKET_FORMAT_LABELS: Record<TicketFormat, string> = {
  '58': '58 mm',
  '80': '80 mm',
  carta: 'Carta (PDF)',
};

export interface TicketCompany {
  name: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  logoUrl: string | null;
}

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

function toolbar(options: TicketPageOptions): string {
  const links = options.formatLinks
    ? TICKET_FORMATS.map((format) => {
        const current = format === options.format ? ' aria-current="true"' : '';
        return `<a href="${escapeHtml(`${options.path}?format=${format}`)}"${current}>${TICKET_FORMAT_LABELS[format]}</a>`;
      }).join('')
    : '';
  return `<nav class="toolbar" aria-label="Formato del ticket">${links}<button type="button" id="print">Imprimir</button></nav>`;
}

export interface TicketPageOptions {
  format: TicketFormat;
  /** The ticket's public address (its QR). */
  publicUrl: string;
  path: string;
  nonce: string;
  formatLinks: boolean;
  autoPrint: boolean;
}

export async function renderTicketPage(
  sale: Sale,
  company: TicketCompany,
  options: TicketPageOptions,
): Promise<string> {
  const lines = sale.lines
    .map((line) => {
      const code = line.part_code ? `${escapeHtml(line.part_code)} · ` : '';
      const quantity = line.quantity > 1 ? `${line.quantity} × ${money(line.unit_price_cents)} · ` : '';
      const discount = line.discount_cents > 0 ? ` · desc. ${money(line.discount_cents)}` : '';
      const warranty = `Garantía: ${escapeHtml(warrantyText({ days: line.warranty_days, terms: line.warranty_terms }))}`;
      return `<tr><td>${escapeHtml(line.description)}<div class="line-meta">${code}${quantity}${warranty}${discount}</div></td>
<td class="amount">${money(line.amount_cents)}</td></tr>`;
    })
    .join('');
  const payments = sale.payments
    .map((payment) => {
      const reference = payment.reference ? ` (${escapeHtml(payment.reference)})` : '';
      const received =
        payment.method === 'cash' && payment.received_cents !== null && payment.change_cents > 0
          ? `<tr><td>Recibido</td><td class="amount">${money(payment.received_cents)}</td></tr>`
          : '';
      return `<tr><td>${PAYMENT_METHOD_LABELS[payment.method]}${reference}</td><td class="amount">${money(payment.amount_cents)}</td></tr>${received}`;
    })
    .join('');
  const companyData = [company.address, company.city, company.phone ? `Tel. ${company.phone}` : null]
    .filter(Boolean)
    .map((text) => escapeHtml(String(text)))
    .join('<br>');
  const logo = company.logoUrl ? `<img class="logo" src="${escapeHtml(company.logoUrl)}" alt="">` : '';
  const quote = sale.status === 'cotizacion';
  const storePhone = company.phone ? phoneDigits(company.phone) : null;
  // «Aceptar» writes to the store on WhatsApp (wa.me wants the number with its country code).
  const accept =
    quote && storePhone
      ? `<a class="accept" href="${escapeHtml(`https://wa.me/52${storePhone}?text=${encodeURIComponent(`Hola, acepto la cotización ${sale.folio} por ${money(sale.total_cents)}: ${options.publicUrl}`)}`)}" rel="noopener">Aceptar</a>`
      : '';
  const validity = quote
    ? `<p class="cancelled">COTIZACIÓN válida hasta el ${escapeHtml(lastDayLabel(sale.expires_at))}${sale.hold_until ? `<br>Piezas separadas hasta el ${escapeHtml(lastDayLabel(sale.hold_until))}` : ''}</p>`
    : '';
  // The public page of a paid ticket offers «Facturación en línea» (modules/invoicing; the
  // company's rules are checked there).
  const selfInvoice =
    sale.status === 'pagada' && /^\/ticket\/[A-Za-z0-9_-]+$/.test(options.path)
      ? `<a class="accept" href="${escapeHtml(`${options.path}/factura`)}">Facturar este ticket</a>`
      : '';
  const qr = await QRCode.toString(options.publicUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const body = `${toolbar(options)}
<main class="ticket">
${logo}<h1>${escapeHtml(company.name)}</h1>
${companyData ? `<p class="center small">${companyData}</p>` : ''}
<p class="folio">${quote ? 'Cotización' : 'Venta'} ${escapeHtml(sale.folio)}</p>
${validity}${sale.status === 'cancelada' ? `<p class="cancelled">CANCELADA: ${escapeHtml(sale.cancel_reason ?? '')}</p>` : ''}${sale.owed_cents > 0 ? `<p class="cancelled">${escapeHtml(saleStatusLabel(sale.status, sale.owed_cents).toUpperCase())}</p>` : ''}
<p class="small">Fecha: ${escapeHtml(formatDateTime(sale.paid_at ?? sale.created_at))}<br>
Vendedor: ${escapeHtml(sale.seller_name ?? '—')}<br>
Cliente: ${escapeHtml(sale.customer_name)}</p>
<hr>
<table>${lines}</table>
<hr>
<table class="totals">
${sale.discount_cents > 0 ? `<tr><td>Suma</td><td class="amount">${money(sale.lines_cents)}</td></tr><tr><td>Descuento</td><td class="amount">-${money(sale.discount_cents)}</td></tr>` : ''}
<tr class="total"><td>Total</td><td class="amount">${money(sale.total_cents)}</td></tr>
${sale.tax_rate > 0 ? `<tr><td>Subtotal</td><td class="amount">${money(sale.base_cents)}</td></tr><tr><td>IVA ${sale.tax_rate / 100} %</td><td class="amount">${money(sale.tax_cents)}</td></tr>` : ''}
</table>
<p class="small center">${escapeHtml(TAX_RATE_LABELS[sale.tax_rate])}</p>
${quote && sale.paid_cents > 0 ? `<p class="small">Anticipo recibido; resta ${money(sale.total_cents - sale.paid_cents)}.</p>` : ''}
${payments ? `<hr><table class="totals">${payments}${sale.change_cents > 0 ? `<tr class="total"><td>Cambio</td><td class="amount">${money(sale.change_cents)}</td></tr>` : ''}</table>` : ''}
<hr>
<p class="small">La garantía de cada pieza se indica en su línea y se hace válida presentando este ticket.</p>
${accept}
${selfInvoice}<div class="qr" role="img" aria-label="Código QR del ticket">${qr}</div>
<p class="center small">Consulta tu ticket en línea escaneando el código.</p>
</main>`;
  const script = `document.getElementById('print')?.addEventListener('click', () => window.print());${options.autoPrint ? "window.addEventListener('load', () => window.print());" : ''}`;
  return renderPage(
    `Ticket ${sale.folio} · ${company.name}`,
    printedPageStyle(options.format),
    body,
    options.nonce,
    script,
  );
}
