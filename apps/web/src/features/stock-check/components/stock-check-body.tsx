import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import type { useStockCheckSession } from '../hooks/use-stock-check-session';
import type { CountedLocation } from '../hooks/use-stock-check-url';
import { STOCK_TEXT } from '../notify';
import { ScanPrompt } from './scan-prompt';
import { StockTable } from './stock-table';

type Session = ReturnType<typeof useStockCheckSession>;

/**
 * What the count shows under the toolbar: the prompt to choose a location, its loading or its
 * error, an empty location, or the page of its parts to tick.
 */
export function StockCheckBody({
  locationId,
  location,
  session,
  visible,
  highlightId,
  online,
  onScan,
}: {
  /** From the address: set before its location has loaded. */
  locationId: number | null;
  location: CountedLocation | null;
  session: Session;
  visible: Session['rows'];
  highlightId: number | null;
  online: boolean;
  onScan: () => void;
}) {
  return locationId === null ? (
    <ScanPrompt
      icon={<IconQrcode size={56} stroke={1.2} color="var(--mantine-color-gray-5)" />}
      title="Selecciona o escanea una Ubicación"
      hint="Para mostrar las autopartes"
      onScan={onScan}
    />
  ) : session.loadError ? (
    <Alert
      color="red"
      title={online ? 'No se pudieron cargar las autopartes de la ubicación' : STOCK_TEXT.offlineLocation}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {online
            ? 'Revisa la conexión y vuelve a intentarlo; lo que ya marcaste sigue en este dispositivo.'
            : 'Ábrela una vez con conexión para poder contarla sin conexión; lo que ya marcaste sigue en este dispositivo.'}
        </Text>
        <Button size="xs" variant="white" color="dark" onClick={() => void session.reload()}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  ) : session.loading ? (
    <Center py={60}>
      <Loader />
    </Center>
  ) : session.rows.length === 0 ? (
    <ScanPrompt
      title={`No hay autopartes registradas en ${location?.name ?? ''}`}
      hint="Escanea las autopartes que encuentres aquí para agregarlas"
      onScan={onScan}
    />
  ) : (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
      <Text size="xs" c="dimmed" px="sm" pt="xs">
        Toca una fila para marcarla como encontrada sin escanear. El lápiz abre la autoparte.
      </Text>
      <StockTable rows={visible} highlightId={highlightId} onToggle={session.toggle} />
    </Paper>
  );
}
