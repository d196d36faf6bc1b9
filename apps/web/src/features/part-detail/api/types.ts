// The part as GET /api/autoparts/{id} answers it (apps/api/src/modules/parts/part-response.ts).

export interface NamedRef {
  id: number;
  name: string;
}

export interface Person {
  name: string;
  avatar_url: string | null;
}

export interface PartImage {
  id: number;
  url: string | null;
  url_thumbnail: string | null;
  order: number;
}

export interface PartComment {
  id: number;
  comment: string;
  created_at: string;
  user: Person | null;
}

export interface PartActivity {
  id: number;
  activity: string;
  created_at: string;
  user: Person | null;
}

export interface PartDetail {
  id: number;
  ag_id: number | null;
  name: string;
  description: string | null;
  autopart_number: string | null;
  category: NamedRef | null;
  make: NamedRef | null;
  model: NamedRef | null;
  years: NamedRef[];
  condition: NamedRef | null;
  origin: NamedRef | null;
  position: NamedRef | null;
  side: NamedRef | null;
  location: NamedRef | null;
  status_id: number;
  status: NamedRef;
  quality: number;
  sale_price: number;
  final_price: number | null;
  store: { id: number; name: string; phone: string | null };
  store_ml: NamedRef | null;
  ml_id: string | null;
  ml_status: string | null;
  bulb_tech: NamedRef | null;
  bulb_pos: NamedRef | null;
  shipping_type: NamedRef | null;
  includes_mirror: boolean | null;
  images: PartImage[];
  url_thumbnail: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  /** Present only for the part's own company (and role 1). */
  comments?: PartComment[];
  /** Present only for the part's own company (and role 1), roles 1, 2 and 5. */
  activity?: PartActivity[];
}
