import { formatYearRange, type LabelSize, partCode, partQrText, vehicleCode } from '@yonke/domain';
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

export const PART_LABELS_TITLE = 'Etiquetas de autopartes';

export interface LabelPart {
  id: number;
  name: string;
  make: string | null;
  model: string | null;
  years: readonly number[];
  location: string | null;
  /** The donor vehicle, printed next to the part's code as VH-{id}. */
  vehicleId?: number | null;
}

interface Geometry {
  padding: number;
  qr: number;
  textWidth: number;
  gap: number;
  codeFont: number;
  smallFont: number;
  locationFont: number;
  nameMaxFont: number;
  nameHeight: number;
}

/**
 * Sizes in millimetres, from the label's height. The QR takes the full height on the small label
 * and at most 42 % of the width, so that the text keeps room on the wide one.
 */
function geometry(size: LabelSize): Geometry {
  const { width, height } = labelSizeMm(size);
  const padding = height * 0.05;
  const qr = Math.min(height - 2 * padding, width * 0.42);
  const textWidth = width - qr - 3 * padding;
  const gap = height * 0.022;
  const codeFont = height * 0.16;
  const smallFont = height * 0.082;
  const locationFont = height * 0.095;
  // What the code, two vehicle lines, the location and the gaps leave for the name.
  const nameHeight =
    height - 2 * padding - codeFont * 1.1 - 2 * smallFont * 1.15 - locationFont * 1.15 - 3 * gap;
  return {
    padding,
    qr,
    textWidth,
    gap,
    codeFont,
    smallFont,
    locationFont,
    nameMaxFont: height * 0.1,
    nameHeight,
  };
}

/**
 * The largest font at which a name fits its box on up to four lines; letters of Arial average
 * about 0.55 em. The page's script shrinks what the estimate got wrong.
 */
function nameFont(name: string, g: Geometry): number {
  const length = Math.max(1, [...name].length);
  let best = 0;
  for (let lines = 1; lines <= 4; lines += 1) {
    const font = Math.min(
      g.nameMaxFont,
      g.nameHeight / (lines * 1.1),
      g.textWidth / (0.55 * Math.ceil(length / lines)),
    );
    best = Math.max(best, font);
  }
  return best;
}

function labelStyle(g: Geometry, size: LabelSize): string {
  return `${labelSheetStyle(size, g.qr, g.padding)}
.text { display: flex; flex-direction: column; gap: ${mm(g.gap)}; flex: 1; min-width: 0; height: 100%; }
.code { flex: none; font-size: ${mm(g.codeFont)}; font-weight: 700; line-height: 1.1; white-space: nowrap; }
.name { flex: 1; min-height: 0; overflow: hidden; line-height: 1.1; overflow-wrap: anywhere; }
.vehicle { flex: none; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
  font-size: ${mm(g.smallFont)}; line-height: 1.15; overflow-wrap: anywhere; }
.location { flex: none; overflow: hidden; font-size: ${mm(g.locationFont)}; font-weight: 700; line-height: 1.15;
  white-space: nowrap; }
.location small { font-size: 0.8em; font-weight: 400; }
`;
}

function vehicleLine(part: LabelPart): string {
  return [part.make, part.model, formatYearRange(part.years)].filter((value) => value).join(' ');
}

async function renderLabel(part: LabelPart, g: Geometry): Promise<string> {
  const code = partCode(part.id);
  const qr = await qrSvg(partQrText(part.id));
  const vehicle = vehicleLine(part);
  const location = part.location ?? 'Sin ubicación';
  return `<section class="label" aria-label="Etiqueta de ${code}" data-part-id="${part.id}">
<div class="qr">${qr}</div>
<div class="text">
<div class="code fit" style="font-size:${mm(g.codeFont)}">${code}${part.vehicleId ? ` · ${vehicleCode(part.vehicleId)}` : ''}</div>
<div class="name fit" style="font-size:${mm(nameFont(part.name, g))}">${escapeHtml(part.name)}</div>
${vehicle ? `<div class="vehicle">${escapeHtml(vehicle)}</div>` : ''}
<div class="location fit" style="font-size:${mm(g.locationFont)}"><small>Ubic.</small> ${escapeHtml(location)}</div>
</div>
</section>`;
}

export async function renderPartLabelsPage(parts: LabelPart[], options: LabelPageOptions): Promise<string> {
  const g = geometry(options.size);
  const labels = await Promise.all(parts.map((part) => renderLabel(part, g)));
  const single = parts.length === 1 && parts[0] ? parts[0] : undefined;
  const title = single ? `Etiqueta ${partCode(single.id)}` : `${PART_LABELS_TITLE} (${parts.length})`;
  return renderPage(
    title,
    labelStyle(g, options.size),
    `${labelToolbar(parts.length, options)}\n<main class="sheet">\n${labels.join('\n')}\n</main>`,
    options.nonce,
    labelScript(options.autoPrint),
  );
}
