import { formatMoneyPrecise } from './format.ts';

// What stops a Mercado Libre listing before it is sent, said in Spanish: the marketplace would
// refuse it on arrival (docs "Costos por vender" — requires_picture of GET /sites/MLM/listing_prices;
// "Categorización de productos" — the category's settings.minimum_price; "Publica productos" —
// pictures are read by the marketplace from a public URL it downloads). One source for the sync's
// guards and the part form's warnings, so both say the same.

export const GUARD_MESSAGES = {
  noPicture: 'Falta una foto: Mercado Libre pide al menos una para publicar en este tipo de publicación.',
  minimumPrice: (minimum: number) => `El precio mínimo en Mercado Libre es ${formatMoneyPrecise(minimum)}.`,
  publicUrl:
    'Configura PUBLIC_URL con una dirección https pública: Mercado Libre descarga las fotos desde ahí y no puede leer direcciones locales.',
  unknownCondition: (name: string) =>
    `La condición «${name}» no existe en esta categoría de Mercado Libre; elige Nuevo, Usado o Reconstruido.`,
} as const;

/** A picture URL the marketplace can download: https, a public host name (no localhost, no private address). */
export function isPublicHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return false;
  if (!host.includes('.') && !host.includes(':')) return false;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (a === 10 || a === 127 || a === 0) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 169 && b === 254) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
  }
  if (host === '::1' || host.startsWith('fc') || host.startsWith('fd') || host.startsWith('fe80'))
    return false;
  return true;
}

/** Names compared as ML and we spell them differently: case, accents, spaces and hyphens aside. */
export function sameName(a: string, b: string): boolean {
  const normal = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\s\-_.]+/g, '');
  return normal(a) === normal(b);
}

// Our condition names and the names the marketplace's ITEM_CONDITION list uses for them.
const CONDITION_NAMES: Record<string, string[]> = {
  nuevo: ['Nuevo'],
  usado: ['Usado'],
  reconstruido: ['Reacondicionado', 'Reconstruido', 'Remanufacturado'],
};

/**
 * The ITEM_CONDITION value id for our condition, from the category's own list. Null when the
 * category has no such list (nothing is sent); undefined when it has one without our condition.
 */
export function conditionValueId(
  conditionName: string | null,
  values: readonly { id: string; name: string }[],
): string | null | undefined {
  if (values.length === 0 || !conditionName) return null;
  const names = CONDITION_NAMES[conditionName.trim().toLowerCase()] ?? [conditionName];
  for (const name of names) {
    const found = values.find((value) => sameName(value.name, name));
    if (found) return found.id;
  }
  return undefined;
}

export interface ListingTypeRules {
  requiresPicture: boolean;
  /** In pesos; null when the marketplace states none. */
  minimumPrice: number | null;
}

/**
 * The reasons a listing would be refused, first the one the seller can fix first. The sync passes
 * the picture URLs it would send; the part form, which has none yet, passes how many photos the
 * part has and whether the address they would be served from is public https.
 */
export function listingRefusals(
  input: {
    pictureUrls: readonly string[];
    hasMlPictures: boolean;
    price: number;
    /** The form's case: photos counted, and whether their future address is public. */
    photoCount?: number;
    picturesPublic?: boolean;
  },
  rules: ListingTypeRules,
): string[] {
  const reasons: string[] = [];
  const photos = input.photoCount ?? input.pictureUrls.length;
  if (rules.requiresPicture && photos === 0 && !input.hasMlPictures) reasons.push(GUARD_MESSAGES.noPicture);
  const unreachable =
    input.picturesPublic !== undefined
      ? photos > 0 && !input.picturesPublic
      : input.pictureUrls.some((url) => !isPublicHttpsUrl(url));
  if (unreachable) reasons.push(GUARD_MESSAGES.publicUrl);
  if (rules.minimumPrice !== null && input.price < rules.minimumPrice)
    reasons.push(GUARD_MESSAGES.minimumPrice(rules.minimumPrice));
  return reasons;
}
