import type { NamedRef, Part, PartActivity, PartComment, PartImage, Person } from '@yonke/domain/schemas';
import { imageResponse } from '../../lib/stored-images.ts';
import type { PartActivityRow, PartCommentRow, PartDetailRow, PartImageRow } from './parts.queries.ts';

// The one mapping from database rows to the part the API sends (snake_case, the spec's client
// shape). Responses are built field by field so that nothing is sent that was not chosen here:
// the original system serialised whole relations and leaked marketplace tokens that way.

// The shapes themselves are defined once, with Zod, in packages/domain/src/schemas/parts.ts:
// the web reads the same types, and the contract test parses real answers against them.
export type { Part as PartResponse, PartImage as ImageResponse };

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

function person(name: string | null, avatarUrl: string | null): Person | null {
  return name === null ? null : { name, avatar_url: avatarUrl };
}

export function commentResponse(row: PartCommentRow): PartComment {
  return {
    id: row.id,
    comment: row.comment,
    created_at: iso(row.createdAt),
    user: person(row.userName, row.userAvatarUrl),
  };
}

export function activityResponse(row: PartActivityRow): PartActivity {
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

export function partResponse(row: PartDetailRow, extras: PartResponseExtras): Part {
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
  const response: Part = {
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
