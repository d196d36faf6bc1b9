import { Alert, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type CreditAdjustmentDirection, centsToPesos } from '@yonke/domain';
import type { CreditAdjustment, Customer } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoneyPrecise } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useAdjustCredit } from '../api/account';
import { useAccountPayment } from '../hooks/use-account-payment';
import { CashRegisterFields, MovementForm, PaymentFields, ReceiptLinks } from './payment-fields';

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
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<CreditAdjustment | null>(null);
  const payment = useAccountPayment();
  const { cash, cents } = payment;
  const save = useAdjustCredit(customer.id);
  const error = save.error instanceof ApiError ? save.error : null;
  const adding = direction === 'add';

  function submit() {
    if (cents === null || save.isPending) return;
    save.mutate(
      { ...payment.request(cents), direction, reason },
      {
        onSuccess: (adjustment) => {
          setDone(adjustment);
          setReason('');
          payment.recorded();
          notifySuccess(`${adjustment.folio} registrado`);
        },
        onError: payment.refused,
      },
    );
  }

  return (
    <MovementForm title="Saldo a favor a mano">
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
        amountLabel="Monto"
        {...payment.fields}
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
        <CashRegisterFields
          counter={payment.counter}
          cashGoes={`El efectivo ${adding ? 'entra a' : 'sale de'}`}
        />
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
    </MovementForm>
  );
}
