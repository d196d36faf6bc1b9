import type { Part } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import type { StockPart } from './types';

/** Only these fields of the part are read; the rest of the answer is the same part as everywhere. */
type PartResponse = Pick<
  Part,
  | 'id'
  | 'ag_id'
  | 'name'
  | 'sale_price'
  | 'status_id'
  | 'status'
  | 'location_id'
  | 'location'
  | 'ml_id'
  | 'ml_status'
  | 'url_thumbnail'
>;

function toStockPart(part: PartResponse): StockPart {
  return {
    id: part.id,
    ag_id: part.ag_id,
    name: part.name,
    sale_price: part.sale_price,
    status_id: part.status_id,
    status_name: part.status.name,
    location_id: part.location_id,
    location_name: part.location?.name ?? null,
    ml_id: part.ml_id,
    ml_status: part.ml_status,
    url_thumbnail: part.url_thumbnail,
  };
}

/** GET /api/autoparts/showReinventory/{id}: a scanned part of the counted location's company. */
export async function getReinventoryPart(id: number, locationId: number): Promise<StockPart> {
  return toStockPart(
    await ok(
      api.GET('/api/autoparts/showReinventory/{id}', {
        params: { path: { id: String(id) }, query: { location: String(locationId) } },
      }),
      { silent: true },
    ),
  );
}

/** GET /api/autoparts/showReinventoryAg/{agId}: the same, by the old system's id. */
export async function getReinventoryPartByAg(agId: number, locationId: number): Promise<StockPart> {
  return toStockPart(
    await ok(
      api.GET('/api/autoparts/showReinventoryAg/{agId}', {
        params: { path: { agId: String(agId) }, query: { location: String(locationId) } },
      }),
      { silent: true },
    ),
  );
}
