import { Button, Group, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTemplate } from '@tabler/icons-react';
import { formatNumber, PART_DESCRIPTION_MAX } from '@yonke/domain';
import { useState } from 'react';
import { notifyWarning } from '../../../lib/notify';
import { getDescriptionTemplate } from '../api/get-description-template';
import { CONFIRMS, TOASTS } from '../messages';

/** Descripción with "Cargar plantilla": the company's template (GET /api/autoparts/description). */
export function DescriptionField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error?: string;
}) {
  const [loading, setLoading] = useState(false);

  const loadTemplate = async () => {
    setLoading(true);
    try {
      const template = await getDescriptionTemplate();
      if (template.trim() === '') {
        notifyWarning(TOASTS.templateEmpty);
        return;
      }
      if (value.trim() === '') {
        onChange(template);
        return;
      }
      modals.openConfirmModal({
        title: 'Cargar plantilla',
        children: <Text size="sm">{CONFIRMS.replaceDescription}</Text>,
        labels: { confirm: 'Reemplazar', cancel: 'Cancelar' },
        onConfirm: () => onChange(template),
      });
    } catch {
      // The API client already showed the error.
    } finally {
      setLoading(false);
    }
  };

  return (
    <div>
      <Group justify="space-between" align="flex-end" mb={4}>
        <Text component="label" htmlFor="part-description" size="sm" fw={500}>
          Descripción
        </Text>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconTemplate size={16} />}
          onClick={loadTemplate}
          loading={loading}
          disabled={disabled}
        >
          Cargar plantilla
        </Button>
      </Group>
      <Textarea
        id="part-description"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={14}
        maxLength={PART_DESCRIPTION_MAX}
        error={error}
        disabled={disabled}
      />
      <Text size="xs" c="dimmed" ta="right" mt={2}>
        {formatNumber(value.length)} / {formatNumber(PART_DESCRIPTION_MAX)}
      </Text>
    </div>
  );
}
