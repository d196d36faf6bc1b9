import { Anchor, Group, Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can, formatDate } from '@yonke/domain';
import type { PartDonor } from '@yonke/domain/schemas';
import { Link } from 'react-router';
import { api, ok } from '../../lib/api';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { roleIds, useUser } from '../../lib/session';

// The donor vehicle of a part, shown on the part's detail and edit screens. Shared
// here because both features show it and features do not import each other.

const ofPart = (partId: number) => ({ path: { partId: String(partId) } });

const donorKey = (partId: number) => ['part-donor', partId] as const;

function useDonor(partId: number) {
  return useQuery({
    queryKey: donorKey(partId),
    queryFn: async ({ signal }) =>
      (
        await ok(api.GET('/api/vehicles/of-part/{partId}', { params: ofPart(partId), signal }), {
          silent: true,
        })
      ).data,
  });
}

function describe(donor: PartDonor): string {
  return [
    donor.title,
    donor.vin_tail && `VIN …${donor.vin_tail}`,
    `ingresó el ${formatDate(donor.intake_date)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Read-only line: "Vehículo donante: VH-12 · Volkswagen Jetta 2004 · VIN …4M000001 · ingresó el …". */
export function DonorVehicleLine({ partId }: { partId: number }) {
  const user = useUser();
  const donor = useDonor(partId).data;
  if (!donor) return null;
  const linkable = can(roleIds(user), 'manageVehicles');
  return (
    <Text size="sm" data-testid="donor-vehicle">
      <Text span c="dimmed" size="sm">
        Vehículo donante:{' '}
      </Text>
      {linkable ? (
        <Anchor component={Link} to={`/vehicles/${donor.id}`} size="sm" fw={600}>
          {donor.code}
        </Anchor>
      ) : (
        <Text span fw={600} size="sm">
          {donor.code}
        </Text>
      )}{' '}
      · {describe(donor)}
    </Text>
  );
}

/** The edit screen's choice of donor vehicle, for parts made from the part form. */
export function DonorVehicleSelect({ partId }: { partId: number }) {
  const user = useUser();
  const allowed = can(roleIds(user), 'manageVehicles') && can(roleIds(user), 'editParts');
  const queryClient = useQueryClient();
  const donor = useDonor(partId);
  const vehicles = useQuery({
    queryKey: ['vehicles', 'list', 'for-link'],
    queryFn: async ({ signal }) =>
      (
        await ok(api.GET('/api/vehicles', { params: { query: { sort: 'recent' } }, signal }), {
          silent: true,
        })
      ).data,
    enabled: allowed,
  });
  const link = useMutation({
    mutationFn: async (vehicleId: number | null) =>
      (
        await ok(
          api.PUT('/api/vehicles/of-part/{partId}', {
            params: ofPart(partId),
            body: { vehicle_id: vehicleId },
          }),
          {
            silent: true,
          },
        )
      ).data,
    onSuccess: (data) => queryClient.setQueryData(donorKey(partId), data),
    onError: (error) => notifyError(error instanceof ApiError ? error.message : 'No fue posible guardar.'),
  });
  if (!allowed) return <DonorVehicleLine partId={partId} />;
  const options = (vehicles.data ?? []).map((vehicle) => ({
    value: String(vehicle.id),
    label: `${vehicle.code} · ${vehicle.make.name} ${vehicle.model.name} ${vehicle.year}`,
  }));
  const current = donor.data;
  if (current && !options.some((option) => option.value === String(current.id))) {
    options.unshift({ value: String(current.id), label: `${current.code} · ${current.title}` });
  }
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label="Vehículo donante"
        placeholder="Sin vehículo"
        searchable
        clearable
        data={options}
        value={current ? String(current.id) : null}
        onChange={(value) => link.mutate(value ? Number(value) : null)}
        disabled={link.isPending || donor.isPending}
        w={{ base: '100%', xs: 320 }}
        description={current ? describe(current) : undefined}
      />
    </Group>
  );
}
