import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Divider,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { STATUS_NAMES, type StatusId } from '@yonke/domain';
import {
  VEHICLE_ACQUISITION_LABELS,
  VEHICLE_STATUS_LABELS,
  type VehicleChecklistItem,
  type VehicleDetail,
} from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PhotoGallery } from '../../../components/photo-gallery/photo-gallery';
import { apiUrl } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { openInNewTab } from '../../../lib/browser';
import { formatDate, formatMoney, formatMoneyPrecise } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { toSelectData, useReferenceList } from '../../../lib/reference-lists';
import { useArchiveVehicle, useDeleteVehicle } from '../api/archive-vehicle';
import { useCreateVehicleParts } from '../api/create-parts';
import { useVehicle } from '../api/get-vehicle';
import { useSaveVehicle } from '../api/save-vehicle';
import { useAddVehicleCost, useRemoveVehicleCost } from '../api/vehicle-costs';
import { useVehiclePhotos } from '../hooks/use-vehicle-photos';
import { VehicleForm } from './vehicle-form';

/** A vehicle (/vehicles/:id): photos, figures, costs, the dismantling checklist and its parts. */
export function VehiclePage() {
  const params = useParams();
  const id = Number(params.id);
  const query = useVehicle(id);
  const [editing, setEditing] = useState(false);
  const save = useSaveVehicle();

  if (query.isPending) return <Loader m="md" aria-label="Cargando vehículo" />;
  if (query.isError) {
    return (
      <Alert color="red" m="md">
        {query.error instanceof ApiError ? query.error.message : 'No fue posible cargar el vehículo.'}
      </Alert>
    );
  }
  const vehicle = query.data;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }} maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {vehicle.code} · {vehicle.make.name} {vehicle.model.name} {vehicle.year}
          </Title>
          <Text c="dimmed" size="sm">
            {vehicle.vin ? `VIN ${vehicle.vin}` : 'Sin VIN'} · Ingresó el {formatDate(vehicle.created_at)} ·{' '}
            {VEHICLE_ACQUISITION_LABELS[vehicle.acquisition]}
            {vehicle.location ? ` · ${vehicle.location.name}` : ''}
          </Text>
        </div>
        <Group gap="xs">
          <Badge size="lg" variant="light">
            {VEHICLE_STATUS_LABELS[vehicle.status]}
          </Badge>
          {vehicle.archived && (
            <Badge size="lg" color="gray">
              Archivado
            </Badge>
          )}
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} />}
            onClick={() => openInNewTab(apiUrl('/api/vehicles/{id}/label', { id: vehicle.id }))}
          >
            Etiqueta
          </Button>
          <Button variant="default" onClick={() => setEditing((value) => !value)}>
            {editing ? 'Cerrar edición' : 'Editar'}
          </Button>
        </Group>
      </Group>
      {vehicle.vin_warnings.map((warning) => (
        <Alert key={warning} color="yellow">
          {warning}
        </Alert>
      ))}
      {vehicle.same_vin.length > 0 && (
        <Alert color="yellow">
          Este VIN también está en{' '}
          {vehicle.same_vin.map((other, index) => (
            <span key={other.id}>
              {index > 0 && ', '}
              <Anchor component={Link} to={`/vehicles/${other.id}`}>
                {other.code}
              </Anchor>
            </span>
          ))}
          .
        </Alert>
      )}
      {editing && (
        <Card withBorder>
          <VehicleForm
            vehicle={vehicle}
            submitLabel="Guardar vehículo"
            pending={save.isPending}
            onSubmit={async (body) => {
              await save.mutateAsync({ id: vehicle.id, body });
              notifySuccess('Vehículo guardado.');
              setEditing(false);
            }}
          />
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <VehiclePhotos vehicle={vehicle} />
        <Profitability vehicle={vehicle} />
      </SimpleGrid>
      {vehicle.costs && <Costs vehicle={vehicle} />}
      <Checklist vehicle={vehicle} />
      <PartsList vehicle={vehicle} />
      <DangerZone vehicle={vehicle} />
    </Stack>
  );
}

function VehiclePhotos({ vehicle }: { vehicle: VehicleDetail }) {
  const photos = useVehiclePhotos(vehicle);
  return (
    <Card withBorder component="section" aria-labelledby="vehicle-photos">
      <Title order={2} size="h4" id="vehicle-photos" mb="sm">
        Fotos
      </Title>
      <PhotoGallery
        images={photos.images}
        progress={photos.progress}
        locked={false}
        name={`${vehicle.code} ${vehicle.make.name} ${vehicle.model.name} ${vehicle.year}`}
        testId="vehicle-photos"
        onUpload={photos.upload}
        onRemove={photos.remove}
        onMove={photos.move}
      />
    </Card>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="lg" c={tone}>
        {value}
      </Text>
    </div>
  );
}

function Profitability({ vehicle }: { vehicle: VehicleDetail }) {
  const { counts, money } = vehicle;
  return (
    <Card withBorder component="section" aria-labelledby="vehicle-figures">
      <Title order={2} size="h4" id="vehicle-figures" mb="sm">
        Rentabilidad
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {money && (
          <>
            <Figure label="Costo" value={formatMoneyPrecise(money.cost)} />
            <Figure label="Ingresos" value={formatMoneyPrecise(money.income)} />
            <Figure
              label="Margen"
              value={formatMoneyPrecise(money.margin)}
              tone={money.margin >= 0 ? 'green.8' : 'red.8'}
            />
          </>
        )}
        <Figure label="Valor en inventario" value={formatMoney(counts.stock_value)} />
        <Figure label="Piezas sacadas" value={String(counts.pulled)} />
        <Figure label="Vendidas" value={String(counts.sold)} />
        <Figure label="Disponibles" value={String(counts.available)} />
        <Figure label="Faltan por sacar" value={String(counts.missing)} />
        <Figure label="Días en patio" value={String(vehicle.days_in_yard)} />
      </SimpleGrid>
    </Card>
  );
}

function Costs({ vehicle }: { vehicle: VehicleDetail }) {
  const add = useAddVehicleCost();
  const remove = useRemoveVehicleCost();
  const [concept, setConcept] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return (
    <Card withBorder component="section" aria-labelledby="vehicle-costs">
      <Title order={2} size="h4" id="vehicle-costs" mb="sm">
        Costos
      </Title>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm">Compra</Text>
          <Text size="sm">{formatMoneyPrecise(vehicle.purchase_cost ?? 0)}</Text>
        </Group>
        {(vehicle.costs ?? []).map((line) => (
          <Group key={line.id} justify="space-between" wrap="nowrap">
            <Text size="sm">{line.concept}</Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{formatMoneyPrecise(line.amount)}</Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={`Quitar costo ${line.concept}`}
                onClick={() => remove.mutate({ id: vehicle.id, costId: line.id })}
              >
                <IconTrash size={16} />
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setErrors({});
          try {
            await add.mutateAsync({
              id: vehicle.id,
              concept,
              amount: amount === '' ? Number.NaN : Number(amount),
            });
            setConcept('');
            setAmount('');
          } catch (error) {
            if (error instanceof ApiError) setErrors(error.errors);
          }
        }}
      >
        <Group align="flex-start" mt="sm" wrap="wrap" gap="xs">
          <TextInput
            label="Concepto"
            placeholder="Grúa, trámites…"
            value={concept}
            onChange={(e) => setConcept(e.currentTarget.value)}
            error={errors.concept?.[0]}
            w={{ base: '100%', xs: 220 }}
          />
          <NumberInput
            label="Monto"
            prefix="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={amount}
            onChange={setAmount}
            error={errors.amount?.[0]}
            w={{ base: '100%', xs: 160 }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={add.isPending}>
            Agregar costo
          </Button>
        </Group>
      </form>
    </Card>
  );
}

function itemLabel(item: VehicleChecklistItem): string {
  return [item.category.name, item.position?.name, item.side?.name].filter(Boolean).join(' ');
}

function Checklist({ vehicle }: { vehicle: VehicleDetail }) {
  const [ticked, setTicked] = useState<number[]>([]);
  const [locationId, setLocationId] = useState<string | null>(
    vehicle.location ? String(vehicle.location.id) : null,
  );
  const locations = useReferenceList('locations');
  const create = useCreateVehicleParts();
  const open = vehicle.checklist.filter((item) => item.part === null);
  const toggle = (id: number, on: boolean) =>
    setTicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  async function createParts() {
    try {
      const answer = await create.mutateAsync({
        id: vehicle.id,
        itemIds: ticked,
        locationId: locationId ? Number(locationId) : null,
      });
      setTicked([]);
      notifySuccess(
        answer.created.length === 1
          ? 'Se creó 1 autoparte.'
          : `Se crearon ${answer.created.length} autopartes.`,
      );
    } catch (error) {
      if (error instanceof ApiError) notifyError(error.message);
    }
  }

  return (
    <Card withBorder component="section" aria-labelledby="vehicle-checklist">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="vehicle-checklist">
          Lista de desarmado
        </Title>
        <Checkbox
          label="Marcar todas las pendientes"
          checked={open.length > 0 && ticked.length === open.length}
          indeterminate={ticked.length > 0 && ticked.length < open.length}
          disabled={open.length === 0 || vehicle.archived}
          onChange={(e) => setTicked(e.currentTarget.checked ? open.map((item) => item.id) : [])}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={6}>
        {vehicle.checklist.map((item) =>
          item.part ? (
            <Group key={item.id} gap={8} wrap="nowrap" mih={36}>
              <Checkbox checked disabled aria-label={`${itemLabel(item)} (ya creada)`} readOnly />
              <Anchor component={Link} to={`/autopart/${item.part.id}`} size="sm">
                {itemLabel(item)}
              </Anchor>
              <Badge
                size="xs"
                variant="light"
                color={item.part.status_id === 4 ? 'gray' : 'blue'}
                style={{ flexShrink: 0 }}
              >
                {STATUS_NAMES[item.part.status_id as StatusId] ?? ''}
              </Badge>
            </Group>
          ) : (
            <Checkbox
              key={item.id}
              label={itemLabel(item)}
              checked={ticked.includes(item.id)}
              disabled={vehicle.archived}
              onChange={(e) => toggle(item.id, e.currentTarget.checked)}
              styles={{ body: { minHeight: 36, alignItems: 'center' } }}
            />
          ),
        )}
      </SimpleGrid>
      <Divider my="sm" />
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="Ubicación de las piezas"
          searchable
          clearable
          data={toSelectData(locations)}
          value={locationId}
          onChange={setLocationId}
          w={{ base: '100%', xs: 260 }}
        />
        <Button onClick={createParts} disabled={ticked.length === 0} loading={create.isPending}>
          Crear autopartes{ticked.length > 0 ? ` (${ticked.length})` : ''}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        Cada pieza se crea como Incompleto con la marca, el modelo y el año del vehículo, lista para fotos y
        precio.
      </Text>
      {vehicle.archived && (
        // Why the checklist is off, in words: a phone shows no tooltip.
        <Text size="sm" mt={6} data-testid="archived-reason">
          El vehículo está archivado: reactívalo para crear autopartes de su lista.
        </Text>
      )}
    </Card>
  );
}

function PartsList({ vehicle }: { vehicle: VehicleDetail }) {
  if (vehicle.parts.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="vehicle-parts">
      <Title order={2} size="h4" id="vehicle-parts" mb="sm">
        Autopartes de este vehículo ({vehicle.parts.length})
      </Title>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {vehicle.parts.map((part) => (
          <Group key={part.id} justify="space-between" wrap="nowrap" component="li">
            <Anchor component={Link} to={`/autopart/${part.id}`} size="sm">
              {part.name || `Autoparte ${part.id}`}
            </Anchor>
            <Text size="sm" c="dimmed">
              {STATUS_NAMES[part.status_id as StatusId] ?? ''}
              {part.status_id === 4 && part.final_price !== null
                ? ` · ${formatMoneyPrecise(part.final_price)}`
                : ''}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function DangerZone({ vehicle }: { vehicle: VehicleDetail }) {
  const archive = useArchiveVehicle();
  const remove = useDeleteVehicle();
  const navigate = useNavigate();
  return (
    <Card withBorder component="section" aria-labelledby="vehicle-danger" mt="xl">
      <Title order={2} size="h5" id="vehicle-danger" mb="xs">
        Archivar o eliminar
      </Title>
      <Group wrap="wrap">
        <Button
          variant="default"
          onClick={() => archive.mutate({ id: vehicle.id, archived: !vehicle.archived })}
        >
          {vehicle.archived ? 'Reactivar vehículo' : 'Archivar vehículo'}
        </Button>
        <Button
          color="red"
          variant="outline"
          onClick={async () => {
            if (!window.confirm(`¿Eliminar ${vehicle.code}? Esta acción no se puede deshacer.`)) return;
            try {
              await remove.mutateAsync(vehicle.id);
              notifySuccess(`${vehicle.code} eliminado.`);
              navigate('/vehicles');
            } catch (error) {
              if (error instanceof ApiError) notifyError(error.message);
            }
          }}
        >
          Eliminar vehículo
        </Button>
      </Group>
    </Card>
  );
}
