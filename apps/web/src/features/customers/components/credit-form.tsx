import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ABONO_METHODS,
  type AbonoMethod,
  type CreditAdjustmentDirection,
  centsToPesos,
  PAYMENT_METHOD_LABELS,
  parsePesos,
} from '@yonke/domain';
import type { CreditAdjustment, Customer } from '@yonke/domain/schemas';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCounterRegister } from '../../../lib/counter-register';
import { formatMoneyPrecise } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useAdjustCredit } from '../api/account';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));
const METHOD_OPTIONS = ABONO_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
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
  const { registers, register, choose } = useCounterRegister();
  const save = useAdjustCredit(customer.id);
  // One id per attempt: a double tap or a retry after a lost answer is the same change.
  const requestId = useRef(crypto.randomUUID());
  const cents = parsePesos(amount);
  const error = save.error instanceof ApiError ? save.error : null;
  const cash = method === 'cash';
  const open = register?.open_session?.status === 'abierta';
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
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={adding ? 'Cómo lo paga' : 'Cómo se le devuelve'}
            data={METHOD_OPTIONS}
            value={method}
            allowDeselect={false}
            onChange={(value) => value && setMethod(value as AbonoMethod)}
            style={{ flex: '1 1 150px' }}
          />
          <TextInput
            label="Monto"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={
              amount.trim() && cents === null
                ? 'Escribe un monto en pesos, con hasta dos decimales.'
                : error?.field('amount_cents')
            }
            style={{ flex: '1 1 130px' }}
          />
          {!cash && (
            <TextInput
              label="Referencia"
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              error={error?.field('reference')}
              maxLength={80}
              style={{ flex: '1 1 130px' }}
            />
          )}
        </Group>
        <TextInput
          label="Motivo"
          placeholder={adding ? 'Anticipo para un motor' : 'Devolución del anticipo'}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error?.field('reason')}
          maxLength={200}
        />
        {cash && registers.length > 1 && (
          <Select
            label="Caja de este mostrador"
            placeholder="Elige la caja"
            data={registers.map((row) => ({ value: String(row.id), label: row.name }))}
            value={register ? String(register.id) : null}
            onChange={(value) => choose(value ? Number(value) : null)}
            allowDeselect={false}
          />
        )}
        {cash && !open && (
          <Alert
            color="yellow"
            title={register ? `La caja «${register.name}» no está abierta` : 'Elige la caja'}
          >
            El efectivo {adding ? 'entra a' : 'sale de'} la caja abierta de este mostrador: ve a{' '}
            <Anchor component={Link} to="/cash">
              «Caja»
            </Anchor>{' '}
            y pulsa «Abrir caja». Con tarjeta o transferencia no hace falta.
          </Alert>
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
              <Group gap="xs" wrap="wrap">
                <Button
                  component="a"
                  href={`${done.receipt_path}?format=80`}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  style={touch}
                >
                  Imprimir recibo (80 mm)
                </Button>
                <Button
                  component="a"
                  href={`${done.receipt_path}?format=carta`}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  style={touch}
                >
                  Recibo en carta (PDF)
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
