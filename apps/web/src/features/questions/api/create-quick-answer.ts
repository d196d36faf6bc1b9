import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickAnswer, QuickAnswerBody } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { QUICK_ANSWERS_KEY } from './get-quick-answers';

export function createQuickAnswer(input: QuickAnswerBody): Promise<QuickAnswer> {
  return apiRequest<{ data: QuickAnswer }>('/api/quick-answers', { method: 'POST', body: input }).then(
    (answer) => answer.data,
  );
}

export function useCreateQuickAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuickAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUICK_ANSWERS_KEY }),
  });
}
