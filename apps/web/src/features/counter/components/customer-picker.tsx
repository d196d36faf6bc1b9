import {
  Alert,
  Button,
  Collapse,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CFDI_USES, PUBLIC_CUSTOMER_NAME, phoneDigits, TAX_REGIMES } from '@yonke/domain';
import type { Customer, Sale } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCreateCustomer, useCustomerSearch } from '../api/customers';
import { useUpdateSale } from '../api/sales';

/** «Cliente»: Público en general by default; search by name, phone or RFC, or register one. */
export function CustomerPicker({ sale }: { sale: Sale }) {
  const [opened, setOpened] = useState(false);
  const update = useUpdateSale(sale.id);
  const open = sale.status === 'abierta';
  const choose = (customer: Customer | null) =>
    update.mutate({ customer_id: customer?.id ?? null }, { onSuccess: () => setOpened(false) });
  return (
    <Group justify="space-between" wrap="nowrap">
      <div>
        <Text size="xs" c="dimmed">
          Cliente
        </Text>
        <Text fw={600}>{sale.customer_name}</Text>
        {sale.customer?.phone && <Text size="xs">{sale.customer.phone}</Text>}
      </div>
      {open && (
        <Button
          variant="default"
          onClick={() => setOpened(true)}
          aria-label="Cambiar cliente"
          style={{ flexShrink: 0 }}
        >
          Cambiar
        </Button>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Cliente del ticket" size="lg">
        <CustomerChooser onChoose={choose} busy={update.isPending} />
      </Modal>
    </Group>
  );
}

function CustomerChooser({
  onChoose,
  busy,
}: {
  onChoose: (customer: Customer | null) => void;
  busy: boolean;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const [creating, setCreating] = useState(false);
  const found = useCustomerSearch(debounced, !creating);
  if (creating)
    return <NewCustomerForm initialName={text} onCreated={onChoose} onCancel={() => setCreating(false)} />;
  return (
    <Stack>
      <TextInput
        label="Buscar por nombre, teléfono o RFC"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
      <Button variant="light" onClick={() => onChoose(null)} loading={busy}>
        {PUBLIC_CUSTOMER_NAME}
      </Button>
      {(found.data ?? []).map((customer) => (
        <UnstyledButton
          key={customer.id}
          onClick={() => onChoose(customer)}
          style={{ minHeight: 48, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text fw={600}>{customer.name}</Text>
          <Text size="xs" c="dimmed">
            {[customer.phone, customer.rfc].filter(Boolean).join(' · ') || 'Sin teléfono ni RFC'}
          </Text>
        </UnstyledButton>
      ))}
      <Button onClick={() => setCreating(true)}>Nuevo cliente</Button>
    </Stack>
  );
}

const REGIME_OPTIONS = Object.entries(TAX_REGIMES).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));
const USE_OPTIONS = Object.entries(CFDI_USES).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));

function NewCustomerForm(props: {
  initialName: string;
  onCreated: (customer: Customer) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    name: props.initialName,
    phone: '',
    email: '',
    notes: '',
    rfc: '',
    business_name: '',
    postal_code: '',
  });
  const [regime, setRegime] = useState<string | null>(null);
  const [use, setUse] = useState<string | null>(null);
  const [fiscal, setFiscal] = useState(false);
  const digits = phoneDigits(values.phone);
  const onFile = useCustomerSearch(digits ?? '', digits !== null);
  const create = useCreateCustomer();
  const error = create.error instanceof ApiError ? create.error : null;
  const field = (name: keyof typeof values, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
      error={error?.field(name)}
      {...extra}
    />
  );
  const submit = (allowDuplicate: boolean) =>
    create.mutate(
      {
        ...values,
        tax_regime: regime ?? '',
        cfdi_use: use ?? '',
        allow_duplicate_phone: allowDuplicate,
      },
      { onSuccess: props.onCreated },
    );
  const existing = onFile.data?.[0];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <Stack>
        {field('name', 'Nombre', { required: true, 'data-autofocus': true })}
        {field('phone', 'WhatsApp o teléfono', { inputMode: 'tel' })}
        {existing && (
          <Alert color="yellow" title="Ese teléfono ya está registrado">
            <Text size="sm">{existing.name} tiene ese teléfono. ¿Es la misma persona?</Text>
            <Group mt="xs">
              <Button size="sm" onClick={() => props.onCreated(existing)}>
                Usar {existing.name}
              </Button>
              <Button size="sm" variant="default" onClick={() => submit(true)}>
                Es otra persona: crear
              </Button>
            </Group>
          </Alert>
        )}
        {field('email', 'Correo electrónico', { type: 'email' })}
        {field('notes', 'Notas')}
        <Button variant="subtle" onClick={() => setFiscal((value) => !value)} aria-expanded={fiscal}>
          {fiscal ? 'Ocultar datos fiscales' : 'Agregar datos fiscales (para facturar)'}
        </Button>
        <Collapse expanded={fiscal}>
          <Stack>
            {field('rfc', 'RFC')}
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
            {field('postal_code', 'Código postal', { inputMode: 'numeric' })}
            <Select
              label="Uso de CFDI"
              data={USE_OPTIONS}
              value={use}
              onChange={setUse}
              searchable
              clearable
              error={error?.field('cfdi_use')}
            />
          </Stack>
        </Collapse>
        {error && error.status !== 422 && <Alert color="red">{error.message}</Alert>}
        <Group justify="space-between">
          <Button variant="default" onClick={props.onCancel}>
            Volver
          </Button>
          <Button type="submit" loading={create.isPending} disabled={Boolean(existing)}>
            Guardar cliente
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
