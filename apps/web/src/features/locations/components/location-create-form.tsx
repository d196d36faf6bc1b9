import { Flex } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CompanySelect, CreateButton, NameInput, useAdminCreate } from '../../../components/admin-list';
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
  const form = useAdminCreate(useCreateLocation(), { chooseCompany, ownCompany });
  const tooLong = name.trim().length > LOCATION_NAME_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    // docs/product.md §5: without a name nothing is sent.
    if (!trimmed || tooLong || form.pending) return;
    form.send({ name: trimmed, ...form.company }, () => {
      setName('');
      onCreated();
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Crear ubicación">
      <Flex gap="sm" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }}>
        <CompanySelect {...form.companySelect} w={{ base: '100%', sm: 240 }} />
        <Flex gap="sm" align="flex-start" style={{ flex: 1 }}>
          <NameInput
            label="Nombre de la ubicación"
            value={name}
            onChange={(value) => {
              setName(value);
              form.clearServerError();
            }}
            error={tooLong ? LOCATION_TEXT.tooLong(LOCATION_NAME_MAX) : form.error?.field('name')}
          />
          <CreateButton pending={form.pending} />
        </Flex>
      </Flex>
    </form>
  );
}
