import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type BackupTrigger = 'automatic' | 'manual' | 'pre-migration';

export interface BackupItem {
  name: string;
  created_at: string;
  size_bytes: number;
  trigger: BackupTrigger;
  /** parts, photos, users…; null for a file this installation did not record (copied in). */
  counts: Record<string, number> | null;
}

export interface BackupList {
  backups: BackupItem[];
  running: { started_at: string; trigger: BackupTrigger } | null;
  last_failure: { at: string; trigger: BackupTrigger; message: string } | null;
  schedule: { time: string | null; time_zone: string; keep_daily: number; keep_weekly: number };
  directory: string;
}

export const BACKUPS_KEY = ['backups'] as const;

export function getBackups(signal?: AbortSignal): Promise<BackupList> {
  return apiRequest<BackupList>('/api/backups', { signal });
}

/** While a backup runs the list is read again every two seconds, so the new file shows up by itself. */
export function useBackups() {
  return useQuery({
    queryKey: BACKUPS_KEY,
    queryFn: ({ signal }) => getBackups(signal),
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });
}

export const downloadUrl = (name: string) => `/api/backups/${encodeURIComponent(name)}/download`;
