/** docs/product.md §2: spaces, slashes and dots each become a hyphen; nothing else changes. */
export function slugify(name: string | null | undefined): string {
  return (name ?? '').replace(/[ /.]/g, '-');
}

export type PartSection = 'search' | 'sales' | 'inventory';

const SECTION_PREFIX: Record<PartSection, string> = {
  search: '',
  sales: '/sales',
  inventory: '/inventory',
};

/**
 * Detail or edit route of a part in a section. The slug is percent-encoded so that a name holding
 * '?', '#' or '%' still yields a path the router reads back as the same segment; the slug is
 * optional in the routes, so an empty name gives no slug segment.
 */
export function partPath(section: PartSection, id: number, name?: string | null): string {
  const slug = slugify(name);
  const base = `${SECTION_PREFIX[section]}/autopart/${id}`;
  return slug === '' ? base : `${base}/${encodeURIComponent(slug)}`;
}
