import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerBody, Question } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { QUESTIONS_KEY } from './get-questions';

export function answerQuestion(input: { id: number } & AnswerBody): Promise<Question> {
  return ok(
    api.POST('/api/questions/{id}/answer', { params: idPath(input.id), body: { text: input.text } }),
  ).then((answer) => answer.data);
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    // Answered, refused or deleted meanwhile: the inbox and the badge are read again either way.
    // Not awaited, so the caller's own callbacks (the toast) run before the card leaves the list.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY });
    },
  });
}
