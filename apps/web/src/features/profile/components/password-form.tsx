import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH } from '@yonke/domain';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

interface PasswordFormProps {
  /** "Contraseña actual", or "Contraseña temporal" on the forced change screen. */
  currentLabel: string;
  submitLabel: string;
  onChanged: () => void;
}

/** Current + new + confirmation; the rules (length, common passwords, e-mail) are the server's. */
export function PasswordForm({ currentLabel, submitLabel, onChanged }: PasswordFormProps) {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const error = change.error instanceof ApiError ? change.error : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    change.mutate(
      { current_password: current, password, password_confirmation: confirmation },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setConfirmation('');
          onChanged();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Cambiar contraseña">
      <Stack gap="sm">
        <PasswordInput
          label={currentLabel}
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={error?.field('current_password')}
          autoComplete="current-password"
          size="md"
        />
        <PasswordInput
          label="Contraseña nueva"
          description={`Al menos ${PASSWORD_MIN_LENGTH} caracteres; evita las contraseñas comunes.`}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error?.field('password')}
          autoComplete="new-password"
          size="md"
        />
        <PasswordInput
          label="Confirma la contraseña nueva"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          error={error?.field('password_confirmation')}
          autoComplete="new-password"
          size="md"
        />
        {error && error.status !== 422 && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {error.message}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
