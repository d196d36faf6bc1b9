import { DOMParser } from '@xmldom/xmldom';

// What Meta's catalogue requires of a product feed, written from its reference and not from our
// feed's code, so a test can tell when the feed stops being what Commerce Manager takes:
//   «Catalog Fields», https://developers.facebook.com/docs/commerce-platform/catalog/fields
//     id (required, ≤ 100 characters, unique: «If there are multiple instances of the same ID,
//     we ignore all instances»), title (required, ≤ 200), description (required, ≤ 9999, plain
//     text, not HTML, different from the title), availability (required: in stock, out of stock,
//     preorder, available for order, discontinued, pending, mark_as_sold), condition (required:
//     new, refurbished, used), price (required: a number with a period as decimal point, a space
//     and the ISO 4217 code, «9.99 USD»), link and image_link (required URLs),
//     additional_image_link (up to 20 URLs, ≤ 2000 characters), brand (required unless mpn or
//     gtin is given), custom_label_0…4 (≤ 100 characters).
//   «Best Practices – Commerce Catalog», https://developers.facebook.com/docs/commerce-platform/catalog/best-practices/
//     «Either gtin, or mpn, plus brand fields are present»; «description field must not contain
//     HTML tags or character entities».
// RSS 2.0 with the g: namespace is one of the feed formats Meta takes (sample files on
// https://developers.facebook.com/docs/marketing-api/catalog/guides/metadata-tags).

export const META_REQUIRED_FIELDS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
] as const;
export const META_AVAILABILITY = [
  'in stock',
  'out of stock',
  'preorder',
  'available for order',
  'discontinued',
  'pending',
  'mark_as_sold',
];
export const META_CONDITION = ['new', 'refurbished', 'used'];
const G_NAMESPACE = 'http://base.google.com/ns/1.0';

export type FeedItemFields = Record<string, string>;

/** Parses an RSS 2.0 feed strictly: any XML error throws. Fields by name, without the g: prefix. */
export function parseMetaFeed(xml: string): { channel: Record<string, string>; items: FeedItemFields[] } {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') errors.push(message);
    },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0) throw new Error(`XML inválido: ${errors.join('; ')}`);
  const root = doc.documentElement;
  if (root?.tagName !== 'rss' || root.getAttribute('version') !== '2.0') throw new Error('not RSS 2.0');
  const channel = root.getElementsByTagName('channel')[0];
  if (!channel) throw new Error('no channel');
  const channelFields: Record<string, string> = {};
  const items: FeedItemFields[] = [];
  for (let node = channel.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== node.ELEMENT_NODE) continue;
    const element = node as unknown as Element;
    if (element.tagName !== 'item') {
      channelFields[element.tagName] = element.textContent ?? '';
      continue;
    }
    const fields: FeedItemFields = {};
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== child.ELEMENT_NODE) continue;
      const field = child as unknown as Element;
      if (field.namespaceURI !== G_NAMESPACE) throw new Error(`field outside g: ${field.tagName}`);
      const name = field.localName ?? '';
      if (name in fields) throw new Error(`field twice: ${name}`);
      fields[name] = field.textContent ?? '';
    }
    items.push(fields);
  }
  return { channel: channelFields, items };
}

const chars = (text: string) => Array.from(text).length;

function isAbsoluteUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Every way the items break the reference, as «id: problem» lines; none means valid. */
export function metaFeedProblems(items: FeedItemFields[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const id = item.id ?? '(sin id)';
    const problem = (text: string) => problems.push(`${id}: ${text}`);
    for (const field of META_REQUIRED_FIELDS) {
      if ((item[field] ?? '').trim() === '') problem(`falta ${field}`);
    }
    if (!item.brand?.trim() && !item.mpn?.trim() && !item.gtin?.trim()) problem('falta brand, mpn o gtin');
    if (seen.has(id)) problem('id repetido');
    seen.add(id);
    if (chars(id) > 100) problem('id de más de 100 caracteres');
    if (chars(item.title ?? '') > 200) problem('title de más de 200 caracteres');
    const description = item.description ?? '';
    if (chars(description) > 9999) problem('description de más de 9999 caracteres');
    if (/<[a-z/!][^>]*>|&[a-z]+;|&#\d+;/i.test(description)) problem('description con HTML');
    if (description.trim() === (item.title ?? '').trim()) problem('description igual al title');
    if (!META_AVAILABILITY.includes(item.availability ?? '')) problem(`availability «${item.availability}»`);
    if (!META_CONDITION.includes(item.condition ?? '')) problem(`condition «${item.condition}»`);
    const price = /^(\d+(?:\.\d{1,2})?) ([A-Z]{3})$/.exec(item.price ?? '');
    if (!price || Number(price[1]) <= 0) problem(`price «${item.price}»`);
    for (const field of ['link', 'image_link'] as const) {
      if (item[field] && !isAbsoluteUrl(item[field])) problem(`${field} no es una URL absoluta`);
    }
    if (item.additional_image_link !== undefined) {
      const urls = item.additional_image_link.split(',');
      if (urls.length > 20) problem('más de 20 additional_image_link');
      if (chars(item.additional_image_link) > 2000)
        problem('additional_image_link de más de 2000 caracteres');
      if (!urls.every(isAbsoluteUrl)) problem('additional_image_link no es una lista de URLs');
    }
    for (let n = 0; n <= 4; n += 1) {
      const label = item[`custom_label_${n}`];
      if (label !== undefined && chars(label) > 100) problem(`custom_label_${n} de más de 100 caracteres`);
    }
  }
  return problems;
}
