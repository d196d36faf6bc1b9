import { Alert, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { centsToPesos, PAYMENT_METHOD_LABELS } from '@yonke/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatMoneyPrecise } from '../../../lib/format';
import { useReconciliation } from '../api/reconciliation';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

function Line({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {money(amount)}
      </Text>
    </Group>
  );
}

const METHOD_SOURCE_LABELS = {
  sale: 'Ventas',
  abono: 'Abonos',
  store_credit: 'Saldo a favor a mano',
} as const;

/** What a session's cash is made of, when it is more than ticket sales (only what is not zero). */
function sessionDetail(session: {
  sales_cash_cents: number;
  abonos_cash_cents: number;
  store_credit_cash_cents: number;
}): string | null {
  if (session.abonos_cash_cents === 0 && session.store_credit_cash_cents === 0) return null;
  const parts: [string, number][] = [
    ['ventas', session.sales_cash_cents],
    ['abonos', session.abonos_cash_cents],
    ['saldo a favor a mano', session.store_credit_cash_cents],
  ];
  return parts
    .filter(([, cents]) => cents !== 0)
    .map(([what, cents]) => `${what} ${money(cents)}`)
    .join(' · ');
}

/**
 * «Cuadre del día»: the day's ledger (tickets paid, abonos, store credit added or given back by
 * hand) and where each peso of it is — in one cash session or one non-cash method, credit sales
 * included — with what does not add up named.
 */
export function DailyReconciliation() {
  const [day, setDay] = useState('');
  const query = useReconciliation(day);
  const data = query.data;
  const error = query.error instanceof ApiError ? query.error : null;
  return (
    <Paper withBorder p="md" component="section" aria-label="Cuadre del día">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Text fw={700}>Cuadre del día</Text>
          <TextInput
            type="date"
            label="Día"
            value={day || data?.day || ''}
            onChange={(event) => setDay(event.currentTarget.value)}
            error={error?.field('day')}
          />
        </Group>
        {data && (
          <>
            <Line label={`Tickets pagados (${data.sales_count})`} amount={data.sales_cents} />
            <Line label="Abonos de clientes" amount={data.abonos_cents} />
            {data.store_credit_added_cents > 0 && (
              <Line label="Saldo a favor agregado (anticipos)" amount={data.store_credit_added_cents} />
            )}
            {data.store_credit_returned_cents > 0 && (
              <Line label="Saldo a favor devuelto" amount={-data.store_credit_returned_cents} />
            )}
            <Line label="Total del día" amount={data.ledger_cents} strong />
            <Text size="sm" fw={600} mt="xs">
              Dónde está
            </Text>
            {data.sessions.map((session) => {
              const detail = sessionDetail(session);
              return (
                <Group key={session.session_id} justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text
                      component={Link}
                      to={`/cash/sessions/${session.session_id}`}
                      c="blue"
                      td="underline"
                      // A finger's height without a gap above the line that explains it.
                      style={{
                        display: 'flex',
                        alignItems: 'center',
                        minHeight: 44,
                        overflowWrap: 'anywhere',
                      }}
                    >
                      Efectivo · {session.register_name} (sesión {session.session_id})
                    </Text>
                    {detail && (
                      <Text size="sm" c="dimmed">
                        {detail}
                      </Text>
                    )}
                  </div>
                  <Text style={{ whiteSpace: 'nowrap' }}>
                    {money(
                      session.sales_cash_cents + session.abonos_cash_cents + session.store_credit_cash_cents,
                    )}
                  </Text>
                </Group>
              );
            })}
            {data.methods.map((row) => (
              <Line
                key={`${row.source}-${row.method}`}
                label={`${METHOD_SOURCE_LABELS[row.source]} · ${PAYMENT_METHOD_LABELS[row.method]}`}
                amount={row.amount_cents}
              />
            ))}
            {data.cash_without_session_cents > 0 && (
              <Line label="Efectivo sin sesión de caja" amount={data.cash_without_session_cents} />
            )}
            <Line label="Total ubicado" amount={data.accounted_cents} strong />
            {data.balanced ? (
              <Alert color="green" title="Cuadra">
                Cada peso del día está en una caja o en una forma de pago.
              </Alert>
            ) : (
              <Alert color="red" title={`No cuadra: diferencia de ${money(data.difference_cents)}`}>
                {data.unbalanced_tickets.length === 0 && (
                  <Text size="sm">
                    Ningún ticket está incompleto: revisa el saldo a favor agregado o devuelto a mano y el
                    efectivo de esas operaciones en su caja.
                  </Text>
                )}
                {data.unbalanced_tickets.map((ticket) => (
                  <Text key={ticket.sale_id} size="sm">
                    Ticket {ticket.folio}: total {money(ticket.total_cents)}, pagos registrados{' '}
                    {money(ticket.paid_cents)}
                  </Text>
                ))}
              </Alert>
            )}
          </>
        )}
        {error && !error.field('day') && <Alert color="red">{error.message}</Alert>}
      </Stack>
    </Paper>
  );
}
