// The part as the form reads it (GET /api/autoparts/showByUser/{id}, the answers of store,
// update and clone): apps/api/src/modules/parts/part-response.ts.

export interface NamedRef {
  id: number;
  name: string;
}

export interface PartImage {
  id: number;
  url: string | null;
  url_thumbnail: string | null;
  order: number;
}

interface HistoryItem {
  id: number;
  created_at: string;
  user: { name: string; avatar_url: string | null } | null;
}

export interface PartComment extends HistoryItem {
  comment: string;
}

export interface PartActivity extends HistoryItem {
  activity: string;
}

export interface FormPart {
  id: number;
  ag_id: number | null;
  name: string;
  description: string | null;
  autopart_number: string | null;
  category_id: number | null;
  make_id: number | null;
  model_id: number | null;
  years: NamedRef[];
  condition_id: number | null;
  origin_id: number | null;
  position_id: number | null;
  side_id: number | null;
  location_id: number | null;
  location: NamedRef | null;
  status_id: number;
  status: NamedRef;
  quality: number;
  sale_price: number;
  store: { id: number; name: string };
  store_ml_id: number | null;
  ml_id: string | null;
  ml_status: string | null;
  bulb_tech_id: number | null;
  bulb_pos_id: number | null;
  shipping_type_id: number | null;
  includes_mirror: boolean | null;
  images: PartImage[];
  version: number;
  comments?: PartComment[];
  activity?: PartActivity[];
}

/** `{autopart, sync}`: the answer of update and republish. */
export interface SavedPart {
  autopart: FormPart;
  sync: boolean;
}

/** An uploaded photo; `temp` while it waits for the part to be created. */
export interface UploadedImage extends PartImage {
  temp?: boolean;
  sync?: boolean;
}
