import { formatMoney, partCode } from './format.ts';
import { STATUS } from './statuses.ts';
import { formatYearRange } from './years.ts';

/**
 * What a buyer may see of a part without signing in (docs/decisions/006-public-pages.md). A part being
 * finished in Autopartes (Incompleto) is not a product yet: its page does not exist for the public, exactly
 * like a deleted or missing part.
 */
export function isPublicPartStatus(statusId: number): boolean {
  return statusId !== STATUS.INCOMPLETE;
}

export interface PublicAvailability {
  available: boolean;
  /** The word on the public page's badge ("Vendida", "Apartada"…); a part is feminine in Spanish. */
  label: string;
}

/** Only Disponible can be bought (spec: the buy area needs status 1); the rest say why not. */
export function publicAvailability(statusId: number): PublicAvailability {
  if (statusId === STATUS.AVAILABLE) return { available: true, label: 'Disponible' };
  if (statusId === STATUS.SOLD) return { available: false, label: 'Vendida' };
  if (statusId === STATUS.RESERVED) return { available: false, label: 'Apartada' };
  return { available: false, label: 'No disponible' };
}

export const COMPANY_SLUG_MAX_LENGTH = 60;
const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const COMPANY_SLUG_MESSAGES = {
  required: 'Escribe la dirección del catálogo.',
  tooLong: `La dirección del catálogo no puede tener más de ${COMPANY_SLUG_MAX_LENGTH} caracteres.`,
  format: 'Usa solo letras minúsculas sin acentos, números y guiones (por ejemplo: yonke-del-norte).',
  taken: 'Otra empresa ya usa esa dirección.',
} as const;

/** A URL-safe suggestion from the company name: "Yonke Ñandú, S.A." → "yonke-nandu-s-a". */
export function companySlugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, COMPANY_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** The Spanish message for an unusable catalogue address, or null when it is fine. */
export function companySlugError(slug: string): string | null {
  if (slug.length === 0) return COMPANY_SLUG_MESSAGES.required;
  if (slug.length > COMPANY_SLUG_MAX_LENGTH) return COMPANY_SLUG_MESSAGES.tooLong;
  if (!COMPANY_SLUG_PATTERN.test(slug)) return COMPANY_SLUG_MESSAGES.format;
  return null;
}

/** Path of a company's public catalogue. */
export function cataloguePath(slug: string): string {
  return `/tienda/${encodeURIComponent(slug)}`;
}

/** docs/product.md §9: the chat link's country prefix. */
export const CHAT_COUNTRY_PREFIX = '52';

/** The spec's prefilled buy message: it names the part and its id. */
export function buyMessage(part: { id: number; name: string }): string {
  return `Hola, me interesa la autoparte ${part.name} (${partCode(part.id)})`;
}

/** "Comprar por WhatsApp": a chat with the company's phone; null when it has no usable phone. */
export function buyChatUrl(
  phone: string | null | undefined,
  part: { id: number; name: string },
): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 8) return null;
  // A phone stored with the country code already must not get it twice.
  const national =
    digits.length > 10 && digits.startsWith(CHAT_COUNTRY_PREFIX)
      ? digits.slice(CHAT_COUNTRY_PREFIX.length)
      : digits;
  return `https://wa.me/${CHAT_COUNTRY_PREFIX}${national}?text=${encodeURIComponent(buyMessage(part))}`;
}

/** The text the detail screen's Compartir sends (docs/product.md §2). */
export function shareText(partUrl: string): string {
  return `Mira esta autoparte: ${partUrl}`;
}

export interface PreviewInput {
  salePrice: number;
  statusId: number;
  make?: string | null;
  model?: string | null;
  years?: readonly number[];
  condition?: string | null;
  companyName: string;
  city?: string | null;
}

/**
 * The description a link preview shows under the title (og:description): price first, because
 * that is what a buyer looks for, then the vehicle and who sells it. Short enough that WhatsApp
 * and Telegram do not cut the price off.
 */
export function previewDescription(input: PreviewInput): string {
  const availability = publicAvailability(input.statusId);
  const price = input.salePrice > 0 ? formatMoney(input.salePrice) : 'Precio a consultar';
  const head = availability.available ? price : `${availability.label} · ${price}`;
  const vehicle = [input.make, input.model, formatYearRange(input.years ?? [])].filter(Boolean).join(' ');
  const seller = [input.companyName, input.city].filter(Boolean).join(', ');
  return [head, vehicle, input.condition, seller].filter(Boolean).join(' · ');
}
