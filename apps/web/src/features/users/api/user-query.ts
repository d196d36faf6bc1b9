import type { UserQuery } from '../../../lib/users';
import type { UserFilters } from './types';

/** The sort choices of the list: "field:direction" as the API takes them. */
export const USER_SORTS = [
  { value: 'name:asc', label: 'Nombre (A–Z)' },
  { value: 'name:desc', label: 'Nombre (Z–A)' },
  { value: 'last_sign_in:desc', label: 'Último acceso' },
  { value: 'created:desc', label: 'Más recientes' },
  { value: 'company:asc', label: 'Empresa' },
];

/** The screen's filters as the list's query: only what is set travels. */
export function userQuery(filters: UserFilters): UserQuery {
  const [sort, direction] = filters.sort.split(':');
  return {
    page: filters.page,
    per_page: filters.perPage,
    sort: (sort ?? 'name') as UserQuery['sort'],
    direction: (direction ?? 'asc') as UserQuery['direction'],
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.role ? { role: Number(filters.role) } : {}),
    ...(filters.company ? { company: Number(filters.company) } : {}),
    ...(filters.active !== 'all' ? { active: filters.active } : {}),
  };
}
