import { Alert, Anchor, Badge, Box, Button, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@yonke/domain';
import type { MlOrder } from '@yonke/domain/schemas';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/thumbnail';
import { notifySuccess } from '../../../lib/notify';
import { useRequestPull } from '../api/request-pull';
import classes from './ml-orders.module.css';
import { OrderAmounts } from './order-amounts';

interface OrderCardProps {
  order: MlOrder;
  selected: boolean;
  /** The order's open claim in a line (reason and due date), in «Con reclamo». */
  claimNote?: string | null;
  onSelect: (checked: boolean) => void;
}

/** One sale of the list: the part's photo and place, the buyer, the amounts and what to do next. */
export function OrderCard({ order, selected, onSelect, claimNote = null }: OrderCardProps) {
  const pull = useRequestPull();
  const item = order.items[0];
  const part = item?.part ?? null;
  const canPull = order.stage === 'por_preparar' || order.stage === 'lista_para_enviar';
  const pullAsk =
    item?.part && order.sale && item.sale_line_id !== null
      ? { sale_id: order.sale.id, line_id: item.sale_line_id }
      : null;
  const titleId = `ml-order-${order.id}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={titleId}>
      <div className={classes.card}>
        <Thumbnail src={part?.photo_url} alt={part ? `Foto de ${part.name}` : 'Sin autoparte vinculada'} />
        <Stack gap={4}>
          <Badge variant="light" color={order.stage === 'cancelada' ? 'red' : 'blue'}>
            {order.stage_label}
          </Badge>
          <Anchor component={Link} to={`/ml-orders/${order.id}`} fw={700} id={titleId}>
            {part ? `${part.name} (${part.code})` : (item?.title ?? `Pedido ${order.ml_order_id}`)}
          </Anchor>
          <Text size="sm">
            Pedido {order.ml_order_id} · {formatDateTime(order.ordered_at)}
          </Text>
          <Text size="sm">
            Comprador: <strong>{order.buyer.nickname ?? 'sin apodo'}</strong>
            {order.buyer.name ? ` (${order.buyer.name})` : ''}
          </Text>
          <Text size="sm">
            Ubicación: <strong>{part?.location_name ?? 'Sin ubicación'}</strong> · {order.shipment.kind_label}
          </Text>
          {order.items.length > 1 && <Text size="sm">{order.items.length} artículos en el pedido</Text>}
        </Stack>
        <Box style={{ gridColumn: '1 / -1' }}>
          <OrderAmounts order={order} />
        </Box>
        {order.unlinked && (
          <Alert color="yellow" style={{ gridColumn: '1 / -1' }} title="Venta no vinculada">
            {order.unlinked}
          </Alert>
        )}
        {claimNote && (
          <Text size="sm" c="red.8" fw={700} style={{ gridColumn: '1 / -1' }}>
            {claimNote}
          </Text>
        )}
        {order.cancel_reason && (
          <Text size="sm" c="red.8" style={{ gridColumn: '1 / -1' }}>
            {order.cancel_reason}
          </Text>
        )}
        {order.notice && (
          <Alert color={order.needs_decision ? 'orange' : 'gray'} style={{ gridColumn: '1 / -1' }}>
            {order.notice}
          </Alert>
        )}
        <div className={classes.actions}>
          {order.shipment.label === 'ready' && (
            <Checkbox
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              label="Incluir en la impresión de etiquetas"
              styles={{ body: { alignItems: 'center', minHeight: 48 } }}
            />
          )}
          {canPull && item && pullAsk && (
            <Button
              variant="default"
              loading={pull.isPending}
              disabled={item.pull_order !== null}
              onClick={() =>
                pull.mutate(pullAsk, { onSuccess: () => notifySuccess('Se pidió la autoparte al patio') })
              }
            >
              {item.pull_order ? item.pull_order.status_label : 'Pedir al patio'}
            </Button>
          )}
          <Button component={Link} to={`/ml-orders/${order.id}`} variant="light">
            Ver venta
          </Button>
        </div>
      </div>
    </Paper>
  );
}
