import { Paper, Stack, Title } from '@mantine/core';
import { useOrderClaims } from '../api/get-ml-claims';
import { ClaimCard } from './claim-card';

/** The order's Mercado Libre claims; nothing when it has none. */
export function OrderClaims({ orderId }: { orderId: number }) {
  const claims = useOrderClaims(orderId);
  const list = claims.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ml-order-claims">
      <Title order={2} size="h4" mb="sm" id="ml-order-claims">
        Reclamos
      </Title>
      <Stack gap="sm">
        {list.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} />
        ))}
      </Stack>
    </Paper>
  );
}
