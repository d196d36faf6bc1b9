import { useQuery } from '@tanstack/react-query';
import type { QuickAnswer } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

export const QUICK_ANSWERS_KEY = ['quick-answers'] as const;

export function getQuickAnswers(signal?: AbortSignal): Promise<QuickAnswer[]> {
  return ok(api.GET('/api/quick-answers', { signal }), { silent: true }).then((answer) => answer.data);
}

export function useQuickAnswers() {
  return useQuery({ queryKey: QUICK_ANSWERS_KEY, queryFn: ({ signal }) => getQuickAnswers(signal) });
}
