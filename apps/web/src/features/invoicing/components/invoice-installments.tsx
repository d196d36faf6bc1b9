import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { INVOICE_STATUS_LABELS } from '@yonke/domain/schemas';
import { useState } from 'react';
import { formatDateTime, formatMoneyPrecise } from '../../../lib/format';
import { useInvoicePayments } from '../api/invoices';

/**
 * A PPD invoice's payments: each «parcialidad» its payment complements report (the complement,
 * the amount, the balance before and after) and what is still owed. Loaded when opened.
 */
export function Installments({ invoiceId, folio }: { invoiceId: number; folio: string }) {
  const [opened, setOpened] = useState(false);
  const payments = useInvoicePayments(invoiceId, opened);
  const data = payments.data;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">Pago en parcialidades (PPD)</Text>
        <Button
          variant="subtle"
          mih={44}
          onClick={() => setOpened((value) => !value)}
          aria-expanded={opened}
          aria-controls={`installments-${invoiceId}`}
          aria-label={`${opened ? 'Ocultar' : 'Ver'} las parcialidades y el saldo de la factura ${folio}`}
        >
          {opened ? 'Ocultar parcialidades' : 'Ver parcialidades y saldo'}
        </Button>
      </Group>
      {opened && (
        <Stack gap={4} id={`installments-${invoiceId}`}>
          {payments.error && <Alert color="red">{payments.error.message}</Alert>}
          {data && (
            <Text size="sm" fw={600}>
              Saldo insoluto: {formatMoneyPrecise(data.balance_cents / 100)} de{' '}
              {formatMoneyPrecise(data.total_cents / 100)}
            </Text>
          )}
          {data && data.installments.length === 0 && (
            <Text size="sm" c="dimmed">
              Sin pagos todavía: cada abono del cliente emite su complemento de pago.
            </Text>
          )}
          {data && data.installments.length > 0 && (
            <Box component="ol" m={0} pl="md">
              {data.installments.map((row) => (
                <Text component="li" size="sm" key={`${row.installment}-${row.complement.id}`}>
                  Parcialidad {row.installment} · {formatDateTime(row.paid_at)} · pagó{' '}
                  {formatMoneyPrecise(row.paid_cents / 100)} · saldo anterior{' '}
                  {formatMoneyPrecise(row.previous_balance_cents / 100)} · saldo{' '}
                  {formatMoneyPrecise(row.balance_cents / 100)} · complemento {row.complement.folio} (
                  {INVOICE_STATUS_LABELS[row.complement.status]})
                </Text>
              ))}
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
