/** One counted part as PUT /api/autoparts/bulkUpdate answers it: the server's status and location. */
export interface CountedRow {
  id: number;
  status_id: number;
  status: { id: number; name: string };
  location_id: number | null;
  location: { id: number; name: string } | null;
}

/** A saved stock check: who counted which location, when, and what was found. */
export interface StockCheckRecord {
  id: number;
  created_at: string;
  location: { id: number; name: string };
  user: { id: number; name: string; avatar_url: string | null };
  found: number;
  added: number;
  missing: number;
  changed: number;
}
