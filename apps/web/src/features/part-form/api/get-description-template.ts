import { apiRequest } from '../../../lib/api-client';

/** The company's description template ("Cargar plantilla"). */
export async function getDescriptionTemplate(): Promise<string> {
  const { description } = await apiRequest<{ description: string }>('/api/autoparts/description');
  return description;
}
