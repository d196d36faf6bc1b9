import { Button, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';

/**
 * The state every admin create form shares: the company chosen by role 1 (the user's own by
 * default), the server's field errors, cleared as soon as the user types again, and the send.
 */
export function useAdminCreate<TInput>(
  create: UseMutationResult<unknown, Error, TInput>,
  options: { chooseCompany: boolean; ownCompany: { id: number; name: string } },
) {
  const [companyId, setCompanyId] = useState<string | null>(String(options.ownCompany.id));
  const error = create.error instanceof ApiError ? create.error : undefined;
  return {
    error,
    /** What the company selector shows; it is there for role 1 only. */
    companySelect: {
      enabled: options.chooseCompany,
      ownCompany: options.ownCompany,
      value: companyId,
      onChange: setCompanyId,
      error: error?.field('store_id'),
    },
    pending: create.isPending,
    /** Only role 1 names the company; everyone else's rows go to their own company. */
    company: options.chooseCompany && companyId ? { store_id: Number(companyId) } : {},
    clearServerError: () => {
      if (create.error) create.reset();
    },
    send: (input: TInput, onCreated: () => void) =>
      create.mutate(input, {
        onSuccess: () => {
          create.reset();
          onCreated();
        },
      }),
  };
}

/** The name box of a create form: its placeholder is its label. */
export function NameInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autoComplete="off"
      style={{ flex: 1 }}
    />
  );
}

export function CreateButton({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" leftSection={<IconPlus size={18} />} loading={pending}>
      Crear
    </Button>
  );
}
