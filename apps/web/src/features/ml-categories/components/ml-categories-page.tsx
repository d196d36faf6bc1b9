import { Badge, Button, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { MlCategoryMapping } from '@yonke/domain/schemas';
import { useMemo, useState } from 'react';
import { SearchInput } from '../../../components/search-input';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useMlCategories } from '../api/get-ml-categories';
import { useUpdateMlCategory } from '../api/update-ml-category';
import classes from './ml-categories-page.module.css';

/** Where the mapping came from, in words; an empty one says what happens to the category's parts. */
function sourceBadge(row: MlCategoryMapping): { label: string; color: string } {
  const empty = row.ml_category_id === null;
  switch (row.source) {
    case 'manual':
      return empty ? { label: 'No se publica', color: 'orange' } : { label: 'Corregida', color: 'blue' };
    case 'discovery':
      return empty
        ? { label: 'Mercado Libre no sugirió ninguna', color: 'orange' }
        : { label: 'Sugerida por Mercado Libre', color: 'teal' };
    case 'seed':
      return { label: 'Predeterminada', color: 'gray' };
    default:
      return { label: 'Se pedirá al publicar', color: 'gray' };
  }
}

function MappingRow({ row }: { row: MlCategoryMapping }) {
  const [value, setValue] = useState(row.ml_category_id ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateMlCategory();
  const source = sourceBadge(row);
  const changed = value.trim().toUpperCase() !== (row.ml_category_id ?? '');
  const save = () => {
    setError(undefined);
    update.mutate(
      { categoryId: row.category.id, mlCategoryId: value },
      {
        onSuccess: (saved) => {
          setValue(saved.ml_category_id ?? '');
          notifySuccess('Categoría guardada');
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : 'No se pudo guardar.'),
      },
    );
  };
  return (
    <div className={classes.row} data-testid="ml-category-row">
      <div className={classes.name}>
        <Text fw={500} size="sm">
          {row.category.name}
        </Text>
        <Badge color={source.color} variant="light" size="sm" radius="sm">
          {source.label}
        </Badge>
        {row.ml_category_name && (
          <Text size="xs" c="dimmed">
            {row.ml_category_name}
          </Text>
        )}
      </div>
      <TextInput
        className={classes.input}
        aria-label={`Categoría de Mercado Libre de ${row.category.name}`}
        placeholder="MLM1234"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={error}
      />
      <Button className={classes.save} onClick={save} loading={update.isPending} disabled={!changed}>
        Guardar
      </Button>
    </div>
  );
}

/** Categorías de Mercado Libre (role 1): our categories and the marketplace's, docs/product.md §10, compatibilities. */
export function MlCategoriesPage() {
  const query = useMlCategories();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (query.data ?? []).filter(
      (row) =>
        !needle ||
        row.category.name.toLowerCase().includes(needle) ||
        (row.ml_category_id ?? '').toLowerCase().includes(needle),
    );
  }, [query.data, search]);
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Title order={1} size="h3">
        Categorías de Mercado Libre
      </Title>
      <Text size="sm" c="dimmed">
        La categoría de Mercado Libre en la que se publica cada una de nuestras categorías. Las vacías se
        piden a Mercado Libre al publicar la primera pieza; aquí puedes corregirlas. Deja el campo vacío para
        no publicar esa categoría.
      </Text>
      <SearchInput label="Buscar categoría" value={search} onChange={setSearch} />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {query.isPending ? (
          <Stack>
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : rows.length === 0 ? (
          <Text size="sm">Ninguna categoría coincide.</Text>
        ) : (
          <Stack gap={0}>
            {rows.map((row) => (
              <MappingRow key={row.category.id} row={row} />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
