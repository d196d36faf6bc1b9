import { useMutation } from '@tanstack/react-query';
import type { Part, PartStoreInput, PartUpdateInput } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * The form's fields as a store or update body carries them: the values the server's schema
 * produces, so a field the API renamed or retyped fails the build here.
 */
export type PartPayload = Partial<Omit<PartUpdateInput, 'version'>>;

export function createPart(payload: PartPayload & Pick<PartStoreInput, 'images'>): Promise<Part> {
  // Silent: 422 goes under the fields and every other error is shown by the form.
  return apiRequest<Part>('/api/autoparts/store', { method: 'POST', body: payload, silent: true });
}

export function useCreatePart() {
  return useMutation({ mutationFn: createPart });
}
