import { Alert, Button, Modal, Select, Stack, Text } from '@mantine/core';
import type { PullOrder } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAssignOrder, usePullWorkers } from '../api/pull-orders';

/** «Pasar a otra persona» / «Asignar a…»: the order goes to another yard worker of the company. */
export function AssignOrderModal({ order, onClose }: { order: PullOrder; onClose: () => void }) {
  const workers = usePullWorkers(true);
  const assign = useAssignOrder();
  const [userId, setUserId] = useState<string | null>(null);
  const error = assign.error instanceof ApiError ? assign.error : null;
  const options = (workers.data?.items ?? [])
    .filter((worker) => worker.id !== order.taken_by_id)
    .map((worker) => ({ value: String(worker.id), label: worker.name }));
  return (
    <Modal opened onClose={onClose} title={`${order.part_code} · ${order.part_name}`} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (userId === null) return;
          assign.mutate({ id: order.id, user_id: Number(userId) }, { onSuccess: onClose });
        }}
      >
        <Stack>
          {order.taken_by_name && <Text>La tiene {order.taken_by_name}.</Text>}
          <Select
            label="Pasar a"
            placeholder={workers.isPending ? 'Cargando…' : 'Elige a alguien del patio'}
            data={options}
            value={userId}
            onChange={setUserId}
            size="md"
            searchable
            nothingFoundMessage="Nadie más del patio"
            error={error?.field('user_id')}
            data-autofocus
          />
          {workers.error && <Alert color="red">{workers.error.message}</Alert>}
          {error && !error.field('user_id') && <Alert color="red">{error.message}</Alert>}
          <Button type="submit" size="lg" disabled={userId === null} loading={assign.isPending}>
            Pasar la orden
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
