import { apiUrl } from '../../lib/api';

/** The printable label of one location; the API renders it and prints on load. */
export function locationLabelUrl(id: number): string {
  return apiUrl('/api/locations/{id}/label', { id });
}

/** Labels of many locations; no ids means every location the user may see. */
export function locationLabelsUrl(ids?: number[]): string {
  return apiUrl('/api/locations/labels', {}, { ids: ids?.join(',') });
}
