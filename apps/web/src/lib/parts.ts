import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Part, PartMarketplace, StoredComment } from '@yonke/domain/schemas';
import { api, idPath, ok } from './api';

// The part's one home on the web: its cache keys, its reads and the writes two screens share
// (the detail and the form). A feature composes these; it does not fetch a part its own way.

export const partKeys = {
  /** Every list of parts (search, inventory, sales, counts): refreshed after a write. */
  lists: ['parts'] as const,
  /** The part as any signed-in person reads it (the detail screen). */
  detail: (id: number) => ['part', id] as const,
  /** The company-scoped read the form edits, under the detail's key so a save refreshes both. */
  editable: (id: number) => ['part', id, 'form'] as const,
  /** Its listing's health and its buyers' questions (the detail and the form's header). */
  marketplace: (id: number) => ['part-marketplace', id] as const,
};

// One call serves both detail screens. GET /api/autoparts/{id} opens any company's part (the read
// view of the whole catalogue) and adds comments and activity only when the caller may see them
// (same company or role 1; activity for roles 1, 2 and 5).
export async function getPart(id: number, signal?: AbortSignal): Promise<Part> {
  try {
    // Silent: the screen answers a failure with its own "No encontramos lo que buscas" panel.
    return await ok(api.GET('/api/autoparts/{id}', { params: idPath(id), signal }), { silent: true });
  } catch (error) {
    console.error('Error al consultar en la API:', error);
    throw error;
  }
}

export const partQueryOptions = (id: number) =>
  queryOptions({ queryKey: partKeys.detail(id), queryFn: ({ signal }) => getPart(id, signal) });

export function usePart(id: number) {
  return useQuery(partQueryOptions(id));
}

/** GET /api/autoparts/showByUser/{id}: the company-scoped read; another company's part is a 404, as for update. */
export function getEditablePart(id: number, signal?: AbortSignal): Promise<Part> {
  return ok(api.GET('/api/autoparts/showByUser/{id}', { params: idPath(id), signal }), { silent: true });
}

export function useEditablePart(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: partKeys.editable(id ?? 0),
      queryFn: ({ signal }) => getEditablePart(id ?? 0, signal),
      enabled: id !== null,
      staleTime: 0,
    }),
  );
}

export function addComment(partId: number, comment: string): Promise<StoredComment> {
  return ok(api.POST('/api/autoparts/comments/store', { body: { comment, autopart_id: partId } }));
}

/** Adds the comment to whichever reads of the part are on screen; nothing else of the part reloads. */
export function useAddComment(partId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => addComment(partId, comment),
    onSuccess: (stored) => {
      // Newest first, as the server lists them; the form's edits and version stay as they are.
      const withComment = (part: Part | undefined) =>
        part ? { ...part, comments: [stored, ...(part.comments ?? [])] } : part;
      queryClient.setQueryData<Part>(partKeys.detail(partId), withComment);
      queryClient.setQueryData<Part>(partKeys.editable(partId), withComment);
    },
  });
}

/**
 * POST /api/autoparts/clone (docs/product.md §6: every role may duplicate). The copy belongs to the
 * original's company and starts Incompleto; a refusal is shown by the client's usual toast.
 */
export function clonePart(id: number): Promise<Part> {
  return ok(api.POST('/api/autoparts/clone', { body: { id } }));
}

export function useClonePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clonePart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.lists }),
  });
}

/** The part's listing health and its buyers' questions (docs/product.md §10). */
export function getPartMarketplace(id: number, signal?: AbortSignal): Promise<PartMarketplace> {
  return ok(api.GET('/api/autoparts/{id}/marketplace', { params: idPath(id), signal }), { silent: true });
}

export function usePartMarketplace(id: number, enabled = true) {
  return useQuery({
    queryKey: partKeys.marketplace(id),
    queryFn: ({ signal }) => getPartMarketplace(id, signal),
    enabled,
  });
}
