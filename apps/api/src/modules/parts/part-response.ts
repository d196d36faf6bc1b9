import { mediaUrl } from '../../lib/media.ts';
import type { PartActivityRow, PartCommentRow, PartDetailRow, PartImageRow } from './parts.queries.ts';

// The one mapping from database rows to the part the API sends (snake_case, the spec's client
// shape). Responses are built field by field so that nothing is sent that was not chosen here:
// the original system serialised whole relations and leaked marketplace tokens that way.

export interface NamedRef {
  id: number;
  name: string;
}

export interface PersonResponse {
  name: string;
  avatar_url: string | null;
}

export interface ImageResponse {
  id: number;
  url: string | null;
  url_thumbnail: string | null;
  order: number;
}

export interface CommentResponse {
  id: number;
  comment: string;
  created_at: string;
  user: PersonResponse | null;
}

export interface ActivityResponse {
  id: number;
  activity: string;
  created_at: string;
  user: PersonResponse | null;
}

export interface PartResponse {
  id: number;
  ag_id: number | null;
  name: string;
  description: string | null;
  autopart_number: string | null;
  category_id: number | null;
  category: NamedRef | null;
  make_id: number | null;
  make: NamedRef | null;
  model_id: number | null;
  model: NamedRef | null;
  /** The spec's client reads years as items; the id is the year itself, sorted ascending. */
  years: NamedRef[];
  condition_id: number | null;
  condition: NamedRef | null;
  origin_id: number | null;
  origin: NamedRef | null;
  position_id: number | null;
  position: NamedRef | null;
  side_id: number | null;
  side: NamedRef | null;
  location_id: number | null;
  location: NamedRef | null;
  status_id: number;
  status: NamedRef;
  quality: number;
  sale_price: number;
  /** What the part sold for; only sent to its own company (and role 1). */
  final_price: number | null;
  store: { id: number; name: string; phone: string | null };
  store_ml_id: number | null;
  store_ml: NamedRef | null;
  ml_id: string | null;
  ml_status: string | null;
  bulb_tech_id: number | null;
  bulb_tech: NamedRef | null;
  bulb_pos_id: number | null;
  bulb_pos: NamedRef | null;
  shipping_type_id: number | null;
  shipping_type: NamedRef | null;
  includes_mirror: boolean | null;
  images: ImageResponse[];
  url_thumbnail: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  comments?: CommentResponse[];
  activity?: ActivityResponse[];
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A left join with no match gives an object of nulls; that is "no value", not an object. */
function ref(value: { id: number | null; name: string | null } | null): NamedRef | null {
  return value && value.id !== null && value.name !== null ? { id: value.id, name: value.name } : null;
}

export function yearItems(years: readonly number[]): NamedRef[] {
  return [...new Set(years)].sort((a, b) => a - b).map((year) => ({ id: year, name: String(year) }));
}

export function imageResponse(row: PartImageRow): ImageResponse {
  return {
    id: row.id,
    url: mediaUrl(row.storageKey),
    url_thumbnail: mediaUrl(row.thumbnailKey),
    order: row.position,
  };
}

function person(name: string | null, avatarUrl: string | null): PersonResponse | null {
  return name === null ? null : { name, avatar_url: avatarUrl };
}

export function commentResponse(row: PartCommentRow): CommentResponse {
  return {
    id: row.id,
    comment: row.comment,
    created_at: iso(row.createdAt),
    user: person(row.userName, row.userAvatarUrl),
  };
}

export function activityResponse(row: PartActivityRow): ActivityResponse {
  return {
    id: row.id,
    activity: row.activity,
    created_at: iso(row.createdAt),
    user: person(row.userName, row.userAvatarUrl),
  };
}

export interface PartResponseExtras {
  images: readonly PartImageRow[];
  /** Whether the caller belongs to the part's company (or is role 1): company-only fields follow it. */
  companyData: boolean;
  comments?: readonly PartCommentRow[];
  activity?: readonly PartActivityRow[];
}

export function partResponse(row: PartDetailRow, extras: PartResponseExtras): PartResponse {
  const images = extras.images.map(imageResponse);
  const category = ref(row.category);
  const make = ref(row.make);
  const model = ref(row.model);
  const condition = ref(row.condition);
  const origin = ref(row.origin);
  const position = ref(row.position);
  const side = ref(row.side);
  const location = ref(row.location);
  const storeMl = ref(row.storeMl);
  const bulbTech = ref(row.bulbTech);
  const bulbPos = ref(row.bulbPos);
  const shippingType = ref(row.shippingType);
  const response: PartResponse = {
    id: row.id,
    ag_id: row.agId,
    name: row.name,
    description: row.description,
    autopart_number: row.autopartNumber,
    category_id: category?.id ?? null,
    category,
    make_id: make?.id ?? null,
    make,
    model_id: model?.id ?? null,
    model,
    years: yearItems(row.years),
    condition_id: condition?.id ?? null,
    condition,
    origin_id: origin?.id ?? null,
    origin,
    position_id: position?.id ?? null,
    position,
    side_id: side?.id ?? null,
    side,
    location_id: location?.id ?? null,
    location,
    status_id: row.statusId,
    status: ref(row.status) ?? { id: row.statusId, name: '' },
    quality: row.quality,
    sale_price: row.salePrice,
    final_price: extras.companyData ? row.finalPrice : null,
    store: { id: row.store.id, name: row.store.name, phone: row.store.phone },
    store_ml_id: storeMl?.id ?? null,
    store_ml: storeMl,
    ml_id: row.mlId,
    ml_status: row.mlStatus,
    bulb_tech_id: bulbTech?.id ?? null,
    bulb_tech: bulbTech,
    bulb_pos_id: bulbPos?.id ?? null,
    bulb_pos: bulbPos,
    shipping_type_id: shippingType?.id ?? null,
    shipping_type: shippingType,
    includes_mirror: row.includesMirror,
    images,
    url_thumbnail: images[0]?.url_thumbnail ?? null,
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
  if (extras.comments) response.comments = extras.comments.map(commentResponse);
  if (extras.activity) response.activity = extras.activity.map(activityResponse);
  return response;
}
