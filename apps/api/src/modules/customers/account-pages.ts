import {
  CUSTOMER_MOVEMENT_LABELS,
  centsToPesos,
  formatDate,
  formatDateTime,
  formatMoneyPrecise,
  PAYMENT_METHOD_LABELS,
} from '@yonke/domain';
import type { Abono, CreditAdjustment, Statement, StatementSection } from '@yonke/domain/schemas';
import { escapeHtml, type PrintFormat, printedPageStyle, renderPage } from '../../lib/printed-page.ts';

// A customer's printed pages: an abono's receipt and the «Estado de cuenta», on the printed-page
// scaffolding of the tickets and cash cuts: an 80 mm roll, or a letter sheet saved as PDF.

export const ACCOUNT_PAGE_FORMATS = ['80', 'carta'] as const satisfies readonly PrintFormat[];
export type AccountPageFormat = (typeof ACCOUNT_PAGE_FORMATS)[number];
const FORMAT_LABELS: Record<AccountPageFormat, string> = { '80': '80 mm', carta: 'Carta (PDF)' };

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));
const row = (label: string, amount: string, strong = false) =>
  `<tr${strong ? ' class="total"' : ''}><td>${escapeHtml(label)}</td><td class="amount">${escapeHtml(amount)}</td></tr>`;

export interface PageOptions {
  format: AccountPageFormat;
  /** The page's own path and query without `format`, to link the other format. */
  path: string;
  query: string;
  nonce: string;
  autoPrint: boolean;
  printedAt: Date;
}

function toolbar(label: string, options: PageOptions): string {
  const links = ACCOUNT_PAGE_FORMATS.map((format) => {
    const current = format === options.format ? ' aria-current="true"' : '';
    const query = [options.query, `format=${format}`].filter(Boolean).join('&');
    return `<a href="${escapeHtml(`${options.path}?${query}`)}"${current}>${FORMAT_LABELS[format]}</a>`;
  }).join('');
  return `<nav class="toolbar" aria-label="${escapeHtml(label)}">${links}<button type="button" id="print">Imprimir</button></nav>`;
}

function script(options: PageOptions): string {
  return `document.getElementById('print')?.addEventListener('click', () => window.print());${options.autoPrint ? "window.addEventListener('load', () => window.print());" : ''}`;
}

/** The receipt of store credit added («anticipo») or given back by hand. */
export function renderCreditReceipt(
  adjustment: CreditAdjustment,
  companyName: string,
  options: PageOptions,
): string {
  const adding = adjustment.direction === 'add';
  const title = adding ? 'Saldo a favor agregado' : 'Saldo a favor devuelto';
  const body = `${toolbar('Formato del recibo', options)}
<main class="ticket">
<h1>${escapeHtml(companyName)}</h1>
<p class="folio">${escapeHtml(title)} ${escapeHtml(adjustment.folio)}</p>
<p class="small">Cliente: ${escapeHtml(adjustment.customer_name)}<br>
Fecha: ${escapeHtml(formatDateTime(adjustment.created_at))}<br>
${adding ? 'Recibió' : 'Entregó'}: ${escapeHtml(adjustment.created_by_name ?? '—')}</p>
<hr>
<table class="totals">
${row(`${adding ? 'Recibido' : 'Entregado'} en ${PAYMENT_METHOD_LABELS[adjustment.method].toLowerCase()}`, money(adjustment.amount_cents), true)}
${adjustment.reference ? row('Referencia', adjustment.reference) : ''}
</table>
<p class="small">Motivo: ${escapeHtml(adjustment.reason)}</p>
<hr>
<table class="totals">${row('Saldo a favor después', money(adjustment.credit_after_cents), true)}</table>
<p class="small center">Firma del cliente: ______________________</p>
</main>`;
  return renderPage(
    `${title} ${adjustment.folio} · ${adjustment.customer_name} · ${companyName}`,
    printedPageStyle(options.format),
    body,
    options.nonce,
    script(options),
  );
}

export function renderAbonoReceipt(abono: Abono, companyName: string, options: PageOptions): string {
  const applied = abono.applied
    .map((entry) =>
      row(entry.sale_folio ? `Ticket ${entry.sale_folio}` : 'Saldo anterior', money(entry.amount_cents)),
    )
    .join('');
  const cash =
    abono.method === 'cash' && abono.received_cents !== null
      ? `${row('Recibido', money(abono.received_cents))}${row('Cambio', money(abono.change_cents))}`
      : '';
  const body = `${toolbar('Formato del recibo', options)}
<main class="ticket">
<h1>${escapeHtml(companyName)}</h1>
<p class="folio">Recibo de abono ${escapeHtml(abono.folio)}</p>
<p class="small">Cliente: ${escapeHtml(abono.customer_name)}<br>
Fecha: ${escapeHtml(formatDateTime(abono.created_at))}<br>
Recibió: ${escapeHtml(abono.created_by_name ?? '—')}</p>
<hr>
<table class="totals">
${row(`Abono en ${PAYMENT_METHOD_LABELS[abono.method].toLowerCase()}`, money(abono.amount_cents), true)}
${cash}
${abono.reference ? row('Referencia', abono.reference) : ''}
</table>
<hr>
<p><strong>Aplicado a</strong></p>
<table>${applied}</table>
<hr>
<table class="totals">${row('Saldo pendiente después del abono', money(abono.balance_after_cents), true)}</table>
<p class="small center">Firma de quien recibe: ______________________</p>
</main>`;
  return renderPage(
    `Abono ${abono.folio} · ${abono.customer_name} · ${companyName}`,
    printedPageStyle(options.format),
    body,
    options.nonce,
    script(options),
  );
}

function movementLabel(movement: StatementSection['movements'][number]): string {
  const what = CUSTOMER_MOVEMENT_LABELS[movement.kind];
  const ref = movement.abono_folio
    ? `${movement.abono_folio}${movement.sale_folio ? ` → ${movement.sale_folio}` : ''}`
    : (movement.sale_folio ?? '');
  return ref ? `${what} ${ref}` : what;
}

function section(title: string, part: StatementSection, chargesLabel: string, paymentsLabel: string) {
  const rows = part.movements
    .map(
      (movement) =>
        `<tr><td>${escapeHtml(movementLabel(movement))}<div class="line-meta">${escapeHtml(formatDateTime(movement.created_at))}${movement.note ? ` · ${escapeHtml(movement.note)}` : ''}</div></td><td class="amount">${movement.amount_cents > 0 ? '+' : '-'}${escapeHtml(money(Math.abs(movement.amount_cents)))}</td><td class="amount">${escapeHtml(money(movement.running_cents))}</td></tr>`,
    )
    .join('');
  return `<p><strong>${escapeHtml(title)}</strong></p>
<table class="totals">${row('Saldo inicial', money(part.opening_cents))}</table>
<table><tr><td class="small">Movimiento</td><td class="amount small">Importe</td><td class="amount small">Saldo</td></tr>${rows || `<tr><td colspan="3">Sin movimientos en el periodo</td></tr>`}</table>
<table class="totals">${row(chargesLabel, money(part.charges_cents))}${row(paymentsLabel, money(part.payments_cents))}${row('Saldo final', money(part.closing_cents), true)}</table>`;
}

export function renderStatement(statement: Statement, companyName: string, options: PageOptions): string {
  const tickets = statement.open_tickets
    .map((ticket) =>
      row(
        `${ticket.folio ? `Ticket ${ticket.folio}` : 'Saldo anterior'}${ticket.paid_at ? ` · ${formatDate(ticket.paid_at)}` : ''}`,
        money(ticket.outstanding_cents),
      ),
    )
    .join('');
  const limit =
    statement.credit_limit_cents === null
      ? 'Sin límite de crédito'
      : `Límite de crédito ${money(statement.credit_limit_cents)} · disponible ${money(statement.available_cents ?? 0)}`;
  const showCredit = statement.credit.movements.length > 0 || statement.credit.opening_cents > 0;
  const body = `${toolbar('Formato del estado de cuenta', options)}
<main class="ticket">
<h1>${escapeHtml(companyName)}</h1>
<p class="folio">Estado de cuenta</p>
<p class="small">Cliente: ${escapeHtml(statement.customer_name)}<br>
Periodo: del ${escapeHtml(formatDate(`${statement.from}T12:00:00Z`))} al ${escapeHtml(formatDate(`${statement.to}T12:00:00Z`))}<br>
${escapeHtml(limit)}<br>
Impreso el ${escapeHtml(formatDateTime(options.printedAt.toISOString()))}</p>
<hr>
${section('Saldo a crédito', statement.owed, 'Cargos (ventas a crédito)', 'Abonos y devoluciones')}
<hr>
<p><strong>Tickets con saldo pendiente</strong></p>
<table class="totals">${tickets || row('Ninguno', money(0))}${row('Total que debe hoy', money(statement.owed_cents), true)}</table>
${showCredit ? `<hr>${section('Saldo a favor', statement.credit, 'Entradas (devoluciones, anticipos)', 'Usado en compras')}` : ''}
<p class="small center">Para cualquier aclaración, presente este estado de cuenta.</p>
</main>`;
  return renderPage(
    `Estado de cuenta · ${statement.customer_name} · ${companyName}`,
    printedPageStyle(options.format),
    body,
    options.nonce,
    script(options),
  );
}
