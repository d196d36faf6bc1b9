import { buyChatUrl, mlListingUrlId, shareText } from '@yonke/domain';

/** Messaging share link carrying the part's public URL (the public page buyers can open). */
export function shareLink(base: string, partId: number): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(`${base.replace(/\/+$/, '')}/autopart/${partId}`))}`;
}

/** "Comprar": a chat with the store's phone, the message naming the part; null without a phone. */
export function buyChatLink(phone: string | null, part: { id: number; name: string }): string | null {
  // One rule for the staff detail and the public page (packages/domain).
  return buyChatUrl(phone, part);
}

export function listingLink(mlId: string): string {
  return `https://articulo.mercadolibre.com.mx/${mlListingUrlId(mlId)}`;
}
