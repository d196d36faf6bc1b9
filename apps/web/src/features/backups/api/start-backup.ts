import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupStarted } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { BACKUPS_KEY } from './get-backups';

export function startBackup(): Promise<{ id: number }> {
  return apiRequest<BackupStarted>('/api/backups', { method: 'POST' });
}

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBackup,
    // A 409 (another backup running) is toasted by the API client; either way the list shows what runs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
