import { Group, Pagination, Select, Text } from '@mantine/core';

/** docs/product.md §9: data tables show 25 rows by default, with 50 and 100 as options. */
export const PAGE_SIZES = ['25', '50', '100'];
export const DEFAULT_PAGE_SIZE = 25;

interface TableFooterProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** "1–25 de 80", rows per page, and the page buttons of a table paged in the browser. */
export function TableFooter({ total, page, pageSize, onPageChange, onPageSizeChange }: TableFooterProps) {
  if (total === 0) return null;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize;
  return (
    <Group justify="space-between" gap="sm" mt="sm">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {first + 1}–{Math.min(first + pageSize, total)} de {total}
        </Text>
        <Select
          aria-label="Filas por página"
          data={PAGE_SIZES}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
          allowDeselect={false}
          w={80}
          size="xs"
        />
      </Group>
      {totalPages > 1 && (
        // siblings 1 and boundaries 1: at most 7 page slots with ellipses (docs/product.md §9).
        <Pagination
          total={totalPages}
          value={page}
          onChange={onPageChange}
          siblings={1}
          boundaries={1}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Página anterior' : 'Página siguiente',
          })}
        />
      )}
    </Group>
  );
}

/** The rows of the current page. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const first = (page - 1) * pageSize;
  return rows.slice(first, first + pageSize);
}
