import type { BulkApplyBody, BulkPreviewBody } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

export function previewBulkEdit(body: BulkPreviewBody) {
  return ok(api.POST('/api/autoparts/bulk/preview', { body }));
}

export function applyBulkEdit(body: BulkApplyBody) {
  return ok(api.POST('/api/autoparts/bulk/apply', { body }));
}
