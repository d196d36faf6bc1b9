import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { parsePesos } from '@yonke/domain';
import {
  DISCOUNT_REFUND_LABELS,
  DISCOUNT_REFUND_METHODS,
  type DiscountRefundMethod,
} from '@yonke/domain/cfdi';
import type { InvoiceSummary } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCounterRegister } from '../../../lib/counter-register';
import { formatMoney } from '../../../lib/format';
import { useDiscountCreditNote } from '../api/credit-notes';

const REFUND_OPTIONS = DISCOUNT_REFUND_METHODS.map((value) => ({
  value,
  label: DISCOUNT_REFUND_LABELS[value],
}));

/**
 * «Nota de crédito por descuento / bonificación»: an amount or a percentage off an invoiced, paid
 * ticket with its reason, and how the money goes back; the credit note (CFDI de egreso) follows.
 */
export function DiscountCreditNoteDialog(props: {
  invoice: InvoiceSummary;
  opened: boolean;
  onClose: () => void;
}) {
  const { invoice } = props;
  const [by, setBy] = useState<'amount' | 'percent'>('amount');
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<DiscountRefundMethod>('cash');
  // One id per opening of the form: a double click or a retry sends the same request.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const { register } = useCounterRegister();
  const discount = useDiscountCreditNote();
  const error = discount.error instanceof ApiError ? discount.error : null;
  const credited = invoice.credit_notes
    .filter((note) => note.status !== 'rechazada' && note.status !== 'cancelada')
    .reduce((sum, note) => sum + note.total_cents, 0);
  const pending = invoice.pending_credit_notes.reduce((sum, note) => sum + note.amount_cents, 0);
  const left = Math.max(0, invoice.total_cents - credited - pending);
  const cents = parsePesos(amount);
  const close = () => {
    discount.reset();
    setRequestId(crypto.randomUUID());
    props.onClose();
  };

  return (
    <Modal opened={props.opened} onClose={close} title={`Nota de crédito de la factura ${invoice.folio}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          discount.mutate(
            {
              id: invoice.id,
              body: {
                request_id: requestId,
                ...(by === 'amount' ? { amount_cents: cents ?? 0 } : { percent }),
                reason,
                refund_method: method,
                register_id: method === 'cash' ? (register?.id ?? null) : null,
              },
            },
            { onSuccess: close },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Descuento o bonificación después de facturar. Queda por acreditar {formatMoney(left / 100)} de{' '}
            {formatMoney(invoice.total_cents / 100)}.
          </Text>
          <SegmentedControl
            value={by}
            onChange={(value) => setBy(value as 'amount' | 'percent')}
            data={[
              { value: 'amount', label: 'Monto' },
              { value: 'percent', label: 'Porcentaje' },
            ]}
            aria-label="Descuento por monto o por porcentaje"
            styles={{
              label: { minHeight: 40, display: 'flex', alignItems: 'center', justifyContent: 'center' },
            }}
          />
          {by === 'amount' ? (
            <TextInput
              label="Monto con IVA (pesos)"
              placeholder="0.00"
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={
                error?.field('amount_cents') ??
                (amount !== '' && cents === null ? 'Escribe un monto en pesos, por ejemplo 150.50.' : null)
              }
              data-autofocus
            />
          ) : (
            <TextInput
              label="Porcentaje del total de la factura"
              placeholder="10"
              inputMode="decimal"
              value={percent}
              onChange={(event) => setPercent(event.currentTarget.value)}
              error={error?.field('percent')}
              rightSection="%"
            />
          )}
          <Textarea
            label="Motivo"
            placeholder="Por ejemplo: rayón en la pintura"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error?.field('reason')}
            autosize
            minRows={2}
            maxLength={200}
          />
          <Select
            label="Cómo se devuelve el dinero"
            data={REFUND_OPTIONS}
            value={method}
            onChange={(value) => setMethod((value ?? 'cash') as DiscountRefundMethod)}
            allowDeselect={false}
            error={error?.field('refund_method') ?? error?.field('register_id')}
            description={
              method === 'cash'
                ? register
                  ? `Sale de la caja «${register.name}».`
                  : 'Elige la caja de este mostrador en «Caja» para devolver efectivo.'
                : undefined
            }
          />
          {error &&
            !['amount_cents', 'percent', 'reason', 'refund_method', 'register_id'].some((f) =>
              error.field(f),
            ) && (
              <Alert color="red" role="alert">
                {error.message}
              </Alert>
            )}
          <Group justify="space-between" wrap="wrap">
            <Button variant="default" onClick={close} mih={44}>
              Volver
            </Button>
            <Button type="submit" loading={discount.isPending} mih={44}>
              Dar el descuento y emitir la nota
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
