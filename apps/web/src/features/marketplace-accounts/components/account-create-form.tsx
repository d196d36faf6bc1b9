import { Flex, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CompanySelect, CreateButton, NameInput, useAdminCreate } from '../../../components/admin-list';
import { notifySuccess } from '../../../lib/notify';
import { useCreateAccount } from '../api/create-account';
import { ACCOUNT_NAME_MAX, ACCOUNT_TEXT } from '../messages';

interface AccountCreateFormProps {
  /** Role 1: a company selector, defaulting to the user's own company. */
  chooseCompany: boolean;
  ownCompany: { id: number; name: string };
  onCreated: () => void;
}

export function AccountCreateForm({ chooseCompany, ownCompany, onCreated }: AccountCreateFormProps) {
  const [name, setName] = useState('');
  const [userId, setUserId] = useState('');
  const [touched, setTouched] = useState(false);
  const form = useAdminCreate(useCreateAccount(), { chooseCompany, ownCompany });
  const trimmedName = name.trim();
  const trimmedUserId = userId.trim();
  const nameError =
    trimmedName.length > ACCOUNT_NAME_MAX
      ? ACCOUNT_TEXT.tooLong(ACCOUNT_NAME_MAX)
      : touched && !trimmedName
        ? ACCOUNT_TEXT.nameRequired
        : form.error?.field('name');
  const userIdError =
    trimmedUserId && !/^\d+$/.test(trimmedUserId)
      ? ACCOUNT_TEXT.userIdDigits
      : touched && !trimmedUserId
        ? ACCOUNT_TEXT.userIdRequired
        : form.error?.field('user_id');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md §5: without a name nothing is sent.
    if (!trimmedName || !trimmedUserId || !/^\d+$/.test(trimmedUserId)) {
      setTouched(true);
      return;
    }
    if (trimmedName.length > ACCOUNT_NAME_MAX || form.pending) return;
    form.send({ name: trimmedName, user_id: trimmedUserId, ...form.company }, () => {
      setName('');
      setUserId('');
      setTouched(false);
      notifySuccess(ACCOUNT_TEXT.created);
      onCreated();
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Crear tienda">
      <Flex gap="sm" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
        <CompanySelect {...form.companySelect} w={{ base: '100%', md: 220 }} />
        <NameInput
          label="Nombre de Tienda"
          value={name}
          onChange={(value) => {
            setName(value);
            form.clearServerError();
          }}
          error={nameError}
        />
        <Flex gap="sm" align="flex-start">
          <TextInput
            aria-label="User Id ML"
            placeholder="User Id ML"
            inputMode="numeric"
            value={userId}
            onChange={(event) => {
              setUserId(event.currentTarget.value);
              form.clearServerError();
            }}
            error={userIdError}
            autoComplete="off"
            style={{ flex: 1 }}
            w={{ md: 180 }}
          />
          <CreateButton pending={form.pending} />
        </Flex>
      </Flex>
    </form>
  );
}
