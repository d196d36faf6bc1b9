import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  centsToPesos,
  formatDateTime,
  formatMoneyPrecise,
  ML_ORDER_MESSAGES,
  parseDigitsAsId,
} from '@yonke/domain';
import type { MlOrder } from '@yonke/domain/schemas';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Thumbnail } from '../../../components/thumbnail';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useDecideOrder } from '../api/decide-order';
import { useDownloadLabels } from '../api/download-labels';
import { useMlOrder } from '../api/get-ml-orders';
import { useMarkShipped } from '../api/mark-shipped';
import { useRequestPull } from '../api/request-pull';
import { OrderAmounts } from './order-amounts';
import { OrderBilling } from './order-billing';
import { OrderClaims } from './order-claims';
import { OrderMessages } from './order-messages';

const LABEL_REASONS = {
  not_me2: ML_ORDER_MESSAGES.labelNotMe2,
  not_ready: ML_ORDER_MESSAGES.labelNotReady,
  cancelled: ML_ORDER_MESSAGES.labelCancelled,
  shipped: ML_ORDER_MESSAGES.labelShipped,
} as const;

/** An order of «Ventas de Mercado Libre» (/ml-orders/:id): items, amounts, shipping and what to do. */
export function MlOrderPage() {
  const id = parseDigitsAsId(useParams().id ?? '');
  const order = useMlOrder(id);
  if (id === null || order.isError) {
    return <EmptyState title="La venta no existe" message="Vuelve a «Ventas de Mercado Libre»." />;
  }
  if (!order.data) return <Skeleton height={400} radius="md" />;
  return <OrderDetail order={order.data} />;
}

function OrderDetail({ order }: { order: MlOrder }) {
  const labels = useDownloadLabels();
  const pull = useRequestPull();
  return (
    <Box maw={900} mx="auto">
      <Anchor component={Link} to="/ml-orders" size="sm">
        ← Ventas de Mercado Libre
      </Anchor>
      <Group justify="space-between" align="flex-end" my="md" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Pedido {order.ml_order_id}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateTime(order.ordered_at)} · Cuenta {order.account.name}
            {order.pack_id ? ` · Carrito ${order.pack_id}` : ''}
          </Text>
        </Stack>
        <Badge size="lg" variant="light" color={order.stage === 'cancelada' ? 'red' : 'blue'}>
          {order.stage_label}
        </Badge>
      </Group>
      <Stack gap="md">
        {order.unlinked && (
          <Alert color="yellow" title="Venta no vinculada">
            {order.unlinked}
          </Alert>
        )}
        {order.cancel_reason && (
          <Alert color="red" title="Venta cancelada">
            {order.cancel_reason}
          </Alert>
        )}
        {order.notice && !order.needs_decision && <Alert color="gray">{order.notice}</Alert>}
        {order.needs_decision && <Decision order={order} />}
        <OrderClaims orderId={order.id} />
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Comprador
          </Title>
          <Text>
            <strong>{order.buyer.nickname ?? 'Sin apodo'}</strong>
            {order.buyer.name ? ` · ${order.buyer.name}` : ''}
          </Text>
          {order.sale && (
            <Text size="sm" mt={4}>
              Venta {order.sale.folio} en el registro de ventas (Mercado Libre, pago Mercado Pago)
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Importes
          </Title>
          <OrderAmounts order={order} />
        </Paper>
        {order.items.map((item) => (
          <Paper key={item.id} withBorder radius="md" p="md">
            <Group align="flex-start" wrap="nowrap" gap="md">
              <Box w={{ base: 96, sm: 140 }} style={{ flexShrink: 0 }}>
                <Thumbnail
                  src={item.part?.photo_url}
                  alt={item.part ? `Foto de ${item.part.name}` : 'Sin foto'}
                />
              </Box>
              <Stack gap={4} style={{ minWidth: 0 }}>
                {item.part ? (
                  <Anchor component={Link} to={`/autopart/${item.part.id}`} fw={700}>
                    {item.part.name} ({item.part.code})
                  </Anchor>
                ) : (
                  <Text fw={700}>{item.title}</Text>
                )}
                <Text size="sm">
                  Publicación {item.ml_item_id} · {item.quantity} ×{' '}
                  {formatMoneyPrecise(centsToPesos(item.unit_price_cents))}
                </Text>
                {item.part && (
                  <Text size="sm">
                    Ubicación: <strong>{item.part.location_name ?? 'Sin ubicación'}</strong> · Estatus:{' '}
                    {item.part.status_name}
                  </Text>
                )}
                {item.part &&
                  order.sale &&
                  item.sale_line_id !== null &&
                  (order.stage === 'por_preparar' || order.stage === 'lista_para_enviar') && (
                    <Button
                      mt="xs"
                      mih={48}
                      variant="default"
                      disabled={item.pull_order !== null}
                      loading={pull.isPending}
                      onClick={() =>
                        pull.mutate(
                          { sale_id: order.sale?.id ?? 0, line_id: item.sale_line_id ?? 0 },
                          { onSuccess: () => notifySuccess('Se pidió la autoparte al patio') },
                        )
                      }
                    >
                      {item.pull_order ? item.pull_order.status_label : 'Pedir al patio'}
                    </Button>
                  )}
              </Stack>
            </Group>
          </Paper>
        ))}
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ml-order-shipping">
          <Title order={2} size="h4" mb="sm" id="ml-order-shipping">
            Envío
          </Title>
          <Text>
            <strong>{order.shipment.kind_label}</strong>
            {order.shipment.id ? ` · Envío ${order.shipment.id}` : ''}
          </Text>
          {order.shipment.tracking_number && (
            <Text size="sm">
              Guía {order.shipment.tracking_number}
              {order.shipment.carrier ? ` (${order.shipment.carrier})` : ''}
            </Text>
          )}
          {order.shipment.label_printed_at && (
            <Text size="sm">Etiqueta impresa el {formatDateTime(order.shipment.label_printed_at)}</Text>
          )}
          {order.shipment.label === 'ready' ? (
            <Group mt="sm" gap="sm">
              <Button
                mih={48}
                loading={labels.isPending}
                onClick={() => labels.mutate({ ids: [order.id], format: 'pdf' })}
              >
                Descargar etiqueta PDF
              </Button>
              <Button
                mih={48}
                variant="default"
                loading={labels.isPending}
                onClick={() => labels.mutate({ ids: [order.id], format: 'zpl' })}
              >
                Etiqueta ZPL (impresora térmica)
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed" mt="xs">
              {LABEL_REASONS[order.shipment.label]}
            </Text>
          )}
          {order.shipment.can_mark_shipped && <ShippedForm order={order} />}
        </Paper>
        <OrderMessages orderId={order.id} />
        <OrderBilling orderId={order.id} />
      </Stack>
    </Box>
  );
}

/** ME1: the yard ships it itself and tells the marketplace the carrier and tracking number. */
function ShippedForm({ order }: { order: MlOrder }) {
  const shipped = useMarkShipped();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; tracking_number?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    shipped.mutate(
      { id: order.id, carrier, tracking_number: tracking },
      {
        onSuccess: () => {
          setErrors({});
          notifySuccess('Venta marcada como enviada');
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 422) {
            setErrors({
              carrier: failure.field('carrier'),
              tracking_number: failure.field('tracking_number'),
            });
          } else if (failure instanceof ApiError) setErrors({ carrier: failure.message });
        },
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} mt="md" noValidate>
      <Stack gap="sm">
        <TextInput
          label="Paquetería"
          value={carrier}
          onChange={(event) => setCarrier(event.currentTarget.value)}
          error={errors.carrier}
          size="md"
          required
        />
        <TextInput
          label="Número de guía"
          value={tracking}
          onChange={(event) => setTracking(event.currentTarget.value)}
          error={errors.tracking_number}
          size="md"
          required
        />
        <Button type="submit" mih={48} loading={shipped.isPending}>
          Marcar como enviado
        </Button>
      </Stack>
    </Box>
  );
}

/** Cancelled after the label: the person says whether the part came back. */
function Decision({ order }: { order: MlOrder }) {
  const decide = useDecideOrder();
  return (
    <Alert color="orange" title="Decide qué pasa con la autoparte">
      <Text size="sm" mb="sm">
        {order.notice}
      </Text>
      <Group gap="sm">
        <Button
          mih={48}
          loading={decide.isPending}
          onClick={() =>
            decide.mutate(
              { id: order.id, action: 'reactivate' },
              { onSuccess: () => notifySuccess('La autoparte quedó Disponible') },
            )
          }
        >
          Regresó: dejar Disponible
        </Button>
        <Button
          mih={48}
          variant="default"
          loading={decide.isPending}
          onClick={() =>
            decide.mutate(
              { id: order.id, action: 'keep' },
              { onSuccess: () => notifySuccess('La autoparte sigue como Vendido') },
            )
          }
        >
          No regresó: dejar Vendido
        </Button>
      </Group>
    </Alert>
  );
}
