import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { ABONO_METHODS, type AbonoMethod, PAYMENT_METHOD_LABELS, parsePesos } from '@yonke/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CounterRegisterSelect } from '../../../components/counter-register-select';
import type { ApiError } from '../../../lib/api-client';
import type { useCounterRegister } from '../../../lib/counter-register';

// The pieces the customer's abono and its store credit by hand share: how the money comes or goes
// with its amount and reference, the counter's register for cash, and the printed receipt.

const METHOD_OPTIONS = ABONO_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
const touch = { minHeight: 44 };

interface PaymentFieldsProps {
  methodLabel: string;
  method: AbonoMethod;
  onMethod: (method: AbonoMethod) => void;
  amountLabel: string;
  amountPlaceholder?: string;
  amount: string;
  onAmount: (amount: string) => void;
  reference: string;
  onReference: (reference: string) => void;
  error: ApiError | null;
  /** Fields after the amount that only cash asks for (what was received). */
  cashFields?: ReactNode;
}

/** The method, the amount in pesos and, unless it is cash, the card's or transfer's reference. */
export function PaymentFields(props: PaymentFieldsProps) {
  const { amount, error } = props;
  const cash = props.method === 'cash';
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={props.methodLabel}
        data={METHOD_OPTIONS}
        value={props.method}
        allowDeselect={false}
        onChange={(value) => value && props.onMethod(value as AbonoMethod)}
        style={{ flex: '1 1 150px' }}
      />
      <TextInput
        label={props.amountLabel}
        inputMode="decimal"
        placeholder={props.amountPlaceholder}
        value={amount}
        onChange={(event) => props.onAmount(event.currentTarget.value)}
        error={
          amount.trim() && parsePesos(amount) === null
            ? 'Escribe un monto en pesos, con hasta dos decimales.'
            : error?.field('amount_cents')
        }
        style={{ flex: '1 1 130px' }}
      />
      {cash ? (
        props.cashFields
      ) : (
        <TextInput
          label="Referencia"
          value={props.reference}
          onChange={(event) => props.onReference(event.currentTarget.value)}
          error={error?.field('reference')}
          maxLength={80}
          style={{ flex: '1 1 130px' }}
        />
      )}
    </Group>
  );
}

interface CashRegisterFieldsProps {
  counter: ReturnType<typeof useCounterRegister>;
  /** Why cash needs an open register, e.g. «El efectivo entra a». */
  cashGoes: string;
  error?: string;
}

/**
 * Cash goes into (or out of) the open register of this device's counter: its choice when the
 * company has several, and what to do while it is closed.
 */
export function CashRegisterFields({ counter, cashGoes, error }: CashRegisterFieldsProps) {
  const { register, loaded } = counter;
  const open = register?.open_session?.status === 'abierta';
  return (
    <>
      <CounterRegisterSelect counter={counter} error={error} />
      {loaded && !open && (
        <Alert
          color="yellow"
          title={register ? `La caja «${register.name}» no está abierta` : 'Elige la caja'}
        >
          {cashGoes} la caja abierta de este mostrador: ve a{' '}
          <Anchor component={Link} to="/cash">
            «Caja»
          </Anchor>{' '}
          y pulsa «Abrir caja». Con tarjeta o transferencia no hace falta.
        </Alert>
      )}
    </>
  );
}

/** The receipt of a movement of the account, on an 80 mm roll or a letter sheet (PDF). */
export function ReceiptLinks({ path }: { path: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component="a"
        href={`${path}?format=80`}
        target="_blank"
        rel="noopener"
        variant="default"
        style={touch}
      >
        Imprimir recibo (80 mm)
      </Button>
      <Button
        component="a"
        href={`${path}?format=carta`}
        target="_blank"
        rel="noopener"
        variant="default"
        style={touch}
      >
        Recibo en carta (PDF)
      </Button>
    </Group>
  );
}

/** A movement of the account as a form of its own: its title, then its fields, sent by its button. */
export function MovementForm({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="form" aria-label={title} onSubmit={(e) => e.preventDefault()}>
      <Stack gap="xs">
        <Text fw={700}>{title}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
