import { ML_POST_SALE_LIMITS } from './limits.ts';

// After a Mercado Libre sale: the post-sale conversation, the buyer's billing data and the invoice
// uploaded to the pack. Pages cited are under https://developers.mercadolibre.com.ve/es_ar/.

export const ML_POST_SALE_MESSAGES = {
  empty: 'Escribe el mensaje.',
  tooLong: `El mensaje no debe pasar de ${ML_POST_SALE_LIMITS.sellerMessageLength} caracteres (límite de Mercado Libre).`,
  unsupportedCharacters:
    'El mensaje tiene caracteres que Mercado Libre no acepta (solo letras latinas y los emojis de su lista).',
  blocked: 'Mercado Libre tiene bloqueada esta conversación',
  capUsed: 'Ya se enviaron los mensajes permitidos con ese motivo; espera a que el comprador responda.',
  locked: 'Otro envío de esta venta está en curso en Mercado Libre; intenta de nuevo en un momento.',
  optionInvalid: 'Ese motivo no está disponible para esta venta.',
  useMessages: 'El comprador ya inició la conversación: responde con un mensaje normal.',
  buyerGone: 'El comprador desactivó su cuenta de Mercado Libre; no se le pueden enviar mensajes.',
  refused: 'Mercado Libre no aceptó el mensaje',
  optionRequired: 'Elige el motivo del mensaje: Mercado Libre pide uno cuando el comprador no ha escrito.',
  textRequiredForOption: 'Ese motivo lleva un texto: escríbelo.',
  noBillingInfo: 'El comprador no dejó datos de facturación en esta venta.',
  billingNotRead: 'Primero lee los datos de facturación de Mercado Libre.',
  billingGeneric:
    'El comprador no pidió factura a su nombre (RFC genérico XAXX010101000): usa la factura global o una a público en general.',
  noSale: 'Esta venta no tiene venta registrada en Yonke.',
  notInvoiced: 'La venta aún no tiene una factura timbrada.',
  notStamped: 'La factura de esta venta aún no está timbrada.',
  fiscalTooBig: 'El XML de la factura pasa de 1 MB, el máximo que acepta Mercado Libre.',
  fiscalPending: 'La factura ya se está subiendo a Mercado Libre.',
} as const;

/** «Mensajes bloqueados» (mensajes-bloqueados): each substatus, in words for the seller. */
export const CONVERSATION_BLOCK_REASONS: Record<string, string> = {
  blocked_by_time: 'pasaron 30 días desde el último mensaje; se reabre solo si el comprador escribe',
  blocked_by_buyer: 'el comprador bloqueó los mensajes',
  blocked_by_mediation: 'hay una mediación en proceso',
  blocked_by_fulfillment: 'es una venta Full: se podrá escribir cuando se entregue',
  blocked_by_payment: 'el pago aún no se acredita',
  blocked_by_conversation_initiated_by_seller: 'el vendedor no puede iniciar la conversación',
  blocked_by_conversation_use_message_api: 'el comprador ya escribió: responde con un mensaje normal',
  blocked_by_conversation_initiated_by_seller_limited:
    'el comprador no ha escrito: elige un motivo para comunicarte',
  blocked_by_cancelled_order: 'la venta está cancelada',
  blocked_by_cancelled_order_by_fraud: 'la venta se canceló por comportamiento irregular',
  blocked_by_mediation_fbm: 'hay una mediación en proceso (Full)',
  blocked_by_conversation_expired: 'pasaron 18 meses desde la compra',
  blocked_by_refund: 'se hizo un reembolso; se reabre solo si el comprador escribe',
  blocked_by_claim_change_closed: 'hay un cambio de producto en proceso',
  blocked_by_claim_change_open: 'hay un cambio de producto en proceso',
  blocked_by_deactivated_account: 'el comprador o el vendedor eliminó su cuenta',
  blocked_by_restrictions: 'hay una restricción sobre el vendedor o el comprador',
  blocked_by_cancelled_order_hidden: 'la venta no se procesó y se canceló',
  blocked_by_message_pending_review: 'la conversación está en revisión',
  blocked_by_return_to_buyer_fulfillment: 'el producto se devuelve al comprador (Full)',
  blocked_by_ai_assistant: 'la atiende el asistente de Mercado Libre',
  blocked_by_ai_assistant_expired: 'la conversación con el asistente expiró',
  blocked_by_ai_assistant_contact_closed: 'la consulta con el asistente terminó',
};

export function blockedMessage(substatus: string | null): string {
  const reason = substatus ? CONVERSATION_BLOCK_REASONS[substatus] : undefined;
  return `${ML_POST_SALE_MESSAGES.blocked}${reason ? `: ${reason}` : ''}.`;
}

/** «Motivos para comunicarse»: the reasons a seller may pick to start the conversation (MLM). */
export const ACTION_GUIDE_OPTION_LABELS: Record<string, string> = {
  REQUEST_BILLING_INFO: 'Pedir datos de facturación',
  SEND_INVOICE_LINK: 'Enviar enlace para facturar',
  REQUEST_VARIANTS: 'Confirmar características del producto',
  DELIVERY_PROMISE: 'Informar la promesa de entrega',
  OTHER: 'Otro motivo (texto libre)',
};

/** Options with a text the seller writes (type free_text); the rest send Mercado Libre's template. */
export const FREE_TEXT_OPTIONS = ['OTHER', 'SEND_INVOICE_LINK'] as const;

export const FISCAL_UPLOAD_STATES = ['pendiente', 'subida', 'error'] as const;
export type FiscalUploadState = (typeof FISCAL_UPLOAD_STATES)[number];
export const FISCAL_UPLOAD_LABELS: Record<FiscalUploadState, string> = {
  pendiente: 'Pendiente de subir',
  subida: 'Subida a Mercado Libre',
  error: 'Error al subir',
};

/** The RFC the marketplace gives when the buyer did not ask for an invoice in their name. */
export const ML_GENERIC_RFC = 'XAXX010101000';

/**
 * The billing data of an MLM buyer («Datos de Facturación», facturacion: MLM persona física and
 * moral examples) mapped to our receiver's fields. Missing pieces stay null (the FAQ
 * facturacion-billing-info: fields may be null while a document is processing); nothing is guessed.
 */
export interface MlBillingData {
  rfc: string | null;
  name: string | null;
  tax_regime: string | null;
  tax_regime_description: string | null;
  postal_code: string | null;
  cfdi_use: string | null;
  cfdi_use_description: string | null;
  contributor: string | null;
}

interface RemoteBilling {
  buyer?: {
    billing_info?: {
      name?: string | null;
      last_name?: string | null;
      identification?: { type?: string | null; number?: string | null } | null;
      taxes?: {
        contributor?: string | null;
        taxpayer_type?: { id?: string | null; description?: string | null } | null;
        cfdi?: { id?: string | null; description?: string | null } | null;
      } | null;
      address?: { zip_code?: string | null } | null;
    } | null;
  } | null;
}

const clean = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function mapMlBilling(remote: RemoteBilling): MlBillingData {
  const info = remote.buyer?.billing_info ?? {};
  const identification = info.identification ?? {};
  const rfc = identification.type?.toUpperCase() === 'RFC' ? clean(identification.number) : null;
  const name = [clean(info.name), clean(info.last_name)].filter(Boolean).join(' ') || null;
  return {
    rfc: rfc ? rfc.toUpperCase() : null,
    name,
    tax_regime: clean(info.taxes?.taxpayer_type?.id),
    tax_regime_description: clean(info.taxes?.taxpayer_type?.description),
    postal_code: clean(info.address?.zip_code),
    cfdi_use: clean(info.taxes?.cfdi?.id)?.toUpperCase() ?? null,
    cfdi_use_description: clean(info.taxes?.cfdi?.description),
    contributor: clean(info.taxes?.contributor),
  };
}
