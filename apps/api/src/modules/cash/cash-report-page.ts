import {
  CASH_DIRECTION_LABELS,
  CASH_KIND_LABELS,
  centsToPesos,
  denominationLabel,
  differenceLabel,
  formatDateTime,
  formatMoneyPrecise,
  PAYMENT_METHOD_LABELS,
} from '@yonke/domain';
import type { CashSession } from '@yonke/domain/schemas';
import { escapeHtml, type PrintFormat, printedPageStyle, renderPage } from '../../lib/printed-page.ts';

// The cash cuts: «Corte X» (a partial report of an open session, any time) and «Corte Z» (the
// final one of a closed session), on the printed-page scaffolding the tickets use: an 80 mm roll,
// or a letter sheet that the browser saves as PDF.

export const REPORT_FORMATS = ['80', 'carta'] as const satisfies readonly PrintFormat[];
export type ReportFormat = (typeof REPORT_FORMATS)[number];
const FORMAT_LABELS: Record<ReportFormat, string> = { '80': '80 mm', carta: 'Carta (PDF)' };

const money = (cents: number | null) => (cents === null ? '—' : formatMoneyPrecise(centsToPesos(cents)));
const row = (label: string, amount: string, strong = false) =>
  `<tr${strong ? ' class="total"' : ''}><td>${escapeHtml(label)}</td><td class="amount">${escapeHtml(amount)}</td></tr>`;

export function reportTitle(session: Pick<CashSession, 'status'>): string {
  return session.status === 'cerrada' ? 'Corte Z' : 'Corte X';
}

export function renderCashReport(
  session: CashSession,
  companyName: string,
  options: { format: ReportFormat; path: string; nonce: string; autoPrint: boolean; printedAt: Date },
): string {
  const title = reportTitle(session);
  const links = REPORT_FORMATS.map((format) => {
    const current = format === options.format ? ' aria-current="true"' : '';
    return `<a href="${escapeHtml(`${options.path}?format=${format}`)}"${current}>${FORMAT_LABELS[format]}</a>`;
  }).join('');
  const methods = session.by_method
    .map((method) =>
      row(`${PAYMENT_METHOD_LABELS[method.method]} (${method.count})`, money(method.amount_cents)),
    )
    .join('');
  const movements = session.movements
    .map((movement) => {
      const sign = movement.direction === 'out' ? '-' : '+';
      const folio = movement.sale_folio ? ` · ${movement.sale_folio}` : '';
      return `<tr><td>${escapeHtml(`${CASH_KIND_LABELS[movement.kind]} (${CASH_DIRECTION_LABELS[movement.direction].toLowerCase()})${folio}`)}<div class="line-meta">${escapeHtml(`${movement.reason} · ${movement.created_by_name ?? '—'} · ${formatDateTime(movement.created_at)}`)}</div></td><td class="amount">${sign}${escapeHtml(money(movement.amount_cents))}</td></tr>`;
    })
    .join('');
  const denominations = session.denominations
    ? Object.entries(session.denominations)
        .sort(([a], [b]) => Number(b) - Number(a))
        .map(([cents, count]) =>
          row(`${denominationLabel(Number(cents))} × ${count}`, money(Number(cents) * count)),
        )
        .join('')
    : '';
  const difference = session.difference_cents;
  const count =
    session.counted_cents === null
      ? '<p class="small">Sin conteo todavía.</p>'
      : `<table class="totals">${denominations}${row('Efectivo contado', money(session.counted_cents), true)}${row('Efectivo esperado', money(session.expected_cents))}${row(`Diferencia: ${difference === null ? '—' : differenceLabel(difference)}`, money(difference), true)}</table>${session.close_comment ? `<p class="small">Comentario: ${escapeHtml(session.close_comment)}</p>` : ''}`;
  const reopenings = session.events
    .filter((event) => event.action === 'reopen')
    .map(
      (event) =>
        `<p class="small">Reabierta el ${escapeHtml(formatDateTime(event.created_at))} por ${escapeHtml(event.user_name ?? '—')}: ${escapeHtml(event.note ?? '')}</p>`,
    )
    .join('');
  const body = `<nav class="toolbar" aria-label="Formato del corte">${links}<button type="button" id="print">Imprimir</button></nav>
<main class="ticket">
<h1>${escapeHtml(companyName)}</h1>
<p class="folio">${title}</p>
<p class="small">Caja: ${escapeHtml(session.register_name)}${session.store_name ? ` · ${escapeHtml(session.store_name)}` : ''}<br>
Sesión ${session.id} · abierta el ${escapeHtml(formatDateTime(session.opened_at))} por ${escapeHtml(session.opened_by_name ?? '—')}<br>
${session.closed_at ? `Cerrada el ${escapeHtml(formatDateTime(session.closed_at))} por ${escapeHtml(session.closed_by_name ?? '—')}<br>` : ''}Impreso el ${escapeHtml(formatDateTime(options.printedAt.toISOString()))}</p>
<hr>
<p><strong>Ventas por forma de pago</strong> (${session.sales_count} tickets)</p>
<table class="totals">${methods || row('Sin ventas', money(0))}</table>
<p class="small">Solo el efectivo cambia lo que debe haber en la caja.</p>
<hr>
<p><strong>Movimientos de efectivo</strong></p>
<table>${movements || row('Sin movimientos', money(0))}</table>
<hr>
<table class="totals">
${row('Fondo inicial', money(session.float_cents))}
${row('Ventas en efectivo', money(session.cash_sales_cents))}
${row('Entradas', money(session.in_cents))}
${row('Salidas (retiros y reembolsos)', `-${money(session.out_cents)}`)}
${session.refunds_cents !== 0 ? row('De ellas, reembolsos y cancelaciones', money(session.refunds_cents)) : ''}
${row('Efectivo esperado', money(session.expected_cents), true)}
</table>
<hr>
${count}
${reopenings}
<p class="small center">Firma de quien entrega: ______________________</p>
</main>`;
  const script = `document.getElementById('print')?.addEventListener('click', () => window.print());${options.autoPrint ? "window.addEventListener('load', () => window.print());" : ''}`;
  return renderPage(
    `${title} · ${session.register_name} · ${companyName}`,
    printedPageStyle(options.format),
    body,
    options.nonce,
    script,
  );
}
