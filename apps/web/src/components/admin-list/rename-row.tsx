import { ActionIcon, Button, Flex, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';

interface RenameRowProps {
  id: number;
  initialName: string;
  maxLength: number;
  /**
   * The feature's update hook; it receives `{id, name}`. Called here, so each opening of the row
   * starts without the error of the last one.
   */
  useUpdate: () => UseMutationResult<unknown, Error, { id: number; name: string }>;
  texts: { form: string; input: string; placeholder: string; updated: string; tooLong: string };
  onDone: () => void;
}

/** The edit row that takes the search box's place while a row of an admin table is renamed. */
export function RenameRow({ id, initialName, maxLength, useUpdate, texts, onDone }: RenameRowProps) {
  const update = useUpdate();
  const [name, setName] = useState(initialName);
  const error = update.error instanceof ApiError ? update.error : undefined;
  const tooLong = name.trim().length > maxLength;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || tooLong || update.isPending) return;
    update.mutate(
      { id, name: trimmed },
      {
        onSuccess: () => {
          notifySuccess(texts.updated);
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={texts.form}>
      <Flex gap="sm" align="flex-start">
        <TextInput
          aria-label={texts.input}
          placeholder={texts.placeholder}
          leftSection={<IconPencil size={16} />}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (update.error) update.reset();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          error={tooLong ? texts.tooLong : error?.field('name')}
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
