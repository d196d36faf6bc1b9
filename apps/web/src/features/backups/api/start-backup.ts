import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BACKUPS_KEY } from './get-backups';

export function startBackup(): Promise<{ id: number }> {
  return apiRequest<{ id: number }>('/api/backups', { method: 'POST' });
}

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBackup,
    // A 409 (another backup running) is toasted by the API client; either way the list shows what runs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
