import { ActionIcon, Button, Flex, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import type { Location } from '../api/get-locations';
import { useUpdateLocation } from '../api/update-location';
import { LOCATION_NAME_MAX, LOCATION_TEXT } from '../messages';

interface LocationEditFormProps {
  location: Location;
  onDone: () => void;
}

/** The edit row that takes the search box's place while a location is being renamed. */
export function LocationEditForm({ location, onDone }: LocationEditFormProps) {
  const [name, setName] = useState(location.name);
  const update = useUpdateLocation();
  const error = update.error instanceof ApiError ? update.error : undefined;
  const tooLong = name.trim().length > LOCATION_NAME_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || tooLong || update.isPending) return;
    update.mutate(
      { id: location.id, name: trimmed },
      {
        onSuccess: () => {
          notifySuccess(LOCATION_TEXT.updated);
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Editar ubicación">
      <Flex gap="sm" align="flex-start">
        <TextInput
          aria-label="Nuevo nombre de la ubicación"
          placeholder="Nombre de la ubicación"
          leftSection={<IconPencil size={16} />}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (update.error) update.reset();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          error={tooLong ? LOCATION_TEXT.tooLong(LOCATION_NAME_MAX) : error?.field('name')}
          autoComplete="off"
          autoFocus
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={update.isPending}>
          Editar
        </Button>
        <Tooltip label="Cancelar">
          <ActionIcon variant="default" size="input-sm" aria-label="Cancelar edición" onClick={onDone}>
            <IconX size={18} />
          </ActionIcon>
        </Tooltip>
      </Flex>
    </form>
  );
}
