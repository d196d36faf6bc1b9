import { z } from 'zod';
import { ML_POST_SALE_LIMITS } from '../limits.ts';
import { FISCAL_UPLOAD_STATES, ML_POST_SALE_MESSAGES } from '../ml-post-sale.ts';
import { idSchema, timestampSchema } from './common.ts';

// After a Mercado Libre sale (/api/ml-orders/{id}/messages, /billing, /fiscal-document).

export const mlMessageSchema = z.object({
  id: idSchema,
  /** Who wrote: the buyer, or the yard (the seller). */
  from: z.enum(['buyer', 'seller']),
  /** As received: shown as text, never as HTML. */
  text: z.string(),
  sent_at: timestampSchema,
  /** When the other side read it; null: unread. */
  read_at: timestampSchema.nullable(),
  /** The marketplace's status (available, moderated, rejected…); null while ours is being sent. */
  status: z.string().nullable(),
  sent_by_name: z.string().nullable(),
});
export type MlMessage = z.infer<typeof mlMessageSchema>;

export const mlActionOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The seller writes the text (OTHER, SEND_INVOICE_LINK); otherwise Mercado Libre's template is sent. */
  free_text: z.boolean(),
  template_id: z.string().nullable(),
  char_limit: z.number().int().nullable(),
  cap_available: z.number().int(),
});

export const mlConversationSchema = z.object({
  data: z.object({
    messages: z.array(mlMessageSchema),
    /** active / blocked as the marketplace last said; null when never read. */
    status: z.string().nullable(),
    /** Why it is blocked, in words; null when it is not. */
    blocked_reason: z.string().nullable(),
    /** The buyer has not written and the seller must pick a reason (action guide). */
    needs_option: z.boolean(),
    options: z.array(mlActionOptionSchema),
    can_reply: z.boolean(),
    max_length: z.number().int(),
    unread_count: z.number().int(),
    /** Set when the marketplace could not be read and the stored conversation is shown. */
    notice: z.string().nullable(),
  }),
});
export type MlConversation = z.infer<typeof mlConversationSchema>['data'];

export const mlReplySchema = z
  .object({
    /** The browser's key for this reply: the same key twice sends once. */
    request_id: z.uuid({ error: 'Falta la clave del envío.' }),
    text: z
      .string({ error: ML_POST_SALE_MESSAGES.empty })
      .max(ML_POST_SALE_LIMITS.sellerMessageLength, ML_POST_SALE_MESSAGES.tooLong)
      .optional(),
    /** A reason of the action guide, when the buyer has not written. */
    option_id: z
      .string()
      .regex(/^[A-Z_]{1,40}$/, ML_POST_SALE_MESSAGES.optionInvalid)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.option_id && !value.text?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: ML_POST_SALE_MESSAGES.empty });
    }
  });
export type MlReply = z.infer<typeof mlReplySchema>;

export const mlBillingDataSchema = z.object({
  rfc: z.string().nullable(),
  name: z.string().nullable(),
  tax_regime: z.string().nullable(),
  tax_regime_description: z.string().nullable(),
  postal_code: z.string().nullable(),
  cfdi_use: z.string().nullable(),
  cfdi_use_description: z.string().nullable(),
  contributor: z.string().nullable(),
});

export const mlPostSaleSchema = z.object({
  data: z.object({
    billing: mlBillingDataSchema.nullable(),
    billing_read_at: timestampSchema.nullable(),
    /** The buyer's RFC is the generic one: no invoice in their name was asked for. */
    billing_generic: z.boolean(),
    customer: z.object({ id: idSchema, name: z.string() }).nullable(),
    sale_id: idSchema.nullable(),
    invoice: z
      .object({ id: idSchema, folio: z.string(), status: z.string(), uuid: z.string().nullable() })
      .nullable(),
    fiscal_document: z
      .object({
        status: z.enum(FISCAL_UPLOAD_STATES),
        status_label: z.string(),
        error: z.string().nullable(),
        document_ids: z.array(z.string()),
        uploaded_at: timestampSchema.nullable(),
      })
      .nullable(),
  }),
});
export type MlPostSale = z.infer<typeof mlPostSaleSchema>['data'];
