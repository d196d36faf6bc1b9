import { CFDI_USES, centsToPesos, formatDateTime, formatMoneyPrecise, TAX_REGIMES } from '@yonke/domain';
import { INVOICE_STATUS_LABELS, type InvoiceStatus, type Sale } from '@yonke/domain/schemas';
import { escapeHtml } from '../../lib/printed-page.ts';

// The customer's pages (no session, no script): «Facturar este ticket» and the invoice's public
// page (the WhatsApp link and the self-invoicing result). Styles carry the response's nonce.

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

const STYLE = `
* { box-sizing: border-box; }
html, body { margin: 0; background: #f1f3f5; color: #212529; font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.45; }
main { max-width: 640px; margin: 0 auto; padding: 16px; }
.card { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 16px; margin-bottom: 16px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 18px; margin: 0 0 12px; }
p { margin: 0 0 8px; }
.muted { color: #495057; font-size: 14px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; }
dt { font-weight: 700; }
dd { margin: 0; overflow-wrap: anywhere; }
label { display: block; font-weight: 700; margin: 12px 0 4px; }
input, select { width: 100%; min-height: 48px; padding: 8px 12px; font: inherit; border: 1px solid #868e96; border-radius: 6px; background: #fff; }
input[aria-invalid="true"], select[aria-invalid="true"] { border-color: #c92a2a; }
.error { color: #c92a2a; font-size: 14px; margin: 4px 0 0; }
.hint { color: #495057; font-size: 14px; margin: 4px 0 0; }
.alert { border-left: 4px solid #c92a2a; background: #fff5f5; padding: 12px; margin-bottom: 16px; }
.ok { border-left: 4px solid #2b8a3e; background: #ebfbee; padding: 12px; margin-bottom: 16px; }
.button, button { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 0 20px; border: 0; border-radius: 6px;
  background: #1864ab; color: #fff; font: inherit; font-weight: 700; text-decoration: none; cursor: pointer; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; }
.secondary { background: #fff; color: #1864ab; border: 1px solid #1864ab; }
@media (max-width: 480px) { .actions .button, .actions button { width: 100%; } dl { grid-template-columns: 1fr; } dt { margin-top: 6px; } }
`;

function shell(title: string, body: string, nonce: string, refreshSeconds?: number): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** No script at all; only this response's styles; the form posts to this site only. */
export function customerPageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function ticketSummary(sale: Sale, companyName: string): string {
  return `<section class="card">
<h1>${escapeHtml(companyName)}</h1>
<p class="muted">Venta ${escapeHtml(sale.folio)} · ${escapeHtml(formatDateTime(sale.paid_at ?? sale.created_at))}</p>
<p><strong>Total: ${money(sale.total_cents)}</strong></p>
</section>`;
}

export interface SelfInvoiceFormValues {
  rfc: string;
  business_name: string;
  tax_regime: string;
  postal_code: string;
  cfdi_use: string;
  email: string;
}

const FIELD_LABELS: Record<keyof SelfInvoiceFormValues, string> = {
  rfc: 'RFC',
  business_name: 'Razón social o nombre',
  tax_regime: 'Régimen fiscal',
  postal_code: 'Código postal del domicilio fiscal',
  cfdi_use: 'Uso del CFDI',
  email: 'Correo electrónico',
};

const HINTS: Partial<Record<keyof SelfInvoiceFormValues, string>> = {
  business_name: 'Exactamente como aparece en tu Constancia de Situación Fiscal, sin «S.A. de C.V.».',
  email: 'Te enviaremos ahí el PDF y el XML.',
};

export function renderSelfInvoiceForm(options: {
  sale: Sale;
  companyName: string;
  action: string;
  values: Partial<SelfInvoiceFormValues>;
  errors: Record<string, string[]>;
  message: string | null;
  nonce: string;
}): string {
  const field = (name: keyof SelfInvoiceFormValues, control: string) => {
    const problems = options.errors[name] ?? [];
    const hint = HINTS[name];
    const described = [problems.length ? `${name}-error` : '', hint ? `${name}-hint` : '']
      .filter(Boolean)
      .join(' ');
    const withAria = control.replace(
      '<CONTROL',
      `${described ? ` aria-describedby="${described}"` : ''}${problems.length ? ' aria-invalid="true"' : ''}`,
    );
    return `<label for="${name}">${FIELD_LABELS[name]}</label>${withAria}
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
${problems.length ? `<p class="error" id="${name}-error">${problems.map(escapeHtml).join(' ')}</p>` : ''}`;
  };
  const value = (name: keyof SelfInvoiceFormValues) => escapeHtml(options.values[name] ?? '');
  const select = (name: 'tax_regime' | 'cfdi_use', catalogue: Record<string, string>, prompt: string) =>
    `<select id="${name}" name="${name}" required<CONTROL><option value="">${prompt}</option>${Object.entries(
      catalogue,
    )
      .map(
        ([code, label]) =>
          `<option value="${code}"${options.values[name] === code ? ' selected' : ''}>${code} · ${escapeHtml(label)}</option>`,
      )
      .join('')}</select>`;
  const body = `${ticketSummary(options.sale, options.companyName)}
<section class="card">
<h2>Facturar este ticket</h2>
${options.message ? `<div class="alert" role="alert">${escapeHtml(options.message)}</div>` : ''}
<p class="muted">Escribe tus datos fiscales tal como están en tu Constancia de Situación Fiscal.</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field('rfc', `<input id="rfc" name="rfc" value="${value('rfc')}" autocomplete="off" autocapitalize="characters" maxlength="13" required<CONTROL>`)}
${field('business_name', `<input id="business_name" name="business_name" value="${value('business_name')}" autocomplete="organization" maxlength="300" required<CONTROL>`)}
${field('tax_regime', select('tax_regime', TAX_REGIMES, 'Elige tu régimen fiscal'))}
${field('postal_code', `<input id="postal_code" name="postal_code" value="${value('postal_code')}" inputmode="numeric" autocomplete="postal-code" maxlength="5" required<CONTROL>`)}
${field('cfdi_use', select('cfdi_use', CFDI_USES, 'Elige el uso del CFDI'))}
${field('email', `<input id="email" name="email" type="email" value="${value('email')}" autocomplete="email" maxlength="254" required<CONTROL>`)}
<div class="actions"><button type="submit">Generar factura</button></div>
</form>
</section>`;
  return shell(`Facturar ticket ${options.sale.folio}`, body, options.nonce);
}

export function renderSelfInvoiceRefused(options: {
  sale: Sale;
  companyName: string;
  message: string;
  ticketPath: string;
  nonce: string;
}): string {
  const body = `${ticketSummary(options.sale, options.companyName)}
<section class="card">
<h2>Facturar este ticket</h2>
<div class="alert" role="alert">${escapeHtml(options.message)}</div>
<div class="actions"><a class="button secondary" href="${escapeHtml(options.ticketPath)}">Ver el ticket</a></div>
</section>`;
  return shell(`Facturar ticket ${options.sale.folio}`, body, options.nonce);
}

export interface PublicInvoiceView {
  companyName: string;
  folio: string;
  type: 'I' | 'E';
  status: InvoiceStatus;
  uuid: string | null;
  receiverRfc: string;
  receiverName: string;
  totalCents: number;
  stampedAt: Date | null;
  errorMessage: string | null;
}

export function renderPublicInvoice(
  view: PublicInvoiceView,
  paths: { xml: string; pdf: string },
  nonce: string,
) {
  const kind = view.type === 'E' ? 'Nota de crédito' : 'Factura';
  const stamped = view.status === 'timbrada' || view.status === 'cancelada';
  const state =
    view.status === 'timbrando'
      ? `<div class="ok" role="status">Tu factura se está timbrando ante el SAT. Esta página se actualiza sola en unos segundos.</div>`
      : view.status === 'rechazada'
        ? `<div class="alert" role="alert">El proveedor de certificación rechazó la factura${view.errorMessage ? `: ${escapeHtml(view.errorMessage)}` : '.'} Revisa tus datos fiscales y vuelve a facturar desde el código QR de tu ticket, o pide tu factura en el mostrador.</div>`
        : view.status === 'cancelada'
          ? `<div class="alert" role="status">Esta factura fue cancelada ante el SAT.</div>`
          : `<div class="ok" role="status">Tu factura está timbrada. Descarga el PDF y el XML.</div>`;
  const body = `<section class="card">
<h1>${escapeHtml(view.companyName)}</h1>
<p class="muted">${kind} ${escapeHtml(view.folio)} · ${escapeHtml(INVOICE_STATUS_LABELS[view.status])}</p>
${state}
<dl>
<dt>Receptor</dt><dd>${escapeHtml(view.receiverName)} (${escapeHtml(view.receiverRfc)})</dd>
<dt>Total</dt><dd>${money(view.totalCents)}</dd>
${view.uuid ? `<dt>Folio fiscal (UUID)</dt><dd>${escapeHtml(view.uuid.toUpperCase())}</dd>` : ''}
${view.stampedAt ? `<dt>Fecha de timbrado</dt><dd>${escapeHtml(formatDateTime(view.stampedAt.toISOString()))}</dd>` : ''}
</dl>
${stamped ? `<div class="actions"><a class="button" href="${escapeHtml(paths.pdf)}">Descargar PDF</a><a class="button secondary" href="${escapeHtml(paths.xml)}">Descargar XML</a></div>` : ''}
</section>`;
  return shell(`${kind} ${view.folio}`, body, nonce, view.status === 'timbrando' ? 5 : undefined);
}

export function renderCustomerNotFound(message: string, nonce: string): string {
  return shell(
    'No encontrado',
    `<section class="card"><h1>No encontrado</h1><p>${escapeHtml(message)}</p></section>`,
    nonce,
  );
}

export function renderTooManyRequests(nonce: string): string {
  return shell(
    'Demasiadas solicitudes',
    '<section class="card"><h1>Demasiadas solicitudes</h1><p>Espera un momento y vuelve a intentarlo.</p></section>',
    nonce,
  );
}
