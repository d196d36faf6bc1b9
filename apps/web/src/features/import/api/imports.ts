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
  cancel_requested: boolean;
  message: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface UploadedImport extends ImportRecord {
  sample: { row_number: number; cells: string[] }[];
}

export interface PreviewRow {
  row_number: number;
  outcome: 'created' | 'updated' | 'unchanged' | 'error';
  part_id: number | null;
  values: Partial<Record<ImportField, string>>;
  corrections: { field: ImportField; from: string; to: string }[];
  message: string | null;
}

export interface ImportPreview {
  import: ImportRecord;
  counts: { created: number; updated: number; unchanged: number; errors: number; total: number };
  rows: PreviewRow[];
  new_locations: string[];
  missing_locations: string[];
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
) {
  return apiRequest<ImportPreview>(`/api/imports/${id}/preview`, { method: 'POST', body, silent: true });
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
