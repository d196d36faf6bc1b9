import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupStarted } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { BACKUPS_KEY } from './get-backups';

export function startBackup(): Promise<BackupStarted> {
  return ok(api.POST('/api/backups'));
}

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBackup,
    // A 409 (another backup running) is toasted by the API client; either way the list shows what runs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
