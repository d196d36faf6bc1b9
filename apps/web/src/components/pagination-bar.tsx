import { Box, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageWindow, resultsLabel } from '@yonke/domain';

interface PaginationBarProps {
  total: number;
  /** False when the server only estimated a very large total. */
  totalExact?: boolean;
  currentPage: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** "N resultados", Anterior / Siguiente and a window of up to 5 pages starting at current − 2. */
export function PaginationBar({
  total,
  totalExact = true,
  currentPage,
  lastPage,
  onPage,
}: PaginationBarProps) {
  const go = (page: number) => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    onPage(page);
  };
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="md">
      <Text size="sm" c="dimmed" data-testid="results-total">
        {resultsLabel(total, totalExact)}
      </Text>
      {lastPage > 1 && (
        <Group gap={4} wrap="nowrap" component="nav" aria-label="Paginación">
          <Button
            variant="default"
            size="compact-sm"
            aria-label="Anterior"
            leftSection={<IconChevronLeft size={16} />}
            disabled={currentPage <= 1}
            onClick={() => go(currentPage - 1)}
          >
            <Box component="span" visibleFrom="sm">
              Anterior
            </Box>
          </Button>
          {pageWindow(currentPage, lastPage).map((page) => (
            <Button
              key={page}
              size="compact-sm"
              miw={32}
              variant={page === currentPage ? 'filled' : 'default'}
              aria-current={page === currentPage ? 'page' : undefined}
              aria-label={`Página ${page}`}
              onClick={() => page !== currentPage && go(page)}
            >
              {page}
            </Button>
          ))}
          <Button
            variant="default"
            size="compact-sm"
            aria-label="Siguiente"
            rightSection={<IconChevronRight size={16} />}
            disabled={currentPage >= lastPage}
            onClick={() => go(currentPage + 1)}
          >
            <Box component="span" visibleFrom="sm">
              Siguiente
            </Box>
          </Button>
        </Group>
      )}
    </Group>
  );
}
