import { type LabelSize, locationQrText } from '@yonke/domain';
import { escapeHtml, renderPage } from '../../lib/printed-page.ts';
import {
  type LabelPageOptions,
  labelScript,
  labelSheetStyle,
  labelSizeMm,
  labelToolbar,
  mm,
  qrSvg,
} from './label-page.ts';

/** What one location label shows; the locations service reads it for the signed-in user's company. */
export interface LabelLocation {
  id: number;
  name: string;
  companyName: string;
}

export const LOCATION_LABELS_TITLE = 'Etiquetas de ubicaciones';

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
  const { width, height } = labelSizeMm(size);
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

function labelStyle(g: Geometry, size: LabelSize): string {
  return `${labelSheetStyle(size, g.qr, g.padding)}
.text { display: flex; flex-direction: column; justify-content: center; gap: ${mm(g.padding)}; flex: 1; min-width: 0;
  height: 100%; }
.name { max-height: ${mm(g.nameHeight)}; overflow: hidden; font-weight: 700; line-height: 1.1; overflow-wrap: anywhere; }
.name.one-line { white-space: nowrap; }
.company { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
  font-size: ${mm(g.companyFont)}; line-height: 1.15; overflow-wrap: anywhere; }
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
<div class="name fit${layout.lines === 1 ? ' one-line' : ''}" style="font-size:${mm(layout.font)}">${escapeHtml(location.name)}</div>
<div class="company">${escapeHtml(location.companyName)}</div>
</div>
</section>`;
    }),
  );
  const count = locations.length;
  const single = count === 1 && locations[0] ? locations[0] : undefined;
  const title = single ? `Etiqueta ${single.name}` : `Etiquetas de ubicaciones (${count})`;
  return renderPage(
    title,
    labelStyle(g, options.size),
    `${labelToolbar(count, options)}\n<main class="sheet">\n${labels.join('\n')}\n</main>`,
    options.nonce,
    labelScript(options.autoPrint),
  );
}
