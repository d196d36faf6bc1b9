import { Button, Flex, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CompanySelect } from '../../../components/admin-list';
import { ApiError } from '../../../lib/api-client';
import { useCreateLocation } from '../api/create-location';
import { LOCATION_NAME_MAX, LOCATION_TEXT } from '../messages';

interface LocationCreateFormProps {
  /** Role 1: a company selector, defaulting to the user's own company. */
  chooseCompany: boolean;
  ownCompany: { id: number; name: string };
  onCreated: () => void;
}

export function LocationCreateForm({ chooseCompany, ownCompany, onCreated }: LocationCreateFormProps) {
  const [name, setName] = useState('');
  const [companyId, setCompanyId] = useState<string | null>(String(ownCompany.id));
  const create = useCreateLocation();
  const error = create.error instanceof ApiError ? create.error : undefined;
  const tooLong = name.trim().length > LOCATION_NAME_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    // Spec section 5: without a name nothing is sent.
    if (!trimmed || tooLong || create.isPending) return;
    create.mutate(
      { name: trimmed, ...(chooseCompany && companyId ? { store_id: Number(companyId) } : {}) },
      {
        onSuccess: () => {
          setName('');
          create.reset();
          onCreated();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Crear ubicación">
      <Flex gap="sm" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }}>
        {chooseCompany && (
          <CompanySelect
            enabled={chooseCompany}
            ownCompany={ownCompany}
            value={companyId}
            onChange={setCompanyId}
            error={error?.field('store_id')}
            w={{ base: '100%', sm: 240 }}
          />
        )}
        <Flex gap="sm" align="flex-start" style={{ flex: 1 }}>
          <TextInput
            aria-label="Nombre de la ubicación"
            placeholder="Nombre de la ubicación"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (create.error) create.reset();
            }}
            error={tooLong ? LOCATION_TEXT.tooLong(LOCATION_NAME_MAX) : error?.field('name')}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" leftSection={<IconPlus size={18} />} loading={create.isPending}>
            Crear
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
