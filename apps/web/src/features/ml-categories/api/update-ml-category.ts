import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MlCategoryMapping } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { mlCategoriesKey } from './get-ml-categories';

export function useUpdateMlCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, mlCategoryId }: { categoryId: number; mlCategoryId: string }) =>
      ok(
        api.PUT('/api/ml/categories/{id}', {
          params: { path: { id: String(categoryId) } },
          body: { ml_category_id: mlCategoryId },
        }),
        { silent: true },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData<MlCategoryMapping[]>(mlCategoriesKey, (rows) =>
        rows?.map((row) => (row.category.id === saved.category.id ? saved : row)),
      );
    },
  });
}
