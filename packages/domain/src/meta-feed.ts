import { vehicleLabel } from './compatibilities.ts';
import { partCode } from './format.ts';
import { isPublicPartStatus, publicAvailability } from './public-pages.ts';
import { STATUS, STATUS_IDS } from './statuses.ts';
import { formatYearRange } from './years.ts';

/**
 * One part as an item of Meta's product catalogue (one catalogue feeds the Facebook, Instagram
 * and WhatsApp shops). Field names, values and limits are those of Meta's reference, «Catalog
 * Fields» (https://developers.facebook.com/docs/commerce-platform/catalog/fields): id ≤ 100
 * characters, title ≤ 200, description ≤ 9999 plain text, availability and condition from fixed
 * English values, price as «1500.00 MXN» (a number with a period for decimals and the ISO 4217
 * code), link and image_link absolute URLs, additional_image_link up to 20 URLs (≤ 2000
 * characters in all), brand, custom_label_0…4 ≤ 100 each. Checklist: «Best Practices – Commerce
 * Catalog» (https://developers.facebook.com/docs/commerce-platform/catalog/best-practices/).
 *
 * A product catalogue has no field for the vehicles a part fits (Meta's vehicle fields belong to
 * its «Vehicles» catalogue, which lists cars for sale, not parts:
 * https://developers.facebook.com/docs/marketing-api/dynamic-ads-auto/auto-catalog). So the
 * fitment goes where a buyer reads it, the description («Le queda a: …»), and where the yard
 * can filter product sets by it in Commerce Manager, custom_label_0 (the part's own vehicle).
 */

export const META_FEED_LIMITS = {
  idMax: 100,
  titleMax: 200,
  descriptionMax: 9999,
  additionalImagesMax: 20,
  additionalImagesChars: 2000,
  customLabelMax: 100,
  productTypeMax: 750,
  mpnMax: 100,
  brandMax: 100,
} as const;

/** The values of Meta's availability field that a part can take. */
export type MetaAvailability = 'in stock' | 'out of stock';
/** The values of Meta's condition field. */
export type MetaCondition = 'new' | 'refurbished' | 'used';

/**
 * The public page's rule (publicAvailability): only Disponible can be bought. Apartada and No
 * disponible stay in the feed as «out of stock» (Meta shows them as sold out and keeps them, so
 * they come back when the yard frees them); a sold part is not in the feed at all.
 */
export function metaAvailability(statusId: number): MetaAvailability {
  return publicAvailability(statusId).available ? 'in stock' : 'out of stock';
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * The part's condition by its reference name (conditions.json: Nuevo, Usado, Reconstruido). A
 * part with no condition is a used part: everything a yard takes off a vehicle is.
 */
export function metaCondition(conditionName: string | null | undefined): MetaCondition {
  const name = fold(conditionName ?? '');
  if (name === 'nuevo' || name === 'nueva') return 'new';
  if (name.startsWith('reconstruid') || name.startsWith('remanufacturad')) return 'refurbished';
  return 'used';
}

/** Whole pesos (parts.sale_price) as Meta's price text: 1500 → «1500.00 MXN». */
export function metaPrice(pesos: number): string {
  if (!Number.isSafeInteger(pesos) || pesos <= 0) throw new RangeError(`not a feed price: ${pesos}`);
  return `${pesos}.00 MXN`;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Anything feedLine would change: whitespace other than a single inner space, controls (Cc),
 * format characters (Cf) and lone surrogates (Cs, as the u flag reads them).
 */
const NEEDS_CLEANING = /[^\S ]| {2}|^ | $|[\p{Cc}\p{Cf}\p{Cs}]/u;

/** Text fit for one line: no control characters or lone surrogates, spaces collapsed. */
export function feedLine(text: string | null | undefined): string {
  // Most names need nothing: the full clean-up (Unicode classes) is the feed's slowest step.
  if (!text) return '';
  if (!NEEDS_CLEANING.test(text)) return text;
  return text
    .replace(LONE_SURROGATE, '')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text that keeps its line breaks (a description), without control characters. */
function feedParagraphs(text: string | null | undefined): string {
  return (text ?? '')
    .replace(LONE_SURROGATE, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(feedLine)
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

/** At most `max` characters (code points, so an emoji is never cut in half), on a word when it can. */
export function cutText(text: string, max: number): string {
  // UTF-16 length ≥ code points: a text this short is within the limit without counting.
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

export interface MetaFeedPart {
  id: number;
  name: string | null;
  description: string | null;
  statusId: number;
  /** Whole pesos; the feed holds only parts with a price. */
  salePrice: number;
  autopartNumber: string | null;
  years: readonly number[];
  category: string | null;
  make: string | null;
  model: string | null;
  condition: string | null;
  position: string | null;
  side: string | null;
  companyName: string;
  companyCity: string | null;
  /** The other vehicles the part fits (part_compatibilities), by name. */
  fits: readonly { make: string; model: string; yearFrom: number; yearTo: number }[];
}

export interface MetaFeedLinks {
  /** Absolute URL of the part's public page. */
  link: string;
  /** Absolute URLs of its photos, cover first; the feed holds only parts with one. */
  images: readonly string[];
}

export interface MetaFeedItem {
  id: string;
  title: string;
  description: string;
  availability: MetaAvailability;
  condition: MetaCondition;
  price: string;
  link: string;
  image_link: string;
  additional_image_link: string[];
  brand: string;
  mpn: string | null;
  product_type: string | null;
  custom_label_0: string | null;
  custom_label_1: string | null;
  custom_label_2: string | null;
}

/** «Nissan Tsuru 2005-2017»: the vehicle the part came off, as far as it is known. */
export function partVehicle(part: Pick<MetaFeedPart, 'make' | 'model' | 'years'>): string {
  return feedLine([part.make, part.model, formatYearRange(part.years)].filter(Boolean).join(' '));
}

const isUniversal = (make: string | null) => make !== null && fold(make) === 'universal';

/**
 * Meta needs a brand (or a part number). A yard's used part is known by the make it fits; a
 * part made for any vehicle («Universal») has no make to name, so the yard's own name is the
 * brand, as for goods a shop sells under its name.
 */
export function metaBrand(part: Pick<MetaFeedPart, 'make' | 'companyName'>): string {
  const make = feedLine(part.make);
  return cutText(
    make !== '' && !isUniversal(make) ? make : feedLine(part.companyName),
    META_FEED_LIMITS.brandMax,
  );
}

/** The buyer-facing description: the yard's text, then the facts and the fitment. */
export function metaDescription(part: MetaFeedPart, title: string): string {
  const facts: string[] = [];
  const vehicle = isUniversal(part.make) ? 'Universal' : partVehicle(part);
  const fits = [
    ...(vehicle !== '' ? [vehicle] : []),
    ...part.fits.map((fit) => feedLine(vehicleLabel(fit.make, fit.model, fit.yearFrom, fit.yearTo))),
  ];
  if (fits.length > 0) facts.push(`Le queda a: ${[...new Set(fits)].join(', ')}.`);
  const position = feedLine(part.position);
  if (position !== '') facts.push(`Posición: ${position}.`);
  const side = feedLine(part.side);
  if (side !== '') facts.push(`Lado: ${side}.`);
  if (part.condition) facts.push(`Condición: ${feedLine(part.condition)}.`);
  const number = feedLine(part.autopartNumber);
  if (number !== '') facts.push(`No. de parte: ${number}.`);
  facts.push(`Clave: ${partCode(part.id)}.`);
  const seller = [feedLine(part.companyName), feedLine(part.companyCity)].filter(Boolean).join(', ');
  if (seller !== '') facts.push(`Vende: ${seller}.`);
  const own = feedParagraphs(part.description);
  // Meta asks for a description that is not the title again.
  const text = [own !== '' && own !== title ? own : '', facts.join(' ')].filter(Boolean).join('\n\n');
  return cutText(text, META_FEED_LIMITS.descriptionMax);
}

/** Up to 20 more photos whose URLs fit in the field's 2000 characters (joined by commas). */
function additionalImages(images: readonly string[]): string[] {
  const chosen: string[] = [];
  let length = 0;
  for (const url of images.slice(1, 1 + META_FEED_LIMITS.additionalImagesMax)) {
    const next = length + (chosen.length > 0 ? 1 : 0) + url.length;
    if (next > META_FEED_LIMITS.additionalImagesChars) break;
    chosen.push(url);
    length = next;
  }
  return chosen;
}

const label = (text: string) => {
  const line = feedLine(text);
  return line === '' ? null : cutText(line, META_FEED_LIMITS.customLabelMax);
};

/** The feed item of a part; the caller passes only parts with a price and a photo. */
export function metaFeedItem(part: MetaFeedPart, links: MetaFeedLinks): MetaFeedItem {
  const [cover] = links.images;
  if (!cover) throw new RangeError(`part ${part.id} has no photo`);
  const title = cutText(feedLine(part.name) || partCode(part.id), META_FEED_LIMITS.titleMax);
  const number = feedLine(part.autopartNumber);
  const category = feedLine(part.category);
  return {
    id: partCode(part.id),
    title,
    description: metaDescription(part, title),
    availability: metaAvailability(part.statusId),
    condition: metaCondition(part.condition),
    price: metaPrice(part.salePrice),
    link: links.link,
    image_link: cover,
    additional_image_link: additionalImages(links.images),
    brand: metaBrand(part),
    mpn: number === '' ? null : cutText(number, META_FEED_LIMITS.mpnMax),
    product_type:
      category === '' ? null : cutText(`Autopartes > ${category}`, META_FEED_LIMITS.productTypeMax),
    custom_label_0: isUniversal(part.make) ? 'Universal' : label(partVehicle(part)),
    custom_label_1: label(category),
    custom_label_2: label([part.position, part.side].map(feedLine).filter(Boolean).join(' ')),
  };
}

/**
 * The statuses of a feed's parts: every part whose public page a buyer can open
 * (isPublicPartStatus) except the sold ones, which leave the feed at its next read.
 */
export const META_FEED_STATUSES: readonly number[] = STATUS_IDS.filter(
  (status) => isPublicPartStatus(status) && status !== STATUS.SOLD,
);
