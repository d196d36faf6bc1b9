import { ActionIcon, Alert, Button, Group, Modal, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { isPositionDisabled, isSideDisabled, positionSideOffReason } from '@yonke/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { toSelectData, useReferenceList } from '../../../lib/reference-lists';
import {
  type TemplateItemInput,
  useChecklistTemplate,
  useSaveChecklistTemplate,
} from '../api/checklist-template';

interface Row extends TemplateItemInput {
  label: string;
}

/** The company's dismantling list: what new vehicles get ticked from. */
export function TemplateEditor({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const template = useChecklistTemplate(opened);
  const save = useSaveChecklistTemplate();
  const categories = useReferenceList('categories');
  const positions = useReferenceList('positions');
  const sides = useReferenceList('sides');
  const [rows, setRows] = useState<Row[]>([]);
  const [category, setCategory] = useState<string | null>(null);
  const [position, setPosition] = useState<string | null>(null);
  const [side, setSide] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!template.data) return;
    setRows(
      template.data.items.map((item) => ({
        category_id: item.category.id,
        position_id: item.position?.id ?? null,
        side_id: item.side?.id ?? null,
        label: [item.category.name, item.position?.name, item.side?.name].filter(Boolean).join(' '),
      })),
    );
  }, [template.data]);

  const categoryId = category ? Number(category) : null;
  const nameOf = (list: { id: number; name: string }[], id: string | null) =>
    list.find((option) => String(option.id) === id)?.name;

  function add() {
    if (categoryId === null) return;
    const label = [nameOf(categories, category), nameOf(positions, position), nameOf(sides, side)]
      .filter(Boolean)
      .join(' ');
    setRows((current) => [
      ...current,
      {
        category_id: categoryId,
        position_id: position ? Number(position) : null,
        side_id: side ? Number(side) : null,
        label,
      },
    ]);
    setPosition(null);
    setSide(null);
  }

  async function submit() {
    setErrors([]);
    try {
      await save.mutateAsync(rows.map(({ label: _label, ...item }) => item));
      notifySuccess('Lista de desarmado guardada.');
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors.items ?? [error.message]);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Lista de desarmado de la empresa" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Los vehículos que registres desde ahora tendrán esta lista; los ya registrados conservan la suya.
        </Text>
        <ScrollArea.Autosize mah={320}>
          <Stack gap={4} component="ol" style={{ margin: 0, paddingLeft: 20 }}>
            {rows.map((row, index) => (
              <Group
                key={`${row.category_id}-${row.position_id}-${row.side_id}`}
                justify="space-between"
                wrap="nowrap"
                component="li"
              >
                <Text size="sm">{row.label}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={36}
                  aria-label={`Quitar ${row.label}`}
                  onClick={() => setRows((current) => current.filter((_, other) => other !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Select
            label="Categoría"
            searchable
            data={toSelectData(categories)}
            value={category}
            onChange={(value) => {
              setCategory(value);
              setPosition(null);
              setSide(null);
            }}
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label="Posición"
            clearable
            data={toSelectData(positions)}
            value={position}
            onChange={setPosition}
            disabled={categoryId === null || isPositionDisabled(categoryId)}
            w={{ base: '100%', xs: 140 }}
          />
          <Select
            label="Lado"
            clearable
            data={toSelectData(sides)}
            value={side}
            onChange={setSide}
            disabled={categoryId === null || isSideDisabled(categoryId)}
            w={{ base: '100%', xs: 140 }}
          />
          <Button variant="default" onClick={add} disabled={categoryId === null}>
            Agregar pieza
          </Button>
        </Group>
        {/* Beside the controls, not in a tooltip: a phone never shows one. */}
        {positionSideOffReason(categoryId) && (
          <Text size="sm" c="dimmed" mt={-6} data-testid="category-disabled-reason">
            {positionSideOffReason(categoryId)}
          </Text>
        )}
        {errors.length > 0 && (
          <Alert color="red">
            {errors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={rows.length === 0}>
            Guardar lista
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
