/** Words every admin list shows the same way (docs/product.md §5 and §8). */
export const ADMIN_LIST_TEXT = {
  empty: 'No Available Data',
  retry: 'Reintentar',
  tooLong: (max: number) => `El nombre no debe tener más de ${max} caracteres.`,
} as const;
