import { api, ok } from '../../../lib/api';

/** The company's description template ("Cargar plantilla"). */
export async function getDescriptionTemplate(): Promise<string> {
  const { description } = await ok(api.GET('/api/autoparts/description'));
  return description;
}
