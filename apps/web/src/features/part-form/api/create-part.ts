import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FormPart } from './types';

export type PartPayload = Record<string, unknown>;

export function createPart(payload: PartPayload): Promise<FormPart> {
  // Silent: 422 goes under the fields and every other error is shown by the form.
  return apiRequest<FormPart>('/api/autoparts/store', { method: 'POST', body: payload, silent: true });
}

export function useCreatePart() {
  return useMutation({ mutationFn: createPart });
}
