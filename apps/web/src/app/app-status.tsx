import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { probeServer } from '../lib/offline/connectivity';
import { useCountInProgress, useOnline } from '../lib/offline/use-offline';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * "Hay una versión nueva — Actualizar" (docs/decisions/015-installable-app.md). The new service worker waits
 * until the user chooses; while a count has unsaved scans the button waits too, so a reload never lands in
 * the middle of a count (docs/decisions/015-installable-app.md).
 */
export function UpdatePrompt() {
  const counting = useCountInProgress();
  const [needRefresh, setNeedRefresh] = useState(false);
  const [update, setUpdate] = useState<(() => Promise<void>) | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    // Loaded after the first screen, so that Workbox's window library stays out of the first load.
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateServiceWorker = registerSW({
        onNeedRefresh: () => setNeedRefresh(true),
        onRegisteredSW(_url, registration) {
          if (registration) timer = window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
        },
      });
      setUpdate(() => () => updateServiceWorker(true));
    });
    return () => window.clearInterval(timer);
  }, []);
  if (!needRefresh || !update) return null;
  return (
    <Alert color="blue" icon={<IconRefresh size={20} />} data-testid="update-prompt" py="xs" mb="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Hay una versión nueva
          {counting && (
            <Text span size="sm" fw={400}>
              {' '}
              — se podrá actualizar al guardar el inventario que estás contando
            </Text>
          )}
        </Text>
        <Button size="xs" disabled={counting} onClick={() => void update()}>
          Actualizar
        </Button>
      </Group>
    </Alert>
  );
}

/** Without connection every screen says what still works, instead of failing blankly. */
/** While the server cannot be reached, it is asked again this often. */
const PROBE_MS = 10_000;

export function OfflineBanner() {
  const online = useOnline();
  useEffect(() => {
    if (online) return;
    const timer = window.setInterval(() => void probeServer(), PROBE_MS);
    return () => window.clearInterval(timer);
  }, [online]);
  if (online) return null;
  return (
    <Alert
      color="gray"
      icon={<IconWifiOff size={20} />}
      data-testid="offline-banner"
      py="xs"
      mb="xs"
      role="status"
    >
      <Text size="sm">
        <b>Sin conexión.</b> Puedes contar inventario y ver las autopartes que abriste hace poco; lo demás
        necesita conexión.
      </Text>
    </Alert>
  );
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const INSTALL_DISMISSED = 'yonke.install.dismissed';

function isStandalone() {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function isPhone() {
  return window.matchMedia?.('(pointer: coarse)').matches && window.matchMedia('(max-width: 62em)').matches;
}

function isIos() {
  return /iPhone|iPad|iPod/.test(navigator.userAgent);
}

/**
 * "Instalar" on phones: where the browser offers installation (Android, Chromium) its own prompt;
 * on iPhone, which offers none, the two taps that do it. Once dismissed it stays away.
 */
export function InstallHint() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(INSTALL_DISMISSED) === '1');
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const installed = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  if (dismissed || isStandalone() || !isPhone()) return null;
  const ios = isIos();
  if (!offer && !ios) return null;
  const dismiss = () => {
    localStorage.setItem(INSTALL_DISMISSED, '1');
    setDismissed(true);
  };
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconDownload size={20} />}
      data-testid="install-hint"
      py="xs"
      mb="xs"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {ios
            ? 'Instala Yonke: toca Compartir y luego «Agregar a inicio»; abrirá sin conexión.'
            : 'Instala Yonke en tu teléfono: abre desde la pantalla de inicio y funciona sin conexión.'}
        </Text>
        <Group gap="xs">
          {offer && (
            <Button
              size="xs"
              onClick={() => {
                void offer.prompt();
                void offer.userChoice.finally(() => setOffer(null));
              }}
            >
              Instalar
            </Button>
          )}
          <Button size="xs" variant="default" onClick={dismiss}>
            Ahora no
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
