import { withinCancellationDeadline } from '@yonke/domain/cfdi';
import type { InvoiceSummary, ReplaceInvoiceInput } from '@yonke/domain/schemas';
import { inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import * as cq from './credit-notes.queries.ts';
import { INVOICING_MESSAGES } from './invoicing.messages.ts';
import * as queries from './invoicing.queries.ts';
import {
  CANCEL_QUEUE,
  createInvoicingService,
  localDateTime,
  type ReceiverData,
} from './invoicing.service.ts';
import { type PacProvider, PacUnavailableError } from './pac.ts';
import type { SatStatusService } from './sat-status.ts';

// «Sustituir factura» (cancellation motive 01, «Comprobante emitido con errores con relación»):
// the replacement invoice is issued FIRST, related to the original with TipoRelacion 04, and
// stamped; THEN the original is cancelled with motive 01 and FolioSustitucion = the new UUID.
// Each step is a job (the stamp, then the cancellation), so the flow resumes after a failure.

/** How many stalled replacements one sweep resumes. */
const SWEEP_BATCH = 50;

export const REPLACEMENT_MESSAGES = {
  notIncome: 'Solo se sustituye una factura de ingreso; una nota de crédito se cancela.',
  notStamped: 'Solo se sustituye una factura timbrada.',
  severalTickets: 'Esta factura ampara varios tickets: aquí se sustituye la factura de un ticket.',
  hasCreditNotes:
    'La factura tiene notas de crédito vigentes: el SAT no la deja cancelar mientras lo estén. Cancélalas primero.',
  receiverNeeded: 'Escribe los datos fiscales corregidos del receptor o elige «Público en general».',
} as const;

const MOTIVE_REPLACEMENT = '01';

export function createReplacementService(
  deps: AppDeps & { pac?: PacProvider | null; satStatus?: SatStatusService },
) {
  const { db } = deps;
  const invoicing = createInvoicingService(deps);

  function receiverOf(input: ReplaceInvoiceInput): ReceiverData | null {
    if (input.public) return null;
    return {
      rfc: input.rfc ?? '',
      business_name: input.business_name ?? '',
      tax_regime: input.tax_regime ?? '',
      postal_code: input.postal_code ?? '',
      cfdi_use: input.cfdi_use ?? '',
    };
  }

  const service = {
    /**
     * «Sustituir»: one action. A second click, or a retry, while a replacement is live answers the
     * same one (the unique index on the replaced invoice makes one); after the receiver refused
     * the cancellation, it asks for the cancellation again.
     */
    async replace(user: SessionUser, id: number, input: ReplaceInvoiceInput): Promise<InvoiceSummary> {
      if (!userCan(user, 'cancelInvoices')) throw forbidden();
      const original = await queries.findInvoice(db, id);
      if (!original || !inCompanyScope(user, original.companyId)) throw notFound(INVOICING_MESSAGES.notFound);
      const live = await cq.liveReplacementOf(db, id);
      if (live) {
        if (live.status === 'timbrada') await service.continueAfterStamp(live.id);
        return invoicing.summaryOf(id);
      }
      if (original.type !== 'I') throw new AppError(409, REPLACEMENT_MESSAGES.notIncome);
      if (original.status !== 'timbrada' || !original.uuid || !original.stampedAt)
        throw new AppError(409, REPLACEMENT_MESSAGES.notStamped);
      if (original.cancelStatus === 'en_proceso' || original.cancelStatus === 'pendiente')
        throw conflict(INVOICING_MESSAGES.cancelAlreadyAsked(original.cancelMotive ?? ''));
      const timeZone = await queries.companyTimeZone(db, original.companyId);
      if (!withinCancellationDeadline(original.stampedAt, new Date(), timeZone)) {
        const issuedYear = Number(localDateTime(original.stampedAt, timeZone).slice(0, 4));
        throw new AppError(409, INVOICING_MESSAGES.cancelLate(issuedYear + 1));
      }
      const notes = await queries.creditNotesOf(db, id);
      for (const noteId of notes) {
        const note = await queries.findInvoice(db, noteId);
        if (note && note.status !== 'cancelada' && note.status !== 'rechazada')
          throw new AppError(409, REPLACEMENT_MESSAGES.hasCreditNotes);
      }
      const saleIds = await queries.saleIdsOf(db, id);
      if (saleIds.length !== 1 || saleIds[0] === undefined)
        throw new AppError(409, REPLACEMENT_MESSAGES.severalTickets);
      let created: InvoiceSummary;
      try {
        created = await invoicing.createIncome(user, saleIds[0], {
          public: input.public,
          receiver: receiverOf(input) ?? undefined,
          replaces: { id, uuid: original.uuid.toUpperCase() },
        });
      } catch (error) {
        // A double click: the other request made the replacement.
        if (error instanceof AppError && error.message === INVOICING_MESSAGES.replacingNow) {
          return invoicing.summaryOf(id);
        }
        throw error;
      }
      const stamped = await invoicing.requestStamp(created.id);
      if (stamped.status === 'timbrada') await service.continueAfterStamp(created.id);
      return invoicing.summaryOf(id);
    },

    /**
     * The second step, once the replacement is stamped: the original's cancellation with motive
     * 01 and the replacement's UUID as FolioSustitucion, claimed once and sent by its job.
     */
    async continueAfterStamp(replacementId: number): Promise<void> {
      const replacement = await queries.findInvoice(db, replacementId);
      if (!replacement?.replacesInvoiceId || replacement.status !== 'timbrada' || !replacement.uuid) return;
      const claimed = await queries.claimCancellation(db, replacement.replacesInvoiceId, {
        motive: MOTIVE_REPLACEMENT,
        replacementUuid: replacement.uuid,
        userId: replacement.createdBy ?? 0,
      });
      if (!claimed) return;
      if (deps.jobs) {
        await deps.jobs.send(CANCEL_QUEUE, { invoiceId: replacement.replacesInvoiceId });
        return;
      }
      try {
        await invoicing.sendCancellation(replacement.replacesInvoiceId);
      } catch (error) {
        // Claimed and open: the cancellation poll sends it when the PAC is back.
        if (!(error instanceof PacUnavailableError)) throw error;
      }
    },

    /** Replacements stamped whose original's cancellation was never asked (a lost job): resumed. */
    async sweep(): Promise<number> {
      const ids = await cq.stalledReplacements(db, SWEEP_BATCH);
      for (const id of ids) {
        try {
          await service.continueAfterStamp(id);
        } catch (error) {
          logger.warn({ err: error, invoiceId: id }, 'sustitución de factura pendiente');
        }
      }
      return ids.length;
    },
  };
  return service;
}

export type ReplacementService = ReturnType<typeof createReplacementService>;
