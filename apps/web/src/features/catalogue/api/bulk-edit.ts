import type {
  BulkApplyBody,
  BulkApplyResponse,
  BulkPreviewBody,
  BulkPreviewResponse,
} from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export function previewBulkEdit(body: BulkPreviewBody) {
  return apiRequest<BulkPreviewResponse>('/api/autoparts/bulk/preview', { method: 'POST', body });
}

export function applyBulkEdit(body: BulkApplyBody) {
  return apiRequest<BulkApplyResponse>('/api/autoparts/bulk/apply', { method: 'POST', body });
}
