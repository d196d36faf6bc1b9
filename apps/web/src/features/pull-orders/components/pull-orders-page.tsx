import { Alert, Badge, Button, Modal, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  MAX_PULL_NOTE_LENGTH,
  PULL_ORDER_STATUS_LABELS,
  type PullOrderOutcome,
  pullOutcomeNeedsReason,
} from '@yonke/domain';
import type { PullOrder } from '@yonke/domain/schemas';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Thumbnail } from '../../../components/thumbnail';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { useCloseOrder, usePullQueue, useTakeOrder } from '../api/pull-orders';
import classes from './pull-orders.module.css';

type Closing = { order: PullOrder; kind: 'surtida' | 'missing' };

/** «Surtido»: the yard's queue of parts the counter asked for, taken and answered from a phone. */
export function PullOrdersPage() {
  const queue = usePullQueue();
  const take = useTakeOrder();
  const user = useUser();
  const [closing, setClosing] = useState<Closing | null>(null);
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
            </OrderCard>
          ))}
        </Section>
      )}
      {others.length > 0 && (
        <Section title="Tomadas por otros">
          {others.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Section>
      )}
      {closing && <CloseOrderModal closing={closing} onClose={() => setClosing(null)} />}
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

function CloseOrderModal({ closing, onClose }: { closing: Closing; onClose: () => void }) {
  const { order, kind } = closing;
  const [outcome, setOutcome] = useState<PullOrderOutcome>(kind === 'surtida' ? 'surtida' : 'no_encontrada');
  const [note, setNote] = useState('');
  const close = useCloseOrder();
  const error = close.error instanceof ApiError ? close.error : null;
  const needsReason = pullOutcomeNeedsReason(outcome);
  return (
    <Modal opened onClose={onClose} title={`${order.part_code} · ${order.part_name}`} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          close.mutate({ id: order.id, outcome, note: note.trim() || undefined }, { onSuccess: onClose });
        }}
      >
        <Stack>
          {kind === 'missing' && (
            <Radio.Group
              label="¿Qué pasó?"
              value={outcome}
              onChange={(value) => setOutcome(value as PullOrderOutcome)}
            >
              <Stack gap="sm" mt="xs">
                <Radio size="md" value="no_encontrada" label={PULL_ORDER_STATUS_LABELS.no_encontrada} />
                <Radio size="md" value="danada" label={PULL_ORDER_STATUS_LABELS.danada} />
              </Stack>
            </Radio.Group>
          )}
          <Textarea
            label={needsReason ? 'Motivo' : 'Nota (opcional)'}
            required={needsReason}
            autosize
            minRows={2}
            maxLength={MAX_PULL_NOTE_LENGTH}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={error?.field('note')}
          />
          {error && !error.field('note') && <Alert color="red">{error.message}</Alert>}
          <Button type="submit" size="lg" color={needsReason ? 'orange' : 'green'} loading={close.isPending}>
            {needsReason ? 'Guardar motivo' : 'Confirmar surtida'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
