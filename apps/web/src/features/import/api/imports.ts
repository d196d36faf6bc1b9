import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImportField } from '@yonke/domain';
import { apiRequest } from '../../../lib/api-client';

export type ImportStatus = 'uploaded' | 'queued' | 'running' | 'completed' | 'cancelled' | 'failed';

export interface ImportRecord {
  id: number;
  company_id: number;
  file_name: string;
  status: ImportStatus;
  user: { id: number; name: string } | null;
  headers: string[];
  mapping: (ImportField | null)[];
  total_rows: number;
  rows_done: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
  skipped: number;
  /** The options of the last preview (or the company's remembered ones for this file layout). */
  options: Partial<ImportChoices>;
  cancel_requested: boolean;
  message: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface UploadedImport extends ImportRecord {
  sample: { row_number: number; cells: string[] }[];
  /** The mapping came from the company's earlier upload of a file with these headers. */
  remembered: boolean;
}

export type StockMode = 'unit' | 'row' | 'skip_empty';

/** What the person decides in the preview; sent with every preview and kept for the import. */
export interface ImportChoices {
  decimal: '.' | ',' | null;
  categoryMap: Record<string, number>;
  stockMode: StockMode;
  fillPrice: number | null;
  duplicates: 'skip' | 'create';
  universal: boolean;
}

export const DEFAULT_CHOICES: ImportChoices = {
  decimal: null,
  categoryMap: {},
  stockMode: 'row',
  fillPrice: null,
  duplicates: 'skip',
  universal: false,
};

export interface PreviewRow {
  row_number: number;
  outcome: 'created' | 'updated' | 'unchanged' | 'skipped' | 'error';
  part_id: number | null;
  parts: number;
  values: Partial<Record<ImportField, string>>;
  read_from_name: Partial<Record<ImportField, string>>;
  incomplete: ('price' | 'model')[];
  duplicate_of: number | null;
  corrections: { field: ImportField; from: string; to: string }[];
  message: string | null;
}

export interface ImportPreview {
  import: ImportRecord;
  counts: {
    created: number;
    updated: number;
    unchanged: number;
    skipped: number;
    errors: number;
    total: number;
    parts: number;
    shown: number;
  };
  rows: PreviewRow[];
  new_locations: string[];
  missing_locations: string[];
  price_decimal: { detected: '.' | ',' | null; chosen: '.' | ',' | null; ask: boolean; examples: string[] };
  categories_to_map: {
    key: string;
    value: string;
    rows: number;
    suggestions: { id: number; name: string; score: number }[];
  }[];
  other_category_id: number | null;
  stock: { rows: number; units: number; zero_or_less: number; mode: StockMode };
  incomplete: { total: number; no_price: number; no_model: number };
  read_from_name: number;
  no_make: number;
  duplicates: { row_number: number; part_id: number }[];
}

export function uploadImport(file: File, companyId: number | null) {
  const form = new FormData();
  form.append('file', file);
  if (companyId !== null) form.append('company_id', String(companyId));
  return apiRequest<UploadedImport>('/api/imports', { method: 'POST', body: form, silent: true });
}

export function previewImport(
  id: number,
  body: { mapping: (ImportField | null)[]; accept_close: boolean; create_locations: boolean },
  choices: ImportChoices,
) {
  return apiRequest<ImportPreview>(`/api/imports/${id}/preview`, {
    method: 'POST',
    body: {
      ...body,
      decimal: choices.decimal,
      category_map: choices.categoryMap,
      stock_mode: choices.stockMode,
      fill_price: choices.fillPrice,
      duplicates: choices.duplicates,
      universal: choices.universal,
    },
    silent: true,
  });
}

export function startImport(id: number) {
  return apiRequest<ImportRecord>(`/api/imports/${id}/start`, { method: 'POST' });
}

export function cancelImport(id: number) {
  return apiRequest<ImportRecord>(`/api/imports/${id}/cancel`, { method: 'POST' });
}

const RUNNING: ImportStatus[] = ['queued', 'running'];

/** One import; polled every second while its job runs, so the bar moves and a reload resumes. */
export function useImport(id: number | null) {
  return useQuery({
    queryKey: ['imports', id],
    queryFn: ({ signal }) => apiRequest<ImportRecord>(`/api/imports/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && RUNNING.includes(query.state.data.status) ? 1000 : false,
  });
}

export function useImportHistory() {
  return useQuery({
    queryKey: ['imports', 'history'],
    queryFn: ({ signal }) => apiRequest<{ data: ImportRecord[] }>('/api/imports', { signal }),
    placeholderData: keepPreviousData,
    // A running import's counts move in the history too, until it ends.
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => RUNNING.includes(item.status)) ? 2000 : false,
  });
}

export function useCompanyChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['imports', 'companies'],
    queryFn: ({ signal }) => apiRequest<{ id: number; name: string }[]>('/api/admin/companies', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
