import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { escapeToBuffer } from 'hono/utils/html';
import { AppError } from './errors.ts';

// A printed page of the API (a ticket, a cash cut): one HTML page for thermal printers (58 and
// 80 mm rolls) and for a letter sheet (the browser's «Guardar como PDF» makes the PDF). Only the
// page's own script and inline styles run, so a name printed on it can never inject code.

export type PrintFormat = '58' | '80' | 'carta';

export function escapeHtml(value: string): string {
  const buffer: [string] = [''];
  escapeToBuffer(value, buffer);
  return buffer[0];
}

export function printedPageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Sends a printed page: never cached (it carries a company's data) and under the CSP above, with
 * a fresh nonce when the page has no script of its own.
 */
export function sendPrintedPage(
  c: Context,
  html: string,
  status: 200 | 401 | 403 | 404 | 422,
  nonce = '',
): Response {
  c.header('Cache-Control', 'private, no-store');
  c.header('Content-Security-Policy', printedPageCsp(nonce || randomBytes(16).toString('base64')));
  return c.html(html, status);
}

/**
 * A printed page opens in a tab of its own (or from WhatsApp), so its refusal is a page too: what
 * could not be shown and why, with a link to sign in when the session is missing. An error that
 * is not the user's (5xx, or not an AppError) goes on to the app's error handler.
 */
export function sendPrintedPageError(c: Context, error: unknown, what: string, title = what): Response {
  if (!(error instanceof AppError) || error.status >= 500) throw error;
  const status = ([401, 403, 404, 422] as const).find((code) => code === error.status) ?? 422;
  const signIn = status === 401 ? '<p><a href="/login">Iniciar sesión</a></p>' : '';
  const body = `<main style="max-width:480px;margin:48px auto;padding:24px;background:#fff;text-align:center">
<h1 style="font-size:20px">No se pudo mostrar ${escapeHtml(what)}</h1><p>${escapeHtml(error.message)}</p>${signIn}</main>`;
  return sendPrintedPage(
    c,
    renderPage(title, 'body{font-family:Arial,sans-serif;background:#e9ecef}', body, '', ''),
    status,
  );
}

export function renderPage(
  title: string,
  style: string,
  body: string,
  nonce: string,
  script: string,
): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${body}
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

// A roll's printable width is narrower than the paper (about 48 mm of 58, 72 of 80).
const PAGE: Record<PrintFormat, { page: string; width: string; font: string }> = {
  '58': { page: '58mm auto', width: '48mm', font: '2.6mm' },
  '80': { page: '80mm auto', width: '72mm', font: '3mm' },
  carta: { page: 'letter', width: '180mm', font: '3.8mm' },
};

export function printedPageStyle(format: PrintFormat): string {
  const { page, width, font } = PAGE[format];
  return `
@page { size: ${page}; margin: ${format === 'carta' ? '15mm' : '2mm 0'}; }
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { background: #e9ecef; color: #000; font-family: Arial, Helvetica, sans-serif; }
.toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 10px 16px; background: #fff;
  border-bottom: 1px solid #dee2e6; font-size: 15px; }
.toolbar a, .toolbar button { min-height: 44px; display: inline-flex; align-items: center; padding: 0 14px;
  border: 1px solid #ced4da; border-radius: 4px; color: #1864ab; background: #fff; text-decoration: none; font: inherit; }
.toolbar a[aria-current] { background: #1864ab; border-color: #1864ab; color: #fff; }
.toolbar button { background: #1864ab; color: #fff; border-color: #1864ab; font-weight: 700; cursor: pointer; }
.ticket { width: ${width}; margin: 12px auto; padding: ${format === 'carta' ? '10mm' : '2mm'}; background: #fff;
  font-size: ${font}; line-height: 1.35; }
.ticket h1 { font-size: 1.3em; text-align: center; }
.center { text-align: center; }
.logo { display: block; max-width: 60%; max-height: 20mm; margin: 0 auto 1mm; }
.folio { font-size: 1.2em; font-weight: 700; text-align: center; margin: 1.5mm 0; }
.cancelled { border: 0.4mm solid #000; text-align: center; font-weight: 700; padding: 1mm; margin: 1mm 0; }
hr { border: 0; border-top: 0.3mm dashed #000; margin: 1.5mm 0; }
table { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 0.4mm 0; }
td.amount { text-align: right; white-space: nowrap; padding-left: 1mm; }
.line-meta { font-size: 0.85em; }
.totals td:first-child { text-align: right; }
.total td { font-weight: 700; font-size: 1.15em; }
.qr { width: ${format === 'carta' ? '30mm' : '24mm'}; margin: 1.5mm auto 0; }
.qr svg { display: block; width: 100%; height: auto; }
.small { font-size: 0.85em; }
.accept { display: block; min-height: 48px; line-height: 48px; margin: 2mm 0; text-align: center; background: #25d366; color: #fff; font-weight: 700; font-size: 16px; text-decoration: none; border-radius: 6px; }
@media print {
  html, body { background: #fff; }
  .toolbar, .accept { display: none; }
  .ticket { margin: 0; padding: 0; width: ${width}; }
}
`;
}
