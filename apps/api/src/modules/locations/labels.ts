import { LABEL_SIZES, type LabelSize, locationQrText } from '@yonke/domain';
import QRCode from 'qrcode';
import type { LabelLocation } from './locations.service.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const SIZE_NAMES: Record<LabelSize, string> = {
  '50x25mm': '50 × 25 mm',
  '4x2.4in': '4 × 2.4 in',
};

function toMillimetres(length: string): number {
  const match = /^([\d.]+)(mm|in)$/.exec(length);
  if (!match) throw new Error(`unsupported label length ${length}`);
  return Number(match[1]) * (match[2] === 'in' ? 25.4 : 1);
}

interface Geometry {
  width: number;
  height: number;
  padding: number;
  qr: number;
  textWidth: number;
  companyFont: number;
  nameMaxFont: number;
  nameHeight: number;
}

function geometry(size: LabelSize): Geometry {
  const width = toMillimetres(LABEL_SIZES[size].width);
  const height = toMillimetres(LABEL_SIZES[size].height);
  const padding = height * 0.05;
  const qr = height - 2 * padding;
  const textWidth = width - qr - 3 * padding;
  const companyFont = height * 0.095;
  return {
    width,
    height,
    padding,
    qr,
    textWidth,
    companyFont,
    nameMaxFont: height * 0.2,
    // What the company's two lines at most and the gap leave for the name.
    nameHeight: height - 2 * padding - 2 * companyFont * 1.15 - padding,
  };
}

/**
 * Font size and line count for a name. One line reads best on a shelf, so it is kept while its
 * font stays legible (a tenth of the label's height); longer names wrap onto up to four lines.
 * Bold capitals and digits average about 0.68 em; the page's script shrinks any label that
 * still overflows.
 */
function nameLayout(name: string, g: Geometry): { font: number; lines: number } {
  const length = Math.max(1, [...name].length);
  const fontFor = (lines: number) =>
    Math.min(g.nameHeight / (lines * 1.1), g.textWidth / (0.68 * Math.ceil(length / lines)), g.nameMaxFont);
  let best = { font: fontFor(1), lines: 1 };
  if (best.font >= g.height * 0.1) return best;
  for (let lines = 2; lines <= 4; lines += 1) {
    const font = fontFor(lines);
    if (font > best.font) best = { font, lines };
  }
  return best;
}

const mm = (value: number) => `${value.toFixed(2)}mm`;

function qrSvg(text: string): Promise<string> {
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

function page(title: string, style: string, body: string, nonce: string, script: string): string {
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

/** Only the label page's own script and inline styles may run: a name can never inject code. */
export function labelPageCsp(nonce: string): string {
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

function labelStyle(g: Geometry, size: LabelSize): string {
  const { width, height } = LABEL_SIZES[size];
  return `
@page { size: ${width} ${height}; margin: 0; }
${SCREEN_STYLE}
.label { display: flex; align-items: center; gap: ${mm(g.padding)}; width: ${width}; height: ${height};
  padding: ${mm(g.padding)}; overflow: hidden; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.25);
  break-inside: avoid; page-break-inside: avoid; }
.qr { flex: none; width: ${mm(g.qr)}; height: ${mm(g.qr)}; }
.qr svg { display: block; width: 100%; height: 100%; }
.text { display: flex; flex-direction: column; justify-content: center; gap: ${mm(g.padding)}; flex: 1; min-width: 0;
  height: 100%; }
.name { max-height: ${mm(g.nameHeight)}; overflow: hidden; font-weight: 700; line-height: 1.1; overflow-wrap: anywhere; }
.name.one-line { white-space: nowrap; }
.company { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
  font-size: ${mm(g.companyFont)}; line-height: 1.15; overflow-wrap: anywhere; }
@media print {
  html, body { background: #fff; }
  .toolbar { display: none; }
  .sheet { display: block; padding: 0; }
  .label { box-shadow: none; break-after: page; page-break-after: always; }
  .label:last-child { break-after: auto; page-break-after: auto; }
}
`;
}

// Shrinks the few names the estimate got wrong, then prints.
function labelScript(autoPrint: boolean): string {
  return `
for (const el of document.querySelectorAll('.name')) {
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

export async function renderLocationLabelsPage(
  locations: LabelLocation[],
  options: LabelPageOptions,
): Promise<string> {
  const g = geometry(options.size);
  const labels = await Promise.all(
    locations.map(async (location) => {
      const qr = await qrSvg(locationQrText(location.id));
      const layout = nameLayout(location.name, g);
      return `<section class="label" aria-label="Etiqueta de ${escapeHtml(location.name)}" data-location-id="${location.id}">
<div class="qr">${qr}</div>
<div class="text">
<div class="name${layout.lines === 1 ? ' one-line' : ''}" style="font-size:${mm(layout.font)}">${escapeHtml(location.name)}</div>
<div class="company">${escapeHtml(location.companyName)}</div>
</div>
</section>`;
    }),
  );
  const count = locations.length;
  const single = count === 1 && locations[0] ? locations[0] : undefined;
  const title = single ? `Etiqueta ${single.name}` : `Etiquetas de ubicaciones (${count})`;
  const toolbar = `<header class="toolbar">
<strong>${count === 1 ? '1 etiqueta' : `${count} etiquetas`}</strong>
<nav aria-label="Tamaño de etiqueta">${sizeLinks(options)}</nav>
<button type="button" id="print">Imprimir</button>
</header>`;
  return page(
    title,
    labelStyle(g, options.size),
    `${toolbar}\n<main class="sheet">\n${labels.join('\n')}\n</main>`,
    options.nonce,
    labelScript(options.autoPrint),
  );
}

/** Errors of a page opened in its own tab are shown as a page, not as JSON. */
export function renderLabelErrorPage(message: string, offerSignIn = false): string {
  const signIn = offerSignIn ? '<p><a href="/login">Iniciar sesión</a></p>' : '';
  return page(
    'Etiquetas de ubicaciones',
    SCREEN_STYLE,
    `<main class="message"><h1>No se pudieron generar las etiquetas</h1><p>${escapeHtml(message)}</p>${signIn}</main>`,
    '',
    '',
  );
}
