import { ML_ORDER_MESSAGES, ML_POST_SALE_LIMITS, ML_POST_SALE_MESSAGES } from '@yonke/domain';
import type { MlPostSale } from '@yonke/domain/schemas';
import type { Database } from '../../db/client.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { invoicePdf } from '../../lib/invoice-pdf-port.ts';
import { logger } from '../../lib/logger.ts';
import { createMlClient, type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import {
  createTokenService,
  NeedsAuthorizationError,
  type TokenService,
} from '../marketplace-accounts/tokens.ts';
import { orderInScope, readPostSale } from './billing.service.ts';
import * as queries from './messages.queries.ts';
import { conversationPack } from './messages.service.ts';
import { findOrder, type OrderView } from './orders.queries.ts';

// The stamped invoice of an ML sale, uploaded to the order's pack as «Cargar y Obtener Facturas»
// documents it (https://developers.mercadolibre.com.ve/es_ar/cargar-factura): POST
// /packs/{pack_id}/fiscal_documents as multipart/form-data with the file in the field
// `fiscal_document` (application/pdf, application/xml or text/xml; 1 MB at most; one file of each
// type per pack), the order id standing for the pack when the order has none. The answer is
// {"ids": [...]}. A pack that already has a file of that type answers 409 «a file already exists for
// the pack…»: the upload happened (a lost answer, a second worker), so the ids are read with GET
// /packs/{pack_id}/fiscal_documents and the state is «subida». Both files go in one request, as
// the page allows: the PDF the buyer reads (made from the stamped XML by invoicing/invoice-pdf.ts)
// and the stamped XML itself.

export const FISCAL_DOCUMENT_QUEUE = 'ml-fiscal-document';

interface UploadAnswer {
  ids?: string[];
}
interface ListAnswer {
  fiscal_documents?: { id: string }[];
}

/** The documented refusals that will not change on a retry, in words for the yard. */
function refusal(error: MlHttpError): string {
  const body = (error.body ?? {}) as { message?: unknown };
  const said = typeof body.message === 'string' ? body.message : '';
  if (/maximum size/i.test(said)) return ML_POST_SALE_MESSAGES.fiscalTooBig;
  if (/file type/i.test(said)) return 'Mercado Libre no acepta ese tipo de archivo para la factura.';
  if (/biller/i.test(said)) return 'Mercado Libre pide usar su propio facturador para esta venta.';
  if (error.status === 403)
    return 'Mercado Libre no autorizó la carga: la cuenta no es la vendedora de esta venta.';
  return `Mercado Libre no aceptó la factura: ${error.detail}`;
}

export function createFiscalDocumentUploader(db: Database, client: MlClient, tokens: TokenService) {
  return {
    /**
     * One attempt of the job. «subida» is final; a refusal is «error» with its reason at once; no
     * answer keeps «pendiente» and throws so the job tries again, «error» after the last attempt.
     */
    async upload(orderId: number, lastAttempt: boolean): Promise<'subida' | 'error' | 'skipped'> {
      const order = await findOrder(db, orderId);
      const postSale = await queries.postSaleOf(db, orderId);
      if (!order || !postSale || postSale.fiscalStatus !== 'pendiente' || !order.saleId) return 'skipped';
      const invoice = await queries.invoiceOfSale(db, order.saleId);
      const fail = async (reason: string) => {
        await queries.savePostSale(db, orderId, { fiscalStatus: 'error', fiscalError: reason });
        return 'error' as const;
      };
      if (!invoice?.stampedXml || invoice.status !== 'timbrada')
        return fail(ML_POST_SALE_MESSAGES.notStamped);
      const bytes = Buffer.from(invoice.stampedXml, 'utf8');
      const pdf = await invoicePdf(invoice.stampedXml);
      if (Math.max(bytes.length, pdf.length) > ML_POST_SALE_LIMITS.fiscalDocumentBytes)
        return fail(ML_POST_SALE_MESSAGES.fiscalTooBig);
      await queries.countFiscalAttempt(db, orderId);
      const path = `/packs/${conversationPack(order)}/fiscal_documents`;
      let ids: string[];
      try {
        ids = await tokens.withToken(order.accountId, async (token) => {
          const form = new FormData();
          const name = `factura-${invoice.series}-${invoice.folio}`;
          form.append(
            'fiscal_document',
            new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
            `${name}.pdf`,
          );
          form.append('fiscal_document', new Blob([bytes], { type: 'application/xml' }), `${name}.xml`);
          try {
            const answer = await client.request<UploadAnswer>('POST', path, { token, multipart: form });
            return answer.ids ?? [];
          } catch (error) {
            if (!(error instanceof MlHttpError) || error.status !== 409) throw error;
            const listed = await client.request<ListAnswer>('GET', path, { token });
            return (listed.fiscal_documents ?? []).map((document) => document.id);
          }
        });
      } catch (error) {
        if (error instanceof NeedsAuthorizationError) return fail(error.message);
        if (error instanceof MlHttpError && !error.retryable) return fail(refusal(error));
        const reason =
          error instanceof MlHttpError
            ? ML_ORDER_MESSAGES.marketplaceDown
            : 'Error inesperado al subir la factura.';
        if (!(error instanceof MlHttpError))
          logger.error({ err: error, orderId }, 'fiscal document upload failed');
        if (lastAttempt) return fail(reason);
        await queries.savePostSale(db, orderId, { fiscalError: reason });
        throw error;
      }
      await queries.savePostSale(db, orderId, {
        fiscalStatus: 'subida',
        fiscalDocumentIds: ids,
        fiscalError: null,
        fiscalUploadedAt: new Date(),
      });
      return 'subida';
    },
  };
}

export function createFiscalDocumentsService(deps: AppDeps) {
  const { db, config } = deps;
  let uploader: ReturnType<typeof createFiscalDocumentUploader> | null = null;
  const marketplace = () => {
    if (!config.ml.clientId) throw new AppError(503, ML_ORDER_MESSAGES.notConfigured);
    if (!uploader) {
      const client = createMlClient(config);
      uploader = createFiscalDocumentUploader(db, client, createTokenService(deps, client));
    }
    return uploader;
  };

  const load = (user: SessionUser, id: number) => orderInScope(db, user, id);
  const view = (order: OrderView) => readPostSale(db, order);

  return {
    /**
     * «Subir factura a Mercado Libre»: once per order. Under the row's lock, a second click finds
     * «pendiente» (or «subida») and queues nothing; «error» may be asked again.
     */
    async request(user: SessionUser, id: number): Promise<MlPostSale> {
      const order = await load(user, id);
      if (!order.saleId) throw conflict(ML_POST_SALE_MESSAGES.noSale);
      const invoice = await queries.invoiceOfSale(db, order.saleId);
      if (!invoice) throw conflict(ML_POST_SALE_MESSAGES.notInvoiced);
      if (invoice.status !== 'timbrada' || !invoice.stampedXml)
        throw conflict(ML_POST_SALE_MESSAGES.notStamped);
      const upload = marketplace();
      const queued = await db.transaction(async (tx) => {
        const row = await queries.lockPostSale(tx, order.id);
        if (row.fiscalStatus === 'pendiente' || row.fiscalStatus === 'subida') return false;
        await queries.savePostSale(tx, order.id, {
          fiscalStatus: 'pendiente',
          fiscalInvoiceId: invoice.id,
          fiscalError: null,
          fiscalAttempts: 0,
          fiscalRequestedAt: new Date(),
        });
        return true;
      });
      if (queued) {
        if (deps.jobs) await deps.jobs.send(FISCAL_DOCUMENT_QUEUE, { orderId: order.id });
        else await upload.upload(order.id, true);
      }
      return view(order);
    },
  };
}
