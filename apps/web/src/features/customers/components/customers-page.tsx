import { Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { centsToPesos } from '@yonke/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatMoneyPrecise } from '../../../lib/format';
import { useCustomerList } from '../api/customers';
import { CustomerForm } from './customer-form';
import classes from './customers.module.css';

// The API answers 20 customers per search: a longer list is narrowed by typing.
const SEARCH_LIMIT = 20;

/** «Clientes»: search by name, phone or RFC, register one, open one for its data and its tickets. */
export function CustomersPage() {
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const [q] = useDebouncedValue(text.trim(), 250);
  const list = useCustomerList(q);
  const navigate = useNavigate();
  const rows = list.data ?? [];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Clientes
        </Title>
        <Button onClick={() => setCreating(true)} style={{ minHeight: 44 }}>
          Nuevo cliente
        </Button>
      </Group>
      <TextInput
        label="Buscar por nombre, teléfono o RFC"
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {list.isPending
          ? 'Cargando…'
          : rows.length === 0
            ? q
              ? 'Ningún cliente coincide con la búsqueda.'
              : 'Aún no hay clientes registrados. Las ventas sin cliente son de «Público en general».'
            : rows.length >= SEARCH_LIMIT
              ? `Se muestran los primeros ${SEARCH_LIMIT}; escribe para encontrar a otros.`
              : `${rows.length} ${rows.length === 1 ? 'cliente' : 'clientes'}`}
      </Text>
      {rows.length > 0 && (
        <Paper withBorder>
          {rows.map((customer) => (
            <Link key={customer.id} to={`/counter/customers/${customer.id}`} className={classes.row}>
              <div>
                <Text fw={600}>{customer.name}</Text>
                <Text size="xs" c="dimmed">
                  {[customer.phone, customer.rfc].filter(Boolean).join(' · ') || 'Sin teléfono ni RFC'}
                </Text>
              </div>
              {customer.balance_cents > 0 ? (
                <Badge color="orange" variant="light">
                  Debe {formatMoneyPrecise(centsToPesos(customer.balance_cents))}
                </Badge>
              ) : (
                <span />
              )}
            </Link>
          ))}
        </Paper>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nuevo cliente" size="lg">
        <CustomerForm
          customer={null}
          onSaved={(customer) => {
            setCreating(false);
            void navigate(`/counter/customers/${customer.id}`);
          }}
          onCancel={() => setCreating(false)}
        />
      </Modal>
    </Stack>
  );
}
