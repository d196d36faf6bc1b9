import {
  Alert,
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  CASH_DIRECTION_LABELS,
  CASH_KIND_LABELS,
  CASH_MOVEMENT_REASONS,
  CASH_SESSION_STATUS_LABELS,
  type CashDirection,
  can,
  PAYMENT_METHOD_LABELS,
} from '@yonke/domain';
import type { CashSession } from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiUrl } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoneyPrecise } from '../../../lib/format';
import { roleIds, useUser } from '../../../lib/session';
import { useCashSession, useMoveCash, useReopenSession } from '../api/sessions';
import { BlindCount } from './blind-count';
import { MoneyInput, pesos } from './money-input';

const money = (cents: number) => formatMoneyPrecise(cents / 100);
const STATUS_COLORS = { abierta: 'green', contada: 'orange', cerrada: 'gray' } as const;
const EVENT_LABELS = { open: 'Apertura', count: 'Conteo', close: 'Cierre', reopen: 'Reapertura' } as const;

/** One session of a register: its figures, movements, the blind count and close, the cuts. */
export function SessionPage() {
  const id = Number(useParams().id);
  const session = useCashSession(id);
  if (session.error) return <Alert color="red">{session.error.message}</Alert>;
  if (!session.data) return null;
  return <SessionView session={session.data} />;
}

function SessionView({ session }: { session: CashSession }) {
  const user = useUser();
  const manages = can(roleIds(user), 'manageCash');
  const report = session.status === 'cerrada' ? 'Corte Z' : 'Corte X';
  return (
    <Stack gap="md" maw={960} mx="auto" w="100%">
      <Anchor component={Link} to="/cash" size="sm">
        ← Caja
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h2">
            {session.register_name} · sesión {session.id}
          </Title>
          <Text size="sm" c="dimmed">
            Abierta {formatDateTime(session.opened_at)} por {session.opened_by_name ?? '—'}
            {session.closed_at
              ? ` · cerrada ${formatDateTime(session.closed_at)} por ${session.closed_by_name ?? '—'}`
              : ''}
          </Text>
        </div>
        <Badge size="lg" color={STATUS_COLORS[session.status]}>
          {CASH_SESSION_STATUS_LABELS[session.status]}
        </Badge>
      </Group>

      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Ventas por forma de pago ({session.sales_count} tickets)
          </Title>
          {session.by_method.length === 0 && <Text c="dimmed">Sin ventas todavía.</Text>}
          {session.by_method.map((row) => (
            <Group key={row.method} justify="space-between">
              <Text>
                {PAYMENT_METHOD_LABELS[row.method]} ({row.count})
              </Text>
              <Text fw={600}>{money(row.amount_cents)}</Text>
            </Group>
          ))}
          {!session.sees_expected && (
            <Text size="sm" c="dimmed">
              El efectivo de las ventas y lo que debería haber en la caja se muestran después del conteo.
            </Text>
          )}
          {session.sees_expected && (
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" mt="xs">
              <Figure label="Fondo" cents={session.float_cents} />
              <Figure label="Ventas en efectivo" cents={session.cash_sales_cents ?? 0} />
              <Figure label="Entradas" cents={session.in_cents ?? 0} />
              <Figure label="Salidas" cents={-(session.out_cents ?? 0)} />
              <Figure label="Esperado en caja" cents={session.expected_cents ?? 0} strong />
            </SimpleGrid>
          )}
          {session.sees_expected && (
            <Group gap="xs" mt="xs">
              <Button
                component="a"
                href={apiUrl('/api/cash/sessions/{id}/report', { id: session.id }, { format: '80' })}
                target="_blank"
                variant="default"
                mih={44}
              >
                {report} 80 mm
              </Button>
              <Button
                component="a"
                href={apiUrl('/api/cash/sessions/{id}/report', { id: session.id }, { format: 'carta' })}
                target="_blank"
                variant="default"
                mih={44}
              >
                {report} PDF (carta)
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Movimientos de efectivo
          </Title>
          {session.status === 'abierta' && session.can_operate && <MovementForm sessionId={session.id} />}
          {session.movements.length === 0 ? (
            <Text c="dimmed">Sin movimientos.</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Tbody>
                  {session.movements.map((movement) => (
                    <Table.Tr key={movement.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {CASH_KIND_LABELS[movement.kind]} ·{' '}
                          {CASH_DIRECTION_LABELS[movement.direction].toLowerCase()}
                          {movement.sale_folio ? ` · ${movement.sale_folio}` : ''}
                        </Text>
                        <Text size="sm">{movement.reason}</Text>
                        <Text size="xs" c="dimmed">
                          {movement.created_by_name ?? '—'} · {formatDateTime(movement.created_at)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {movement.direction === 'out' ? '−' : '+'}
                        {money(movement.amount_cents)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>

      {(session.can_operate || session.status !== 'abierta') && <BlindCount session={session} />}

      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          Historial
        </Title>
        <Stack gap={4}>
          {session.events.map((event) => (
            <Text key={`${event.action}-${event.created_at}`} size="sm">
              <b>{EVENT_LABELS[event.action]}</b> · {formatDateTime(event.created_at)} ·{' '}
              {event.user_name ?? '—'}
              {event.note ? ` · ${event.note}` : ''}
            </Text>
          ))}
        </Stack>
      </Paper>

      {manages && session.status !== 'abierta' && <Reopen session={session} />}
    </Stack>
  );
}

function Figure({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Paper withBorder p="xs" bg={strong ? 'var(--mantine-color-blue-light)' : undefined}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={strong ? 'expected' : undefined}>
        {money(cents)}
      </Text>
    </Paper>
  );
}

function MovementForm({ sessionId }: { sessionId: number }) {
  const [direction, setDirection] = useState<CashDirection>('out');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const move = useMoveCash(sessionId);
  const typed = pesos(amount);
  const error = move.error instanceof ApiError ? move.error : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (typed.cents === null) return;
        move.mutate(
          { direction, amount_cents: typed.cents, reason },
          {
            onSuccess: () => {
              setAmount('');
              setReason('');
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        <SegmentedControl
          aria-label="Tipo de movimiento"
          value={direction}
          onChange={(value) => setDirection(value as CashDirection)}
          data={[
            { value: 'out', label: 'Salida de efectivo' },
            { value: 'in', label: 'Entrada de efectivo' },
          ]}
          styles={{
            label: { minHeight: 40, display: 'flex', alignItems: 'center', justifyContent: 'center' },
          }}
        />
        <Group gap="xs" align="flex-start" wrap="wrap">
          <MoneyInput
            label="Monto (pesos)"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={typed.error ?? error?.field('amount_cents')}
            style={{ flex: '1 1 140px' }}
          />
          <Autocomplete
            label="Motivo"
            placeholder={direction === 'out' ? 'Retiro a banco' : 'Cambio para el fondo'}
            data={[...CASH_MOVEMENT_REASONS[direction]]}
            value={reason}
            onChange={setReason}
            error={error?.field('reason')}
            style={{ flex: '2 1 220px' }}
          />
        </Group>
        {error && !error.field('amount_cents') && !error.field('reason') && (
          <Alert color="red">{error.message}</Alert>
        )}
        <Group>
          <Button
            type="submit"
            loading={move.isPending}
            disabled={typed.cents === null || !reason.trim()}
            mih={44}
          >
            Registrar {direction === 'out' ? 'salida' : 'entrada'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Reopening is apart from the rest, with a reason that stays in the history. */
function Reopen({ session }: { session: CashSession }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const reopen = useReopenSession(session.id);
  const error = reopen.error instanceof ApiError ? reopen.error : null;
  return (
    <Paper withBorder p="md" mt="xl">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">Reabrir borra el conteo de la sesión; el historial lo conserva con el motivo.</Text>
        <Button color="red" variant="outline" onClick={() => setOpened(true)} mih={44}>
          Reabrir sesión
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Reabrir la sesión ${session.id}`}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            reopen.mutate({ reason }, { onSuccess: () => setOpened(false) });
          }}
        >
          <Stack gap="sm">
            <Textarea
              label="Motivo"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={error?.field('reason')}
              data-autofocus
            />
            {error && !error.field('reason') && <Alert color="red">{error.message}</Alert>}
            <Button
              type="submit"
              color="red"
              loading={reopen.isPending}
              disabled={reason.trim().length < 3}
              mih={44}
            >
              Reabrir
            </Button>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
