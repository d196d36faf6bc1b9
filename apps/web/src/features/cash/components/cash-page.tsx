import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CASH_SESSION_STATUS_LABELS, can, RETURN_REASON_LABELS } from '@yonke/domain';
import type { CashRegister } from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCounterRegister } from '../../../lib/counter-register';
import { formatDateTime, formatMoneyPrecise } from '../../../lib/format';
import { roleIds, useUser } from '../../../lib/session';
import { useCreateRegister, useOpenSession } from '../api/registers';
import { useCashSessions } from '../api/sessions';
import { useTodaySummary } from '../api/summary';
import { DailyReconciliation } from './daily-reconciliation';
import { MoneyInput, pesos } from './money-input';

const money = (cents: number) => formatMoneyPrecise(cents / 100);
const STATUS_COLORS = { abierta: 'green', contada: 'orange', cerrada: 'gray' } as const;

/** «Caja»: the company's registers, this counter's, «Abrir caja», and the last sessions. */
export function CashPage() {
  const user = useUser();
  const manages = can(roleIds(user), 'manageCash');
  const { registers, loaded, register: mine, choose } = useCounterRegister();
  const sessions = useCashSessions();
  const [opening, setOpening] = useState<CashRegister | null>(null);
  return (
    <Stack gap="md" maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        Caja
      </Title>
      {loaded && registers.length === 0 && (
        <Alert color="blue" title="Todavía no hay cajas">
          {manages
            ? 'Da de alta la caja de cada mostrador. Desde entonces, cobrar en efectivo necesita la sesión abierta de la caja del mostrador.'
            : 'Pide al administrador o a un supervisor que dé de alta la caja de tu mostrador.'}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {registers.map((register) => (
          <RegisterCard
            key={register.id}
            register={register}
            mine={mine?.id === register.id}
            onChoose={() => choose(register.id)}
            onOpen={() => setOpening(register)}
          />
        ))}
      </SimpleGrid>
      {can(roleIds(user), 'viewDashboard') && <TodayFigures />}
      {manages && <DailyReconciliation />}
      {manages && <NewRegister />}
      <Title order={2} size="h4">
        Sesiones recientes
      </Title>
      <Stack gap="xs">
        {(sessions.data ?? []).map((session) => (
          <Paper key={session.id} withBorder p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>
                  {session.register_name} · sesión {session.id}
                </Text>
                <Text size="sm" c="dimmed">
                  Abierta {formatDateTime(session.opened_at)} por {session.opened_by_name ?? '—'}
                  {session.closed_at ? ` · cerrada ${formatDateTime(session.closed_at)}` : ''}
                </Text>
                {session.difference_cents !== null && (
                  <Text size="sm" c={session.difference_cents === 0 ? 'green' : 'red'}>
                    Diferencia: {money(session.difference_cents)}
                  </Text>
                )}
              </div>
              <Group gap="xs">
                <Badge color={STATUS_COLORS[session.status]}>
                  {CASH_SESSION_STATUS_LABELS[session.status]}
                </Badge>
                <Button
                  component={Link}
                  to={`/cash/sessions/${session.id}`}
                  variant="default"
                  size="sm"
                  mih={44}
                >
                  Ver sesión {session.id}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
        {sessions.data?.length === 0 && <Text c="dimmed">Aún no hay sesiones.</Text>}
      </Stack>
      <OpenModal register={opening} onClose={() => setOpening(null)} />
    </Stack>
  );
}

/** Today's sales net of returns, and what came back and why. */
function TodayFigures() {
  const summary = useTodaySummary(true);
  const data = summary.data;
  if (!data) return null;
  return (
    <Paper withBorder p="md" aria-label="Ventas de hoy">
      <Stack gap={6}>
        <Text fw={700}>Hoy</Text>
        <Group justify="space-between">
          <Text>Ventas</Text>
          <Text>{money(data.sales_cents)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>Devoluciones</Text>
          <Text>−{money(data.refunds_cents)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>Ventas netas</Text>
          <Text fw={700} data-testid="net-sales">
            {money(data.net_cents)}
          </Text>
        </Group>
        {data.by_reason.map((row) => (
          <Text key={row.reason} size="sm" c="dimmed">
            {RETURN_REASON_LABELS[row.reason]}: {row.count} · {money(row.amount_cents)}
          </Text>
        ))}
        {data.cancelled_count > 0 && (
          <Text size="sm" c="dimmed">
            Ventas pagadas canceladas: {data.cancelled_count} · {money(data.cancelled_cents)}
          </Text>
        )}
        {data.written_off_cents !== undefined &&
          data.scrapped_without_cost !== undefined &&
          (data.written_off_cents > 0 || data.scrapped_without_cost > 0) && (
            <Text size="sm" c="dimmed">
              Mermas al costo: {money(data.written_off_cents)}
              {data.scrapped_without_cost > 0 &&
                ` (${data.scrapped_without_cost} sin costo registrado, dadas de baja en $0)`}
            </Text>
          )}
      </Stack>
    </Paper>
  );
}

function RegisterCard({
  register,
  mine,
  onChoose,
  onOpen,
}: {
  register: CashRegister;
  mine: boolean;
  onChoose: () => void;
  onOpen: () => void;
}) {
  const session = register.open_session;
  return (
    <Paper withBorder p="md" aria-label={`Caja ${register.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700} size="lg">
              {register.name}
            </Text>
            {register.store_name && (
              <Text size="sm" c="dimmed">
                {register.store_name}
              </Text>
            )}
          </div>
          {mine && <Badge variant="light">Este mostrador</Badge>}
        </Group>
        {session ? (
          <Text size="sm">
            <Badge color={STATUS_COLORS[session.status]} mr={6}>
              {CASH_SESSION_STATUS_LABELS[session.status]}
            </Badge>
            desde {formatDateTime(session.opened_at)} · {session.opened_by_name ?? '—'} · fondo{' '}
            {money(session.float_cents)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Sin sesión abierta: no recibe efectivo.
          </Text>
        )}
        <Group gap="xs">
          {session ? (
            <Button component={Link} to={`/cash/sessions/${session.id}`} mih={44}>
              {session.status === 'abierta' ? 'Ver caja y cerrar' : 'Terminar el cierre'}
            </Button>
          ) : (
            register.can_operate && (
              <Button onClick={onOpen} mih={44}>
                Abrir caja
              </Button>
            )
          )}
          {!mine && (
            <Button variant="default" onClick={onChoose} mih={44}>
              Usar en este mostrador
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function OpenModal({ register, onClose }: { register: CashRegister | null; onClose: () => void }) {
  const [text, setText] = useState('');
  const open = useOpenSession(register?.id ?? 0);
  const navigate = useNavigate();
  const typed = pesos(text);
  const error = open.error instanceof ApiError ? open.error : null;
  return (
    <Modal opened={register !== null} onClose={onClose} title={`Abrir caja «${register?.name ?? ''}»`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.cents === null) return;
          open.mutate(
            { float_cents: typed.cents },
            {
              onSuccess: (session) => {
                setText('');
                onClose();
                void navigate(`/cash/sessions/${session.id}`);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <MoneyInput
            label="Fondo inicial (pesos)"
            description="El efectivo con que empieza la caja, para dar cambio."
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={typed.error ?? error?.field('float_cents')}
            data-autofocus
          />
          {error && !error.field('float_cents') && <Alert color="red">{error.message}</Alert>}
          <Button type="submit" loading={open.isPending} disabled={typed.cents === null} mih={44}>
            Abrir caja
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

function NewRegister() {
  const [name, setName] = useState('');
  const [store, setStore] = useState('');
  const [sellers, setSellers] = useState(false);
  const create = useCreateRegister();
  const error = create.error instanceof ApiError ? create.error : null;
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { name, store_name: store, sellers_count: sellers },
            {
              onSuccess: () => {
                setName('');
                setStore('');
                setSellers(false);
              },
            },
          );
        }}
      >
        <Stack gap="xs">
          <Text fw={600}>Nueva caja</Text>
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              label="Nombre"
              placeholder="Mostrador 1"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error?.field('name')}
              style={{ flex: '1 1 180px' }}
            />
            <TextInput
              label="Tienda (opcional)"
              placeholder="Sucursal centro"
              value={store}
              onChange={(event) => setStore(event.currentTarget.value)}
              error={error?.field('store_name')}
              style={{ flex: '1 1 180px' }}
            />
          </Group>
          <Checkbox
            label="El vendedor puede abrir y contar su propia sesión"
            checked={sellers}
            onChange={(event) => setSellers(event.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={create.isPending} disabled={!name.trim()} mih={44}>
              Dar de alta la caja
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
