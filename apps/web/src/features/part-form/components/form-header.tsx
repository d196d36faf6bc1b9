import { Badge, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import {
  agCode,
  mlStatusColor,
  mlStatusLabel,
  NAME_MAX_LENGTH,
  PART_NAME_HARD_MAX,
  partCode,
  statusColor,
} from '@yonke/domain';
import type { Part } from '@yonke/domain/schemas';
import { ListingHealthLine } from './listing-health-line';

/** Completeness bar, AV-/AG- identifiers and the status badges (docs/product.md §2). */
export function FormHeader({ part, percent }: { part: Part | null; percent: number }) {
  return (
    <Stack gap={8}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={8} wrap="wrap">
          {part ? (
            <>
              <Text fw={700} data-testid="part-code">
                {partCode(part.id)}
              </Text>
              {part.ag_id !== null && (
                <Text c="dimmed" fw={600}>
                  {agCode(part.ag_id)}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              El identificador AV se asigna al guardar.
            </Text>
          )}
        </Group>
        {part && (
          <Group gap={6}>
            {(part.ml_id || part.ml_status) && (
              <Badge color={mlStatusColor(part.ml_status)} variant="light">
                ML {mlStatusLabel(part.ml_status)}
              </Badge>
            )}
            <Badge color={statusColor(part.status_id)} data-testid="part-status">
              {part.status.name}
            </Badge>
          </Group>
        )}
      </Group>
      {part && (part.ml_id || part.store_ml) && <ListingHealthLine partId={part.id} />}
      <div>
        <Group justify="space-between" mb={4}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Completado
          </Text>
          <Text size="xs" fw={700} data-testid="completeness">
            {percent}%
          </Text>
        </Group>
        <Progress
          value={percent}
          color={percent >= 90 ? 'green' : percent >= 60 ? 'blue' : 'orange'}
          aria-label="Completado"
        />
      </div>
    </Stack>
  );
}

/** The part's title with its "n / 60" counter, red above 60 (a warning; the server allows more). */
export function TitleField({
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
  const over = value.length > NAME_MAX_LENGTH;
  return (
    <div>
      <TextInput
        label="Título"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={disabled}
        error={error}
        maxLength={PART_NAME_HARD_MAX}
        size="md"
      />
      <Text
        size="xs"
        ta="right"
        mt={2}
        c={over ? 'red' : 'dimmed'}
        fw={over ? 700 : 400}
        data-testid="name-counter"
      >
        {value.length} / {NAME_MAX_LENGTH}
      </Text>
    </div>
  );
}
