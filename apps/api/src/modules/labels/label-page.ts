import { randomBytes } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { DEFAULT_LABEL_SIZE, LABEL_SIZES, type LabelSize } from '@yonke/domain';
import type { Context } from 'hono';
import QRCode from 'qrcode';
import type { AppEnv } from '../../lib/context.ts';
import { AppError, MESSAGES, unauthenticated } from '../../lib/errors.ts';
import { escapeHtml, renderPage, sendPrintedPage } from '../../lib/printed-page.ts';
import { zodFieldErrors } from '../../lib/validation.ts';

// The printable label pages (locations and parts): one label per printed page, sized for thermal
// label printers, with the QR drawn as SVG so that it stays sharp when printed small.

const SIZE_NAMES: Record<LabelSize, string> = {
  '50x25mm': '50 × 25 mm',
  '4x2.4in': '4 × 2.4 in',
};

function toMillimetres(length: string): number {
  const match = /^([\d.]+)(mm|in)$/.exec(length);
  if (!match) throw new Error(`unsupported label length ${length}`);
  return Number(match[1]) * (match[2] === 'in' ? 25.4 : 1);
}

/** A label size in millimetres. */
export function labelSizeMm(size: LabelSize): { width: number; height: number } {
  return { width: toMillimetres(LABEL_SIZES[size].width), height: toMillimetres(LABEL_SIZES[size].height) };
}

export const mm = (value: number) => `${value.toFixed(2)}mm`;

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

export interface LabelPageOptions {
  size: LabelSize;
  autoPrint: boolean;
  nonce: string;
  /** The page's own query string, to offer the other sizes with the same selection. */
  query: URLSearchParams;
  path: string;
}

function sizeLinks(options: LabelPageOptions): string {
  return (Object.keys(LABEL_SIZES) as LabelSize[])
    .map((size) => {
      const query = new URLSearchParams(options.query);
      query.set('size', size);
      const current = size === options.size;
      return `<a href="${escapeHtml(`${options.path}?${query}`)}"${current ? ' aria-current="true"' : ''}>${SIZE_NAMES[size]}</a>`;
    })
    .join('');
}

/** The bar above the labels on screen (hidden when printing): count, sizes, print button. */
export function labelToolbar(count: number, options: LabelPageOptions): string {
  return `<header class="toolbar">
<strong>${count === 1 ? '1 etiqueta' : `${count} etiquetas`}</strong>
<nav aria-label="Tamaño de etiqueta">${sizeLinks(options)}</nav>
<button type="button" id="print">Imprimir</button>
</header>`;
}

const SCREEN_STYLE = `
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { background: #e9ecef; color: #000; font-family: Arial, Helvetica, sans-serif; }
.toolbar { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px;
  padding: 10px 16px; background: #fff; border-bottom: 1px solid #dee2e6; font-size: 14px; }
.toolbar strong { font-size: 16px; }
.toolbar nav { display: flex; gap: 4px; }
.toolbar a { padding: 4px 10px; border: 1px solid #ced4da; border-radius: 4px; color: #1c7ed6; text-decoration: none; }
.toolbar a[aria-current] { background: #1c7ed6; border-color: #1c7ed6; color: #fff; }
.toolbar button { margin-left: auto; padding: 8px 16px; border: 0; border-radius: 4px; background: #1c7ed6; color: #fff;
  font: inherit; font-weight: 700; cursor: pointer; }
.sheet { display: flex; flex-wrap: wrap; justify-content: center; gap: 4mm; padding: 4mm; }
.message { max-width: 480px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 8px; text-align: center; }
.message h1 { font-size: 20px; margin-bottom: 8px; }
.message p + p { margin-top: 16px; }
`;

/**
 * The page, screen and print rules every label sheet shares: `.label` is one label of the given
 * size, printed one per page; `.qr` holds the QR's SVG. Callers add the rules of their contents.
 */
export function labelSheetStyle(size: LabelSize, qrSide: number, padding: number): string {
  const { width, height } = LABEL_SIZES[size];
  return `
@page { size: ${width} ${height}; margin: 0; }
${SCREEN_STYLE}
.label { display: flex; align-items: center; gap: ${mm(padding)}; width: ${width}; height: ${height};
  padding: ${mm(padding)}; overflow: hidden; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.25);
  break-inside: avoid; page-break-inside: avoid; }
.qr { flex: none; width: ${mm(qrSide)}; height: ${mm(qrSide)}; }
.qr svg { display: block; width: 100%; height: 100%; }
@media print {
  html, body { background: #fff; }
  .toolbar { display: none; }
  .sheet { display: block; padding: 0; }
  .label { box-shadow: none; break-after: page; page-break-after: always; }
  .label:last-child { break-after: auto; page-break-after: auto; }
}
`;
}

/**
 * Shrinks the texts marked `.fit` that still overflow their box (the layout is estimated on the
 * server), wires the print button, and prints on load unless asked not to.
 */
export function labelScript(autoPrint: boolean): string {
  return `
for (const el of document.querySelectorAll('.fit')) {
  let size = parseFloat(el.style.fontSize);
  while ((el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) && size > 0.8) {
    size *= 0.92;
    el.style.fontSize = size.toFixed(2) + 'mm';
  }
}
document.getElementById('print')?.addEventListener('click', () => window.print());
${autoPrint ? "window.addEventListener('load', () => window.print());" : ''}
`;
}

/** Errors of a page opened in its own tab are shown as a page, not as JSON. */
export function renderLabelErrorPage(title: string, message: string, offerSignIn = false): string {
  const signIn = offerSignIn ? '<p><a href="/login">Iniciar sesión</a></p>' : '';
  return renderPage(
    title,
    SCREEN_STYLE,
    `<main class="message"><h1>No se pudieron generar las etiquetas</h1><p>${escapeHtml(message)}</p>${signIn}</main>`,
    '',
    '',
  );
}

// ---- Route helpers shared by the label endpoints ----

const SIZE_INVALID = `El tamaño de etiqueta no es válido. Usa ${Object.keys(LABEL_SIZES).join(' o ')}.`;

/** The query parameters every label page takes: `size` and `print=0`. */
export const labelQuery = {
  size: z
    .string()
    .refine((value) => Object.hasOwn(LABEL_SIZES, value), SIZE_INVALID)
    .optional()
    .openapi({ example: DEFAULT_LABEL_SIZE, enum: Object.keys(LABEL_SIZES) }),
  print: z.enum(['0', '1'], { error: 'El valor de print debe ser 0 o 1.' }).optional(),
};

/**
 * Label pages open in a tab of their own, so their errors (signed out included, which is why
 * these routes check the user in the handler rather than in a guard) are pages too, not JSON.
 */
export function htmlError(c: Context, title: string, error: unknown) {
  if (!(error instanceof AppError) || error.status >= 500) throw error;
  const status = ([401, 403, 404, 422] as const).find((code) => code === error.status) ?? 422;
  return sendPrintedPage(c, renderLabelErrorPage(title, error.message, status === 401), status);
}

/** The validation hook of a label route: a bad query is an error page (a sign-in page when signed out). */
export function htmlValidationHook(title: string) {
  return (result: { success: boolean; error?: unknown }, c: Context<AppEnv>) => {
    if (result.success) return;
    if (!c.get('user')) return htmlError(c, title, unauthenticated());
    const message =
      result.error instanceof z.ZodError
        ? (Object.values(zodFieldErrors(result.error))[0]?.[0] ?? MESSAGES.invalidData)
        : MESSAGES.invalidData;
    return sendPrintedPage(c, renderLabelErrorPage(title, message), 422);
  };
}

export function labelOptions(c: Context, query: { size?: string; print?: string }): LabelPageOptions {
  const url = new URL(c.req.url);
  return {
    size: (query.size ?? DEFAULT_LABEL_SIZE) as LabelSize,
    autoPrint: query.print !== '0',
    nonce: randomBytes(16).toString('base64'),
    query: url.searchParams,
    path: url.pathname,
  };
}
