import { Box, Grid, Skeleton, Stack } from '@mantine/core';
import { parseDigitsAsId, partPath, slugify } from '@yonke/domain';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useEditablePart } from '../../../lib/parts';
import { useCanonicalPath } from '../../../lib/scroll';
import { useUser } from '../../../lib/session';
import { PartForm } from './part-form';

function FormSkeleton() {
  return (
    <Box maw={1240} mx="auto" aria-busy="true" data-testid="part-form-skeleton">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton radius="md" style={{ aspectRatio: '4 / 3' }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Skeleton h={14} w="40%" />
            <Skeleton h={8} />
            <Skeleton h={40} mt="sm" />
            <Skeleton h={40} />
            <Skeleton h={40} />
            <Skeleton h={120} mt="sm" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
}

function EditLoader({ id }: { id: number }) {
  const user = useUser();
  const query = useEditablePart(id);
  const part = query.data;
  const { slug } = useParams();

  // A missing or outdated name in the address still opens the part, then shows the right one.
  useCanonicalPath(
    part && (slug ?? '') !== slugify(part.name) ? partPath('inventory', part.id, part.name) : null,
  );

  if (query.isPending) return <FormSkeleton />;
  if (!part || !user) return <EmptyState title="No encontramos lo que buscas" message="Intentalo de nuevo" />;
  return <PartForm key={part.id} part={part} user={user} />;
}

/** /inventory/autopart (new part) and /inventory/autopart/{id}/{slug} (edit), docs/product.md §2. */
export function PartFormPage() {
  const user = useUser();
  const { id: rawId } = useParams();
  if (rawId === undefined) {
    if (!user) return null;
    return <PartForm key="new" part={null} user={user} />;
  }
  const id = parseDigitsAsId(rawId ?? '');
  if (id === null) return <EmptyState title="No encontramos lo que buscas" message="Intentalo de nuevo" />;
  return <EditLoader key={id} id={id} />;
}
