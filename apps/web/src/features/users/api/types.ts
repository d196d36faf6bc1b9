export interface ManagedUser {
  id: number;
  name: string;
  email: string;
  avatar_url: string | null;
  roles: { role_id: number; name: string }[];
  store: { id: number; name: string };
  active: boolean;
  must_change_password: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

export interface ActivityEntry {
  id: number;
  activity: string;
  created_at: string;
  user: { name: string; avatar_url: string | null } | null;
}

export interface ManagedUserDetail extends ManagedUser {
  activity: ActivityEntry[];
}

export interface UserFilters {
  search: string;
  role: string | null;
  company: string | null;
  active: 'all' | '1' | '0';
  sort: string;
  page: number;
  perPage: number;
}

export const USERS_KEY = ['admin-users'] as const;
