import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { COUNTER_PAYMENT_METHODS, can, centsToPesos, PAYMENT_METHOD_LABELS } from '@yonke/domain';
import type { Sale } from '@yonke/domain/schemas';
import { useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCounterRegister } from '../../../lib/counter-register';
import { formatMoneyPrecise } from '../../../lib/format';
import { roleIds, useUser } from '../../../lib/session';
import { useConvertQuote, usePaySale, useRecordPayments } from '../api/sales';
import { usePaymentRows } from '../hooks/use-payment-rows';
import classes from './counter.module.css';
import { PaymentRowFields } from './payment-row-fields';
import { RegisterChoice } from './register-choice';
import { TicketTotals } from './ticket-totals';

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
  const { register } = useCounterRegister();
  const user = useUser();
  const methods = methodOptions(sale, can(roleIds(user), 'sellOnCredit'));
  const paying = usePaySale(sale.id);
  const converting = useConvertQuote(sale.id);
  const charging = convert ? converting : paying;
  const recording = useRecordPayments(sale.id);
  const pay = record ? recording : charging;
  const due = convert ? sale.total_cents - sale.paid_cents : sale.total_cents;
  const { rows, amounts, paid, change, setRow, removeRow, addRow, payments } = usePaymentRows(due);
  // One id per attempt: a double tap or a retry after a lost answer is the same payment.
  const requestId = useRef(crypto.randomUUID());
  const payError = pay.error instanceof ApiError ? pay.error : null;
  const blocked = sale.lines.length === 0 || sale.lines.some((line) => line.problem) || paid !== due;

  function charge() {
    if (pay.isPending || blocked) return;
    if (record) {
      recording.mutate({ payments: payments(), register_id: register?.id ?? null });
      return;
    }
    charging.mutate(
      { request_id: requestId.current, payments: payments(), register_id: register?.id ?? null },
      {
        onError: (error) => {
          // A refusal (not a lost answer) means this attempt is over: the next one is a new payment.
          if (error instanceof ApiError && error.status !== 0) requestId.current = crypto.randomUUID();
        },
      },
    );
  }
  useHotkeys(record ? [] : [['F9', charge]], []);

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <TicketTotals sale={sale} record={record} convert={convert} />
        {rows.map((row, index) => (
          <PaymentRowFields
            key={row.key}
            row={row}
            index={index}
            amount={amounts[index] ?? 0}
            sale={sale}
            methods={methods}
            error={payError}
            onChange={(patch) => setRow(row.key, patch)}
            onRemove={rows.length > 1 ? () => removeRow(row.key) : undefined}
          />
        ))}
        <Button variant="subtle" onClick={addRow}>
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
