/** A part as the stock check shows it, whichever call it came from (the list or a scan). */
export interface StockPart {
  id: number;
  ag_id: number | null;
  name: string;
  sale_price: number;
  status_id: number;
  status_name: string;
  location_id: number | null;
  location_name: string | null;
  ml_id: string | null;
  ml_status: string | null;
  url_thumbnail: string | null;
  /**
   * Scanned without connection and not in the location's list: only its id is known until the
   * server reads it at the save (docs/product.md §10, "Inventario sin conexión").
   */
  unverified?: boolean;
}
