import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { partPath } from '@yonke/domain';
import type { ListingProblem } from '@yonke/domain/schemas';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListingHealthSummary } from '../../../components/listing-health';
import { Thumbnail } from '../../../components/thumbnail';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { useListingProblems } from '../api/get-listing-problems';
import { useRetryListing } from '../api/retry-listing';

function ProblemRow({ problem }: { problem: ListingProblem }) {
  const retry = useRetryListing();
  const { part, health } = problem;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-label={part.name}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box w={88} style={{ flex: 'none', borderRadius: 4, overflow: 'hidden' }}>
          <Thumbnail src={part.url_thumbnail} alt={part.name} />
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text
            component={Link}
            to={partPath('search', part.id, part.name)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {part.name}
          </Text>
          <ListingHealthSummary health={health} />
          {health.account && (
            <Text size="xs" c="dimmed">
              Tienda: {health.account.name}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              leftSection={<IconRefresh size={18} />}
              variant="light"
              loading={retry.isPending}
              aria-label={`Reintentar la sincronización de ${part.name}`}
              onClick={() =>
                retry.mutate(part.id, {
                  onSuccess: (answer) =>
                    answer.synced
                      ? notifySuccess('Sincronizada')
                      : notifyWarning('Se reintentará; revisa el motivo en unos minutos.'),
                })
              }
            >
              Reintentar
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Publicaciones con problemas (/listing-problems, roles 1, 2 and 5): docs/product.md §10. */
export function ListingProblemsPage() {
  const problems = useListingProblems();
  const list = problems.data?.data ?? [];
  return (
    <Box maw={900} mx="auto">
      <Stack gap={4} mb="md">
        <Title order={1} size="h2">
          Publicaciones con problemas
        </Title>
        <Text c="dimmed" size="sm">
          Autopartes cuya última sincronización con Mercado Libre falló o cuya publicación está en revisión.
        </Text>
      </Stack>
      <Stack gap="md">
        {problems.isPending && [0, 1].map((key) => <Skeleton key={key} height={120} radius="md" />)}
        {problems.isError && (
          <EmptyState title="No se pudo cargar la lista" message="Inténtalo de nuevo en unos momentos." />
        )}
        {problems.isSuccess && list.length === 0 && (
          <EmptyState title="Todo en orden" message="Ninguna publicación tiene problemas." />
        )}
        {list.map((problem) => (
          <ProblemRow key={problem.part.id} problem={problem} />
        ))}
      </Stack>
    </Box>
  );
}
