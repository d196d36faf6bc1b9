import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  centsToPesos,
  formatMoneyPrecise,
  INVOICE_DELIVERY_LIMITS,
  MAX_ID,
  phoneDigits,
} from '@yonke/domain';
import type { InvoiceShare } from '@yonke/domain/schemas';
import nodemailer from 'nodemailer';
import { inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { deriveKey } from '../../lib/secrets.ts';
import * as deliveryQueries from './invoice-delivery.queries.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import * as queries from './invoicing.queries.ts';

// What the customer receives of a stamped invoice: the PDF made on the server, the XML, an e-mail
// with both attached (a job, retried), and a signed link to a public page of the invoice for
// WhatsApp. The SMTP address may carry a password: it is read here only and never logged.

export const EMAIL_QUEUE = 'invoice-email';

export const DELIVERY_MESSAGES = {
  notFound: 'No encontramos la factura.',
  notStamped: 'La factura todavía no está timbrada.',
  refused: 'La factura fue rechazada por el PAC: no hay nada que enviar.',
  noSmtp:
    'El envío por correo no está configurado en el servidor (falta SMTP_URL): descarga el PDF y el XML y envíalos tú.',
  queued: (email: string) => `La factura se enviará a ${email} en cuanto esté timbrada.`,
  sent: (email: string) => `La factura se envió a ${email}.`,
} as const;

/** Raised while the invoice is still being stamped: the e-mail job tries again later. */
export class NotStampedYetError extends Error {}

const LINK_PURPOSE = 'invoice-public-link';

/**
 * The invoice's public token: its id and an HMAC of it under a key derived from SECRET_KEY, so
 * nobody can make the token of another invoice, and no table holds tokens to leak.
 */
export function invoiceLinkToken(config: AppDeps['config'], invoiceId: number): string {
  const mac = createHmac('sha256', deriveKey(config, LINK_PURPOSE))
    .update(`invoice:${invoiceId}`)
    .digest('base64url')
    .slice(0, INVOICE_DELIVERY_LIMITS.linkSignatureLength);
  return `${invoiceId}-${mac}`;
}

/** The invoice id of a token, or null when the signature does not match. */
export function invoiceIdFromToken(config: AppDeps['config'], token: string): number | null {
  const match = /^([1-9]\d{0,9})-([A-Za-z0-9_-]+)$/.exec(token);
  if (match?.[2]?.length !== INVOICE_DELIVERY_LIMITS.linkSignatureLength) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > MAX_ID) return null;
  const expected = Buffer.from(invoiceLinkToken(config, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export const invoicePublicPath = (config: AppDeps['config'], invoiceId: number) =>
  `/factura/${invoiceLinkToken(config, invoiceId)}`;

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

export function createInvoiceDeliveryService(deps: AppDeps) {
  const { db, config } = deps;
  const transport = config.smtp.url
    ? nodemailer.createTransport({
        url: config.smtp.url,
        connectionTimeout: config.smtp.timeoutMs,
        greetingTimeout: config.smtp.timeoutMs,
        socketTimeout: config.smtp.timeoutMs,
      })
    : null;

  async function loadInvoice(user: SessionUser, id: number) {
    if (!userCan(user, 'issueInvoices')) throw forbidden();
    const row = await queries.findInvoice(db, id);
    if (!row || !inCompanyScope(user, row.companyId)) throw notFound(DELIVERY_MESSAGES.notFound);
    return row;
  }

  function stampedFiles(row: queries.InvoiceRow) {
    if (!row.stampedXml || !row.uuid) throw new AppError(409, DELIVERY_MESSAGES.notStamped);
    const base = `${row.series}-${row.folio}-${row.uuid}`;
    return { xml: row.stampedXml, xmlName: `${base}.xml`, pdfName: `${base}.pdf` };
  }

  const service = {
    emailConfigured: () => transport !== null,

    /** The PDF of a stamped invoice, made from its stamped XML. */
    async pdfOf(row: queries.InvoiceRow): Promise<{ filename: string; pdf: Buffer }> {
      const files = stampedFiles(row);
      const { pdf } = await renderInvoicePdf(files.xml);
      return { filename: files.pdfName, pdf };
    },

    async pdf(user: SessionUser, id: number) {
      return service.pdfOf(await loadInvoice(user, id));
    },

    async share(user: SessionUser, id: number, baseUrl: string): Promise<InvoiceShare> {
      const row = await loadInvoice(user, id);
      const contacts = await deliveryQueries.invoiceContacts(db, row);
      const publicUrl = `${baseUrl}${invoicePublicPath(config, row.id)}`;
      const digits = contacts.phone ? phoneDigits(contacts.phone) : null;
      const name = await deliveryQueries.companyName(db, row.companyId);
      const text = `Hola, te compartimos tu factura ${row.series}-${row.folio} de ${name} por ${money(Number(row.totalCents))}. Descarga el PDF y el XML aquí: ${publicUrl}`;
      return {
        public_url: publicUrl,
        // wa.me wants the number with its country code and no signs (WhatsApp's «click to chat»).
        whatsapp_url:
          digits?.length === 10 ? `https://wa.me/52${digits}?text=${encodeURIComponent(text)}` : null,
        email: contacts.email,
        phone: contacts.phone,
        email_configured: transport !== null,
      };
    },

    /** «Reenviar»: queues the e-mail (or sends it now without a job queue). */
    async resend(user: SessionUser, id: number, email: string): Promise<{ email: string; message: string }> {
      const row = await loadInvoice(user, id);
      if (!transport) throw new AppError(409, DELIVERY_MESSAGES.noSmtp);
      if (row.status === 'rechazada') throw new AppError(409, DELIVERY_MESSAGES.refused);
      if (row.status !== 'timbrando') stampedFiles(row);
      return service.queue(row.id, email);
    },

    async queue(invoiceId: number, email: string): Promise<{ email: string; message: string }> {
      if (deps.jobs) {
        await deps.jobs.send(EMAIL_QUEUE, { invoiceId, email });
        return { email, message: DELIVERY_MESSAGES.queued(email) };
      }
      await service.send(invoiceId, email);
      return { email, message: DELIVERY_MESSAGES.sent(email) };
    },

    /** One attempt of the e-mail: both files attached. Throws to be retried. */
    async send(invoiceId: number, email: string): Promise<'sent' | 'skipped'> {
      if (!transport) throw new AppError(409, DELIVERY_MESSAGES.noSmtp);
      const row = await queries.findInvoice(db, invoiceId);
      if (!row) return 'skipped';
      if (row.status === 'timbrando') throw new NotStampedYetError(DELIVERY_MESSAGES.notStamped);
      if (!row.stampedXml || !row.uuid) return 'skipped';
      const files = stampedFiles(row);
      const { pdf } = await renderInvoicePdf(files.xml);
      const name = await deliveryQueries.companyName(db, row.companyId);
      const folio = `${row.series}-${row.folio}`;
      const kind = row.type === 'E' ? 'nota de crédito' : 'factura';
      await transport.sendMail({
        from: config.smtp.from,
        to: email,
        subject: `Tu ${kind} ${folio} de ${name}`,
        text: [
          `Hola, ${row.receiverName}:`,
          '',
          `Te enviamos la ${kind} ${folio} por ${money(Number(row.totalCents))}.`,
          `Folio fiscal (UUID): ${row.uuid}`,
          '',
          'Adjuntamos el PDF (representación impresa) y el XML del CFDI.',
          '',
          name,
        ].join('\n'),
        attachments: [
          { filename: files.pdfName, content: pdf, contentType: 'application/pdf' },
          { filename: files.xmlName, content: files.xml, contentType: 'application/xml' },
        ],
      });
      logger.info({ invoiceId }, 'factura enviada por correo');
      return 'sent';
    },
  };
  return service;
}

export type InvoiceDeliveryService = ReturnType<typeof createInvoiceDeliveryService>;

/** The e-mail job: waits for the stamp (retrying) and is retried when the SMTP server fails. */
export async function startInvoiceDelivery(deps: AppDeps & { jobs: JobQueue }): Promise<void> {
  const { jobs, config } = deps;
  const delivery = createInvoiceDeliveryService(deps);
  await jobs.defineQueue(EMAIL_QUEUE, {
    retryLimit: config.smtp.retryLimit,
    retryDelaySeconds: config.smtp.retryDelaySeconds,
    expireInSeconds: Math.ceil(config.smtp.timeoutMs / 1000) * 3 + 60,
  });
  await jobs.work<{ invoiceId: number; email: string }>(EMAIL_QUEUE, 1, async (data, job) => {
    const result = await delivery.send(data.invoiceId, data.email);
    logger.info({ invoiceId: data.invoiceId, result, retry: job.retryCount }, 'envío de factura por correo');
    return { result };
  });
}
