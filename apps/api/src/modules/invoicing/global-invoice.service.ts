import { GLOBAL_INVOICE_LIMITS, isTaxRate, folio as saleFolio, type TaxRate } from '@yonke/domain';
import {
  buildCfdiXml,
  type CfdiInput,
  GLOBAL_DESCRIPTION,
  GLOBAL_PERIODICITY_LABELS,
  GLOBAL_PRODUCT_KEY,
  GLOBAL_UNIT,
  type GlobalPeriod,
  type GlobalPeriodicity,
  globalAmounts,
  globalPeriodAt,
  globalPeriodLabel,
  globalPeriodOf,
  isGlobalPeriodicity,
  isPeriodClosed,
  isPeriodStart,
  largestPaymentMethod,
  PAYMENT_FORM,
  PAYMENT_FORM_LABELS,
  PAYMENT_FORM_UNDEFINED,
  PUBLIC_RECEIVER,
  previousGlobalPeriod,
} from '@yonke/domain/cfdi';
import type {
  CreateGlobalInvoiceInput,
  GlobalOverview,
  GlobalPeriodView,
  GlobalProposal,
  InvoiceSummary,
} from '@yonke/domain/schemas';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, forbidden, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import * as globalQueries from './global-invoice.queries.ts';
import { INVOICING_MESSAGES } from './invoicing.messages.ts';
import * as queries from './invoicing.queries.ts';
import { createInvoicingService, errorCode, invoiceValues, localDateTime } from './invoicing.service.ts';
import type { PacProvider } from './pac.ts';
import type { SatStatusService } from './sat-status.ts';
import { createSealing, documentHeader, issuingProfileOf } from './sealing.ts';

// The global CFDI («factura global», Guía de llenado del CFDI global 4.0; decision record 030):
// per period of the company's periodicity, the paid tickets nobody invoiced are proposed; a
// person reviews them and stamps one CFDI to «PUBLICO EN GENERAL» with InformacionGlobal and one
// concept per ticket. Sealing, the schema check, the stamp job and its idempotency are the
// invoicing service's; the tickets become invoice_sales rows, so the active-ticket index keeps
// each in one valid invoice, and cancelling the global invoice frees them.

export const GLOBAL_MESSAGES = {
  periodInvalid: (label: string) =>
    `El periodo no es válido para la periodicidad ${label.toLowerCase()} de la empresa: elige uno de la lista.`,
  periodOpen: (label: string) =>
    `El periodo ${label} todavía no termina: la factura global se emite al cerrarlo.`,
  proposalChanged:
    'Los tickets del periodo cambiaron mientras revisabas (otra persona facturó o timbró, o hubo una devolución): revisa la propuesta de nuevo.',
  stampedMeanwhile:
    'Otra persona acaba de timbrar la factura global de este periodo o de facturar uno de sus tickets: revisa la propuesta de nuevo.',
  tooMany: (count: number) =>
    `El periodo tiene ${count} tickets; una factura global lleva hasta ${GLOBAL_INVOICE_LIMITS.maxTickets}: usa una periodicidad más corta en «Datos fiscales».`,
} as const;

interface ProposedTicket {
  sale: globalQueries.UninvoicedSale;
  folio: string;
  netCents: number;
  rate: TaxRate;
}

function periodView(period: GlobalPeriod, now: Date, timeZone: string): GlobalPeriodView {
  return {
    ...period,
    label: globalPeriodLabel(period),
    closed: isPeriodClosed(period, now, timeZone),
  };
}

/** What a ticket finally came to: its total less what was refunded; nothing left, not proposed. */
function proposedTickets(rows: globalQueries.UninvoicedSale[]): ProposedTicket[] {
  return rows
    .map((sale) => ({
      sale,
      folio: saleFolio(sale.series, sale.number),
      netCents: sale.totalCents - sale.refundedCents,
      rate: isTaxRate(sale.taxRate) ? sale.taxRate : (1600 as TaxRate),
    }))
    .filter((ticket) => ticket.netCents > 0);
}

export function createGlobalInvoiceService(
  deps: AppDeps & { pac?: PacProvider | null; satStatus?: SatStatusService },
) {
  const { db } = deps;
  const invoicing = createInvoicingService(deps);
  const sealing = createSealing(deps);

  function assertGlobalInvoicer(user: SessionUser) {
    if (!userCan(user, 'issueGlobalInvoices')) throw forbidden();
  }

  async function companyContext(user: SessionUser) {
    const profile = await queries.findProfile(db, user.companyId);
    if (!profile) throw new AppError(409, INVOICING_MESSAGES.noProfile);
    const periodicity: GlobalPeriodicity = isGlobalPeriodicity(profile.globalPeriodicity)
      ? profile.globalPeriodicity
      : '04';
    const timeZone = await queries.companyTimeZone(db, user.companyId);
    return { profile, periodicity, timeZone };
  }

  /** The period whose first day is `start`, or a 422 naming the field. */
  function periodFrom(start: string, periodicity: GlobalPeriodicity): GlobalPeriod {
    if (!isPeriodStart(start, periodicity)) {
      throw validationFailed({
        start: [GLOBAL_MESSAGES.periodInvalid(GLOBAL_PERIODICITY_LABELS[periodicity])],
      });
    }
    return globalPeriodOf(start, periodicity);
  }

  async function proposalOf(
    user: SessionUser,
    period: GlobalPeriod,
    timeZone: string,
    now: Date,
  ): Promise<{ view: GlobalProposal; tickets: ProposedTicket[] }> {
    const tickets = proposedTickets(
      await globalQueries.uninvoicedSales(db, {
        companyId: user.companyId,
        from: period.start,
        to: period.end,
        timeZone,
      }),
    );
    const payments = await globalQueries.paymentsOf(
      db,
      tickets.map((ticket) => ticket.sale.id),
    );
    const form = paymentForm(payments);
    const amounts = tickets.length > 0 ? globalAmounts(tickets) : null;
    return {
      tickets,
      view: {
        period: periodView(period, now, timeZone),
        tickets: tickets.map((ticket, index) => ({
          sale_id: ticket.sale.id,
          folio: ticket.folio,
          paid_at: ticket.sale.paidAt.toISOString(),
          customer_name: ticket.sale.customerName ?? 'Público en general',
          net_cents: ticket.netCents,
          rate: ticket.rate,
          base_cents: amounts?.concepts[index]?.baseCents ?? 0,
          tax_cents: amounts?.concepts[index]?.taxCents ?? 0,
        })),
        ticket_count: tickets.length,
        total_cents: amounts?.totalCents ?? 0,
        by_rate: (amounts?.byRate ?? []).map((group) => ({
          rate: group.rate,
          base_cents: group.baseCents,
          tax_cents: group.taxCents,
          total_cents: group.totalCents,
        })),
        payment_form: tickets.length > 0 ? form : null,
        payment_form_label: tickets.length > 0 ? (PAYMENT_FORM_LABELS[form] ?? null) : null,
      },
    };
  }

  /**
   * c_FormaPago of the global invoice: the Guía's rule, the form with which the largest amount was
   * received, over every ticket's payments; 99 only if no payment maps to a SAT form.
   */
  function paymentForm(payments: Array<{ method: string; amount_cents: number }>): string {
    const settled = payments.filter((p) => PAYMENT_FORM[p.method as keyof typeof PAYMENT_FORM]);
    const largest = largestPaymentMethod(settled);
    return largest
      ? (PAYMENT_FORM[largest.method as keyof typeof PAYMENT_FORM] ?? PAYMENT_FORM_UNDEFINED)
      : PAYMENT_FORM_UNDEFINED;
  }

  return {
    /**
     * The company's periods, newest first: the one in course and the last closed ones, each with
     * the tickets still to invoice and the global invoices issued for it.
     */
    async overview(user: SessionUser): Promise<GlobalOverview> {
      assertGlobalInvoicer(user);
      const { periodicity, timeZone } = await companyContext(user);
      const now = new Date();
      const periods: GlobalPeriod[] = [globalPeriodAt(now, timeZone, periodicity)];
      while (periods.length < GLOBAL_INVOICE_LIMITS.periodsListed) {
        const last = periods.at(-1);
        if (!last) break;
        periods.push(previousGlobalPeriod(last));
      }
      const first = periods.at(-1) ?? periods[0];
      const current = periods[0];
      if (!first || !current) throw new Error('no periods');
      const tickets = proposedTickets(
        await globalQueries.uninvoicedSales(db, {
          companyId: user.companyId,
          from: first.start,
          to: current.end,
          timeZone,
        }),
      );
      const issued = await globalQueries.globalInvoices(db, user.companyId, first.start, current.end);
      const summaries = new Map<number, InvoiceSummary>();
      for (const row of issued) summaries.set(row.id, await invoicing.summaryOf(row.id));
      return {
        periodicity,
        periodicity_label: GLOBAL_PERIODICITY_LABELS[periodicity],
        periods: periods
          .map((period) => {
            const own = tickets.filter((ticket) => {
              const day = localDateTime(ticket.sale.paidAt, timeZone).slice(0, 10);
              return day >= period.start && day <= period.end;
            });
            return {
              period: periodView(period, now, timeZone),
              ticket_count: own.length,
              total_cents: own.reduce((sum, ticket) => sum + ticket.netCents, 0),
              invoices: issued
                .filter((row) => row.start === period.start && row.periodicity === period.periodicity)
                .map((row) => summaries.get(row.id))
                .filter((summary): summary is InvoiceSummary => summary !== undefined),
            };
          })
          .filter((entry, index) => index === 0 || entry.ticket_count > 0 || entry.invoices.length > 0),
      };
    },

    /** The tickets and figures of one period's global invoice, to review before stamping. */
    async proposal(user: SessionUser, start: string): Promise<GlobalProposal> {
      assertGlobalInvoicer(user);
      const { periodicity, timeZone } = await companyContext(user);
      const period = periodFrom(start, periodicity);
      return (await proposalOf(user, period, timeZone, new Date())).view;
    },

    /**
     * Seals the period's global invoice from the tickets the person reviewed and asks for its
     * stamp. The tickets are locked first; then the proposal is read again (a new snapshot, so a
     * global or individual invoice committed meanwhile is seen) and must be exactly the reviewed
     * one. Of two people stamping the same period at once, the second waits for the first's locks
     * and then finds the tickets taken: a 409, never a second invoice.
     */
    async create(user: SessionUser, input: CreateGlobalInvoiceInput): Promise<InvoiceSummary> {
      assertGlobalInvoicer(user);
      const context = await companyContext(user);
      const { periodicity, timeZone } = context;
      const profile = issuingProfileOf(context.profile);
      const period = periodFrom(input.start, periodicity);
      const now = new Date();
      if (!isPeriodClosed(period, now, timeZone))
        throw new AppError(409, GLOBAL_MESSAGES.periodOpen(globalPeriodLabel(period)));
      const reviewed = [...new Set(input.sale_ids)].sort((a, b) => a - b);

      const createdId = await db.transaction(async (tx) => {
        await globalQueries.lockSales(tx, user.companyId, reviewed);
        const tickets = proposedTickets(
          await globalQueries.uninvoicedSales(tx, {
            companyId: user.companyId,
            from: period.start,
            to: period.end,
            timeZone,
          }),
        );
        // Every reviewed ticket is gone: someone stamped the period (or invoiced them) meanwhile.
        if (tickets.length === 0) throw conflict(GLOBAL_MESSAGES.stampedMeanwhile);
        if (tickets.length > GLOBAL_INVOICE_LIMITS.maxTickets)
          throw new AppError(409, GLOBAL_MESSAGES.tooMany(tickets.length));
        const current = tickets.map((ticket) => ticket.sale.id).sort((a, b) => a - b);
        if (current.length !== reviewed.length || current.some((id, index) => id !== reviewed[index])) {
          throw conflict(GLOBAL_MESSAGES.proposalChanged);
        }
        const payments = await globalQueries.paymentsOf(tx, current);
        const form = paymentForm(payments);
        const amounts = globalAmounts(tickets);
        const folioNumber = await queries.takeFolio(tx, user.companyId);
        // Guía de llenado del CFDI global: «PUBLICO EN GENERAL», XAXX010101000, the place of issue
        // as its fiscal address, régimen 616, uso S01; InformacionGlobal of the period; one concept
        // per ticket (01010101, ACT without Unidad, Cantidad 1, the ticket's folio, «Venta»); PUE.
        const receiver: CfdiInput['receiver'] = {
          rfc: PUBLIC_RECEIVER.rfc,
          name: PUBLIC_RECEIVER.name,
          postalCode: profile.postalCode,
          regime: PUBLIC_RECEIVER.regime,
          use: PUBLIC_RECEIVER.use,
        };
        const credential = sealing.credential(profile);
        const document: CfdiInput = {
          ...documentHeader(profile, credential, folioNumber, localDateTime(now, timeZone)),
          paymentForm: form,
          paymentMethod: 'PUE',
          receiver,
          global: { periodicity: period.periodicity, month: period.month, year: period.year },
          concepts: tickets.map((ticket) => ({
            productKey: GLOBAL_PRODUCT_KEY,
            identification: ticket.folio,
            description: GLOBAL_DESCRIPTION,
            unit: { key: GLOBAL_UNIT, name: null },
          })),
          amounts,
          seal: '',
        };
        const sealed = await sealing.seal(buildCfdiXml(document), credential, {
          globalPeriod: period.start,
          companyId: user.companyId,
        });
        try {
          const row = await queries.insertInvoice(
            tx,
            {
              ...invoiceValues(profile, document, sealed, user.id),
              globalPeriodicity: period.periodicity,
              globalPeriodStart: period.start,
              globalPeriodEnd: period.end,
            },
            current,
          );
          return row.id;
        } catch (error) {
          // A ticket was invoiced individually between the read and the insert: the index said no.
          if (errorCode(error) === '23505') throw conflict(GLOBAL_MESSAGES.stampedMeanwhile);
          throw error;
        }
      });
      return invoicing.requestStamp(createdId);
    },
  };
}

export type GlobalInvoiceService = ReturnType<typeof createGlobalInvoiceService>;
