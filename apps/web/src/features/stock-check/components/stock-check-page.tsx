import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconClipboardList,
  IconDeviceFloppy,
  IconHistory,
  IconMapPin,
  IconQrcode,
} from '@tabler/icons-react';
import { findScannedRow, PAGE_SIZE, parseScanCode, partCode } from '@yonke/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PaginationBar } from '../../../components/pagination-bar';
import {
  ALL_SCAN_FORMATS,
  ScanButton,
  ScannerModal,
  unlockScanSound,
  useKeyboardWedge,
} from '../../../components/scanner';
import { formatDateTime } from '../../../lib/format';
import { useReferenceList } from '../../../lib/reference-lists';
import { useBulkUpdate } from '../api/bulk-update';
import { getLocation } from '../api/get-location';
import { getReinventoryPart, getReinventoryPartByAg } from '../api/get-reinventory-part';
import type { StockPart } from '../api/types';
import { listDrafts } from '../hooks/draft-storage';
import { useStockCheckSession } from '../hooks/use-stock-check-session';
import { notifyError, notifySuccess, STOCK_TEXT } from '../notify';
import { HistoryModal } from './history-modal';
import classes from './stock-check.module.css';
import { StockTable } from './stock-table';

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= 2_147_483_647 ? number : null;
}

function Counter({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: number;
  color: string;
  testId: string;
}) {
  return (
    <Paper withBorder p={8} radius="md" className={classes.counter} bg={`var(--mantine-color-${color}-0)`}>
      <Text fw={800} size="xl" c={`${color}.8`} lh={1.1} data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
    </Paper>
  );
}

/** Inventario (/reinventory): a physical count of one location, by scanning or by hand. */
export function StockCheckPage() {
  const [params, setParams] = useSearchParams();
  const locationId = positiveInt(params.get('location'));
  const page = positiveInt(params.get('page')) ?? 1;
  const locations = useReferenceList('locations');
  const [scanned, setScanned] = useState<{ id: number; name: string } | null>(null);
  const listed = locations.find((option) => option.id === locationId);
  const location = useMemo(
    () =>
      locationId === null
        ? null
        : listed
          ? { id: listed.id, name: listed.name }
          : scanned?.id === locationId
            ? scanned
            : null,
    [locationId, listed, scanned],
  );

  // A location in the URL that is not in the cached list (just created, or a shared link).
  useEffect(() => {
    if (locationId === null || listed || scanned?.id === locationId) return;
    let cancelled = false;
    getLocation(locationId)
      .then((found) => !cancelled && setScanned({ id: found.id, name: found.name }))
      .catch(() => {
        if (cancelled) return;
        notifyError(STOCK_TEXT.locationNotFound);
        setParams({}, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [locationId, listed, scanned, setParams]);

  const session = useStockCheckSession(location);
  const save = useBulkUpdate();
  const [scannerOpen, setScannerOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [partLoading, setPartLoading] = useState(false);
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [scanResult, setScanResult] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(
    null,
  );
  const autoContinue = useRef<number | null>(null);

  // With no location the page's own empty state already says what to do.
  const saveHint =
    location !== null && !session.dirty && !save.isPending
      ? 'Marca o escanea autopartes para poder guardar.'
      : null;
  const lastPage = Math.max(1, Math.ceil(session.rows.length / PAGE_SIZE));
  const currentPage = Math.min(page, lastPage);
  const visible = session.rows.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  // The URL (and so `location`) changes only when the router commits the navigation, a moment
  // after the choice; a fast scanner can read the next label in between. Codes read meanwhile are
  // refused instead of being counted in the previous location.
  const requestedLocation = useRef<number | null>(locationId);
  const selectLocation = useCallback(
    (id: number | null) => {
      setHighlightId(null);
      requestedLocation.current = id;
      setParams(id === null ? {} : { location: String(id) });
    },
    [setParams],
  );
  useEffect(() => {
    requestedLocation.current = locationId;
  }, [locationId]);

  const goToPage = useCallback(
    (next: number) => {
      if (locationId === null) return;
      const query: Record<string, string> = { location: String(locationId) };
      if (next > 1) query.page = String(next);
      setParams(query, { replace: true });
    },
    [locationId, setParams],
  );

  /** Shows the scanned row: its page, outlined for a moment. */
  const reveal = useCallback(
    (id: number) => {
      const index = session.rowsRef.current.rows.findIndex((row) => row.part.id === id);
      if (index < 0) return;
      const rowPage = Math.floor(index / PAGE_SIZE) + 1;
      if (rowPage !== currentPage) goToPage(rowPage);
      setHighlightId(id);
    },
    [session.rowsRef, currentPage, goToPage],
  );

  const { pendingDraft, continueDraft } = session;
  useEffect(() => {
    if (pendingDraft && autoContinue.current === pendingDraft.locationId) {
      autoContinue.current = null;
      continueDraft();
    }
  }, [pendingDraft, continueDraft]);

  const applyScannedPart = (part: StockPart, via: 'id' | 'agId') => {
    const outcome = session.scanned(part, via);
    const message = outcome === 'added' ? STOCK_TEXT.added : STOCK_TEXT.found;
    notifySuccess(message);
    setScanResult({
      tone: outcome === 'added' ? 'success' : 'info',
      text: `${message}: ${partCode(part.id)} · ${part.name}`,
    });
    reveal(part.id);
  };

  const scanFailed = (message: string, code: string) => {
    notifyError(message);
    setScanResult({ tone: 'error', text: `${message}: ${code}` });
    return false;
  };

  /** Spec section 4: every scanned or typed code of the stock check. */
  const handleCode = async (raw: string): Promise<boolean> => {
    const code = parseScanCode(raw);
    if (code.kind === 'location') {
      try {
        const found = await getLocation(code.id);
        setScanned({ id: found.id, name: found.name });
        selectLocation(found.id);
        notifySuccess(`Ubicación ${found.name}`);
        setScanResult({ tone: 'info', text: `Ubicación ${found.name}: escanea sus autopartes` });
        return true;
      } catch {
        console.error(STOCK_TEXT.locationNotFound);
        return scanFailed(STOCK_TEXT.locationNotFound, raw);
      }
    }
    if (location && requestedLocation.current !== location.id) {
      return scanFailed('Cargando la ubicación, escanea de nuevo', raw);
    }
    if (!location || session.loading) return scanFailed(STOCK_TEXT.chooseLocationFirst, raw);
    if (code.kind === 'text') return scanFailed(STOCK_TEXT.notFound, raw);
    const listedRow = findScannedRow(session.rowsRef.current.rows, code);
    if (listedRow) {
      applyScannedPart(listedRow.part, code.kind === 'agId' ? 'agId' : 'id');
      return true;
    }
    setPartLoading(true);
    try {
      const part =
        code.kind === 'autopart'
          ? await getReinventoryPart(code.id, location.id)
          : await getReinventoryPartByAg(code.agId, location.id);
      applyScannedPart(part, code.kind === 'autopart' ? 'id' : 'agId');
      return true;
    } catch {
      return scanFailed(STOCK_TEXT.notFound, raw);
    } finally {
      setPartLoading(false);
    }
  };

  const submit = () => {
    if (!location) return;
    const rows = session.rows;
    save.mutate(
      {
        location: { id: location.id, name: location.name },
        autoparts: rows.map((row) => ({
          id: row.part.id,
          status_id: row.part.status_id,
          location_id: row.part.location_id,
          ml_id: row.part.ml_id,
          ml_status: row.part.ml_status,
          action: row.action,
        })),
      },
      {
        onSuccess: (result) => {
          session.markSaved(result.autoparts, location.id);
          notifySuccess(STOCK_TEXT.saved);
        },
        onError: () => notifyError(STOCK_TEXT.saveFailed),
      },
    );
  };

  const confirmSave = () => {
    const { found, added, missing } = session.counts;
    if (missing === 0) {
      submit();
      return;
    }
    modals.openConfirmModal({
      title: `Guardar inventario de ${location?.name ?? ''}`,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            {found} encontradas, {added} agregadas y <b>{missing} faltantes</b>.
          </Text>
          <Text size="sm">
            Las faltantes que estén disponibles pasarán a «No disponible» y se pausará su publicación en
            Mercado Libre.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Guardar', cancel: 'Seguir contando' },
      onConfirm: submit,
    });
  };

  // A hardware scanner works without opening the modal; with it open, its input takes the keys.
  useKeyboardWedge((code) => void handleCode(code), !scannerOpen && !historyOpen);

  const locationOptions = useMemo(
    () =>
      locations.map((option) => ({
        value: String(option.id),
        label: `${option.name} (Stock: ${option.stock})`,
      })),
    [locations],
  );
  // Re-read after each save and location change (localStorage is not reactive).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the triggers.
  const otherDrafts = useMemo(
    () => (locationId === null ? listDrafts().slice(0, 3) : []),
    [locationId, session.dirty],
  );

  const openScanner = () => {
    unlockScanSound();
    setScanResult(null);
    setScannerOpen(true);
  };

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          Inventario
        </Title>
        <Button
          variant="default"
          leftSection={<IconHistory size={18} />}
          onClick={() => setHistoryOpen(true)}
          size="sm"
        >
          Historial
        </Button>
      </Group>

      <div className={classes.toolbar}>
        <Select
          className={classes.select}
          label="Ubicación"
          placeholder="Busca o escanea una ubicación"
          data={locationOptions}
          value={locationId === null ? null : String(locationId)}
          onChange={(value) => selectLocation(value ? Number(value) : null)}
          searchable
          clearable
          nothingFoundMessage="Sin coincidencias"
          leftSection={<IconMapPin size={18} />}
          comboboxProps={{ withinPortal: true }}
          size="md"
        />
        <div className={classes.scan}>
          <ScanButton label="Escanear código QR" onClick={openScanner} size={42} />
        </div>
        <Button
          className={classes.save}
          size="md"
          leftSection={save.isPending ? undefined : <IconDeviceFloppy size={18} />}
          disabled={!session.dirty || save.isPending || location === null}
          aria-describedby={saveHint ? 'stock-save-hint' : undefined}
          onClick={confirmSave}
        >
          {save.isPending ? 'Cargando...' : 'Guardar'}
        </Button>
      </div>
      {/* Why Guardar is off, in words: a phone never shows a tooltip. */}
      {saveHint && (
        <Text id="stock-save-hint" size="sm" c="dimmed" data-testid="stock-save-hint">
          {saveHint}
        </Text>
      )}

      {session.pendingDraft && (
        <Alert
          color="yellow"
          icon={<IconClipboardList size={20} />}
          title="Inventario sin guardar"
          data-testid="draft-alert"
        >
          <Stack gap="xs">
            <Text size="sm">
              En este dispositivo hay un inventario de {session.pendingDraft.locationName} que no se guardó (
              {session.pendingDraft.rows.length} autopartes marcadas,{' '}
              {formatDateTime(session.pendingDraft.savedAt)}). ¿Quieres continuarlo?
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={session.continueDraft}>
                Continuar
              </Button>
              <Button size="xs" variant="default" onClick={session.discardDraft}>
                Descartar
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      {locationId === null && otherDrafts.length > 0 && (
        <Alert color="yellow" icon={<IconClipboardList size={20} />} title="Inventarios sin guardar">
          <Stack gap={6}>
            {otherDrafts.map((draft) => (
              <Group key={draft.locationId} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">
                  {draft.locationName}: {draft.rows.length} marcadas · {formatDateTime(draft.savedAt)}
                </Text>
                <Button
                  size="xs"
                  onClick={() => {
                    autoContinue.current = draft.locationId;
                    setScanned({ id: draft.locationId, name: draft.locationName });
                    selectLocation(draft.locationId);
                  }}
                >
                  Continuar
                </Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      )}

      {location && (
        <Group gap="xs" wrap="nowrap" data-testid="stock-counters">
          <Counter label="Encontradas" value={session.counts.found} color="blue" testId="count-found" />
          <Counter label="Agregadas" value={session.counts.added} color="green" testId="count-added" />
          <Counter label="Faltantes" value={session.counts.missing} color="red" testId="count-missing" />
        </Group>
      )}

      {locationId === null ? (
        <Paper withBorder radius="md" py={48} px="md">
          <Stack align="center" gap={6}>
            <IconQrcode size={56} stroke={1.2} color="var(--mantine-color-gray-5)" />
            <Title order={2} size="h4" ta="center">
              Selecciona o escanea una Ubicación
            </Title>
            <Text c="dimmed" ta="center">
              Para mostrar las autopartes
            </Text>
            <Button mt="xs" leftSection={<IconQrcode size={18} />} onClick={openScanner}>
              Escanear
            </Button>
          </Stack>
        </Paper>
      ) : session.loadError ? (
        <Alert color="red" title="No se pudieron cargar las autopartes de la ubicación">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Revisa la conexión y vuelve a intentarlo; lo que ya marcaste sigue en este dispositivo.
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
        <Paper withBorder radius="md" py={48} px="md">
          <Stack align="center" gap={6}>
            <Title order={2} size="h4" ta="center">
              No hay autopartes registradas en {location?.name}
            </Title>
            <Text c="dimmed" ta="center">
              Escanea las autopartes que encuentres aquí para agregarlas
            </Text>
            <Button mt="xs" leftSection={<IconQrcode size={18} />} onClick={openScanner}>
              Escanear
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
          <Text size="xs" c="dimmed" px="sm" pt="xs">
            Toca una fila para marcarla como encontrada sin escanear.
          </Text>
          <StockTable rows={visible} highlightId={highlightId} onToggle={session.toggle} />
        </Paper>
      )}

      {location && session.rows.length > 0 && (
        <PaginationBar
          total={session.rows.length}
          currentPage={currentPage}
          lastPage={lastPage}
          onPage={goToPage}
        />
      )}

      <ScannerModal
        opened={scannerOpen}
        onClose={() => setScannerOpen(false)}
        onCode={handleCode}
        onError={(error) => console.error(error.message)}
        formats={ALL_SCAN_FORMATS}
        busy={partLoading}
        result={scanResult}
        title={location ? `Inventario · ${location.name}` : 'Escanear ubicación'}
        description={
          location
            ? 'Escanea cada autoparte que encuentres. Escanea otra ubicación para cambiar de ubicación.'
            : 'Escanea la etiqueta de la ubicación que vas a contar.'
        }
      />
      <HistoryModal opened={historyOpen} onClose={() => setHistoryOpen(false)} location={location} />
    </Stack>
  );
}
