import { randomUUID } from 'node:crypto';
import {
  centsToPesos,
  type ExchangeDifferenceOutcome,
  exchangeSettlement,
  folio,
  formatMoneyPrecise,
  lastDayLabel,
  type PaymentMethod,
  RETURN_REASON_LABELS,
  type ReturnDestination,
  type ReturnOutcome,
  type ReturnReason,
  STATUS,
  statusAfterReturns,
  warrantyEnd,
  withinWarranty,
} from '@yonke/domain';
import type {
  CancelledSale,
  CancelPaidSale,
  CreateReturn,
  PartImage,
  ReturnsSummary,
  SaleReturn,
} from '@yonke/domain/schemas';
import type { Database, Executor } from '../../db/client.ts';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { moveSessionCash } from '../cash/cash.service.ts';
import { creditBackOnSale, giveStoreCredit } from '../customers/customers.service.ts';
import { createCreditNotesService, recordReturnCreditNote } from '../invoicing/credit-notes.service.ts';
import { requestMarketplaceSync } from '../marketplace/marketplace-sync.ts';
import { createSalesService } from '../sales/sales.service.ts';
import { returnPhotos } from './return-photos.service.ts';
import * as queries from './returns.queries.ts';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

export const RETURN_MESSAGES = {
  saleNotFound: 'No encontramos el ticket.',
  lineNotFound: 'No encontramos esa línea en el ticket.',
  notFound: 'No encontramos esa devolución.',
  notPaid: (folioText: string) =>
    `El ticket ${folioText} no está pagado: solo se devuelven líneas de un ticket pagado.`,
  twice: (description: string, folioText: string) =>
    `La línea «${description}» del ticket ${folioText} ya se devolvió; una línea se devuelve una sola vez.`,
  tooMuch: (net: number) =>
    `El reembolso no puede ser mayor que lo que se pagó por la línea (${money(net)}).`,
  outsideWarranty: (until: string | null) =>
    `${until ? `La garantía de esta línea venció el ${until}` : 'Esta línea se vendió sin garantía'}: la devolución la autoriza un supervisor o el administrador, con su sesión.`,
  destinationNeeded: 'Elige a dónde va la autoparte: al inventario, a revisión o a merma.',
  scrapReason: 'Escribe el motivo de la merma (de 3 a 200 caracteres).',
  partMoved: (code: string) =>
    `La autoparte ${code} ya no está «Vendido» (alguien la cambió); revisa su historial antes de registrar la devolución.`,
  hasReturns: (folioText: string) =>
    `El ticket ${folioText} ya tiene devoluciones: registra la devolución de las líneas que faltan en lugar de cancelarlo.`,
  cancelForbidden: 'Solo el administrador cancela una venta pagada.',
  zeroCash: 'Un reembolso en efectivo debe ser mayor que cero.',
  creditNeedsCustomer: 'Para dejar saldo a favor, el ticket debe tener un cliente. Elige otro reembolso.',
  paidInCash:
    'Este ticket se pagó en efectivo: su forma de pago original es el efectivo. Elige «Reembolso en efectivo».',
  exchangeNeedsCustomer:
    'Para un cambio, el ticket debe tener un cliente: el valor de la pieza devuelta pasa por su saldo a favor. Asigna un cliente al ticket o elige un reembolso.',
  exchangeCode: 'Escanea o escribe el código de la autoparte que se lleva a cambio.',
  exchangeToPay: (total: number, toPay: number) =>
    `La autoparte de cambio cuesta ${money(total)}: el cliente paga la diferencia de ${money(toPay)}. Agrega cómo la paga.`,
  exchangeNothingToPay: (total: number) =>
    `La autoparte de cambio cuesta ${money(total)} y la pieza devuelta la cubre: no hay diferencia que cobrar.`,
  exchangeGiveBack: (rest: number) =>
    `A la pieza devuelta le sobran ${money(rest)}: elige si se le reembolsan al cliente o quedan como saldo a favor.`,
  mlClaim: (number: string) => `Devolución por reclamo de Mercado Libre ${number}`,
} as const;

function uniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    (cause as { code?: string }).code === '23505' &&
    (cause as { constraint?: string }).constraint === constraint
  );
}

function response(user: SessionUser, row: queries.ReturnRow, photos: PartImage[]): SaleReturn {
  return {
    id: row.id,
    sale_id: row.saleId,
    sale_folio: row.saleFolio,
    line_id: row.lineId,
    description: row.description,
    part_id: row.partId,
    reason: row.reason as ReturnReason,
    notes: row.notes,
    within_warranty: row.withinWarranty,
    approved_by_name: row.approvedByName,
    outcome: row.outcome as ReturnOutcome,
    refund_method: row.refundMethod as PaymentMethod | null,
    amount_cents: row.amountCents,
    destination: row.destination as ReturnDestination | null,
    scrap_reason: row.scrapReason,
    // Purchase costs are for roles 1, 2: a seller sees that the part went to merma, not its cost.
    written_off_cents: userCan(user, 'managePartCosts') ? row.writtenOffCents : null,
    exchange_sale_id: row.exchangeSaleId,
    exchange_sale_folio: row.exchangeSaleFolio,
    cost_unknown: row.costUnknown,
    ml_claim_id: row.mlClaimNumber,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
    photos,
  };
}

/** The returns as the API answers them, each with its photos (one query for all of them). */
async function withPhotos(db: Executor, user: SessionUser, rows: queries.ReturnRow[]): Promise<SaleReturn[]> {
  const photos = await returnPhotos(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => response(user, row, photos.get(row.id) ?? []));
}

const DESTINATION_STATUS: Record<ReturnDestination, number> = {
  disponible: STATUS.AVAILABLE,
  en_revision: STATUS.UNAVAILABLE,
  merma: STATUS.UNAVAILABLE,
};

/** A return that passed its checks, with what the next steps need of its ticket and line. */
interface CheckedReturn {
  sale: queries.ReturnSaleRow;
  folioText: string;
  lines: queries.ReturnLineRow[];
  line: queries.ReturnLineRow;
  returned: number[];
  amount: number;
  within: boolean;
  /** The delivered Mercado Libre claim that decided a return outside the warranty. */
  mlClaim: { id: number; mlClaimId: string } | null;
  destination: ReturnDestination | null;
  scrapReason: string | null;
  /** The reason and the line, as the cash movement and the customer's movements name them. */
  what: string;
}

/**
 * The ticket (locked) is paid and of the user's company, the line is on it and not returned yet,
 * the amount fits the line, a return outside the warranty is a supervisor's, and a part has
 * somewhere to go (scrap with its reason).
 */
async function checkReturn(tx: Executor, user: SessionUser, input: CreateReturn): Promise<CheckedReturn> {
  const sale = await queries.lockSale(tx, input.sale_id);
  if (!sale || !inCompanyScope(user, sale.companyId)) throw notFound(RETURN_MESSAGES.saleNotFound);
  const folioText = folio(sale.series, sale.number);
  if ((sale.status !== 'pagada' && sale.status !== 'devuelta_parcial') || !sale.paidAt)
    throw conflict(RETURN_MESSAGES.notPaid(folioText));
  const lines = await queries.saleLines(tx, sale.id);
  const line = lines.find((row) => row.id === input.line_id);
  if (!line) throw notFound(RETURN_MESSAGES.lineNotFound);
  const returned = await queries.returnedLineIds(tx, sale.id);
  if (returned.includes(line.id)) throw conflict(RETURN_MESSAGES.twice(line.description, folioText));

  const amount = input.amount_cents ?? line.netCents;
  if (amount > line.netCents) throw fieldError('amount_cents', RETURN_MESSAGES.tooMuch(line.netCents));
  const within = withinWarranty(sale.paidAt, line.warrantyDays, sale.now);
  // Mercado Libre already decided a return whose parcel reached the yard after the buyer's claim:
  // the counter records it without a supervisor, the claim standing as the approval.
  const mlClaim = within ? null : await queries.deliveredClaimOfLine(tx, sale.companyId, line.id);
  // Outside the warranty only a supervisor registers it: their session is the approval.
  if (!within && !mlClaim && !userCan(user, 'cancelSales'))
    throw forbidden(
      RETURN_MESSAGES.outsideWarranty(
        line.warrantyDays > 0 ? lastDayLabel(warrantyEnd(sale.paidAt, line.warrantyDays)) : null,
      ),
    );
  const destination = line.partId === null ? null : (input.destination ?? null);
  if (line.partId !== null && !destination)
    throw fieldError('destination', RETURN_MESSAGES.destinationNeeded);
  const scrapReason = destination === 'merma' ? (input.scrap_reason ?? '').trim() : null;
  if (destination === 'merma' && (scrapReason ?? '').length < 3)
    throw fieldError('scrap_reason', RETURN_MESSAGES.scrapReason);
  const what = mlClaim
    ? `${RETURN_MESSAGES.mlClaim(mlClaim.mlClaimId)}, ${RETURN_REASON_LABELS[input.reason]}: ${line.description}`
    : `${RETURN_REASON_LABELS[input.reason]}: ${line.description}`;
  return { sale, folioText, lines, line, returned, amount, within, mlClaim, destination, scrapReason, what };
}

/** The money back: cash out of the counter's open session, the ticket's own method, or store credit. */
async function refund(
  tx: Executor,
  user: SessionUser,
  input: CreateReturn & { outcome: ExchangeDifferenceOutcome },
  checked: CheckedReturn,
) {
  const { sale, folioText, amount, what } = checked;
  const note = `Devolución del ticket ${folioText} (${what})`;
  if (input.outcome === 'refund_cash') {
    if (amount === 0) throw fieldError('amount_cents', RETURN_MESSAGES.zeroCash);
    const cashSessionId = await moveSessionCash(tx, user, input.register_id, {
      kind: 'refund',
      direction: 'out',
      amountCents: amount,
      reason: note,
      saleId: sale.id,
    });
    return { cashSessionId, refundMethod: 'cash' };
  }
  if (input.outcome === 'refund_original') {
    const methods = (await queries.salePaymentMethods(tx, sale.id)).filter(
      (row) => row.method !== 'cash' && row.method !== 'pending',
    );
    const method = methods[0]?.method;
    if (!method) throw fieldError('outcome', RETURN_MESSAGES.paidInCash);
    const change = {
      companyId: sale.companyId,
      customerId: sale.customerId ?? 0,
      saleId: sale.id,
      userId: user.id,
      cents: amount,
      note,
    };
    // Store credit spent on the ticket goes back to the customer as credit; a line sold
    // on credit lowers what the ticket still owes (what was paid on it becomes credit).
    if (method === 'store_credit' && sale.customerId !== null)
      await giveStoreCredit(tx, 'return_credit', change);
    if (method === 'credit' && sale.customerId !== null) await creditBackOnSale(tx, 'return', change);
    return { cashSessionId: null, refundMethod: method };
  }
  if (sale.customerId === null) throw fieldError('outcome', RETURN_MESSAGES.creditNeedsCustomer);
  await giveStoreCredit(tx, 'return_credit', {
    companyId: sale.companyId,
    customerId: sale.customerId,
    saleId: sale.id,
    userId: user.id,
    cents: amount,
    note,
  });
  return { cashSessionId: null, refundMethod: null };
}

/** A sales-service error about its own fields, renamed to the return's field it came from. */
function renamedFields(error: unknown, rename: (field: string) => string): unknown {
  if (!(error instanceof AppError) || !error.errors) return error;
  const errors = Object.fromEntries(Object.entries(error.errors).map(([key, value]) => [rename(key), value]));
  return new AppError(error.status, error.message, errors);
}

/**
 * «Cambio por otra pieza», in the return's transaction: a new ticket for the same customer with
 * the replacement part, made and paid through the sales service (the part held and sold by the
 * counter's own rules, in a savepoint of this transaction). The returned line's value becomes the
 * customer's store credit and pays the new ticket up to its total; the customer pays the rest by
 * any method (cash into the open session), or gets back what is left (refund or store credit).
 */
async function exchange(
  deps: AppDeps,
  tx: Executor,
  user: SessionUser,
  input: CreateReturn,
  checked: CheckedReturn,
) {
  const { sale, folioText, amount } = checked;
  if (sale.customerId === null) throw fieldError('outcome', RETURN_MESSAGES.exchangeNeedsCustomer);
  const code = input.exchange_code?.trim();
  if (!code) throw fieldError('exchange_code', RETURN_MESSAGES.exchangeCode);
  const sales = createSalesService({ ...deps, db: tx as unknown as Database });
  const ticket = await sales.create(user, { customer_id: sale.customerId });
  try {
    await sales.addLine(user, ticket.id, { code });
  } catch (error) {
    throw renamedFields(error, () => 'exchange_code');
  }
  const total = (await sales.get(user, ticket.id)).total_cents;
  const settled = exchangeSettlement(amount, total);
  const extra = input.exchange_payments ?? [];
  if (settled.toPayCents > 0 && extra.length === 0)
    throw fieldError('exchange_payments', RETURN_MESSAGES.exchangeToPay(total, settled.toPayCents));
  if (settled.toPayCents === 0 && extra.length > 0)
    throw fieldError('exchange_payments', RETURN_MESSAGES.exchangeNothingToPay(total));
  const difference = settled.toGiveBackCents > 0 ? input.exchange_difference : null;
  if (settled.toGiveBackCents > 0 && !difference)
    throw fieldError('exchange_difference', RETURN_MESSAGES.exchangeGiveBack(settled.toGiveBackCents));
  await giveStoreCredit(tx, 'return_credit', {
    companyId: sale.companyId,
    customerId: sale.customerId,
    saleId: sale.id,
    userId: user.id,
    cents: settled.creditedCents,
    note: `Cambio por otra pieza: devolución del ticket ${folioText} (${checked.what})`,
  });
  try {
    await sales.pay(user, ticket.id, {
      request_id: randomUUID(),
      payments: [
        ...(settled.creditedCents > 0
          ? [{ method: 'store_credit' as const, amount_cents: settled.creditedCents }]
          : []),
        ...extra,
      ],
      register_id: input.register_id,
    });
  } catch (error) {
    // The first payment is the store credit the screen never sent: the customer's are one further.
    const shift = settled.creditedCents > 0 ? 1 : 0;
    throw renamedFields(error, (field) => {
      const match = /^payments\.(\d+)\.(.+)$/.exec(field);
      if (match) return `exchange_payments.${Number(match[1]) - shift}.${match[2]}`;
      return field === 'payments' ? 'exchange_payments' : field;
    });
  }
  let given = { cashSessionId: null as number | null, refundMethod: null as string | null };
  if (difference)
    given = await refund(
      tx,
      user,
      { ...input, outcome: difference },
      { ...checked, amount: settled.toGiveBackCents },
    );
  const replacement = (await sales.get(user, ticket.id)).lines[0]?.part_id ?? null;
  return { saleId: ticket.id, replacement, ...given };
}

/** The part's way back: Disponible, in review, or scrap with its value written off; each with its activity line. */
async function sendPartBack(tx: Executor, user: SessionUser, input: CreateReturn, checked: CheckedReturn) {
  const { line, destination, folioText, within, scrapReason } = checked;
  if (line.partId === null || !destination) return { writtenOff: 0, costUnknown: false, listed: false };
  const part = await queries.lockPart(tx, line.partId);
  if (!part || part.statusId !== STATUS.SOLD) throw conflict(RETURN_MESSAGES.partMoved(`AV-${line.partId}`));
  const reason = checked.mlClaim
    ? `${RETURN_REASON_LABELS[input.reason]}; ${RETURN_MESSAGES.mlClaim(checked.mlClaim.mlClaimId)}`
    : RETURN_REASON_LABELS[input.reason];
  const activity =
    destination === 'disponible'
      ? `Regresó al inventario por devolución del ticket ${folioText} (${reason})`
      : destination === 'en_revision'
        ? `En revisión por ${within ? 'garantía' : 'devolución'} del ticket ${folioText} (${reason})`
        : // The cost itself is for roles 1, 2: the activity, which role 5 reads too, only says whether there was one.
          `Merma: ${scrapReason}; ${part.costCents === null ? 'costo no registrado, se dio de baja $0' : 'se dio de baja su costo'} (devolución del ticket ${folioText})`;
  await queries.moveReturnedPart(tx, line.partId, DESTINATION_STATUS[destination], user.id, activity);
  const scrapped = destination === 'merma';
  return {
    writtenOff: scrapped ? (part.costCents ?? 0) : 0,
    costUnknown: scrapped && part.costCents === null,
    listed: Boolean(part.mlId),
  };
}

/**
 * A returned line of an invoiced ticket gets its credit note (CFDI de egreso): owed in the return's
 * transaction, issued after the commit (or later by the invoicing module's job, with the reason
 * shown meanwhile). The return stands on its own: a credit note that waits is not a failed return.
 */
async function creditNoteAfterReturn(deps: AppDeps, requestId: number | null) {
  if (requestId === null) return;
  await createCreditNotesService(deps).requestIssue(requestId);
}

export function createReturnsService(deps: AppDeps) {
  const { db } = deps;

  return {
    /** Net sales (sold − returned) and refunds by reason, of the user's own company. */
    async summary(user: SessionUser, from?: string, to?: string): Promise<ReturnsSummary> {
      if (!userCan(user, 'viewDashboard')) throw forbidden();
      if (from && to && from > to)
        throw fieldError('to', 'La fecha final no puede ser anterior a la inicial.');
      const found = await queries.summary(db, user.companyId, from ?? null, to ?? null);
      const refunds = found.byReason.reduce((sum, row) => sum + row.amountCents, 0);
      return {
        from: found.from,
        to: found.to,
        sales_cents: found.soldCents,
        cancelled_count: found.cancelledCount,
        cancelled_cents: found.cancelledCents,
        refunds_cents: refunds,
        net_cents: found.soldCents - refunds,
        by_reason: found.byReason.map((row) => ({
          reason: row.reason as ReturnReason,
          count: row.count,
          amount_cents: row.amountCents,
        })),
        // Purchase costs are for roles 1, 2: left out of the answer for a supervisor.
        ...(userCan(user, 'managePartCosts')
          ? {
              written_off_cents: found.byReason.reduce((sum, row) => sum + row.writtenOffCents, 0),
              scrapped_without_cost: found.byReason.reduce((sum, row) => sum + row.withoutCost, 0),
            }
          : {}),
      };
    },

    async list(user: SessionUser, saleId?: number): Promise<SaleReturn[]> {
      if (!userCan(user, 'sellParts')) throw forbidden();
      return withPhotos(db, user, await queries.listReturns(db, { companyId: companyScope(user), saleId }));
    },

    /**
     * A paid ticket cancelled (roles 1, 2, with its reason): its cash given back from the counter's
     * open session, store credit back to the customer, other methods recorded as given back on
     * the ticket's own method, its parts Disponible again with an activity line. The ticket stays,
     * «Cancelada», with who and why.
     */
    async cancelPaid(user: SessionUser, saleId: number, input: CancelPaidSale): Promise<CancelledSale> {
      if (!userCan(user, 'cancelPaidSales')) throw forbidden(RETURN_MESSAGES.cancelForbidden);
      const listed: number[] = [];
      const result = await db.transaction(async (tx) => {
        const sale = await queries.lockSale(tx, saleId);
        if (!sale || !inCompanyScope(user, sale.companyId)) throw notFound(RETURN_MESSAGES.saleNotFound);
        const folioText = folio(sale.series, sale.number);
        if (sale.status === 'devuelta_parcial' || sale.status === 'devuelta')
          throw conflict(RETURN_MESSAGES.hasReturns(folioText));
        if (sale.status !== 'pagada') throw conflict(RETURN_MESSAGES.notPaid(folioText));
        const methods = await queries.salePaymentMethods(tx, sale.id);
        const amountOf = (method: string) => methods.find((row) => row.method === method)?.amountCents ?? 0;
        const cash = amountOf('cash');
        const storeCredit = amountOf('store_credit');
        const onCredit = amountOf('credit');
        const other = methods.reduce((sum, row) => sum + row.amountCents, 0) - cash - storeCredit - onCredit;
        let credit = 0;
        let forgiven = 0;
        if (sale.customerId !== null) {
          const change = {
            companyId: sale.companyId,
            customerId: sale.customerId,
            saleId: sale.id,
            userId: user.id,
            note: `Cancelación del ticket ${folioText}: ${input.reason}`,
          };
          await giveStoreCredit(tx, 'cancel', { ...change, cents: storeCredit });
          credit = storeCredit;
          // A credit ticket's debt is forgiven; what was already paid on it by abonos is credit.
          if (onCredit > 0) {
            const back = await creditBackOnSale(tx, 'cancel', { ...change, cents: onCredit });
            forgiven = back.forgivenCents;
            credit += back.storeCreditCents;
          }
        }
        // The cash after the customer's row: a payment locks the customer before the session too.
        if (cash > 0)
          await moveSessionCash(tx, user, input.register_id, {
            kind: 'cancel',
            direction: 'out',
            amountCents: cash,
            reason: `Cancelación del ticket ${folioText}: ${input.reason}`,
            saleId: sale.id,
          });
        let partsReturned = 0;
        for (const line of await queries.saleLines(tx, sale.id)) {
          if (line.partId === null) continue;
          const part = await queries.lockPart(tx, line.partId);
          // A part sold again since (or changed by hand) is left as it is; the activity says so elsewhere.
          if (!part || part.statusId !== STATUS.SOLD) continue;
          await queries.moveReturnedPart(
            tx,
            line.partId,
            STATUS.AVAILABLE,
            user.id,
            `Regresó al inventario: se canceló el ticket ${folioText} (${input.reason})`,
          );
          partsReturned += 1;
          if (part.mlId) listed.push(line.partId);
        }
        await queries.cancelPaidSale(tx, sale.id, user.id, input.reason);
        return {
          sale_id: sale.id,
          folio: folioText,
          cash_cents: cash,
          credit_cents: credit,
          forgiven_cents: forgiven,
          other_cents: other,
          parts_returned: partsReturned,
        };
      });
      for (const partId of listed) await requestMarketplaceSync(deps, partId);
      return result;
    },

    /**
     * A return of one line of a paid ticket, all of it in one transaction on the ticket's locked
     * row: the refund (cash out of the counter's open session, back to the ticket's method, or
     * store credit), the part's way back (Disponible, in review, or scrap), the sale's status.
     * The unique line makes a second return of the same line fail, even one racing this one.
     */
    async create(user: SessionUser, input: CreateReturn): Promise<SaleReturn> {
      if (!userCan(user, 'sellParts')) throw forbidden();
      let listedPart: number | null = null;
      let creditNoteRequest: number | null = null;
      let replacementPart: number | null = null;
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const checked = await checkReturn(tx, user, input);
          const { sale, line, amount, within, destination, scrapReason } = checked;
          let exchangeSaleId: number | null = null;
          let given: { cashSessionId: number | null; refundMethod: string | null };
          if (input.outcome === 'exchange') {
            const made = await exchange(deps, tx, user, input, checked);
            exchangeSaleId = made.saleId;
            replacementPart = made.replacement;
            given = made;
          } else {
            given = await refund(tx, user, { ...input, outcome: input.outcome }, checked);
          }
          const { cashSessionId, refundMethod } = given;
          const { writtenOff, costUnknown, listed } = await sendPartBack(tx, user, input, checked);
          if (listed) listedPart = line.partId;
          const returnId = await queries.insertReturn(tx, {
            companyId: sale.companyId,
            saleId: sale.id,
            lineId: line.id,
            partId: line.partId,
            reason: input.reason,
            notes: input.notes ?? null,
            withinWarranty: within,
            approvedBy: within || checked.mlClaim ? null : user.id,
            outcome: input.outcome,
            refundMethod,
            amountCents: amount,
            cashSessionId,
            destination,
            scrapReason,
            writtenOffCents: writtenOff,
            exchangeSaleId,
            costUnknown,
            mlClaimId: checked.mlClaim?.id ?? null,
            userId: user.id,
          });
          creditNoteRequest = await recordReturnCreditNote(tx, {
            companyId: sale.companyId,
            saleId: sale.id,
            lineId: line.id,
            returnId,
            amountCents: amount,
            refundMethod,
            userId: user.id,
          });
          await queries.setSaleStatus(
            tx,
            sale.id,
            statusAfterReturns(checked.lines.length, checked.returned.length + 1),
          );
          return returnId;
        });
      } catch (error) {
        if (uniqueViolation(error, 'sale_returns_line_unique'))
          throw new AppError(409, 'Esta línea ya se devolvió; una línea se devuelve una sola vez.');
        throw error;
      }
      // After the commit: the marketplace job must see the part's new status.
      if (listedPart !== null) await requestMarketplaceSync(deps, listedPart);
      // The sales service asked for it inside the transaction; again now that the sale is committed.
      if (replacementPart !== null) await requestMarketplaceSync(deps, replacementPart);
      const [row] = await queries.listReturns(db, { companyId: null, id });
      if (!row) throw notFound(RETURN_MESSAGES.notFound);
      await creditNoteAfterReturn(deps, creditNoteRequest);
      // A new return has no photos yet: the counter sends them next (POST /api/returns/{id}/photos).
      return response(user, row, []);
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
