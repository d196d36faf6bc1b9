import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedUser } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { USERS_KEY } from './types';

export interface CreateUserInput {
  name: string;
  email: string;
  roles: number[];
  company_id: number | null;
  /** null: the server generates a temporary password and returns it once. */
  password: string | null;
}

export function createUser(input: CreateUserInput) {
  return apiRequest<CreatedUser>('/api/admin/users', {
    method: 'POST',
    body: input,
    silent: true,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
