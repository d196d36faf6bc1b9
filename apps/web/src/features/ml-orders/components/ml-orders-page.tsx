import { Badge, Box, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { countLabel, ML_ORDER_STAGE_LABELS, ML_ORDER_STAGES, type MlOrderStage } from '@yonke/domain';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { notifySuccess } from '../../../lib/notify';
import { type LabelFormat, useDownloadLabels } from '../api/download-labels';
import { useMlClaims } from '../api/get-ml-claims';
import { useMlOrders } from '../api/get-ml-orders';
import { useSyncClaims } from '../api/sync-claims';
import { useSyncOrders } from '../api/sync-orders';
import { ClaimCard, dueLabel } from './claim-card';
import classes from './ml-orders.module.css';
import { OrderCard } from './order-card';

const EMPTY: Record<MlOrderStage, string> = {
  por_preparar: 'No hay ventas por preparar.',
  lista_para_enviar: 'No hay ventas listas para enviar.',
  enviada: 'No hay ventas enviadas.',
  entregada: 'No hay ventas entregadas.',
  cancelada: 'No hay ventas canceladas.',
  con_reclamo: 'No hay ventas con reclamo.',
};

/** «Ventas de Mercado Libre» (/ml-orders, roles 1, 2, 4 and 5): the orders by stage. */
export function MlOrdersPage() {
  const [stage, setStage] = useState<MlOrderStage>('por_preparar');
  const orders = useMlOrders(stage);
  const sync = useSyncOrders();
  const claims = useMlClaims();
  const syncClaims = useSyncClaims();
  const waiting = claims.data?.needs_action ?? 0;
  const unlinked = (claims.data?.data ?? []).filter((claim) => claim.order_id === null);
  // The open claim of each order, soonest due first (the list's order): its reason and due date.
  const claimNotes = new Map<number, string>();
  for (const claim of claims.data?.data ?? []) {
    if (claim.order_id === null || claim.status !== 'opened' || claimNotes.has(claim.order_id)) continue;
    claimNotes.set(
      claim.order_id,
      `Reclamo: ${claim.reason}${claim.due_at ? ` · ${dueLabel(claim.due_at)}` : ''}`,
    );
  }
  const labels = useDownloadLabels();
  const [selected, setSelected] = useState<number[]>([]);
  const list = orders.data?.data ?? [];
  const ready = list.filter((order) => order.shipment.label === 'ready').map((order) => order.id);
  const chosen = selected.filter((id) => ready.includes(id));

  const print = (format: LabelFormat) =>
    labels.mutate(
      { ids: chosen.length > 0 ? chosen : ready, format },
      { onSuccess: () => notifySuccess('Etiquetas descargadas') },
    );

  return (
    <Box maw={1100} mx="auto">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1} size="h2">
              Ventas de Mercado Libre
            </Title>
            {waiting > 0 && (
              <Badge color="red" size="lg" variant="filled" aria-live="polite">
                {countLabel(waiting, 'reclamo por atender', 'reclamos por atender')}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            Lo vendido en Mercado Libre: qué preparar, qué enviar y qué se canceló.
          </Text>
        </Stack>
        <Button
          variant="default"
          mih={48}
          loading={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: (answer) =>
                notifySuccess(
                  answer.stored === 0
                    ? 'No hay ventas nuevas'
                    : countLabel(answer.stored, 'venta actualizada', 'ventas actualizadas'),
                ),
            })
          }
        >
          Buscar ventas nuevas
        </Button>
      </Group>
      <Tabs
        value={stage}
        onChange={(value) => {
          setStage((value as MlOrderStage) ?? 'por_preparar');
          setSelected([]);
        }}
        mb="md"
      >
        <Tabs.List className={classes.tabs} style={{ flexWrap: 'nowrap' }}>
          {ML_ORDER_STAGES.map((key) => (
            <Tabs.Tab key={key} value={key} mih={48}>
              {ML_ORDER_STAGE_LABELS[key]} ({orders.data?.counts[key] ?? 0})
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {stage === 'lista_para_enviar' && ready.length > 0 && (
        <Group mb="md" gap="sm">
          <Button mih={48} loading={labels.isPending} onClick={() => print('pdf')}>
            Imprimir etiquetas PDF ({chosen.length > 0 ? chosen.length : ready.length})
          </Button>
          <Button mih={48} variant="default" loading={labels.isPending} onClick={() => print('zpl')}>
            Etiquetas ZPL (impresora térmica)
          </Button>
        </Group>
      )}
      {stage === 'con_reclamo' && (
        <Group mb="md" gap="sm">
          <Button
            mih={48}
            variant="default"
            loading={syncClaims.isPending}
            onClick={() =>
              syncClaims.mutate(undefined, {
                onSuccess: (answer) =>
                  notifySuccess(
                    answer.stored === 0
                      ? 'No hay reclamos nuevos'
                      : countLabel(answer.stored, 'reclamo actualizado', 'reclamos actualizados'),
                  ),
              })
            }
          >
            Buscar reclamos
          </Button>
        </Group>
      )}
      {stage === 'con_reclamo' && unlinked.length > 0 && (
        <Stack gap="sm" mb="md" component="section" aria-labelledby="ml-claims-unlinked">
          <Title order={2} size="h4" id="ml-claims-unlinked">
            Reclamos no vinculados
          </Title>
          <Text size="sm" c="dimmed">
            Reclamos de ventas que Yonke aún no tiene; se vinculan solos cuando llega la venta.
          </Text>
          {unlinked.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} showOrder />
          ))}
        </Stack>
      )}
      <Stack gap="md">
        {orders.isPending && [0, 1, 2].map((key) => <Skeleton key={key} height={200} radius="md" />)}
        {orders.isError && (
          <EmptyState
            title="No se pudieron cargar las ventas"
            message="Inténtalo de nuevo en unos momentos."
          />
        )}
        {orders.isSuccess && list.length === 0 && (
          <EmptyState
            title={EMPTY[stage]}
            message={
              stage === 'con_reclamo'
                ? 'Cuando un comprador abra un reclamo, la venta aparecerá aquí con lo que debes hacer y para cuándo.'
                : 'Las ventas nuevas llegan solas; «Buscar ventas nuevas» las pide a Mercado Libre ahora.'
            }
          />
        )}
        {list.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            selected={selected.includes(order.id)}
            claimNote={claimNotes.get(order.id) ?? null}
            onSelect={(checked) =>
              setSelected((current) =>
                checked ? [...current, order.id] : current.filter((id) => id !== order.id),
              )
            }
          />
        ))}
      </Stack>
    </Box>
  );
}
