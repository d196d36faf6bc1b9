import { normalizeSearchText } from '@yonke/domain';
import { useMemo, useState } from 'react';
import type { SortDirection } from '../sort-header';
import { DEFAULT_PAGE_SIZE } from '../table-footer';

export interface AdminListRules<T> {
  /** The text the search box looks in (accents and case do not matter). */
  searchText: (row: T) => string;
  /** The order of the sortable column, ascending. */
  compare: (a: T, b: T) => number;
}

/**
 * The rows an admin list shows: those whose text holds the search, in the column's order. The
 * sort is stable, so rows that compare equal keep the server's order (by name).
 */
export function adminListRows<T>(
  list: readonly T[],
  search: string,
  sort: SortDirection,
  rules: AdminListRules<T>,
): T[] {
  const query = normalizeSearchText(search);
  const matching = query
    ? list.filter((row) => normalizeSearchText(rules.searchText(row)).includes(query))
    : [...list];
  if (!sort) return matching;
  const direction = sort === 'asc' ? 1 : -1;
  return matching.sort((a, b) => rules.compare(a, b) * direction);
}

/** The page shown: the asked one, or the last there is once rows went away. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
}

/**
 * What an admin list remembers while it is open: the search, the sort, the page and its size, and
 * the row being renamed. A new search, sort or page size goes back to page 1.
 */
export function useAdminList<T extends { id: number }>(
  data: readonly T[] | undefined,
  rules: AdminListRules<T>,
) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortDirection>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { searchText, compare } = rules;
  const rows = useMemo(
    () => adminListRows(data ?? [], search, sort, { searchText, compare }),
    [data, search, sort, searchText, compare],
  );

  return {
    all: data ?? [],
    rows,
    search,
    sort,
    editing,
    page: clampPage(page, rows.length, pageSize),
    pageSize,
    searchFor: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    sortBy: (next: SortDirection) => {
      setSort(next);
      setPage(1);
    },
    setPage,
    resize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    /** The pencil opens the row's rename form, or closes it when it is already open. */
    toggleEdit: (row: T) => setEditing((current) => (current?.id === row.id ? null : row)),
    stopEditing: () => setEditing(null),
    /** A deleted row's rename form closes; another row's stays open. */
    forget: (id: number) => setEditing((current) => (current?.id === id ? null : current)),
    /** After a create, the new row is found on the first page. */
    restart: () => setPage(1),
  };
}

export type AdminList<T extends { id: number }> = ReturnType<typeof useAdminList<T>>;
