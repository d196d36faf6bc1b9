import type { ActivityEntry, ManagedUser, ManagedUserDetail } from '@yonke/domain/schemas';

// The user as the API sends it is defined once in @yonke/domain/schemas; what follows is this
// screen's own state.
export type { ActivityEntry, ManagedUser, ManagedUserDetail };

export interface UserFilters {
  search: string;
  role: string | null;
  company: string | null;
  active: 'all' | '1' | '0';
  sort: string;
  page: number;
  perPage: number;
}
