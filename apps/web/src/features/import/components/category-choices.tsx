import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { formatNumber } from '@yonke/domain';
import { useReferenceList } from '../../../lib/reference-lists';
import type { ImportChoices, ImportPreview } from '../api/imports';

/**
 * The file's categories that are not ours: each one mapped to one of our categories (with the
 * closest names offered first), or all of them sent to the «other» category at once.
 */
export function CategoryChoices({
  preview,
  choices,
  busy,
  onChange: change,
}: {
  preview: ImportPreview;
  choices: ImportChoices;
  busy: boolean;
  onChange: (patch: Partial<ImportChoices>) => void;
}) {
  const categories = useReferenceList('categories');
  const categoryData = categories.map((category) => ({ value: String(category.id), label: category.name }));
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="import-categories">
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={600} size="sm">
          Autopartes del archivo que no son de nuestra lista ({preview.categories_to_map.length})
        </Text>
        {preview.other_category_id !== null && (
          <Button
            variant="default"
            size="sm"
            onClick={() => {
              const otros = preview.other_category_id as number;
              const map = { ...choices.categoryMap };
              for (const item of preview.categories_to_map) map[item.key] = otros;
              change({ categoryMap: map });
            }}
            disabled={busy}
          >
            Enviar todas a «Otros»
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        Elige una vez a cuál corresponde cada una; lo recordaremos para tus próximos archivos.
      </Text>
      <Stack gap="xs">
        {preview.categories_to_map.map((item) => (
          <Group key={item.key} gap="sm" wrap="wrap" align="flex-end">
            <Stack gap={0} miw={160} style={{ flex: '1 1 160px' }}>
              <Text size="sm" fw={500}>
                {item.value}
              </Text>
              <Text size="xs" c="dimmed">
                {formatNumber(item.rows)} {item.rows === 1 ? 'fila' : 'filas'}
              </Text>
            </Stack>
            {item.suggestions[0] && (
              <Button
                variant="light"
                h={44}
                onClick={() =>
                  change({
                    categoryMap: { ...choices.categoryMap, [item.key]: item.suggestions[0]?.id ?? 0 },
                  })
                }
                disabled={busy}
              >
                ¿{item.suggestions[0].name}?
              </Button>
            )}
            <Select
              aria-label={`Autoparte para «${item.value}»`}
              placeholder="Elige la autoparte"
              style={{ flex: '2 1 220px' }}
              searchable
              data={[
                ...(item.suggestions.length > 0
                  ? [
                      {
                        group: '¿Quisiste decir?',
                        items: item.suggestions.map((suggestion) => ({
                          value: `s${suggestion.id}`,
                          label: suggestion.name,
                        })),
                      },
                    ]
                  : []),
                { group: 'Todas', items: categoryData },
              ]}
              value={null}
              onChange={(value) => {
                if (!value) return;
                const id = Number(value.replace(/^s/, ''));
                change({ categoryMap: { ...choices.categoryMap, [item.key]: id } });
              }}
              disabled={busy}
            />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
