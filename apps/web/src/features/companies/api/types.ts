export interface Company {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  description_template: string;
  active: boolean;
  logo_url: string | null;
  user_count: number;
}

export interface CompanyDetail extends Company {
  activity: {
    id: number;
    activity: string;
    created_at: string;
    user: { name: string; avatar_url: string | null } | null;
  }[];
}

export interface CompanyInput {
  name: string;
  phone: string;
  address: string;
  description_template: string;
}

export const COMPANIES_KEY = ['admin-companies'] as const;
