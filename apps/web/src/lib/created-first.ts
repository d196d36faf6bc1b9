import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a row the person just created at the top of its cached list (docs/product.md §7), where
 * they are looking. A load of the list that was already under way was asked before the row
 * existed: when it lands (a busy server, or a slow phone connection, right after opening the
 * page) it would replace the list with one that lacks the row, or has it sorted by name on a
 * later page. So a refresh of a list already shown is cancelled (the shown list stays), and a
 * first load is waited for; then the row is put first.
 */
export async function putCreatedFirst<T extends { id: number }, TKey extends QueryKey>(
  queryClient: QueryClient,
  list: FetchQueryOptions<T[], Error, T[], TKey>,
  created: T,
): Promise<void> {
  if (queryClient.getQueryData<T[]>(list.queryKey) === undefined) {
    // Joins the load under way, or loads the list now (which already holds the row).
    await queryClient.fetchQuery(list).catch(() => undefined);
  } else {
    await queryClient.cancelQueries({ queryKey: list.queryKey, exact: true });
  }
  queryClient.setQueryData<T[]>(list.queryKey, (rows) => [
    created,
    ...(rows ?? []).filter((row) => row.id !== created.id),
  ]);
}
