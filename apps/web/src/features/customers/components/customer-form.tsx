import {
  Alert,
  Button,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CFDI_USES, phoneDigits, TAX_REGIMES } from '@yonke/domain';
import type { Customer } from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCustomersWithPhone, useSaveCustomer } from '../api/customers';

const REGIME_OPTIONS = Object.entries(TAX_REGIMES).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));
const USE_OPTIONS = Object.entries(CFDI_USES).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));

type TextField = 'name' | 'phone' | 'email' | 'notes' | 'rfc' | 'business_name' | 'postal_code';

function initialValues(customer: Customer | null): Record<TextField, string> {
  return {
    name: customer?.name ?? '',
    phone: customer?.phone ?? '',
    email: customer?.email ?? '',
    notes: customer?.notes ?? '',
    rfc: customer?.rfc ?? '',
    business_name: customer?.business_name ?? '',
    postal_code: customer?.postal_code ?? '',
  };
}

/**
 * A customer's data, new or existing. The server validates (RFC, régimen, uso de CFDI, código
 * postal, all five or none) and its per-field messages are shown under each field.
 */
export function CustomerForm(props: {
  customer: Customer | null;
  onSaved: (customer: Customer) => void;
  onCancel: () => void;
}) {
  const { customer } = props;
  const [values, setValues] = useState(() => initialValues(customer));
  const [regime, setRegime] = useState<string | null>(customer?.tax_regime ?? null);
  const [use, setUse] = useState<string | null>(customer?.cfdi_use ?? null);
  const [fiscal, setFiscal] = useState(Boolean(customer?.rfc));
  const save = useSaveCustomer(customer?.id ?? null);
  const error = save.error instanceof ApiError ? save.error : null;

  // Only a phone that changed is checked: a customer keeps its own number without a warning.
  const digits = phoneDigits(values.phone);
  const changedPhone = digits !== null && digits !== (customer?.phone ? phoneDigits(customer.phone) : null);
  const onFile = useCustomersWithPhone(changedPhone ? digits : null);
  const existing = changedPhone ? onFile.data?.find((other) => other.id !== customer?.id) : undefined;

  const fiscalError = ['rfc', 'business_name', 'tax_regime', 'postal_code', 'cfdi_use'].some((name) =>
    error?.field(name),
  );
  const field = (name: TextField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
      error={error?.field(name)}
      {...extra}
    />
  );
  const submit = (allowDuplicate: boolean) =>
    save.mutate(
      { ...values, tax_regime: regime ?? '', cfdi_use: use ?? '', allow_duplicate_phone: allowDuplicate },
      { onSuccess: props.onSaved },
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('name', 'Nombre', { required: true, 'data-autofocus': true })}
          {field('phone', 'WhatsApp o teléfono', { inputMode: 'tel', autoComplete: 'tel' })}
        </SimpleGrid>
        {existing && (
          <Alert color="yellow" title="Ese teléfono ya está registrado">
            <Text size="sm">{existing.name} tiene ese teléfono. ¿Es la misma persona?</Text>
            <Group mt="xs">
              <Button component={Link} to={`/counter/customers/${existing.id}`} onClick={props.onCancel}>
                Ver a {existing.name}
              </Button>
              <Button variant="default" onClick={() => submit(true)} loading={save.isPending}>
                Es otra persona: guardar
              </Button>
            </Group>
          </Alert>
        )}
        {field('email', 'Correo electrónico', { type: 'email', autoComplete: 'email' })}
        <Textarea
          label="Notas"
          autosize
          minRows={2}
          value={values.notes}
          onChange={(event) => setValues({ ...values, notes: event.currentTarget.value })}
          error={error?.field('notes')}
        />
        <Button
          variant="subtle"
          onClick={() => setFiscal((value) => !value)}
          aria-expanded={fiscal || fiscalError}
          style={{ minHeight: 44 }}
        >
          {fiscal || fiscalError ? 'Ocultar datos fiscales' : 'Agregar datos fiscales (para facturar)'}
        </Button>
        <Collapse expanded={fiscal || fiscalError}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('rfc', 'RFC', { autoCapitalize: 'characters' })}
            {field('business_name', 'Razón social')}
            <Select
              label="Régimen fiscal"
              data={REGIME_OPTIONS}
              value={regime}
              onChange={setRegime}
              searchable
              clearable
              error={error?.field('tax_regime')}
            />
            {field('postal_code', 'Código postal', { inputMode: 'numeric', maxLength: 5 })}
            <Select
              label="Uso de CFDI"
              data={USE_OPTIONS}
              value={use}
              onChange={setUse}
              searchable
              clearable
              error={error?.field('cfdi_use')}
            />
          </SimpleGrid>
        </Collapse>
        {error && error.status !== 422 && !existing && <Alert color="red">{error.message}</Alert>}
        <Group justify="space-between">
          <Button variant="default" onClick={props.onCancel} style={{ minHeight: 44 }}>
            Cancelar
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={Boolean(existing)}
            style={{ minHeight: 44 }}
          >
            Guardar cliente
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
