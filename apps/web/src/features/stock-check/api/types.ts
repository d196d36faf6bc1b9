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
}
