import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImportField } from '@yonke/domain';
import type {
  ImportOptions,
  ImportPreview,
  ImportPreviewRow,
  ImportRecord,
  ImportStatus,
  StockMode,
  UploadedImport,
} from '@yonke/domain/schemas';
import { api, idPath, multipart, ok } from '../../../lib/api';

// The import's answers are the API's own (packages/domain/src/schemas/import-export.ts).
export type { ImportPreview, ImportRecord, ImportStatus, StockMode, UploadedImport };
export type PreviewRow = ImportPreviewRow;

/** What the person decides in the preview; sent with every preview and kept for the import. */
export type ImportChoices = Required<Omit<ImportOptions, 'acceptClose' | 'createLocations'>>;

export const DEFAULT_CHOICES: ImportChoices = {
  decimal: null,
  costDecimal: null,
  categoryMap: {},
  stockMode: 'row',
  fillPrice: null,
  duplicates: 'skip',
  universal: false,
};

export function uploadImport(file: File, companyId: number | null): Promise<UploadedImport> {
  const body = multipart({
    file: { file, name: file.name },
    ...(companyId === null ? {} : { company_id: String(companyId) }),
  });
  return ok(api.POST('/api/imports', { body }), { silent: true });
}

export function previewImport(
  id: number,
  body: { mapping: (ImportField | null)[]; accept_close: boolean; create_locations: boolean },
  choices: ImportChoices,
) {
  return ok(
    api.POST('/api/imports/{id}/preview', {
      params: idPath(id),
      body: {
        ...body,
        decimal: choices.decimal,
        cost_decimal: choices.costDecimal,
        category_map: choices.categoryMap,
        stock_mode: choices.stockMode,
        fill_price: choices.fillPrice,
        duplicates: choices.duplicates,
        universal: choices.universal,
      },
    }),
    { silent: true },
  );
}

export function startImport(id: number) {
  return ok(api.POST('/api/imports/{id}/start', { params: idPath(id) }));
}

export function cancelImport(id: number) {
  return ok(api.POST('/api/imports/{id}/cancel', { params: idPath(id) }));
}

const RUNNING: ImportStatus[] = ['queued', 'running'];

/** One import; polled every second while its job runs, so the bar moves and a reload resumes. */
export function useImport(id: number | null) {
  return useQuery({
    queryKey: ['imports', id],
    queryFn: ({ signal }) => ok(api.GET('/api/imports/{id}', { params: idPath(id ?? 0), signal })),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && RUNNING.includes(query.state.data.status) ? 1000 : false,
  });
}

export function useImportHistory() {
  return useQuery({
    queryKey: ['imports', 'history'],
    queryFn: ({ signal }) => ok(api.GET('/api/imports', { signal })),
    placeholderData: keepPreviousData,
    // A running import's counts move in the history too, until it ends.
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => RUNNING.includes(item.status)) ? 2000 : false,
  });
}
