import type { StockPart } from './api/types';

/** A countable part for the stock-check tests: available, in location 7 ("Rack A-1"). */
export function stockPart(id: number, overrides: Partial<StockPart> = {}): StockPart {
  return {
    id,
    ag_id: null,
    name: `Faro ${id}`,
    sale_price: 1500,
    status_id: 1,
    status_name: 'Disponible',
    location_id: 7,
    location_name: 'Rack A-1',
    ml_id: null,
    ml_status: null,
    url_thumbnail: null,
    ...overrides,
  };
}
