import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { QUICK_ANSWERS_KEY } from './get-quick-answers';

export function deleteQuickAnswer(id: number): Promise<unknown> {
  return apiRequest(`/api/quick-answers/${id}`, { method: 'DELETE' });
}

export function useDeleteQuickAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuickAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUICK_ANSWERS_KEY }),
  });
}
