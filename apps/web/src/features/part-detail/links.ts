import { mlListingUrlId, partCode } from '@yonke/domain';

/** Spec section 9: the chat link's country prefix. */
const COUNTRY_PREFIX = '52';

/** Messaging share link carrying the part's public URL. */
export function shareLink(origin: string, partId: number): string {
  return `https://wa.me/?text=${encodeURIComponent(`Mira esta autoparte: ${origin}/autopart/${partId}`)}`;
}

/** "Comprar": a chat with the store's phone, the message naming the part; null without a phone. */
export function buyChatLink(phone: string | null, part: { id: number; name: string }): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  // A phone stored with the country code already must not get it twice.
  const national = digits.length > 10 && digits.startsWith(COUNTRY_PREFIX) ? digits.slice(2) : digits;
  const message = `Hola, me interesa la autoparte ${part.name} (${partCode(part.id)})`;
  return `https://wa.me/${COUNTRY_PREFIX}${national}?text=${encodeURIComponent(message)}`;
}

export function listingLink(mlId: string): string {
  return `https://articulo.mercadolibre.com.mx/${mlListingUrlId(mlId)}`;
}
