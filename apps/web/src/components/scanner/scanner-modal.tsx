import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowRight,
  IconBolt,
  IconBoltOff,
  IconCameraOff,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
} from '@tabler/icons-react';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { ScannerError } from './camera-errors';
import { errorFeedback, readFeedback } from './feedback';
import { DEFAULT_SCAN_FORMATS, type ScanFormat } from './formats';
import classes from './scanner.module.css';
import { useCameraScanner } from './use-camera-scanner';

export type ScanSource = 'camera' | 'keyboard';

export interface ScannerModalProps {
  opened: boolean;
  onClose: () => void;
  /**
   * Every code, read by the camera or typed / sent by a keyboard-wedge scanner into the modal's
   * input (Enter), arrives here trimmed. Hosts parse it with parseScanCode from @yonke/domain.
   * Returning false (or a promise of false) says the code was of no use: an error tone sounds.
   */
  onCode: (code: string, source: ScanSource) => unknown;
  /** Camera problems, for the host screen; the modal explains them to the user itself. */
  onError?: (error: ScannerError) => void;
  title?: string;
  description?: ReactNode;
  /** Barcode formats to read; QR only by default. */
  formats?: readonly ScanFormat[];
  /** Shows "Cargando..." over the camera and stops reading, e.g. while a scanned part loads. */
  busy?: boolean;
  /** The same code read again by the camera within this time is ignored (the label is still in view). */
  repeatDelayMs?: number;
  /**
   * What the host made of the last code, shown under the camera. Toasts can be hidden behind a
   * full-screen modal's header on phones; this line is always in view while scanning.
   */
  result?: { tone: 'success' | 'info' | 'error'; text: string } | null;
}

const RESULT_COLORS = { success: 'green', info: 'blue', error: 'red' } as const;

const TYPED_MAX_LENGTH = 255;

type Camera = ReturnType<typeof useCameraScanner>;

function CameraErrorAlert({ camera }: { camera: Camera }) {
  const error = camera.error;
  if (!error) return null;
  // Retrying cannot help without a secure page, a camera API or a usable format.
  const canRetry =
    error.kind !== 'insecure-context' && error.kind !== 'no-stream-api' && error.kind !== 'invalid-formats';
  return (
    <Alert
      color={error.kind === 'insecure-context' ? 'orange' : 'red'}
      icon={<IconCameraOff size={20} />}
      title={error.title}
      data-testid="scanner-error"
      data-kind={error.kind}
    >
      <Stack gap="xs">
        <Text size="sm">{error.message}</Text>
        {canRetry && (
          <Group>
            <Button
              size="xs"
              variant="white"
              color="dark"
              leftSection={<IconRefresh size={16} />}
              onClick={camera.retry}
            >
              Reintentar
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** The torch (where the camera has one) and pause / resume, over the picture. */
function CameraControls({ camera }: { camera: Camera }) {
  const paused = camera.status === 'paused';
  return (
    <div className={classes.controls}>
      {camera.torch.supported && camera.status === 'streaming' && (
        <ActionIcon
          size="lg"
          radius="xl"
          variant={camera.torch.on ? 'white' : 'filled'}
          color={camera.torch.on ? 'yellow' : 'dark'}
          aria-label={camera.torch.on ? 'Apagar linterna' : 'Encender linterna'}
          aria-pressed={camera.torch.on}
          onClick={() => void camera.toggleTorch()}
        >
          {camera.torch.on ? <IconBoltOff size={20} /> : <IconBolt size={20} />}
        </ActionIcon>
      )}
      <ActionIcon
        size="lg"
        radius="xl"
        variant="filled"
        color="dark"
        aria-label={paused ? 'Reanudar cámara' : 'Pausar cámara'}
        onClick={paused ? camera.resume : camera.pause}
      >
        {paused ? <IconPlayerPlay size={20} /> : <IconPlayerPause size={20} />}
      </ActionIcon>
    </div>
  );
}

/** The code typed, or sent by a keyboard-wedge scanner, with its Enter. */
function TypedCodeForm(props: {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  autoFocus: boolean;
}) {
  return (
    <form onSubmit={props.onSubmit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          ref={props.inputRef}
          style={{ flex: 1 }}
          label="Código"
          placeholder="Escribe o escanea el código"
          value={props.value}
          maxLength={TYPED_MAX_LENGTH}
          onChange={(event) => props.onChange(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          // A keyboard-wedge scanner types into the focused field; on phones focusing it
          // would open the on-screen keyboard over the camera.
          data-autofocus={props.autoFocus || undefined}
        />
        <Button type="submit" aria-label="Usar código" px="sm" disabled={props.value.trim() === ''}>
          <IconArrowRight size={20} />
        </Button>
      </Group>
    </form>
  );
}

/**
 * The one scanner of the app: the camera (BarcodeDetector, or the ZXing polyfill served from our
 * own origin) and a text input for keyboard-wedge scanners and typing, both into `onCode`.
 */
export function ScannerModal({
  opened,
  onClose,
  onCode,
  onError,
  title = 'Escanear código',
  description,
  formats = DEFAULT_SCAN_FORMATS,
  busy = false,
  repeatDelayMs = 2500,
  result = null,
}: ScannerModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const hasKeyboard = useMediaQuery('(pointer: fine)', true, { getInitialValueInEffect: false });
  const [pending, setPending] = useState(false);
  const [typed, setTyped] = useState('');
  const [lastRead, setLastRead] = useState<string | null>(null);
  const last = useRef<{ value: string; at: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const handle = async (raw: string, source: ScanSource) => {
    const code = raw.trim();
    if (code === '') return;
    const now = Date.now();
    if (source === 'camera') {
      if (last.current && last.current.value === code && now - last.current.at < repeatDelayMs) return;
    }
    last.current = { value: code, at: now };
    readFeedback();
    setLastRead(code);
    setPending(true);
    try {
      const outcome = await onCode(code, source);
      if (outcome === false) errorFeedback();
    } catch {
      errorFeedback();
    } finally {
      setPending(false);
    }
  };

  const camera = useCameraScanner({
    active: opened,
    formats,
    hold: pending || busy,
    onDetect: (value) => void handle(value, 'camera'),
    onError,
  });

  useEffect(() => {
    if (!opened) {
      setLastRead(null);
      setTyped('');
      last.current = null;
    }
  }, [opened]);

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const value = typed;
    setTyped('');
    void handle(value, 'keyboard');
    inputRef.current?.focus();
  };

  const showVideo = camera.status === 'starting' || camera.status === 'streaming';
  const loading = busy || pending;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={isPhone}
      size="lg"
      centered
      radius={isPhone ? 0 : 'md'}
      data-testid="scanner-modal"
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="sm">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}

        {camera.status === 'error' && camera.error ? <CameraErrorAlert camera={camera} /> : null}

        <Box
          className={classes.viewport}
          hidden={camera.status === 'error' || camera.status === 'idle'}
          data-status={camera.status}
          data-engine={camera.engine ?? undefined}
          data-testid="scanner-viewport"
        >
          <video
            ref={camera.videoRef}
            className={classes.video}
            muted
            playsInline
            autoPlay
            hidden={!showVideo}
            aria-label="Vista de la cámara"
          />
          <canvas
            ref={camera.stillRef}
            className={classes.still}
            hidden={camera.status !== 'paused'}
            role="img"
            aria-label="Última imagen de la cámara"
          />
          {camera.status === 'streaming' && <div className={classes.frame} />}
          {camera.status === 'starting' && (
            <div className={classes.overlay}>
              <Loader color="white" size="sm" />
              <Text size="sm">Iniciando cámara…</Text>
            </div>
          )}
          {loading && camera.status !== 'starting' && (
            <div className={classes.overlay} data-testid="scanner-loading">
              <Loader color="white" size="sm" />
              <Text size="sm" fw={600}>
                Cargando...
              </Text>
            </div>
          )}
          {(camera.status === 'streaming' || camera.status === 'paused') && (
            <CameraControls camera={camera} />
          )}
          {lastRead && !loading && camera.status !== 'starting' && (
            <div className={classes.lastRead}>
              <Badge size="lg" color="dark" variant="filled" maw="100%" data-testid="scanner-last-read">
                {lastRead}
              </Badge>
            </div>
          )}
        </Box>

        {result ? (
          <Text
            size="sm"
            fw={600}
            ta="center"
            c={`${RESULT_COLORS[result.tone]}.8`}
            role="status"
            data-testid="scanner-result"
          >
            {result.text}
          </Text>
        ) : (
          camera.status === 'streaming' && (
            <Text size="sm" c="dimmed" ta="center">
              Apunta la cámara al código QR o de barras.
            </Text>
          )
        )}

        {camera.cameras.length > 1 && camera.status !== 'error' && (
          <Select
            label="Cámara"
            data={camera.cameras.map((option) => ({ value: option.deviceId, label: option.label }))}
            value={camera.cameraId ?? null}
            onChange={(value) => value && camera.chooseCamera(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}

        <TypedCodeForm
          inputRef={inputRef}
          value={typed}
          onChange={setTyped}
          onSubmit={submitTyped}
          autoFocus={hasKeyboard}
        />
      </Stack>
    </Modal>
  );
}
