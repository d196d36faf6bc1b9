import { useQuery } from '@tanstack/react-query';
import type { QuestionCount, QuestionList } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

export const QUESTIONS_KEY = ['questions'] as const;
export const QUESTION_COUNT_KEY = ['questions', 'count'] as const;

/** Unanswered buyer questions of the company's accounts, newest first (docs/product.md §10). */
export function getQuestions(signal?: AbortSignal): Promise<QuestionList> {
  return ok(api.GET('/api/questions', { signal }), { silent: true });
}

export function useQuestions() {
  return useQuery({
    queryKey: QUESTIONS_KEY,
    queryFn: ({ signal }) => getQuestions(signal),
    refetchInterval: 60_000,
  });
}

export function getQuestionCount(signal?: AbortSignal): Promise<QuestionCount> {
  return ok(api.GET('/api/questions/count', { signal }), { silent: true });
}

/** The menu badge; a new question shows within a minute without reloading. */
export function useQuestionCount(enabled: boolean) {
  return useQuery({
    queryKey: QUESTION_COUNT_KEY,
    queryFn: ({ signal }) => getQuestionCount(signal),
    enabled,
    refetchInterval: 60_000,
  });
}
