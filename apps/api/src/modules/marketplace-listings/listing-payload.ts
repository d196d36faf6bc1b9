import { formatYearRange, generatePartName, type MlStatus, NAME_MAX_LENGTH } from '@yonke/domain';
import { type CataloguePart, LISTING_TYPE_ID, regender } from '../marketplace-catalogue/listing-terms.ts';

// What a part becomes on Mercado Libre (site MLM). The fields and attribute ids are those the
// original system sent (the research notes on the old system, outside the repository), minus its placeholder values ("X",
// PART_NUMBER 0) and its variations: a used part is one unit with one price.

/** ML's catch-all category ("Otros") when ours has no marketplace category. */
export const FALLBACK_CATEGORY_ID = 'MLM2232';
export const MAX_PICTURES = 10;

/** What a listing is built from: the part's catalogue facts plus its own texts, price and photos. */
export interface ListingSource
  extends Pick<
    CataloguePart,
    | 'id'
    | 'autopartNumber'
    | 'categoryId'
    | 'makeName'
    | 'modelName'
    | 'conditionName'
    | 'originName'
    | 'positionName'
    | 'sideName'
    | 'bulbTechName'
    | 'bulbPosName'
    | 'includesMirror'
  > {
  name: string;
  description: string | null;
  salePrice: number;
  years: readonly number[];
  /** Our category's name (the family name is built from it). */
  categoryName?: string | null;
  categoryMlId: string | null;
  shippingTypeId: number | null;
  /** In display order; the first ten are sent. */
  pictures: readonly { mlPictureId: string | null; url: string }[];
}

/** An attribute by its list value's id (ITEM_CONDITION) or by free text (the rest). */
export type Attribute = { id: string; value_name: string } | { id: string; value_id: string };

/**
 * How the account publishes (docs "Precio por variación", developers.mercadolibre.com.mx/es_ar/precio-variacion):
 * a seller whose GET /users/{id} carries the tag user_product_seller creates items with
 * family_name and no title (the marketplace builds the title) and never sends a title later.
 */
export interface ListingOptions {
  userProductSeller: boolean;
  /** The category's ITEM_CONDITION value id for the part's condition; null: the category has none. */
  conditionValueId: string | null;
}

/** The listing's title: the part name on one line, at most 60 characters (ML's limit). */
export function listingTitle(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_LENGTH).trim();
}

/** ML's item condition from ours: a rebuilt part is sold as "used" with its own condition attribute. */
export function itemCondition(conditionName: string | null): 'new' | 'used' {
  return conditionName?.toLowerCase() === 'nuevo' ? 'new' : 'used';
}

const CATEGORY_HEADLIGHTS = 71;
const CATEGORY_TAIL_LIGHTS = 34;
const CATEGORY_BRAKE_LIGHTS = 144;
const CATEGORY_SIDE_MIRRORS = 150;

export function listingAttributes(
  source: ListingSource,
  conditionValueId: string | null = null,
): Attribute[] {
  const attributes: Attribute[] = [];
  // A list attribute: the marketplace reads the value id, not our words («Reconstruido»).
  if (conditionValueId) attributes.push({ id: 'ITEM_CONDITION', value_id: conditionValueId });
  const add = (id: string, value: string | null | undefined) => {
    const text = value?.trim();
    if (text) attributes.push({ id, value_name: text });
  };
  add('BRAND', source.makeName);
  add('MODEL', source.modelName);
  add('YEAR', formatYearRange(source.years));
  add('PART_NUMBER', source.autopartNumber);
  add('ORIGIN', source.originName);
  add('SIDE', source.sideName ? regender(source.sideName) : null);
  add('POSITION', source.positionName ? regender(source.positionName) : null);
  add('VEHICLE_TYPE', 'Auto/Camioneta');
  switch (source.categoryId) {
    case CATEGORY_HEADLIGHTS:
      add('BULB_TECHNOLOGY', source.bulbTechName);
      break;
    case CATEGORY_TAIL_LIGHTS:
      add('BULBS_TYPE', source.bulbTechName);
      break;
    case CATEGORY_BRAKE_LIGHTS:
      add('BULB_TECHNOLOGY', source.bulbTechName);
      add('BRAKE_LIGHT_POSITION', source.bulbPosName);
      break;
    case CATEGORY_SIDE_MIRRORS:
      add('INCLUDES_MIRROR', source.includesMirror === null ? null : source.includesMirror ? 'Sí' : 'No');
      break;
  }
  return attributes;
}

/** First ten photos; a photo ML already has goes by its id, a new one by its public URL. */
export function listingPictures(source: ListingSource): ({ id: string } | { source: string })[] {
  return source.pictures
    .slice(0, MAX_PICTURES)
    .map((picture) => (picture.mlPictureId ? { id: picture.mlPictureId } : { source: picture.url }));
}

export function listingShipping(shippingTypeId: number | null) {
  if (shippingTypeId === 1) return { mode: 'me2', free_shipping: true };
  if (shippingTypeId === 2) return { mode: 'me2', free_shipping: false };
  return { mode: 'not_specified', local_pick_up: true, free_shipping: false };
}

/** Plain text only (ML refuses HTML); line breaks stay as they are. */
export function listingDescription(source: { description: string | null }, fallback = ''): string {
  const text = (source.description ?? '').replace(/<[^>]*>/g, '').trim();
  return text || fallback.trim();
}

/**
 * Our reference on the listing, so a listing can be found again if an answer is lost. It is
 * written in seller_custom_field, which GET /users/{id}/items/search finds with the `sku`
 * parameter (`seller_sku` searches the SELLER_SKU attribute instead).
 */
export function sellerReference(partId: number): string {
  return `AV-${partId}`;
}

/**
 * The family name of a user-products listing: a generic description of the part (docs "Precio
 * por variación": «una descripción genérica del ítem»), from the shared part-name builder; the
 * part's own name when the builder has nothing to go on.
 */
export function listingFamilyName(source: ListingSource): string {
  const built = generatePartName({
    category: source.categoryName ?? null,
    model: source.modelName,
    years: source.years,
    position: source.positionName,
    side: source.sideName,
    make: source.makeName,
  });
  return listingTitle(built || source.name);
}

/** POST /items: a new listing of one unit. */
export function newListingPayload(source: ListingSource, options: ListingOptions) {
  return {
    ...(options.userProductSeller
      ? { family_name: listingFamilyName(source) }
      : { title: listingTitle(source.name) }),
    category_id: source.categoryMlId ?? FALLBACK_CATEGORY_ID,
    price: source.salePrice,
    currency_id: 'MXN',
    available_quantity: 1,
    buying_mode: 'buy_it_now',
    listing_type_id: LISTING_TYPE_ID,
    condition: itemCondition(source.conditionName),
    seller_custom_field: sellerReference(source.id),
    pictures: listingPictures(source),
    attributes: listingAttributes(source, options.conditionValueId),
    shipping: listingShipping(source.shippingTypeId),
  };
}

export interface RemoteItem {
  id: string;
  status: string;
  sold_quantity?: number;
  available_quantity?: number;
  price?: number;
  title?: string;
  pictures?: { id: string }[];
}

/**
 * PUT /items/{id} after a local change (docs "Sincroniza y modifica publicaciones"). ML forbids changing the title once the listing has sales;
 * closing is sent on its own (a closed listing accepts nothing else).
 */
export function listingUpdatePayload(
  source: ListingSource,
  remote: RemoteItem,
  status: MlStatus,
  options: ListingOptions,
) {
  if (status === 'closed') return { status };
  const body: Record<string, unknown> = {
    price: source.salePrice,
    pictures: listingPictures(source),
    attributes: listingAttributes(source, options.conditionValueId),
  };
  // A user-products seller's title is the marketplace's: sending one is refused with a 400.
  if (!options.userProductSeller && (remote.sold_quantity ?? 0) < 1) body.title = listingTitle(source.name);
  if (status === 'active' && (remote.available_quantity ?? 1) < 1) body.available_quantity = 1;
  if (status !== remote.status) body.status = status;
  return body;
}

/** POST /items/{id}/relist: the closed listing comes back as a new item (a new id). */
export function relistPayload(source: ListingSource) {
  return { price: source.salePrice, quantity: 1, listing_type_id: LISTING_TYPE_ID };
}
