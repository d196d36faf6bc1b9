import { Alert, Button, Group, Modal, PasswordInput, Radio, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { Company as CompanyOption } from '../../../lib/companies';
import { useCreateUser } from '../../../lib/users';
import type { ManagedUser } from '../api/types';
import { UserFields, type UserFieldValues } from './user-fields';

interface CreateUserModalProps {
  opened: boolean;
  onClose: () => void;
  actorRoles: number[];
  ownCompanyId: number;
  companies: CompanyOption[] | null;
  onCreated: (user: ManagedUser, temporaryPassword: string | null) => void;
}

const EMPTY: UserFieldValues = { name: '', email: '', roles: [], companyId: null };

export function CreateUserModal(props: CreateUserModalProps) {
  const create = useCreateUser();
  const [values, setValues] = useState<UserFieldValues>({ ...EMPTY, companyId: String(props.ownCompanyId) });
  const [mode, setMode] = useState<'temporary' | 'chosen'>('temporary');
  const [password, setPassword] = useState('');
  const error = create.error instanceof ApiError ? create.error : undefined;

  const close = () => {
    create.reset();
    setValues({ ...EMPTY, companyId: String(props.ownCompanyId) });
    setPassword('');
    setMode('temporary');
    props.onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A double click sends one request: the second arrives while the first is pending.
    if (create.isPending) return;
    create.mutate(
      {
        name: values.name,
        email: values.email,
        roles: values.roles.map(Number),
        company_id: props.companies ? Number(values.companyId) : null,
        password: mode === 'chosen' ? password : null,
      },
      {
        onSuccess: (result) => {
          props.onCreated(result.user, result.temporary_password);
          close();
        },
      },
    );
  };

  return (
    <Modal opened={props.opened} onClose={close} title="Nuevo usuario" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <UserFields
            values={values}
            onChange={setValues}
            actorRoles={props.actorRoles}
            companies={props.companies}
            error={error}
          />
          <Radio.Group
            label="Contraseña inicial"
            value={mode}
            onChange={(value) => setMode(value === 'chosen' ? 'chosen' : 'temporary')}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="temporary" label="Generar contraseña temporal (se muestra una sola vez)" />
              <Radio value="chosen" label="Escribir una contraseña inicial" />
            </Stack>
          </Radio.Group>
          {mode === 'chosen' && (
            <PasswordInput
              label="Contraseña inicial"
              description="Al menos 8 caracteres. Deberá cambiarla al entrar."
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error?.field('password')}
              autoComplete="new-password"
            />
          )}
          {error && error.status !== 422 && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Crear usuario
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
