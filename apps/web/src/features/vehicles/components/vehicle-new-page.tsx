import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useSaveVehicle } from '../api/save-vehicle';
import { VehicleForm } from './vehicle-form';

/** Registrar vehículo (/vehicles/new). */
export function VehicleNewPage() {
  const navigate = useNavigate();
  const save = useSaveVehicle();
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={1100}>
      <Title order={1} size="h2">
        Registrar vehículo
      </Title>
      <VehicleForm
        submitLabel="Registrar vehículo"
        pending={save.isPending}
        onSubmit={async (body) => {
          const vehicle = await save.mutateAsync({ body });
          notifySuccess(`Vehículo ${vehicle.code} registrado.`);
          navigate(`/vehicles/${vehicle.id}`);
        }}
      />
    </Stack>
  );
}
