import { Button, Flex, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CompanySelect } from '../../../components/admin-list';
import { ApiError } from '../../../lib/api-client';
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
  const [companyId, setCompanyId] = useState<string | null>(String(ownCompany.id));
  const [touched, setTouched] = useState(false);
  const create = useCreateAccount();
  const error = create.error instanceof ApiError ? create.error : undefined;
  const trimmedName = name.trim();
  const trimmedUserId = userId.trim();
  const nameError =
    trimmedName.length > ACCOUNT_NAME_MAX
      ? ACCOUNT_TEXT.tooLong(ACCOUNT_NAME_MAX)
      : touched && !trimmedName
        ? ACCOUNT_TEXT.nameRequired
        : error?.field('name');
  const userIdError =
    trimmedUserId && !/^\d+$/.test(trimmedUserId)
      ? ACCOUNT_TEXT.userIdDigits
      : touched && !trimmedUserId
        ? ACCOUNT_TEXT.userIdRequired
        : error?.field('user_id');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec section 5: without a name nothing is sent.
    if (!trimmedName || !trimmedUserId || !/^\d+$/.test(trimmedUserId)) {
      setTouched(true);
      return;
    }
    if (trimmedName.length > ACCOUNT_NAME_MAX || create.isPending) return;
    create.mutate(
      {
        name: trimmedName,
        user_id: trimmedUserId,
        ...(chooseCompany && companyId ? { store_id: Number(companyId) } : {}),
      },
      {
        onSuccess: () => {
          setName('');
          setUserId('');
          setTouched(false);
          create.reset();
          notifySuccess(ACCOUNT_TEXT.created);
          onCreated();
        },
      },
    );
  };

  const clearServerError = () => {
    if (create.error) create.reset();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Crear tienda">
      <Flex gap="sm" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
        {chooseCompany && (
          <CompanySelect
            enabled={chooseCompany}
            ownCompany={ownCompany}
            value={companyId}
            onChange={setCompanyId}
            error={error?.field('store_id')}
            w={{ base: '100%', md: 220 }}
          />
        )}
        <TextInput
          aria-label="Nombre de Tienda"
          placeholder="Nombre de Tienda"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clearServerError();
          }}
          error={nameError}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Flex gap="sm" align="flex-start">
          <TextInput
            aria-label="User Id ML"
            placeholder="User Id ML"
            inputMode="numeric"
            value={userId}
            onChange={(event) => {
              setUserId(event.currentTarget.value);
              clearServerError();
            }}
            error={userIdError}
            autoComplete="off"
            style={{ flex: 1 }}
            w={{ md: 180 }}
          />
          <Button type="submit" leftSection={<IconPlus size={18} />} loading={create.isPending}>
            Crear
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
