import { Anchor, Badge, Button, Image, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isOpenPullStatus, PULL_ORDER_STATUS_LABELS, type PullOrderStatus } from '@yonke/domain';
import type { Sale, SaleLine } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { getSale, saleKey } from '../api/sales';

// A part line's orden de surtido at the counter: «Pedir al patio», then the yard's answer, kept
// live by refetching the ticket while an order is open (and whenever the window regains focus).

const LIVE_REFRESH_MS = 10_000;
const COLORS: Record<PullOrderStatus, string> = {
  pendiente: 'gray',
  tomada: 'blue',
  surtida: 'green',
  no_encontrada: 'red',
  danada: 'red',
};

/** Keeps the ticket fresh while the yard works on one of its lines. */
export function usePullLive(sale: Sale) {
  const waiting = sale.lines.some((line) => line.pull_status && isOpenPullStatus(line.pull_status));
  useQuery({
    queryKey: saleKey(sale.id),
    queryFn: ({ signal }) => getSale(sale.id, signal),
    refetchInterval: waiting ? LIVE_REFRESH_MS : false,
    refetchOnWindowFocus: true,
  });
}

export function LinePull({ sale, line }: { sale: Sale; line: SaleLine }) {
  const client = useQueryClient();
  const ask = useMutation({
    mutationFn: () =>
      ok(api.POST('/api/pull-orders', { body: { sale_id: sale.id, line_id: line.id } }), { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: saleKey(sale.id) }),
  });
  if (line.part_id === null) return null;
  if (line.pull_status) {
    return (
      <div aria-live="polite">
        <Badge color={COLORS[line.pull_status]} variant="light" size="lg" tt="none">
          Patio: {PULL_ORDER_STATUS_LABELS[line.pull_status]}
        </Badge>
        {line.pull_note && <Text size="sm">Nota del patio: {line.pull_note}</Text>}
        {line.pull_photo_url && (
          <Anchor href={line.pull_photo_url} target="_blank" rel="noopener" size="sm" display="block">
            <Image
              src={line.pull_photo_url}
              alt={`Foto del patio de ${line.part_code ?? line.description}`}
              w={96}
              h={72}
              radius="sm"
              fit="cover"
              mt={4}
            />
          </Anchor>
        )}
      </div>
    );
  }
  if (sale.status !== 'abierta') return null;
  return (
    <>
      <Button
        variant="light"
        mih={48}
        mt={4}
        loading={ask.isPending}
        onClick={() => ask.mutate()}
        aria-label={`Pedir ${line.part_code ?? line.description} al patio`}
      >
        Pedir al patio
      </Button>
      {ask.error && (
        <Text size="sm" c="red" role="alert">
          {ask.error instanceof ApiError ? ask.error.message : 'No se pudo pedir al patio.'}
        </Text>
      )}
    </>
  );
}
