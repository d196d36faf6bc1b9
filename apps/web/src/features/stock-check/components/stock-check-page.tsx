import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconHistory, IconMapPin } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { PaginationBar } from '../../../components/pagination-bar';
import {
  ALL_SCAN_FORMATS,
  ScanButton,
  ScannerModal,
  unlockScanSound,
  useKeyboardWedge,
} from '../../../components/scanner';
import { useOnline } from '../../../lib/offline/use-offline';
import { useDraftResume } from '../hooks/use-draft-resume';
import { QUEUED_SAVED_EVENT, type QueuedSavedDetail } from '../hooks/use-save-queue-runner';
import { useStockCheckSave } from '../hooks/use-stock-check-save';
import { useStockCheckScan } from '../hooks/use-stock-check-scan';
import { useStockCheckSession } from '../hooks/use-stock-check-session';
import type { CountedLocation } from '../hooks/use-stock-check-url';
import { pageWindow, useStockCheckUrl } from '../hooks/use-stock-check-url';
import { OtherDraftsAlert, PendingDraftAlert, SupersededDraftAlert } from './draft-alerts';
import { HistoryModal } from './history-modal';
import { ConflictsAlert, QueuedSaves } from './queued-saves';
import classes from './stock-check.module.css';
import { StockCheckBody } from './stock-check-body';
import { StockCounters } from './stock-counters';
import { StockDifference } from './stock-difference';

/**
 * Inventario (/reinventory): a physical count of one location, by scanning or by hand. The URL
 * says what is counted, the session holds the count, scanning and saving have a hook each.
 */
export function StockCheckPage() {
  const url = useStockCheckUrl();
  const { location, locationId } = url;
  const session = useStockCheckSession(location);
  const { lastPage, currentPage, visible } = pageWindow(session.rows, url.page);
  const [scannerOpen, setScannerOpen] = useState(false);
  const scan = useStockCheckScan({
    location,
    requestedLocation: url.requestedLocation,
    session,
    openLocation: url.openLocation,
    currentPage,
    goToPage: url.goToPage,
    knownLocations: url.locations,
    scannerOpen,
  });
  const save = useStockCheckSave(location, session);
  const chooseLocation = (id: number | null) => {
    scan.clearHighlight();
    url.selectLocation(id);
  };
  const drafts = useDraftResume(locationId, session, (found: CountedLocation) => {
    scan.clearHighlight();
    url.openLocation(found);
  });
  const online = useOnline();
  const { followQueued } = session;
  // A count queued earlier was sent while this location is open: its rows follow the server.
  useEffect(() => {
    const follow = (event: Event) => {
      const { locationId: saved, autoparts } = (event as CustomEvent<QueuedSavedDetail>).detail;
      followQueued(autoparts, saved);
    };
    window.addEventListener(QUEUED_SAVED_EVENT, follow);
    return () => window.removeEventListener(QUEUED_SAVED_EVENT, follow);
  }, [followQueued]);
  const [historyOpen, setHistoryOpen] = useState(false);

  // A hardware scanner works without opening the modal; with it open, its input takes the keys.
  useKeyboardWedge((code) => void scan.handleCode(code), !scannerOpen && !historyOpen);

  const locationOptions = useMemo(
    () =>
      url.locations.map((option) => ({
        value: String(option.id),
        label: `${option.name} (Stock: ${option.stock})`,
      })),
    [url.locations],
  );

  const openScanner = () => {
    unlockScanSound();
    scan.clearScanResult();
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
          label="Ubicación"
          placeholder="Busca o escanea una ubicación"
          data={locationOptions}
          value={locationId === null ? null : String(locationId)}
          onChange={(value) => chooseLocation(value ? Number(value) : null)}
          searchable
          clearable
          nothingFoundMessage="Sin coincidencias"
          leftSection={<IconMapPin size={18} />}
          comboboxProps={{ withinPortal: true }}
          size="md"
        />
        <ScanButton label="Escanear código QR" onClick={openScanner} size={42} />
      </div>

      <div className={classes.pinned} data-testid="stock-pinned">
        {location ? <StockCounters counts={session.counts} /> : <div className={classes.pinnedCounters} />}
        <Button
          className={classes.save}
          size="md"
          leftSection={save.saving ? undefined : <IconDeviceFloppy size={18} />}
          disabled={!save.canSave}
          aria-describedby={save.hint ? 'stock-save-hint' : undefined}
          onClick={save.confirmSave}
        >
          {save.saving ? 'Cargando...' : 'Guardar'}
        </Button>
      </div>
      {save.hint && (
        <Text id="stock-save-hint" size="sm" c="dimmed" data-testid="stock-save-hint">
          {save.hint}
        </Text>
      )}
      {location && <StockDifference location={location} />}

      <QueuedSaves />
      {save.conflicts && (
        <ConflictsAlert
          locationName={save.conflicts.locationName}
          conflicts={save.conflicts.conflicts}
          names={save.conflicts.names}
          onClose={save.dismissConflicts}
        />
      )}

      {session.pendingDraft && (
        <PendingDraftAlert
          draft={session.pendingDraft}
          onContinue={session.continueDraft}
          onDiscard={session.discardDraft}
        />
      )}

      {session.superseded && (
        <SupersededDraftAlert superseded={session.superseded} onClose={session.dismissSuperseded} />
      )}

      {locationId === null && drafts.otherDrafts.length > 0 && (
        <OtherDraftsAlert drafts={drafts.otherDrafts} onResume={drafts.resume} />
      )}

      <StockCheckBody
        locationId={locationId}
        location={location}
        session={session}
        visible={visible}
        highlightId={scan.highlightId}
        online={online}
        onScan={openScanner}
      />

      {location && session.rows.length > 0 && (
        <PaginationBar
          total={session.rows.length}
          currentPage={currentPage}
          lastPage={lastPage}
          onPage={url.goToPage}
        />
      )}

      <ScannerModal
        opened={scannerOpen}
        onClose={() => setScannerOpen(false)}
        onCode={scan.handleCode}
        onError={(error) => console.error(error.message)}
        formats={ALL_SCAN_FORMATS}
        busy={scan.partLoading}
        result={scan.scanResult}
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
