import type { AppDeps } from '../../lib/context.ts';

// Terms of a listing that the catalogue checks and the listings module sends: the one listing
// type the yard publishes with, the gender of ML's side and position values, where the photos
// are served from, and the part facts the catalogue reads (the sync's part row carries them).

export const LISTING_TYPE_ID = 'gold_special';

// Our side and position names are feminine ("la pieza"); ML's values are masculine.
const REGENDER: Record<string, string> = {
  Izquierda: 'Izquierdo',
  Derecha: 'Derecho',
  Delantera: 'Delantero',
  Trasera: 'Trasero',
};

export function regender(name: string): string {
  return REGENDER[name] ?? name;
}

/** The photos' public address: ML_PICTURE_BASE_URL, else PUBLIC_URL (the guard refuses a local one). */
export function publicBase(config: AppDeps['config']): string {
  return (config.ml.pictureBaseUrl ?? config.publicUrl ?? `http://localhost:${config.port}`).replace(
    /\/+$/,
    '',
  );
}

/** The facts of a part the catalogue reads; the listings module's sync row is one. */
export interface CataloguePart {
  id: number;
  categoryId: number | null;
  categoryName: string | null;
  makeId: number | null;
  makeName: string | null;
  modelId: number | null;
  modelName: string | null;
  years: number[];
  autopartNumber: string | null;
  includesMirror: boolean | null;
  conditionName: string | null;
  originName: string | null;
  positionName: string | null;
  sideName: string | null;
  bulbTechName: string | null;
  bulbPosName: string | null;
}
