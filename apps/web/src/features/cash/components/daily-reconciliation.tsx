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

/**
 * «Cuadre del día»: the day's ledger (tickets paid, abonos) and where each peso of it is — in one
 * cash session or one non-cash method, credit sales included — with what does not add up named.
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
            <Line label="Total del día" amount={data.ledger_cents} strong />
            <Text size="sm" fw={600} mt="xs">
              Dónde está
            </Text>
            {data.sessions.map((session) => (
              <Group key={session.session_id} justify="space-between" wrap="nowrap" gap="xs">
                <Text component={Link} to={`/cash/sessions/${session.session_id}`} c="blue" td="underline">
                  Efectivo · {session.register_name} (sesión {session.session_id})
                  {session.abonos_cash_cents > 0 ? `, ${money(session.abonos_cash_cents)} de abonos` : ''}
                </Text>
                <Text style={{ whiteSpace: 'nowrap' }}>
                  {money(session.sales_cash_cents + session.abonos_cash_cents)}
                </Text>
              </Group>
            ))}
            {data.methods.map((row) => (
              <Line
                key={`${row.source}-${row.method}`}
                label={`${row.source === 'abono' ? 'Abonos' : 'Ventas'} · ${PAYMENT_METHOD_LABELS[row.method]}`}
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
