/**
 * Page numbers shown between Anterior and Siguiente: up to `size`, starting two before the
 * current page (docs/product.md §9), never below 1 nor above the last page.
 */
export function pageWindow(current: number, last: number, size = 5): number[] {
  const lastPage = Math.floor(last);
  const count = Math.floor(size);
  if (!(lastPage >= 1) || !(count >= 1)) return [];
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), lastPage);
  const start = Math.max(1, page - 2);
  const end = Math.min(lastPage, start + count - 1);
  const pages: number[] = [];
  for (let n = start; n <= end; n++) pages.push(n);
  return pages;
}
