import type { DescriptionTemplate } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** The company's description template ("Cargar plantilla"). */
export async function getDescriptionTemplate(): Promise<string> {
  const { description } = await apiRequest<DescriptionTemplate>('/api/autoparts/description');
  return description;
}
