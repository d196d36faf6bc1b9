import { Alert, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { can, PULL_ORDER_STATUS_LABELS } from '@yonke/domain';
import type { PullOrder } from '@yonke/domain/schemas';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Thumbnail } from '../../../components/thumbnail';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { roleIds, useUser } from '../../../lib/session';
import { usePullQueue, useTakeOrder } from '../api/pull-orders';
import { AssignOrderModal } from './assign-order-modal';
import { CloseOrderModal, type Closing } from './close-order-modal';
import classes from './pull-orders.module.css';

/** «Surtido»: the yard's queue of parts the counter asked for, taken and answered from a phone. */
export function PullOrdersPage() {
  const queue = usePullQueue();
  const take = useTakeOrder();
  const user = useUser();
  const [closing, setClosing] = useState<Closing | null>(null);
  const [assigning, setAssigning] = useState<PullOrder | null>(null);
  // Whoever runs the yard hands out any open order; a yard worker, the ones they took.
  const dispatcher = can(roleIds(user), 'assignPullOrders');
  const handOver = (order: PullOrder, label: string) => (
    <Button
      size="lg"
      variant="subtle"
      onClick={() => setAssigning(order)}
      aria-label={`${label} ${order.part_code}`}
    >
      {label}
    </Button>
  );
  const items = queue.data?.items ?? [];
  const mine = items.filter((order) => order.status === 'tomada' && order.taken_by_id === user?.id);
  const waiting = items.filter((order) => order.status === 'pendiente');
  const others = items.filter((order) => order.status === 'tomada' && order.taken_by_id !== user?.id);
  const takeError = take.error instanceof ApiError ? take.error.message : null;

  return (
    <Stack>
      <Title order={1} size="h2">
        Surtido
      </Title>
      {queue.error && <Alert color="red">{queue.error.message}</Alert>}
      {takeError && (
        <Alert color="orange" role="alert">
          {takeError}
        </Alert>
      )}
      {queue.isSuccess && items.length === 0 && (
        <EmptyState
          title="No hay órdenes de surtido"
          message="Cuando el mostrador pida una pieza al patio, aparecerá aquí."
        />
      )}
      {mine.length > 0 && (
        <Section title="Tomadas por ti">
          {mine.map((order) => (
            <OrderCard key={order.id} order={order}>
              <Button size="lg" color="green" onClick={() => setClosing({ order, kind: 'surtida' })}>
                Surtida
              </Button>
              <Button size="lg" variant="default" onClick={() => setClosing({ order, kind: 'missing' })}>
                No se encontró / dañada
              </Button>
              {handOver(order, 'Pasar a otra persona')}
            </OrderCard>
          ))}
        </Section>
      )}
      {waiting.length > 0 && (
        <Section title="Por surtir">
          {waiting.map((order) => (
            <OrderCard key={order.id} order={order}>
              <Button
                size="lg"
                loading={take.isPending && take.variables === order.id}
                onClick={() => take.mutate(order.id)}
                aria-label={`Tomar ${order.part_code} ${order.part_name}`}
              >
                Tomar
              </Button>
              {dispatcher && handOver(order, 'Asignar a…')}
            </OrderCard>
          ))}
        </Section>
      )}
      {others.length > 0 && (
        <Section title="Tomadas por otros">
          {others.map((order) => (
            <OrderCard key={order.id} order={order}>
              {dispatcher && handOver(order, 'Pasar a otra persona')}
            </OrderCard>
          ))}
        </Section>
      )}
      {closing && <CloseOrderModal closing={closing} onClose={() => setClosing(null)} />}
      {assigning && <AssignOrderModal order={assigning} onClose={() => setAssigning(null)} />}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function OrderCard({ order, children }: { order: PullOrder; children?: React.ReactNode }) {
  return (
    <Paper withBorder p="sm" className={classes.card} aria-label={`Orden de ${order.part_code}`}>
      <Thumbnail src={order.photo_url} alt={order.part_name} />
      <Stack gap={4}>
        <Text fw={700}>
          {order.part_code} · {order.part_name}
        </Text>
        <Text className={classes.place}>
          {order.location_name ? `Ubicación: ${order.location_name}` : 'Sin ubicación registrada'}
        </Text>
        {order.vehicle_label && <Text>En el vehículo: {order.vehicle_label}</Text>}
        <Text size="sm" c="dimmed">
          Ticket {order.sale_folio} · pidió {order.requested_by_name ?? 'el mostrador'} ·{' '}
          {formatDateTime(order.created_at)}
        </Text>
        {order.status === 'tomada' && (
          <Badge variant="light" color="blue" tt="none">
            {PULL_ORDER_STATUS_LABELS.tomada} · {order.taken_by_name}
          </Badge>
        )}
      </Stack>
      {children && <div className={classes.actions}>{children}</div>}
    </Paper>
  );
}
