import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedUserDetail } from '@yonke/domain/schemas';
import { type ApiBody, type ApiQuery, api, idPath, ok } from './api';

// The managed user's one home on the web (Usuarios): the list and the detail under one key, and
// every change to a user refreshing them.

export type UserQuery = ApiQuery<'/api/admin/users', 'get'>;
export type CreateUserInput = ApiBody<'/api/admin/users', 'post'>;
export type UpdateUserInput = ApiBody<'/api/admin/users/{id}', 'put'> & { id: number };

export const userKeys = {
  all: ['admin-users'] as const,
  list: (query: UserQuery) => ['admin-users', 'list', query] as const,
  detail: (id: number | null) => ['admin-users', 'detail', id] as const,
};

export function useUsers(query: UserQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => ok(api.GET('/api/admin/users', { params: { query }, signal })),
    // The table keeps its rows while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useManagedUser(id: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => ok(api.GET('/api/admin/users/{id}', { params: idPath(id ?? 0), signal })),
    enabled: id !== null,
  });
}

export function createUser(body: CreateUserInput) {
  return ok(api.POST('/api/admin/users', { body }), { silent: true });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** An answer with the user: the detail is replaced and the lists reloaded. */
function useUserMutation<T>(mutationFn: (input: T) => Promise<ManagedUserDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: [...userKeys.all, 'list'] });
    },
  });
}

export function updateUser({ id, ...body }: UpdateUserInput) {
  return ok(api.PUT('/api/admin/users/{id}', { params: idPath(id), body }), { silent: true });
}

export const useUpdateUser = () => useUserMutation(updateUser);

export function setUserActive(input: { id: number; active: boolean }) {
  const params = idPath(input.id);
  return input.active
    ? ok(api.POST('/api/admin/users/{id}/activate', { params }))
    : ok(api.POST('/api/admin/users/{id}/deactivate', { params }));
}

export const useSetUserActive = () => useUserMutation(setUserActive);

export function resetPassword(id: number) {
  return ok(api.POST('/api/admin/users/{id}/reset-password', { params: idPath(id) }));
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function signOutUser(id: number) {
  return ok(api.POST('/api/admin/users/{id}/sign-out', { params: idPath(id) }));
}

export function useSignOutUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
