import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickAnswer, QuickAnswerBody } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { QUICK_ANSWERS_KEY } from './get-quick-answers';

export function createQuickAnswer(input: QuickAnswerBody): Promise<QuickAnswer> {
  return ok(api.POST('/api/quick-answers', { body: input })).then((answer) => answer.data);
}

export function useCreateQuickAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuickAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUICK_ANSWERS_KEY }),
  });
}
