import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { claimDueText } from '@yonke/domain';
import type { MlClaim } from '@yonke/domain/schemas';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';

/** «Vence el Nov 30, 2026 (vence en 3 días)»: the date by the one formatter, the days by the domain's rule. */
export function dueLabel(dueAt: string | null, now: Date = new Date()): string {
  if (!dueAt) return '';
  return `Vence el ${formatDate(dueAt)} (${claimDueText(dueAt, now)})`;
}

/**
 * One Mercado Libre claim: state, reason, by when the seller must act and what it can do on the
 * marketplace, and the return when the part came back (the returns flow of the sale's ticket).
 */
export function ClaimCard({ claim, showOrder = false }: { claim: MlClaim; showOrder?: boolean }) {
  const open = claim.status === 'opened';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Reclamo ${claim.ml_claim_id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>
            {claim.type_label} {claim.ml_claim_id}
          </Text>
          <Group gap={6}>
            {claim.order_id === null && (
              <Badge color="yellow" variant="light">
                No vinculado
              </Badge>
            )}
            <Badge color={open ? 'orange' : 'gray'} variant="light">
              {claim.status_label}
            </Badge>
          </Group>
        </Group>
        {showOrder && (
          <Text size="sm">
            {claim.order_id !== null ? (
              <Anchor component={Link} to={`/ml-orders/${claim.order_id}`}>
                Pedido {claim.ml_order_id}
              </Anchor>
            ) : claim.ml_order_id ? (
              `Pedido ${claim.ml_order_id}: Yonke aún no tiene esta venta.`
            ) : (
              'Sin pedido de Mercado Libre conocido.'
            )}
          </Text>
        )}
        <Text size="sm">
          <strong>Motivo:</strong> {claim.reason}
        </Text>
        <Text size="sm">
          <strong>Etapa:</strong> {claim.stage_label}
        </Text>
        {open && claim.due_at && (
          <Text
            size="sm"
            c={claim.needs_action ? 'red.8' : undefined}
            fw={claim.needs_action ? 700 : undefined}
          >
            {dueLabel(claim.due_at)}
          </Text>
        )}
        {open && claim.actions.length > 0 && (
          <div>
            <Text size="sm" fw={700}>
              Lo que puedes hacer en Mercado Libre:
            </Text>
            <List size="sm" spacing={2}>
              {claim.actions.map((action) => (
                <List.Item key={action.action}>
                  {action.label}
                  {action.mandatory ? ' (obligatorio)' : ''}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {claim.resolution && (
          <Text size="sm">
            <strong>Resolución:</strong> {claim.resolution}
            {claim.closed_at ? ` · ${formatDate(claim.closed_at)}` : ''}
          </Text>
        )}
        {claim.return_status !== null && !claim.return_received && (
          <Text size="sm" c="dimmed">
            El comprador está devolviendo la autoparte; aún no llega al yonke.
          </Text>
        )}
        {claim.return_received && <ReturnReceived claim={claim} />}
      </Stack>
    </Paper>
  );
}

function ReturnReceived({ claim }: { claim: MlClaim }) {
  if (claim.line_returned) {
    return (
      <Alert color="green" title="Devolución recibida">
        La devolución ya se registró en Yonke.
      </Alert>
    );
  }
  return (
    <Alert color="blue" title="Devolución recibida">
      <Stack gap="xs">
        <Text size="sm">
          La autoparte regresó al yonke. Registra la devolución para decidir si vuelve al inventario, a
          revisión o a merma.
        </Text>
        {claim.sale_id !== null ? (
          <Button
            component={Link}
            to={`/returns/new?sale=${claim.sale_id}${claim.order_id !== null ? `&ml_order=${claim.order_id}` : ''}`}
            mih={48}
            w="fit-content"
          >
            Registrar devolución
          </Button>
        ) : (
          <Text size="sm">
            Esta venta no tiene ticket en el registro de ventas: no hay nada que devolver.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
