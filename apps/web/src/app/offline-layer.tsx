import { useEffect } from 'react';
import { PendingSavesBadge } from '../features/stock-check/components/queued-saves';
import { useSaveQueueRunner } from '../features/stock-check/hooks/use-save-queue-runner';
import { claimOfflineData } from '../lib/offline/offline-data';
import { InstallHint, OfflineBanner, UpdatePrompt } from './app-status';

/**
 * What the installable app (docs/decisions/015-installable-app.md) adds to every screen, loaded after the
 * first one so that the first load stays within its budget: the device's kept data claimed for this user,
 * queued counts sent in the background, and the offline / update / install banners.
 */
export function StatusBanners({ userId }: { userId: number | undefined }) {
  useEffect(() => {
    if (userId !== undefined) void claimOfflineData(userId);
  }, [userId]);
  useSaveQueueRunner(userId);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <InstallHint />
    </>
  );
}

export { PendingSavesBadge };
