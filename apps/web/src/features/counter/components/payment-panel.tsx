import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import {
  COUNTER_PAYMENT_METHODS,
  type CounterPaymentMethod,
  can,
  cashChange,
  centsToPesos,
  PAYMENT_METHOD_LABELS,
  parsePesos,
  TAX_RATE_LABELS,
} from '@yonke/domain';
import type { Sale } from '@yonke/domain/schemas';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCounterRegister } from '../../../lib/counter-register';
import { formatMoneyPrecise } from '../../../lib/format';
import { roleIds, useUser } from '../../../lib/session';
import { useConvertQuote, usePaySale, useRecordPayments, useUpdateSale } from '../api/sales';
import { useMoneyField } from '../hooks/use-money-field';
import classes from './counter.module.css';
import { RegisterChoice } from './register-choice';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));
/**
 * The methods this ticket may be paid with: «A crédito» only for the roles that sell on credit and
 * a ticket with a customer (the API refuses the rest too).
 */
function methodOptions(sale: Sale, sellsOnCredit: boolean) {
  return COUNTER_PAYMENT_METHODS.filter(
    (value) => value !== 'credit' || (sellsOnCredit && sale.customer !== null),
  ).map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
}

interface PaymentRow {
  key: number;
  method: CounterPaymentMethod;
  amount: string;
  received: string;
  reference: string;
}

/**
 * Totals, the ticket discount, the payments (mixed allowed) and «Cobrar» (F9). With `record`, the
 * same payments record how a sale made outside a ticket («por registrar») was paid.
 */
export function PaymentPanel({
  sale,
  record = false,
  convert = false,
}: {
  sale: Sale;
  record?: boolean;
  /** A quote converted to a sale: its deposit counts, the payments cover the rest. */
  convert?: boolean;
}) {
  const [rows, setRows] = useState<PaymentRow[]>([
    { key: 0, method: 'cash', amount: '', received: '', reference: '' },
  ]);
  const discount = useMoneyField(sale.discount_cents);
  const { register } = useCounterRegister();
  const user = useUser();
  const methods = methodOptions(sale, can(roleIds(user), 'sellOnCredit'));
  const update = useUpdateSale(sale.id);
  const paying = usePaySale(sale.id);
  const converting = useConvertQuote(sale.id);
  const charging = convert ? converting : paying;
  const recording = useRecordPayments(sale.id);
  const pay = record ? recording : charging;
  const due = convert ? sale.total_cents - sale.paid_cents : sale.total_cents;
  // One id per attempt: a double tap or a retry after a lost answer is the same payment.
  const requestId = useRef(crypto.randomUUID());
  const nextKey = useRef(1);
  const payError = pay.error instanceof ApiError ? pay.error : null;
  const discountError = update.error instanceof ApiError ? update.error : null;

  const amounts = rows.map((row, index) => {
    const typed = parsePesos(row.amount);
    // The last row left empty takes what is still due.
    if (row.amount.trim() === '' && index === rows.length - 1) {
      const others = rows.slice(0, -1).reduce((sum, other) => sum + (parsePesos(other.amount) ?? 0), 0);
      return Math.max(0, due - others);
    }
    return typed ?? 0;
  });
  const paid = amounts.reduce((a, b) => a + b, 0);
  const change = rows.reduce((sum, row, index) => {
    if (row.method !== 'cash' || !row.received.trim()) return sum;
    return (
      sum + cashChange({ amount_cents: amounts[index] ?? 0, received_cents: parsePesos(row.received) ?? 0 })
    );
  }, 0);
  const blocked = sale.lines.length === 0 || sale.lines.some((line) => line.problem) || paid !== due;

  function charge() {
    if (pay.isPending || blocked) return;
    const payments = rows.map((row, index) => ({
      method: row.method,
      amount_cents: amounts[index] ?? 0,
      received_cents: row.method === 'cash' && row.received.trim() ? parsePesos(row.received) : null,
      reference: row.method === 'cash' || row.method === 'credit' ? null : row.reference,
    }));
    if (record) {
      recording.mutate({ payments, register_id: register?.id ?? null });
      return;
    }
    charging.mutate(
      { request_id: requestId.current, payments, register_id: register?.id ?? null },
      {
        onError: (error) => {
          // A refusal (not a lost answer) means this attempt is over: the next one is a new payment.
          if (error instanceof ApiError && error.status !== 0) requestId.current = crypto.randomUUID();
        },
      },
    );
  }
  useHotkeys(record ? [] : [['F9', charge]], []);

  const setRow = (key: number, patch: Partial<PaymentRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        {!record && sale.discount_cents > 0 && (
          <div className={classes.totalRow}>
            <span>Suma</span>
            <span>{money(sale.lines_cents)}</span>
          </div>
        )}
        <Group align="flex-end" gap="xs" wrap="nowrap" display={record || convert ? 'none' : undefined}>
          <TextInput
            style={{ flex: 1 }}
            label="Descuento al ticket (pesos)"
            description={`Tu máximo: ${sale.discount_limit} %`}
            inputMode="decimal"
            value={discount.text}
            onChange={(event) => discount.setText(event.currentTarget.value)}
            error={discount.error ?? discountError?.field('discount_cents')}
          />
          <Button
            variant="default"
            disabled={discount.cents === null && discount.text.trim() !== ''}
            loading={update.isPending}
            onClick={() => update.mutate({ discount_cents: discount.cents ?? 0 })}
          >
            Aplicar
          </Button>
        </Group>
        <div className={classes.grandTotal}>
          <span>Total</span>
          <span data-testid="ticket-total">{money(sale.total_cents)}</span>
        </div>
        {convert && sale.paid_cents > 0 && (
          <div className={classes.totalRow}>
            <span>Anticipo recibido</span>
            <span>−{money(sale.paid_cents)}</span>
          </div>
        )}
        <Text size="xs" c="dimmed">
          {TAX_RATE_LABELS[sale.tax_rate]}
          {sale.tax_rate > 0 && `: subtotal ${money(sale.base_cents)} + IVA ${money(sale.tax_cents)}`}
        </Text>
        {rows.map((row, index) => (
          <Paper key={row.key} withBorder p="xs" aria-label={`Pago ${index + 1}`}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label="Forma de pago"
                data={methods}
                value={row.method}
                allowDeselect={false}
                onChange={(value) => value && setRow(row.key, { method: value as CounterPaymentMethod })}
                style={{ flex: '1 1 140px' }}
              />
              <TextInput
                label="Monto"
                inputMode="decimal"
                placeholder={money(amounts[index] ?? 0)}
                value={row.amount}
                onChange={(event) => setRow(row.key, { amount: event.currentTarget.value })}
                error={payError?.field(`payments.${index}.amount_cents`)}
                style={{ flex: '1 1 110px' }}
              />
              {row.method === 'cash' ? (
                <TextInput
                  label="Recibido"
                  inputMode="decimal"
                  value={row.received}
                  onChange={(event) => setRow(row.key, { received: event.currentTarget.value })}
                  error={payError?.field(`payments.${index}.received_cents`)}
                  style={{ flex: '1 1 110px' }}
                />
              ) : row.method === 'store_credit' && sale.customer ? (
                <TextInput
                  label="Referencia"
                  description={`Tiene ${money(sale.customer.credit_cents)} a favor`}
                  value={row.reference}
                  onChange={(event) => setRow(row.key, { reference: event.currentTarget.value })}
                  error={payError?.field(`payments.${index}.reference`)}
                  style={{ flex: '1 1 110px' }}
                />
              ) : row.method === 'credit' ? (
                <Text size="sm" style={{ flex: '1 1 110px' }}>
                  Queda a cuenta de {sale.customer?.name}
                </Text>
              ) : (
                <TextInput
                  label="Referencia"
                  value={row.reference}
                  onChange={(event) => setRow(row.key, { reference: event.currentTarget.value })}
                  error={payError?.field(`payments.${index}.reference`)}
                  style={{ flex: '1 1 110px' }}
                />
              )}
              {rows.length > 1 && (
                <ActionIcon
                  size={44}
                  variant="subtle"
                  color="red"
                  aria-label={`Quitar pago ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                >
                  <IconTrash size={20} />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        ))}
        <Button
          variant="subtle"
          onClick={() => {
            setRows((current) => [
              ...current.map((row, index) =>
                index === current.length - 1 && !row.amount.trim()
                  ? { ...row, amount: String(centsToPesos(amounts[index] ?? 0)) }
                  : row,
              ),
              { key: nextKey.current++, method: 'card', amount: '', received: '', reference: '' },
            ]);
          }}
        >
          Agregar otra forma de pago
        </Button>
        {paid !== due && (
          <Text size="sm" c="red">
            Los pagos suman {money(paid)}; faltan {money(due - paid)}.
          </Text>
        )}
        {change > 0 && (
          <div className={classes.totalRow}>
            <span>Cambio</span>
            <b>{money(change)}</b>
          </div>
        )}
        <RegisterChoice takesCash={rows.some((row) => row.method === 'cash')} />
        {payError && <Alert color="red">{payError.message}</Alert>}
        <Button className={classes.payButton} onClick={charge} loading={pay.isPending} disabled={blocked}>
          {record
            ? `Registrar pago de ${money(sale.total_cents)}`
            : convert
              ? 'Convertir en venta'
              : `Cobrar ${money(sale.total_cents)} (F9)`}
        </Button>
      </Stack>
    </Paper>
  );
}
