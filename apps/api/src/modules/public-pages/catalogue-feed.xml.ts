import type { MetaFeedItem } from '@yonke/domain';

// The feed as RSS 2.0 with the g: namespace, one of the formats Meta's catalogue takes from a
// scheduled feed («Metadata Tags» lists CSV, TSV, RSS XML and ATOM XML with samples:
// https://developers.facebook.com/docs/marketing-api/catalog/guides/metadata-tags), with the
// field names of «Catalog Fields» (https://developers.facebook.com/docs/commerce-platform/catalog/fields).
// XML rather than CSV: a part name that begins with «-» or «=» needs no spreadsheet-formula
// guard that Meta would then show to buyers, and lists of photos need no quoting rules.

/** Characters XML 1.0 allows (§2.2 Char); anything else (NUL, other controls, lone surrogates) is dropped. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NEEDS_WORK = /[&<>"']|[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data: markup characters escaped, characters XML cannot hold removed. */
export function xmlText(value: string): string {
  // Most values need nothing: the Unicode scan runs only when something could need it.
  if (!NEEDS_WORK.test(value)) return value;
  return value
    .replace(LONE_SURROGATE, '')
    .replace(NOT_XML_CHAR, '')
    .replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

export const RSS_NAMESPACE_G = 'http://base.google.com/ns/1.0';

export function feedHead(channel: { title: string; link: string; description: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:g="${RSS_NAMESPACE_G}" version="2.0">
<channel>
<title>${xmlText(channel.title)}</title>
<link>${xmlText(channel.link)}</link>
<description>${xmlText(channel.description)}</description>
`;
}

export const FEED_TAIL = '</channel>\n</rss>\n';

const FIELDS: (keyof MetaFeedItem)[] = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'mpn',
  'product_type',
  'custom_label_0',
  'custom_label_1',
  'custom_label_2',
];

export function feedItem(item: MetaFeedItem): string {
  let out = '<item>\n';
  for (const field of FIELDS) {
    const value = item[field];
    // Meta's field takes the additional photos as one list separated by commas.
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text === null || text === '') continue;
    out += `<g:${field}>${xmlText(text)}</g:${field}>\n`;
  }
  return `${out}</item>\n`;
}
