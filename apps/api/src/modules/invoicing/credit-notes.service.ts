import { centsToPesos, folio, formatMoneyPrecise, isTaxRate, partCode, type TaxRate } from '@yonke/domain';
import {
  buildCfdiXml,
  type CfdiConcept,
  type CfdiInput,
  creditableCents,
  DISCOUNT_CONCEPT,
  invoiceAmounts,
  PAYMENT_FORM,
  PAYMENT_FORM_COMPENSATION,
  PUBLIC_RECEIVER,
  percentToBasisPoints,
  productKeyFor,
  RELATION_CREDIT_NOTE,
  shareOfCents,
  USE_CREDIT_NOTE,
  USE_REGIMES,
} from '@yonke/domain/cfdi';
import type { CreditNoteRequest, DiscountCreditNoteInput } from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import { moveSessionCash } from '../cash/cash.service.ts';
import { giveStoreCredit } from '../customers/customers.service.ts';
import * as cq from './credit-notes.queries.ts';
import { INVOICING_MESSAGES } from './invoicing.messages.ts';
import * as queries from './invoicing.queries.ts';
import { createInvoicingService, errorCode, invoiceValues, localDateTime } from './invoicing.service.ts';
import type { PacProvider } from './pac.ts';
import type { SatStatusService } from './sat-status.ts';
import { createSealing, documentHeader } from './sealing.ts';

// Credit notes (CFDI de egreso, TipoRelacion 01) are owed first and issued after: a request row is
// written in the same transaction as the return or the discount's refund, so a credit note that
// cannot be issued at that moment (no CSD, the invoice still stamping, the PAC down) waits with its
// reason and is issued by a job, after the invoice's stamp or on the periodic sweep.

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

export const CREDIT_NOTE_QUEUE = 'credit-note-issue';
export const CREDIT_NOTE_SWEEP_QUEUE = 'credit-note-sweep';
/** Every ten minutes, like the cancellation poll: a CSD uploaded or a PAC back is picked up soon. */
export const CREDIT_NOTE_SWEEP_CRON = '*/10 * * * *';
/** How many pending credit notes one sweep tries. */
const SWEEP_BATCH = 100;

export const CREDIT_NOTE_MESSAGES = {
  notFound: 'No encontramos esa nota de crédito.',
  invoiceStamping: (folio: string) =>
    `La factura ${folio} todavía se está timbrando: la nota de crédito se emite en cuanto quede timbrada.`,
  invoiceReplacing: (folio: string) =>
    `La factura ${folio} se está sustituyendo: la nota de crédito se emite sobre la factura sustituta.`,
  invoiceRefused: (folio: string) =>
    `La factura ${folio} fue rechazada por el PAC: no hay factura que acreditar.`,
  invoiceCancelled: (folio: string) => `La factura ${folio} está cancelada: ya no lleva nota de crédito.`,
  nothingLeft: (folio: string) =>
    `La factura ${folio} ya no tiene saldo por acreditar: sus notas de crédito cubren su total.`,
  failed: 'No se pudo emitir la nota de crédito por un error inesperado; se reintentará.',
  noteRefused: (folio: string, reason: string) =>
    `El PAC rechazó la nota de crédito ${folio}: ${reason} Corrige lo que indica y pulsa «Reintentar».`,
  discountInvoice: 'Solo se da un descuento sobre una factura de ingreso vigente (timbrada o timbrando).',
  discountNotPaid: (folio: string) =>
    `El ticket ${folio} no está pagado: el descuento se da sobre un ticket pagado.`,
  amountOrPercent: 'Escribe el monto del descuento o el porcentaje (uno de los dos).',
  percent: 'El porcentaje va de 0.01 a 100, con dos decimales como máximo.',
  tooMuch: (left: number) =>
    `El descuento no puede ser mayor que lo que queda por acreditar de la factura (${money(left)}).`,
  needsCustomer: 'Para dejar saldo a favor, el ticket debe tener un cliente. Elige otra forma de devolver.',
  cashNote: (folio: string, reason: string) => `Descuento sobre la factura ${folio}: ${reason}`,
} as const;

/**
 * In the return's transaction: the credit note a returned line of an invoiced ticket is owed,
 * never more than what is left to credit on the invoice. Null when the ticket is not invoiced.
 */
export async function recordReturnCreditNote(
  tx: Executor,
  values: {
    companyId: number;
    saleId: number;
    lineId: number;
    returnId: number;
    amountCents: number;
    refundMethod: string | null;
    userId: number;
  },
): Promise<number | null> {
  if (values.amountCents <= 0) return null;
  const invoice = await cq.invoiceOfSale(tx, values.saleId);
  if (!invoice) return null;
  const locked = await cq.lockInvoice(tx, invoice.id);
  if (!locked) return null;
  const left = creditableCents(locked.totalCents, await cq.creditedCents(tx, invoice.id));
  if (left <= 0) return null;
  const row = await cq.insertRequest(tx, {
    companyId: values.companyId,
    invoiceId: invoice.id,
    kind: 'devolucion',
    returnId: values.returnId,
    saleId: values.saleId,
    lineId: values.lineId,
    amountCents: Math.min(values.amountCents, left),
    refundMethod: values.refundMethod,
    createdBy: values.userId,
  });
  return row.id;
}

/** The c_FormaPago of a refund: the method's, or «Compensación» for store credit. */
function refundForm(method: string | null): string {
  if (!method || method === 'store_credit') return PAYMENT_FORM_COMPENSATION;
  return PAYMENT_FORM[method as keyof typeof PAYMENT_FORM] ?? PAYMENT_FORM_COMPENSATION;
}

type Listed = Awaited<ReturnType<typeof cq.listRequests>>[number];

function requestResponse(row: Listed): CreditNoteRequest {
  const refused = row.status === 'emitida' && row.note?.status === 'rechazada';
  return {
    id: row.id,
    kind: row.kind,
    invoice: { id: row.invoiceId, folio: row.invoiceFolio },
    return_id: row.returnId,
    sale_id: row.saleId,
    amount_cents: row.amountCents,
    reason: row.reason,
    status: row.status,
    message: refused
      ? CREDIT_NOTE_MESSAGES.noteRefused(row.note?.folio ?? '', row.note?.error ?? '')
      : row.status === 'emitida'
        ? null
        : row.errorMessage,
    attempts: row.attempts,
    credit_note: row.note
      ? { id: row.note.id, folio: row.note.folio, status: row.note.status, uuid: row.note.uuid }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createCreditNotesService(
  deps: AppDeps & { pac?: PacProvider | null; satStatus?: SatStatusService },
) {
  const { db } = deps;
  const invoicing = createInvoicingService(deps);
  const sealing = createSealing(deps);

  async function shown(id: number): Promise<CreditNoteRequest> {
    const [row] = await cq.listRequests(db, { companyId: null, id });
    if (!row) throw notFound(CREDIT_NOTE_MESSAGES.notFound);
    return requestResponse(row);
  }

  /**
   * The invoice the request credits, ready for its credit note; null (with the reason noted) while
   * it cannot be. A replaced invoice's credit note goes to its replacement.
   */
  async function creditedInvoice(request: cq.CreditNoteRequestRow) {
    const original = await queries.findInvoice(db, request.invoiceId);
    if (!original) throw new Error('credit note request without its invoice');
    const folio = `${original.series}-${original.folio}`;
    const replacement = await cq.liveReplacementOf(db, original.id);
    if (original.status === 'cancelada' && replacement?.status === 'timbrada') {
      await cq.noteRequest(db, request.id, {
        message: CREDIT_NOTE_MESSAGES.invoiceReplacing(folio),
        invoiceId: replacement.id,
      });
      return queries.findInvoice(db, replacement.id);
    }
    const wait = (message: string, status?: 'descartada') =>
      cq.noteRequest(db, request.id, { message, status }).then(() => null);
    if (original.status === 'cancelada')
      return wait(CREDIT_NOTE_MESSAGES.invoiceCancelled(folio), 'descartada');
    if (original.status === 'rechazada')
      return wait(CREDIT_NOTE_MESSAGES.invoiceRefused(folio), 'descartada');
    if (original.status === 'timbrando' || !original.uuid)
      return wait(CREDIT_NOTE_MESSAGES.invoiceStamping(folio));
    // A credit note related to an invoice being replaced would stop its motive-01 cancellation.
    if (replacement) return wait(CREDIT_NOTE_MESSAGES.invoiceReplacing(folio));
    return original;
  }

  /** The one concept of the credit note: the returned line, or the discount. */
  async function conceptOf(request: cq.CreditNoteRequestRow, productKeys: Record<string, string>) {
    if (request.kind === 'descuento') {
      return {
        productKey: DISCOUNT_CONCEPT.productKey,
        identification: null,
        description: `${DISCOUNT_CONCEPT.description}: ${request.reason ?? ''}`.trim(),
        unit: DISCOUNT_CONCEPT.unit,
      } satisfies CfdiConcept;
    }
    const line = request.lineId === null ? undefined : await cq.returnedLine(db, request.lineId);
    if (!line) throw new Error('credit note request without its line');
    return {
      productKey: productKeyFor(line.categoryId, productKeys),
      identification: line.partId === null ? null : partCode(line.partId),
      description: `Devolución: ${line.description}`,
    } satisfies CfdiConcept;
  }

  /** Seals the credit note of a request and records it against the request, once. */
  async function createCreditNote(request: cq.CreditNoteRequestRow, original: queries.InvoiceRow) {
    const profile = await sealing.issuingProfile(original.companyId);
    const credential = sealing.credential(profile);
    const timeZone = await queries.companyTimeZone(db, original.companyId);
    const today = localDateTime(new Date(), timeZone);
    const isPublic = original.receiverRfc === PUBLIC_RECEIVER.rfc;
    const sales = await cq.salesOfInvoice(db, original.id);
    const rate: TaxRate = (() => {
      const taxRate = sales.find((sale) => sale.id === request.saleId)?.taxRate ?? sales[0]?.taxRate;
      return taxRate !== undefined && isTaxRate(taxRate) ? taxRate : 1600;
    })();
    const amount = Number(request.amountCents);
    const concept = await conceptOf(request, profile.productKeys);
    return db.transaction(async (tx) => {
      const locked = await cq.lockRequest(tx, request.id);
      if (locked?.status !== 'pendiente') return null;
      const folioNumber = await queries.takeFolio(tx, original.companyId);
      const document: CfdiInput = {
        ...documentHeader(profile, credential, folioNumber, today),
        paymentForm: refundForm(request.refundMethod),
        paymentMethod: 'PUE',
        receiver: {
          rfc: original.receiverRfc,
          name: original.receiverName,
          postalCode: original.receiverPostalCode,
          regime: original.receiverRegime,
          // G02 «Devoluciones, descuentos o bonificaciones» where the receiver's régimen allows it;
          // S01 with InformacionGlobal for «PUBLICO EN GENERAL», as the Guía de llenado requires.
          use: isPublic
            ? PUBLIC_RECEIVER.use
            : (USE_REGIMES[USE_CREDIT_NOTE] ?? []).includes(original.receiverRegime)
              ? USE_CREDIT_NOTE
              : original.receiverUse,
        },
        global: isPublic
          ? { periodicity: '01', month: today.slice(5, 7), year: Number(today.slice(0, 4)) }
          : null,
        type: 'E',
        related: { relationType: RELATION_CREDIT_NOTE, uuids: [original.uuid ?? ''] },
        concepts: [concept],
        amounts: invoiceAmounts([{ quantity: 1, unitPriceCents: amount, netCents: amount }], rate),
        seal: '',
      };
      const sealed = await sealing.seal(buildCfdiXml(document), credential, {
        creditNoteRequest: request.id,
      });
      const row = await queries.insertInvoice(
        tx,
        {
          ...invoiceValues(profile, document, sealed, request.createdBy),
          relatedInvoiceId: original.id,
          returnId: request.returnId,
        },
        [],
      );
      await cq.markIssued(tx, request.id, row.id);
      return row.id;
    });
  }

  const service = {
    /**
     * Issues a pending credit note if it can now; otherwise notes why and leaves it pending. Safe
     * to run twice at once: the request row is locked and taken once.
     */
    async issue(requestId: number): Promise<void> {
      const request = await cq.findRequest(db, requestId);
      if (request?.status !== 'pendiente') return;
      let created: number | null;
      try {
        const original = await creditedInvoice(request);
        if (!original) return;
        const left = creditableCents(
          Number(original.totalCents),
          await cq.creditedCents(db, original.id, request.id),
        );
        if (left <= 0) {
          await cq.noteRequest(db, request.id, {
            message: CREDIT_NOTE_MESSAGES.nothingLeft(`${original.series}-${original.folio}`),
            status: 'descartada',
          });
          return;
        }
        created = await createCreditNote(request, original);
      } catch (error) {
        if (error instanceof AppError) {
          await cq.noteRequest(db, request.id, { message: error.message });
          return;
        }
        await cq.noteRequest(db, request.id, { message: CREDIT_NOTE_MESSAGES.failed });
        throw error;
      }
      if (created !== null) await invoicing.requestStamp(created);
    },

    /** Issues through the job queue when there is one, else at once (a failure stays noted). */
    async requestIssue(requestId: number): Promise<void> {
      // The request is already stored: a failure here leaves it to the sweep, never fails the caller.
      try {
        if (deps.jobs) await deps.jobs.send(CREDIT_NOTE_QUEUE, { requestId });
        else await service.issue(requestId);
      } catch (error) {
        logger.error({ err: error, requestId }, 'no se pudo emitir la nota de crédito; queda pendiente');
      }
    },

    /** The pending credit notes of an invoice that was just stamped. */
    async issuePendingOf(invoiceId: number): Promise<void> {
      for (const id of await cq.pendingRequests(db, SWEEP_BATCH, invoiceId)) await service.requestIssue(id);
    },

    /** One pass over every pending credit note. */
    async sweep(): Promise<number> {
      const ids = await cq.pendingRequests(db, SWEEP_BATCH);
      for (const id of ids) {
        try {
          await service.issue(id);
        } catch (error) {
          logger.warn({ err: error, requestId: id }, 'nota de crédito pendiente');
        }
      }
      return ids.length;
    },

    /** A credit note that waits or was refused by the PAC, tried again now. */
    async retry(user: SessionUser, id: number): Promise<CreditNoteRequest> {
      if (!userCan(user, 'issueInvoices')) throw forbidden();
      const request = await cq.findRequest(db, id);
      if (!request || !inCompanyScope(user, request.companyId)) throw notFound(CREDIT_NOTE_MESSAGES.notFound);
      await cq.reopenRefused(db, id);
      try {
        await service.issue(id);
      } catch (error) {
        logger.error({ err: error, requestId: id }, 'reintento de nota de crédito');
      }
      return shown(id);
    },

    async list(
      user: SessionUser,
      query: { sale_id?: string; invoice_id?: string; open?: '1' | '0' },
    ): Promise<CreditNoteRequest[]> {
      if (!userCan(user, 'issueInvoices')) throw forbidden();
      const rows = await cq.listRequests(db, {
        companyId: companyScope(user),
        saleId: query.sale_id ? Number(query.sale_id) : undefined,
        invoiceId: query.invoice_id ? Number(query.invoice_id) : undefined,
        open: query.open === '1',
      });
      return rows.map(requestResponse);
    },

    /**
     * A discount or bonus after invoicing (roles 1, 2): the refund and the credit note owed, in one
     * transaction on the invoice's locked row, never more than what is left to credit; then the
     * credit note is issued. The same request id again answers the first.
     */
    async discount(user: SessionUser, invoiceId: number, input: DiscountCreditNoteInput) {
      if (!userCan(user, 'cancelInvoices')) throw forbidden();
      const hasAmount = input.amount_cents !== undefined;
      const hasPercent = input.percent !== undefined && input.percent.trim() !== '';
      if (hasAmount === hasPercent)
        throw validationFailed({ amount_cents: [CREDIT_NOTE_MESSAGES.amountOrPercent] });
      const basis = hasPercent ? percentToBasisPoints(input.percent ?? '') : null;
      if (hasPercent && basis === null) throw validationFailed({ percent: [CREDIT_NOTE_MESSAGES.percent] });
      let requestId: number;
      try {
        requestId = await db.transaction(async (tx) => {
          const invoice = await cq.lockInvoice(tx, invoiceId);
          if (!invoice || !inCompanyScope(user, invoice.companyId))
            throw notFound(INVOICING_MESSAGES.notFound);
          const again = await cq.requestByRequestId(tx, invoice.companyId, input.request_id);
          if (again) return again.id;
          if (invoice.type !== 'I' || !['timbrada', 'timbrando'].includes(invoice.status))
            throw conflict(CREDIT_NOTE_MESSAGES.discountInvoice);
          const sales = await cq.salesOfInvoice(tx, invoice.id);
          const unpaid = sales.find((sale) => sale.status !== 'pagada' && sale.status !== 'devuelta_parcial');
          if (unpaid || sales.length === 0)
            throw conflict(
              CREDIT_NOTE_MESSAGES.discountNotPaid(
                unpaid ? folio(unpaid.series, unpaid.number) : invoice.folio,
              ),
            );
          const left = creditableCents(invoice.totalCents, await cq.creditedCents(tx, invoice.id));
          const amount = basis === null ? (input.amount_cents ?? 0) : shareOfCents(invoice.totalCents, basis);
          if (amount <= 0 || amount > left)
            throw validationFailed({
              [basis === null ? 'amount_cents' : 'percent']: [CREDIT_NOTE_MESSAGES.tooMuch(left)],
            });
          const sale = sales[0];
          const reason = input.reason.trim();
          const note = CREDIT_NOTE_MESSAGES.cashNote(invoice.folio, reason);
          let cashSessionId: number | null = null;
          if (input.refund_method === 'cash') {
            cashSessionId = await moveSessionCash(tx, user, input.register_id, {
              kind: 'refund',
              direction: 'out',
              amountCents: amount,
              reason: note,
              saleId: sale?.id ?? null,
            });
          } else if (input.refund_method === 'store_credit') {
            if (!sale?.customerId)
              throw validationFailed({ refund_method: [CREDIT_NOTE_MESSAGES.needsCustomer] });
            await giveStoreCredit(tx, 'return_credit', {
              companyId: invoice.companyId,
              customerId: sale.customerId,
              saleId: sale.id,
              userId: user.id,
              cents: amount,
              note,
            });
          }
          const row = await cq.insertRequest(tx, {
            companyId: invoice.companyId,
            invoiceId: invoice.id,
            kind: 'descuento',
            saleId: sale?.id ?? null,
            amountCents: amount,
            refundMethod: input.refund_method,
            reason,
            cashSessionId,
            requestId: input.request_id,
            createdBy: user.id,
          });
          return row.id;
        });
      } catch (error) {
        if (errorCode(error) !== '23505') throw error;
        // The same request a moment ago (a double click): theirs is the credit note.
        const first = await cq.requestByRequestId(db, user.companyId, input.request_id);
        if (!first) throw error;
        requestId = first.id;
      }
      await service.requestIssue(requestId);
      return shown(requestId);
    },
  };
  return service;
}

export type CreditNotesService = ReturnType<typeof createCreditNotesService>;
