import { ActionIcon, Button, Flex, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import type { MarketplaceAccount } from '../api/get-accounts';
import { useUpdateAccount } from '../api/update-account';
import { ACCOUNT_NAME_MAX, ACCOUNT_TEXT } from '../messages';

interface AccountEditFormProps {
  account: MarketplaceAccount;
  onDone: () => void;
}

/** The edit row that takes the search box's place while an account is being renamed. */
export function AccountEditForm({ account, onDone }: AccountEditFormProps) {
  const [name, setName] = useState(account.name);
  const update = useUpdateAccount();
  const error = update.error instanceof ApiError ? update.error : undefined;
  const tooLong = name.trim().length > ACCOUNT_NAME_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || tooLong || update.isPending) return;
    update.mutate(
      { id: account.id, name: trimmed },
      {
        onSuccess: () => {
          notifySuccess(ACCOUNT_TEXT.updated);
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Editar tienda">
      <Flex gap="sm" align="flex-start">
        <TextInput
          aria-label="Nuevo nombre de la tienda"
          placeholder="Nombre de Tienda"
          leftSection={<IconPencil size={16} />}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (update.error) update.reset();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          error={tooLong ? ACCOUNT_TEXT.tooLong(ACCOUNT_NAME_MAX) : error?.field('name')}
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
