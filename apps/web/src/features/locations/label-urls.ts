/** The printable label of one location; the API renders it and prints on load. */
export function locationLabelUrl(id: number): string {
  return `/api/locations/${id}/label`;
}

/** Labels of many locations; no ids means every location the user may see. */
export function locationLabelsUrl(ids?: number[]): string {
  return ids ? `/api/locations/labels?ids=${ids.join(',')}` : '/api/locations/labels';
}
