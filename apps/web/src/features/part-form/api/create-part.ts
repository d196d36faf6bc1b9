import { useMutation } from '@tanstack/react-query';
import type { Part, PartStoreInput, PartUpdateInput } from '@yonke/domain/schemas';
import { type ApiBody, api, ok } from '../../../lib/api';

/**
 * The form's fields as a store or update body carries them: the values the server's schema
 * produces, so a field the API renamed or retyped fails the build here.
 */
export type PartPayload = Partial<Omit<PartUpdateInput, 'version'>>;

export function createPart(payload: PartPayload & Pick<PartStoreInput, 'images'>): Promise<Part> {
  // Silent: 422 goes under the fields and every other error is shown by the form.
  // The form sends what the person filled in: a missing make or category is the server's 422,
  // shown under its field, so the body is not held to the document's required fields here.
  const body = payload as ApiBody<'/api/autoparts/store', 'post'>;
  return ok(api.POST('/api/autoparts/store', { body }), { silent: true });
}

export function useCreatePart() {
  return useMutation({ mutationFn: createPart });
}
