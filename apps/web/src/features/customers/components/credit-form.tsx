import { Alert, Button, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type AbonoMethod, type CreditAdjustmentDirection, centsToPesos, parsePesos } from '@yonke/domain';
import type { CreditAdjustment, Customer } from '@yonke/domain/schemas';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCounterRegister } from '../../../lib/counter-register';
import { formatMoneyPrecise } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useAdjustCredit } from '../api/account';
import { CashRegisterFields, PaymentFields, ReceiptLinks } from './payment-fields';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));
const touch = { minHeight: 44 };
const SHOWN = ['amount_cents', 'reference', 'reason', 'register_id'];

/**
 * «Saldo a favor» by hand (roles 1, 2): an «anticipo» the customer leaves, or a prepayment given
 * back (never more than they hold), with the reason and how the money came or went; then its
 * receipt. Cash goes through the counter's open register.
 */
export function CreditForm({ customer }: { customer: Customer }) {
  const [direction, setDirection] = useState<CreditAdjustmentDirection>('add');
  const [method, setMethod] = useState<AbonoMethod>('cash');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<CreditAdjustment | null>(null);
  const counter = useCounterRegister();
  const { register } = counter;
  const save = useAdjustCredit(customer.id);
  // One id per attempt: a double tap or a retry after a lost answer is the same change.
  const requestId = useRef(crypto.randomUUID());
  const cents = parsePesos(amount);
  const error = save.error instanceof ApiError ? save.error : null;
  const cash = method === 'cash';
  const adding = direction === 'add';

  function submit() {
    if (cents === null || save.isPending) return;
    save.mutate(
      {
        request_id: requestId.current,
        direction,
        method,
        amount_cents: cents,
        reference: cash ? null : reference,
        reason,
        register_id: cash ? (register?.id ?? null) : null,
      },
      {
        onSuccess: (adjustment) => {
          setDone(adjustment);
          setAmount('');
          setReference('');
          setReason('');
          requestId.current = crypto.randomUUID();
          notifySuccess(`${adjustment.folio} registrado`);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status !== 0) requestId.current = crypto.randomUUID();
        },
      },
    );
  }

  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      aria-label="Saldo a favor a mano"
      onSubmit={(e) => e.preventDefault()}
    >
      <Stack gap="xs">
        <Text fw={700}>Saldo a favor a mano</Text>
        <SegmentedControl
          aria-label="Agregar o devolver saldo a favor"
          value={direction}
          onChange={(value) => setDirection(value as CreditAdjustmentDirection)}
          data={[
            { value: 'add', label: 'Agregar anticipo' },
            { value: 'remove', label: 'Devolver' },
          ]}
          fullWidth
          style={touch}
        />
        {!adding && (
          <Text size="sm" c="dimmed">
            Tiene {money(customer.credit_cents)} de saldo a favor: se devuelve como máximo eso.
          </Text>
        )}
        <PaymentFields
          methodLabel={adding ? 'Cómo lo paga' : 'Cómo se le devuelve'}
          method={method}
          onMethod={setMethod}
          amountLabel="Monto"
          amount={amount}
          onAmount={setAmount}
          reference={reference}
          onReference={setReference}
          error={error}
        />
        <TextInput
          label="Motivo"
          placeholder={adding ? 'Anticipo para un motor' : 'Devolución del anticipo'}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error?.field('reason')}
          maxLength={200}
        />
        {cash && (
          <CashRegisterFields counter={counter} cashGoes={`El efectivo ${adding ? 'entra a' : 'sale de'}`} />
        )}
        {error && !SHOWN.some((field) => error.field(field)) && <Alert color="red">{error.message}</Alert>}
        {error?.field('register_id') && <Alert color="red">{error.field('register_id')}</Alert>}
        <Button
          type="submit"
          onClick={submit}
          loading={save.isPending}
          disabled={cents === null || reason.trim().length < 3}
          color={adding ? undefined : 'orange'}
          style={touch}
        >
          {cents === null
            ? adding
              ? 'Agregar saldo a favor'
              : 'Devolver saldo a favor'
            : `${adding ? 'Agregar' : 'Devolver'} ${money(cents)} de saldo a favor`}
        </Button>
        {done && (
          <Alert color="green" title={`${done.folio}: ${money(done.amount_cents)}`}>
            <Stack gap="xs">
              <Text size="sm">Saldo a favor ahora: {money(done.credit_after_cents)}.</Text>
              <ReceiptLinks path={done.receipt_path} />
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
