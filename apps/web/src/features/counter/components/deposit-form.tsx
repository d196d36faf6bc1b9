import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  COUNTER_PAYMENT_METHODS,
  type CounterPaymentMethod,
  cashChange,
  centsToPesos,
  PAYMENT_METHOD_LABELS,
} from '@yonke/domain';
import type { Sale } from '@yonke/domain/schemas';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCounterRegister } from '../../../lib/counter-register';
import { formatMoneyPrecise } from '../../../lib/format';
import { useQuoteDeposit } from '../api/sales';
import { useMoneyField } from '../hooks/use-money-field';
import { RegisterChoice } from './register-choice';

// A deposit is paid at once: never «a crédito».
const METHOD_OPTIONS = COUNTER_PAYMENT_METHODS.filter((value) => value !== 'credit').map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/** A calendar day `offset` days from today on this device's clock, as the date field wants it. */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A deposit (smaller than the total) that holds the quote's parts until a day, paid as a sale is:
 * cash with what was received, or card, transfer, Mercado Pago or store credit with a reference.
 */
export function DepositForm({ sale }: { sale: Sale }) {
  const [method, setMethod] = useState<CounterPaymentMethod>('cash');
  const amount = useMoneyField(null);
  const received = useMoneyField(null);
  const [reference, setReference] = useState('');
  const [day, setDay] = useState(dayFromToday(2));
  const deposit = useQuoteDeposit(sale.id);
  const { register } = useCounterRegister();
  // One id per attempt: a double tap or a retry after a lost answer is the same deposit.
  const requestId = useRef(crypto.randomUUID());
  const error = deposit.error instanceof ApiError ? deposit.error : null;
  const cash = method === 'cash';
  const change =
    cash && amount.cents !== null && received.cents !== null
      ? cashChange({ amount_cents: amount.cents, received_cents: received.cents })
      : 0;
  const shownElsewhere = ['payments', 'payments.0.amount_cents', 'payments.0.reference', 'hold_until'];

  function receive() {
    if (deposit.isPending || !amount.cents) return;
    deposit.mutate(
      {
        request_id: requestId.current,
        payments: [
          {
            method,
            amount_cents: amount.cents,
            received_cents: cash ? received.cents : null,
            reference: cash ? null : reference,
          },
        ],
        hold_until: day,
        register_id: register?.id ?? null,
      },
      {
        onError: (failure) => {
          // A refusal (not a lost answer) ends this attempt: the next one is a new deposit.
          if (failure instanceof ApiError && failure.status !== 0) requestId.current = crypto.randomUUID();
        },
      },
    );
  }

  return (
    <Paper withBorder p="sm" component="section" aria-label="Anticipo">
      <Stack gap="xs">
        <Text fw={600}>Anticipo (separa las autopartes)</Text>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <Select
            label="Forma de pago del anticipo"
            data={METHOD_OPTIONS}
            value={method}
            allowDeselect={false}
            onChange={(value) => value && setMethod(value as CounterPaymentMethod)}
            style={{ flex: '1 1 160px' }}
          />
          <TextInput
            label="Anticipo (pesos)"
            inputMode="decimal"
            value={amount.text}
            onChange={(event) => amount.setText(event.currentTarget.value)}
            error={amount.error ?? error?.field('payments.0.amount_cents') ?? error?.field('payments')}
            style={{ flex: '1 1 140px' }}
          />
          {cash ? (
            <TextInput
              label="Recibido (pesos)"
              inputMode="decimal"
              value={received.text}
              onChange={(event) => received.setText(event.currentTarget.value)}
              error={received.error ?? error?.field('payments.0.received_cents')}
              style={{ flex: '1 1 140px' }}
            />
          ) : (
            <TextInput
              label="Referencia"
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              error={error?.field('payments.0.reference')}
              style={{ flex: '1 1 140px' }}
            />
          )}
          <TextInput
            type="date"
            label="Separar hasta"
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            error={error?.field('hold_until')}
            style={{ flex: '1 1 140px' }}
          />
        </Group>
        <RegisterChoice takesCash={cash} />
        {change > 0 && (
          <Text size="sm">
            Cambio: <b>{formatMoneyPrecise(centsToPesos(change))}</b>
          </Text>
        )}
        {error && !shownElsewhere.some((field) => error.field(field)) && (
          <Alert color="red">{error.message}</Alert>
        )}
        <Button size="md" loading={deposit.isPending} disabled={!amount.cents} onClick={receive}>
          Recibir anticipo
        </Button>
      </Stack>
    </Paper>
  );
}
