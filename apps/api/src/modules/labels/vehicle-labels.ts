import { vehicleQrText, vinTail } from '@yonke/domain';
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

/** What a vehicle label shows: its code, make, model and year, and the VIN's tail. */
export interface LabelVehicle {
  id: number;
  code: string;
  title: string;
  vin: string | null;
}

export const VEHICLE_LABELS_TITLE = 'Etiqueta de vehículo';

export async function renderVehicleLabelPage(
  vehicle: LabelVehicle,
  options: LabelPageOptions,
): Promise<string> {
  const { height } = labelSizeMm(options.size);
  const padding = height * 0.05;
  const qr = height - 2 * padding;
  const style = `${labelSheetStyle(options.size, qr, padding)}
.text { display: flex; flex-direction: column; justify-content: center; gap: ${mm(padding)}; flex: 1; min-width: 0; height: 100%; }
.code { font-weight: 700; font-size: ${mm(height * 0.2)}; line-height: 1.1; white-space: nowrap; }
.title, .vin { font-size: ${mm(height * 0.1)}; line-height: 1.15; overflow: hidden; overflow-wrap: anywhere; }
`;
  const tail = vinTail(vehicle.vin);
  const body = `${labelToolbar(1, options)}
<main class="sheet">
<section class="label" aria-label="Etiqueta de ${escapeHtml(vehicle.code)}" data-vehicle-id="${vehicle.id}">
<div class="qr">${await qrSvg(vehicleQrText(vehicle.id))}</div>
<div class="text">
<div class="code fit">${escapeHtml(vehicle.code)}</div>
<div class="title">${escapeHtml(vehicle.title)}</div>
${tail ? `<div class="vin">VIN …${escapeHtml(tail)}</div>` : ''}
</div>
</section>
</main>`;
  return renderPage(`Etiqueta ${vehicle.code}`, style, body, options.nonce, labelScript(options.autoPrint));
}
