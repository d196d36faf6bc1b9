import { z } from 'zod';
import { INVOICE_DELIVERY_LIMITS } from '../limits.ts';
import { hasForbiddenCharacters } from '../people.ts';

// Delivering a stamped invoice (e-mail, WhatsApp link, PDF) and the company's rules for
// customers who invoice their own tickets («Facturación en línea»).

const EMAIL_MESSAGE = 'Escribe un correo electrónico válido.';

export const resendInvoiceSchema = z.object({
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .min(1, EMAIL_MESSAGE)
    .max(254, 'El correo electrónico es demasiado largo.')
    .pipe(z.email(EMAIL_MESSAGE)),
});
export type ResendInvoiceInput = z.input<typeof resendInvoiceSchema>;

export const invoiceShareSchema = z.object({
  /** The invoice's public page: signed, one per invoice; shows it and downloads its XML and PDF. */
  public_url: z.string(),
  /** wa.me link with the public page in its text; null when the customer has no phone. */
  whatsapp_url: z.string().nullable(),
  /** The ticket customer's e-mail, the default of «Reenviar». */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** False when the server has no SMTP_URL: «Reenviar» cannot send. */
  email_configured: z.boolean(),
});
export type InvoiceShare = z.infer<typeof invoiceShareSchema>;
export const invoiceShareResponseSchema = z.object({ data: invoiceShareSchema });

export const invoiceResendResponseSchema = z.object({
  data: z.object({ email: z.string(), message: z.string() }),
});

export const selfInvoicingSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Indica si los clientes pueden facturar en línea.' }),
  /** Only tickets paid in the current calendar month (the company's time zone). */
  same_month: z.boolean({ error: 'Indica si solo se facturan tickets del mes.' }),
  /** Largest ticket total a customer may invoice alone, in cents; null: no limit. */
  max_total_cents: z
    .number({ error: 'Escribe el monto máximo en pesos o déjalo vacío.' })
    .int('Escribe el monto máximo en pesos o déjalo vacío.')
    .min(1, 'El monto máximo debe ser mayor que cero.')
    .max(INVOICE_DELIVERY_LIMITS.selfInvoiceMaxTotalCents, 'El monto máximo es demasiado grande.')
    .nullable(),
});
export type SelfInvoicingSettings = z.infer<typeof selfInvoicingSettingsSchema>;
export const selfInvoicingSettingsResponseSchema = z.object({ data: selfInvoicingSettingsSchema });

const cleanText = (message: string, max: number) =>
  z
    .string({ error: message })
    .max(max, message)
    // A NUL byte or a lone surrogate is never part of fiscal data: asked again, never stored.
    .refine((value) => !hasForbiddenCharacters(value), message)
    .transform((value) => value.trim());

/** The public «Facturar este ticket» form (field names as the customer's fiscal data). */
export const selfInvoiceFormSchema = z.object({
  rfc: cleanText('Escribe el RFC.', 20).transform((value) => value.toUpperCase().replace(/\s+/g, '')),
  business_name: cleanText('Escribe la razón social.', 300),
  tax_regime: cleanText('Elige el régimen fiscal.', 10),
  postal_code: cleanText('Escribe el código postal.', 10),
  cfdi_use: cleanText('Elige el uso del CFDI.', 10),
  email: cleanText(EMAIL_MESSAGE, 254).pipe(z.email(EMAIL_MESSAGE)),
});
export type SelfInvoiceForm = z.infer<typeof selfInvoiceFormSchema>;
