import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MlCategoryMapping } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { mlCategoriesKey } from './get-ml-categories';

export function useUpdateMlCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, mlCategoryId }: { categoryId: number; mlCategoryId: string }) =>
      apiRequest<MlCategoryMapping>(`/api/ml/categories/${categoryId}`, {
        method: 'PUT',
        body: { ml_category_id: mlCategoryId },
        silent: true,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<MlCategoryMapping[]>(mlCategoriesKey, (rows) =>
        rows?.map((row) => (row.category.id === saved.category.id ? saved : row)),
      );
    },
  });
}
