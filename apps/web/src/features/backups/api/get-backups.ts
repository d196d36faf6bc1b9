import { useQuery } from '@tanstack/react-query';
import type { BackupItem, BackupList, BackupTrigger } from '@yonke/domain/schemas';
import { api, apiUrl, ok } from '../../../lib/api';

export type { BackupItem, BackupList, BackupTrigger };

export const BACKUPS_KEY = ['backups'] as const;

export function getBackups(signal?: AbortSignal): Promise<BackupList> {
  return ok(api.GET('/api/backups', { signal }));
}

/** While a backup runs the list is read again every two seconds, so the new file shows up by itself. */
export function useBackups() {
  return useQuery({
    queryKey: BACKUPS_KEY,
    queryFn: ({ signal }) => getBackups(signal),
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });
}

export const downloadUrl = (name: string) => apiUrl('/api/backups/{name}/download', { name });
