import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can, normalizeVin, parseScanCode, vehiclePath, vinTail } from '@yonke/domain';
import { VEHICLE_STATUS_LABELS, type VehicleSort, type VehicleSummary } from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ALL_SCAN_FORMATS, ScanButton, ScannerModal } from '../../../components/scanner';
import { Thumbnail } from '../../../components/thumbnail';
import { formatMoney } from '../../../lib/format';
import { roleIds, useUser } from '../../../lib/session';
import { useVehicles } from '../api/get-vehicles';
import { TemplateEditor } from './template-editor';

const SORT_OPTIONS: { value: VehicleSort; label: string }[] = [
  { value: 'recent', label: 'Más recientes' },
  { value: 'margin', label: 'Mayor margen' },
  { value: 'days', label: 'Más días en patio' },
];

/** Vehículos (/vehicles, roles 1, 2, 3 and 5): the donor cars and what each one earned. */
export function VehiclesPage() {
  const [sort, setSort] = useState<VehicleSort>('recent');
  const [archived, setArchived] = useState(false);
  const [vin, setVin] = useState('');
  const query = useVehicles({ sort, archived, vin: vin.replace(/[^A-Za-z0-9]/g, '') });
  const canEditTemplate = can(roleIds(useUser()), 'adminSupervisorFields');
  const [editingTemplate, setEditingTemplate] = useState(false);
  const [scanning, setScanning] = useState(false);
  const navigate = useNavigate();

  /** The vehicle label's QR (vehicle-n) opens that vehicle; any other code (a VIN barcode) filters. */
  const onCode = (raw: string) => {
    setScanning(false);
    const code = parseScanCode(raw);
    if (code.kind === 'vehicle') {
      navigate(vehiclePath(code.id));
      return true;
    }
    setVin(normalizeVin(raw).slice(0, 40));
    return true;
  };

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Vehículos
        </Title>
        <Group gap="xs">
          {canEditTemplate && (
            <Button variant="default" onClick={() => setEditingTemplate(true)}>
              Lista de desarmado
            </Button>
          )}
          <Button component={Link} to="/vehicles/new" leftSection={<IconPlus size={18} />}>
            Registrar vehículo
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
          <TextInput
            label="Buscar por VIN"
            description="Completo o sus últimos 8"
            value={vin}
            maxLength={40}
            onChange={(event) => setVin(event.currentTarget.value)}
            // A keyboard-wedge scanner types the label's vehicle-n and Enter into the box.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && parseScanCode(vin).kind === 'vehicle') onCode(vin);
            }}
            style={{ flex: 1 }}
            miw={0}
            w={{ base: '100%', xs: 240 }}
          />
          <ScanButton label="Escanear etiqueta o VIN" onClick={() => setScanning(true)} />
        </Group>
        <Select
          label="Ordenar por"
          data={SORT_OPTIONS}
          value={sort}
          allowDeselect={false}
          onChange={(value) => value && setSort(value as VehicleSort)}
          w={{ base: '100%', xs: 220 }}
        />
        <Switch
          label="Archivados"
          checked={archived}
          onChange={(e) => setArchived(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <TemplateEditor opened={editingTemplate} onClose={() => setEditingTemplate(false)} />
      <ScannerModal
        opened={scanning}
        onClose={() => setScanning(false)}
        onCode={onCode}
        formats={ALL_SCAN_FORMATS}
        title="Escanear vehículo"
        description="Escanea la etiqueta de un vehículo para abrirlo, o su VIN para buscarlo."
      />
      {query.isPending ? (
        <Loader aria-label="Cargando vehículos" />
      ) : query.isError ? (
        <Alert color="red">No fue posible cargar los vehículos. Inténtalo de nuevo.</Alert>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">
          {archived ? 'No hay vehículos archivados.' : 'Aún no hay vehículos registrados.'}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {query.data.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleCard vehicle={vehicle} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function VehicleCard({ vehicle }: { vehicle: VehicleSummary }) {
  const margin = vehicle.money?.margin;
  const title = `${vehicle.code} ${vehicle.make.name} ${vehicle.model.name} ${vehicle.year}`;
  return (
    // The link's name is the card's own text (as the part cards): a shorter aria-label would hide
    // what the card shows from speech input (WCAG 2.5.3, label in name; axe found it).
    <Card withBorder component={Link} to={`/vehicles/${vehicle.id}`} p="sm">
      {/* The cover beside the text keeps a card short on a phone, with or without a photo. */}
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box w={{ base: 96, sm: 120 }} style={{ flexShrink: 0 }}>
          <Thumbnail src={vehicle.cover_thumbnail} alt={`Foto de ${title}`} />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" mb={4} gap="xs">
            <Text fw={700}>{vehicle.code}</Text>
            <Badge variant="light">{VEHICLE_STATUS_LABELS[vehicle.status]}</Badge>
          </Group>
          <Text fw={500}>
            {vehicle.make.name} {vehicle.model.name} {vehicle.year}
          </Text>
          <Text size="sm" c="dimmed">
            {vehicle.vin ? `VIN …${vinTail(vehicle.vin)}` : 'Sin VIN'} · {vehicle.days_in_yard}{' '}
            {vehicle.days_in_yard === 1 ? 'día' : 'días'} en patio
          </Text>
          <Group gap="md" mt={4} wrap="wrap">
            <Text size="sm">
              Piezas: {vehicle.counts.pulled} · vendidas {vehicle.counts.sold}
            </Text>
            {margin !== undefined && (
              <Text size="sm" fw={600} c={margin >= 0 ? 'green.8' : 'red.8'}>
                Margen {formatMoney(margin)}
              </Text>
            )}
          </Group>
        </Box>
      </Group>
    </Card>
  );
}
