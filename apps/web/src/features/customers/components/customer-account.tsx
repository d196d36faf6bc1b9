import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CUSTOMER_MOVEMENT_LABELS, can, centsToPesos, centsToPesosInput, parsePesos } from '@yonke/domain';
import type { Abono, Customer, StatementSection } from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatMoneyPrecise } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { roleIds, useUser } from '../../../lib/session';
import { useRegisterAbono, useSetCreditLimit, useStatement } from '../api/account';
import { useAccountPayment } from '../hooks/use-account-payment';
import { CreditForm } from './credit-form';
import classes from './customers.module.css';
import { CashRegisterFields, MovementForm, PaymentFields, ReceiptLinks } from './payment-fields';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));
const touch = { minHeight: 44 };

/**
 * «Estado de cuenta» on the customer's screen: what they owe and hold, the credit tickets still
 * owing, an abono (with its printable receipt), the credit limit, and a period's movements with
 * the running balance, printable at 80 mm or on letter paper.
 */
export function CustomerAccount({ customer }: { customer: Customer }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const statement = useStatement(customer.id, from, to);
  const sellsOnCredit = can(roleIds(useUser()), 'sellOnCredit');
  const data = statement.data;
  const periodError = statement.error instanceof ApiError ? statement.error : null;
  const printQuery = data ? `from=${data.from}&to=${data.to}` : '';
  const printPath = `/api/customers/${customer.id}/statement/print?${printQuery}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="account-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="account-title">
          Estado de cuenta
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Figure label="Debe (a crédito)" value={money(customer.balance_cents)} strong />
          <Figure label="Saldo a favor" value={money(customer.credit_cents)} />
          <Figure
            label="Límite de crédito"
            value={customer.credit_limit_cents === null ? 'Sin límite' : money(customer.credit_limit_cents)}
          />
          <Figure
            label="Disponible"
            value={
              customer.credit_limit_cents === null
                ? '—'
                : money(Math.max(0, customer.credit_limit_cents - customer.balance_cents))
            }
          />
        </SimpleGrid>
        {sellsOnCredit && <CreditLimitForm customer={customer} />}

        {data && data.open_tickets.length > 0 && (
          <Stack gap={4}>
            <Text fw={700}>Tickets con saldo pendiente (el abono paga primero el más antiguo)</Text>
            {data.open_tickets.map((ticket) => (
              <div key={ticket.sale_id ?? 'anterior'} className={classes.row}>
                <div>
                  {ticket.sale_id ? (
                    <Anchor component={Link} to={`/counter?ticket=${ticket.sale_id}`}>
                      Ticket {ticket.folio}
                    </Anchor>
                  ) : (
                    <Text>Saldo anterior</Text>
                  )}
                  {ticket.paid_at && (
                    <Text size="xs" c="dimmed">
                      {formatDate(ticket.paid_at)}
                    </Text>
                  )}
                </div>
                <Text fw={700} className={classes.amount}>
                  {money(ticket.outstanding_cents)}
                </Text>
              </div>
            ))}
          </Stack>
        )}
        {customer.balance_cents > 0 && <AbonoForm customer={customer} />}
        {sellsOnCredit && <CreditForm customer={customer} />}

        <Title order={3} size="h5">
          Movimientos del periodo
        </Title>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="Desde"
            value={from || data?.from || ''}
            onChange={(event) => setFrom(event.currentTarget.value)}
            error={periodError?.field('from')}
            style={{ flex: '1 1 140px' }}
          />
          <TextInput
            type="date"
            label="Hasta"
            value={to || data?.to || ''}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={periodError?.field('to')}
            style={{ flex: '1 1 140px' }}
          />
        </Group>
        {periodError && !periodError.field('from') && !periodError.field('to') && (
          <Alert color="red">{periodError.message}</Alert>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            href={`${printPath}&format=80`}
            target="_blank"
            rel="noopener"
            variant="default"
            style={touch}
            disabled={!data}
          >
            Imprimir estado de cuenta (80 mm)
          </Button>
          <Button
            component="a"
            href={`${printPath}&format=carta`}
            target="_blank"
            rel="noopener"
            variant="default"
            style={touch}
            disabled={!data}
          >
            Estado de cuenta en carta (PDF)
          </Button>
        </Group>
        {data ? (
          <>
            <Movements title="Saldo a crédito" section={data.owed} />
            {(data.credit.movements.length > 0 || data.credit.opening_cents > 0) && (
              <Movements title="Saldo a favor" section={data.credit} />
            )}
          </>
        ) : (
          <Text size="sm">Cargando…</Text>
        )}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size="lg" className={classes.amount} style={{ textAlign: 'left' }}>
        {value}
      </Text>
    </div>
  );
}

function Movements({ title, section }: { title: string; section: StatementSection }) {
  return (
    <Stack gap={4} aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{title}</Text>
        <Text size="sm">Saldo inicial {money(section.opening_cents)}</Text>
      </Group>
      {section.movements.length === 0 && (
        <Text size="sm" c="dimmed">
          Sin movimientos en el periodo.
        </Text>
      )}
      {section.movements.map((movement) => (
        <div key={movement.id} className={classes.row}>
          <div>
            <Text size="sm" fw={500}>
              {CUSTOMER_MOVEMENT_LABELS[movement.kind]}
              {movement.abono_folio ? ` ${movement.abono_folio}` : ''}
              {movement.sale_folio ? ` · ticket ${movement.sale_folio}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(movement.created_at)}
              {movement.note ? ` · ${movement.note}` : ''}
            </Text>
          </div>
          <div className={classes.amount}>
            <Text size="sm" fw={700} c={movement.amount_cents > 0 ? undefined : 'green.9'}>
              {movement.amount_cents > 0 ? '+' : '−'}
              {money(Math.abs(movement.amount_cents))}
            </Text>
            <Text size="xs" c="dimmed">
              Saldo {money(movement.running_cents)}
            </Text>
          </div>
        </div>
      ))}
      <Group justify="flex-end">
        <Text size="sm" fw={700}>
          Saldo final {money(section.closing_cents)}
        </Text>
      </Group>
    </Stack>
  );
}

function CreditLimitForm({ customer }: { customer: Customer }) {
  const [text, setText] = useState(
    customer.credit_limit_cents === null ? '' : centsToPesosInput(customer.credit_limit_cents),
  );
  const save = useSetCreditLimit(customer.id);
  const cents = text.trim() === '' ? null : parsePesos(text);
  const invalid = text.trim() !== '' && cents === null;
  const error = save.error instanceof ApiError ? save.error : null;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="Límite de crédito (pesos)"
        description="Vacío: sin límite"
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={
          invalid
            ? 'Escribe un monto en pesos, con hasta dos decimales.'
            : (error?.field('credit_limit_cents') ?? error?.message)
        }
        style={{ flex: '1 1 180px' }}
      />
      <Button
        variant="default"
        style={touch}
        disabled={invalid}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { credit_limit_cents: cents },
            { onSuccess: () => notifySuccess('Límite de crédito guardado') },
          )
        }
      >
        Guardar límite
      </Button>
    </Group>
  );
}

function AbonoForm({ customer }: { customer: Customer }) {
  const [received, setReceived] = useState('');
  const [done, setDone] = useState<Abono | null>(null);
  const payment = useAccountPayment();
  const { cash, cents } = payment;
  const save = useRegisterAbono(customer.id);
  const receivedCents = received.trim() ? parsePesos(received) : null;
  const error = save.error instanceof ApiError ? save.error : null;

  function submit() {
    if (cents === null || save.isPending) return;
    save.mutate(
      { ...payment.request(cents), received_cents: cash ? receivedCents : null },
      {
        onSuccess: (abono) => {
          setDone(abono);
          setReceived('');
          payment.recorded();
          notifySuccess(`Abono ${abono.folio} registrado`);
        },
        onError: payment.refused,
      },
    );
  }

  return (
    <MovementForm title="Registrar abono">
      <PaymentFields
        methodLabel="Forma de pago"
        amountLabel="Monto del abono"
        amountPlaceholder={money(customer.balance_cents)}
        {...payment.fields}
        error={error}
        cashFields={
          <TextInput
            label="Recibido"
            inputMode="decimal"
            value={received}
            onChange={(event) => setReceived(event.currentTarget.value)}
            error={error?.field('received_cents')}
            style={{ flex: '1 1 130px' }}
          />
        }
      />
      {cash && (
        <CashRegisterFields
          counter={payment.counter}
          cashGoes="Un abono en efectivo entra a"
          error={error?.field('register_id')}
        />
      )}
      {cash && receivedCents !== null && cents !== null && receivedCents > cents && (
        <Text size="sm">
          Cambio: <b>{money(receivedCents - cents)}</b>
        </Text>
      )}
      {error &&
        !error.field('amount_cents') &&
        !error.field('reference') &&
        !error.field('received_cents') && (
          <Alert color="red">{error.field('register_id') ?? error.message}</Alert>
        )}
      <Button type="submit" onClick={submit} loading={save.isPending} disabled={cents === null} style={touch}>
        {cents === null ? 'Registrar abono' : `Registrar abono de ${money(cents)}`}
      </Button>
      {done && (
        <Alert color="green" title={`Abono ${done.folio}: ${money(done.amount_cents)}`}>
          <Stack gap="xs">
            <Text size="sm">
              Aplicado a{' '}
              {done.applied
                .map((entry) => `${entry.sale_folio ?? 'saldo anterior'} (${money(entry.amount_cents)})`)
                .join(', ')}
              . Saldo pendiente: {money(done.balance_after_cents)}.
            </Text>
            <ReceiptLinks path={done.receipt_path} />
          </Stack>
        </Alert>
      )}
    </MovementForm>
  );
}
