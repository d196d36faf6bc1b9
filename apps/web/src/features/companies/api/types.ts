import type { Company, CompanyDetail } from '@yonke/domain/schemas';

// The company as the API sends it is defined once in @yonke/domain/schemas.
export type { Company, CompanyDetail };

export interface CompanyInput {
  name: string;
  phone: string;
  address: string;
  description_template: string;
  /** One of MEXICO_TIME_ZONES (@yonke/domain). */
  time_zone: string;
}

export const COMPANIES_KEY = ['admin-companies'] as const;
