import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idPath, ok } from '../../../lib/api';
import { QUICK_ANSWERS_KEY } from './get-quick-answers';

export function deleteQuickAnswer(id: number): Promise<unknown> {
  return ok(api.DELETE('/api/quick-answers/{id}', { params: idPath(id) }));
}

export function useDeleteQuickAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuickAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUICK_ANSWERS_KEY }),
  });
}
