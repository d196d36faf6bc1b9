import { randomBytes } from 'node:crypto';
import {
  cashChange,
  centsToPesos,
  DEFAULT_DISCOUNT_LIMITS,
  DEFAULT_SALE_SERIES,
  DEFAULT_TAX_RATE,
  discountLimitFor,
  discountWithinLimit,
  folio,
  formatMoneyPrecise,
  isStatusChangeAllowed,
  isTaxRate,
  lastDayLabel,
  lineAmount,
  lineGross,
  MAX_CENTS,
  MAX_HOLD_DAYS,
  MAX_QUOTE_DAYS,
  MAX_SALE_LINES,
  mlStatusForLocalStatus,
  NO_WARRANTY,
  type PaymentMethod,
  PUBLIC_CUSTOMER_NAME,
  type PullOrderStatus,
  parseScanCode,
  paymentProblems,
  quoteDeadline,
  type SaleSource,
  type SaleStatus,
  STATUS,
  STATUS_NAMES,
  type TaxRate,
  ticketTotals,
  warrantyFor,
  warrantyText,
} from '@yonke/domain';
import type {
  AddLine,
  PaySale,
  QuoteDeposit,
  Sale,
  SaleListQuery,
  SalePage,
  SaleSettings,
  SaleSummary,
  SaveQuote,
  UpdateLine,
  UpdateSale,
} from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, fieldError, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { mediaUrl } from '../../lib/media.ts';
import { sessionForPayment } from '../cash/cash.service.ts';
import {
  ACCOUNT_MESSAGES,
  chargeOnCredit,
  createCustomersService,
  customerResponse,
  giveStoreCredit,
  spendStoreCredit,
} from '../customers/customers.service.ts';
import { requestMarketplaceSync } from '../marketplace/marketplace-sync.ts';
import * as queries from './sales.queries.ts';

export const SALE_MESSAGES = {
  notFound: 'No encontramos el ticket.',
  lineNotFound: 'No encontramos esa línea en el ticket.',
  notOpen: (folioText: string, status: SaleStatus) =>
    status === 'pagada'
      ? `El ticket ${folioText} ya está pagado.`
      : status === 'cotizacion'
        ? `${folioText} es una cotización: ya no se cambia; conviértela en venta o haz una nueva.`
        : status === 'devuelta' || status === 'devuelta_parcial'
          ? `El ticket ${folioText} está pagado y tiene devoluciones; ya no se puede cambiar.`
          : `El ticket ${folioText} está cancelado; ya no se puede cambiar.`,
  notOurs: (code: string) => `El código «${code}» no es de una autoparte de Yonke.`,
  otherKind: (code: string, kind: string) => `El código «${code}» es de ${kind}, no de una autoparte.`,
  partNotFound: (code: string) => `No encontramos la autoparte ${code} en tu empresa.`,
  partNotSellable: (code: string, status: string) =>
    `La autoparte ${code} está «${status}» y no se puede vender.`,
  partHeld: (code: string, folioText: string) =>
    `La autoparte ${code} ya está en el ticket ${folioText}, abierto en otro mostrador. Ciérralo o quítala de ahí primero.`,
  partHeldByQuote: (code: string, folioText: string) =>
    `La autoparte ${code} está apartada con anticipo en la cotización ${folioText}. Conviértela en venta o cancélala primero.`,
  alreadyOnTicket: (code: string) => `La autoparte ${code} ya está en este ticket.`,
  noPrice: (code: string) => `La autoparte ${code} no tiene precio de venta; escribe el precio de la línea.`,
  tooManyLines: `Un ticket lleva como máximo ${MAX_SALE_LINES} líneas.`,
  tooLarge: 'El total del ticket es mayor que el permitido.',
  partQuantity: 'Una autoparte es una sola pieza: su cantidad es 1.',
  discountAboveLine: 'El descuento no puede ser mayor que el importe de la línea.',
  discountAboveTotal: 'El descuento no puede ser mayor que el total del ticket.',
  discountAboveLimit: (limit: number) =>
    `Tu descuento máximo es ${limit} %. Para uno mayor, pide a un supervisor que lo aplique.`,
  empty: 'Agrega al menos una línea antes de cobrar.',
  problems: (list: string) => `No se puede cobrar: ${list}. Quita esas líneas del ticket.`,
  soldElsewhere: 'se vendió por otro medio',
  deleted: 'se eliminó del inventario',
  notAvailable: (status: string) => `está «${status}»`,
  credit: 'El cliente no tiene saldo a favor suficiente para ese pago.',
  creditNeedsCustomer: 'Para pagar con saldo a favor elige primero al cliente.',
  paidAlready: 'Este ticket ya se cobró con otro cobro.',
  cancelPaid: 'Un ticket pagado no se cancela aquí: se registra una devolución.',
  settingsForbidden: 'Solo el administrador de la empresa cambia la configuración de ventas.',
  quoteEmpty: 'Agrega al menos una línea antes de guardar la cotización.',
  quotePast: 'La fecha de vencimiento no puede ser anterior a hoy.',
  quoteTooFar: `Una cotización vale como máximo ${MAX_QUOTE_DAYS} días.`,
  holdPast: 'La fecha del apartado no puede ser anterior a hoy.',
  holdTooFar: `Un apartado dura como máximo ${MAX_HOLD_DAYS} días.`,
  notQuote: (folioText: string, status: SaleStatus) =>
    status === 'pagada'
      ? `La cotización ${folioText} ya se convirtió en venta.`
      : status === 'cancelada'
        ? `La cotización ${folioText} está cancelada.`
        : `${folioText} no es una cotización.`,
  quoteExpired: (folioText: string, when: string) =>
    `La cotización ${folioText} venció el ${when}; ya no se puede convertir en venta ni recibir anticipo. Haz una cotización nueva con los precios de hoy.`,
  depositTwice: (folioText: string) => `La cotización ${folioText} ya tiene anticipo.`,
  depositTooLarge: (total: string) =>
    `El anticipo debe ser menor que el total (${total}); para pagarla completa usa «Convertir en venta».`,
  nothingToRecord: (folioText: string) => `La venta ${folioText} no tiene un pago por registrar.`,
  depositOnCredit: 'Un anticipo se paga al momento: no puede quedar «a crédito».',
} as const;

/** What a sale's part lines say of a part that can no longer be paid for, or null. */
function lineProblem(line: queries.LineRow, saleStatus: string, companyId: number): string | null {
  if ((saleStatus !== 'abierta' && saleStatus !== 'cotizacion') || line.partId === null) return null;
  if (line.partDeleted || line.partCompanyId !== companyId) return SALE_MESSAGES.deleted;
  if (line.partStatusId === STATUS.SOLD) return SALE_MESSAGES.soldElsewhere;
  if (line.partStatusId !== null && !isStatusChangeAllowed(line.partStatusId, STATUS.SOLD)) {
    return SALE_MESSAGES.notAvailable(STATUS_NAMES[line.partStatusId as keyof typeof STATUS_NAMES] ?? '');
  }
  return null;
}

const code = (partId: number) => `AV-${partId}`;

/**
 * Locks the parts of a ticket's or quote's lines (in id order, as every payment path does) and
 * refuses with each line's problem when one may no longer be sold; the parts' ids in line order and
 * the locked rows.
 */
async function lockSellableParts(
  tx: Executor,
  lines: queries.LineRow[],
  saleStatus: string,
  companyId: number,
): Promise<{ partIds: number[]; locked: Map<number, queries.LockedPart> }> {
  const partIds = lines.flatMap((line) => (line.partId === null ? [] : [line.partId]));
  const locked = new Map((await queries.lockParts(tx, partIds)).map((part) => [part.id, part]));
  const problems = lines.flatMap((line) => {
    if (line.partId === null) return [];
    const part = locked.get(line.partId);
    const problem = lineProblem(
      {
        ...line,
        partStatusId: part?.statusId ?? null,
        partCompanyId: part?.companyId ?? null,
        partDeleted: part?.deleted ?? true,
      },
      saleStatus,
      companyId,
    );
    return problem ? [`${code(line.partId)} ${problem}`] : [];
  });
  if (problems.length > 0) throw conflict(SALE_MESSAGES.problems(problems.join('; ')));
  return { partIds, locked };
}
const PER_PAGE = 25;

/** A value a unique index refused, by the index's name. */
function uniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    (cause as { code?: string }).code === '23505' &&
    (cause as { constraint?: string }).constraint === constraint
  );
}

/**
 * The open ticket holding a part, or undefined: asked by the part's own «Vender» (modules/parts)
 * before it sells, so a part on a counter's ticket is not sold twice.
 */
export async function openTicketHolding(db: Executor, partId: number) {
  return (await salesHoldingParts(db, [partId])).get(partId);
}

export interface PartHolder {
  id: number;
  folio: string;
  /** A quote with a deposit rather than an open ticket. */
  quote: boolean;
}

/**
 * The open ticket or held quote of each of these parts that has one: asked by the part's edit
 * and the bulk edit (modules/parts) before a part changes status or is listed, since a held part
 * is its ticket's or quote's to sell.
 */
export async function salesHoldingParts(
  db: Executor,
  partIds: readonly number[],
): Promise<Map<number, PartHolder>> {
  const rows = await queries.findHoldingSales(db, partIds);
  return new Map(
    rows.map((row) => [
      row.partId,
      { id: row.id, folio: folio(row.series, row.number), quote: row.status === 'cotizacion' },
    ]),
  );
}

/** Why a held part may not be sold, listed or given another status outside its ticket or quote. */
export const heldPartMessage = (partId: number, holder: PartHolder) =>
  holder.quote
    ? SALE_MESSAGES.partHeldByQuote(code(partId), holder.folio)
    : SALE_MESSAGES.partHeld(code(partId), holder.folio);

/**
 * The payment rows as stored: cash keeps what was received and the change handed back. All of
 * them belong to the counter register's open session, if any (cash needs one: modules/cash).
 */
async function paymentRows(
  tx: Executor,
  user: SessionUser,
  payments: PaySale['payments'],
  registerId: number | null | undefined,
) {
  const takesCash = payments.some((payment) => payment.method === 'cash');
  const cashSessionId = await sessionForPayment(tx, user, registerId, takesCash);
  return payments.map((payment) => ({
    cashSessionId,
    method: payment.method,
    amountCents: payment.amount_cents,
    receivedCents: payment.method === 'cash' ? (payment.received_cents ?? payment.amount_cents) : null,
    changeCents: payment.method === 'cash' ? cashChange(payment) : 0,
    reference: payment.reference ?? null,
  }));
}

/**
 * Payments that add up to `totalCents`, or a 422 per field. Store credit is taken from the
 * customer and a credit sale charged to them here, each a movement of their account in this
 * transaction: the ticket is paid only if both held (credit left, the credit limit).
 */
async function checkPayments(
  tx: Executor,
  user: SessionUser,
  sale: queries.SaleRow,
  payments: PaySale['payments'],
  totalCents: number,
) {
  const found = paymentProblems(payments, totalCents, (cents) => formatMoneyPrecise(centsToPesos(cents)));
  if (found.length > 0) {
    const errors: Record<string, string[]> = {};
    for (const problem of found) {
      const key = problem.index === null ? problem.field : `payments.${problem.index}.${problem.field}`;
      errors[key] = [...(errors[key] ?? []), problem.message];
    }
    throw validationFailed(errors);
  }
  const sum = (method: string) =>
    payments.filter((p) => p.method === method).reduce((total, p) => total + p.amount_cents, 0);
  const storeCredit = sum('store_credit');
  const onCredit = sum('credit');
  if (onCredit > 0 && !userCan(user, 'sellOnCredit')) throw forbidden(ACCOUNT_MESSAGES.creditForbidden);
  const change = {
    companyId: sale.companyId,
    customerId: sale.customerId ?? 0,
    saleId: sale.id,
    userId: user.id,
  };
  if (storeCredit > 0) {
    if (sale.customerId === null) throw fieldError('payments', SALE_MESSAGES.creditNeedsCustomer);
    await spendStoreCredit(tx, { ...change, cents: storeCredit });
  }
  if (onCredit > 0) {
    if (sale.customerId === null) throw fieldError('payments', ACCOUNT_MESSAGES.creditNeedsCustomer);
    await chargeOnCredit(tx, { ...change, cents: onCredit });
  }
}

/** What paying a ticket writes on each of its parts: Vendido at the line's net amount, and why. */
function partSales(
  folioText: string,
  lines: readonly queries.LineRow[],
  locked: ReadonlyMap<number, queries.LockedPart>,
  netCents: readonly number[],
) {
  return lines.flatMap((line, index) => {
    if (line.partId === null) return [];
    const part = locked.get(line.partId);
    const net = netCents[index] ?? 0;
    const warranty = warrantyText({ days: line.warrantyDays, terms: line.warrantyTerms });
    return [
      {
        id: line.partId,
        finalPrice: centsToPesos(net),
        // A listed part's marketplace state follows the local one (domain rules, Marketplace).
        mlStatus: part?.mlId
          ? (mlStatusForLocalStatus(STATUS.SOLD, true) ?? part.mlStatus)
          : (part?.mlStatus ?? null),
        activity: `Vendida en el ticket ${folioText} por ${formatMoneyPrecise(centsToPesos(net))} (garantía: ${warranty})`,
      },
    ];
  });
}

/** A quote past its date (judged by the database's clock) or no longer a quote is refused. */
function assertLiveQuote(quote: queries.SaleRow) {
  const folioText = folio(quote.series, quote.number);
  if (quote.status !== 'cotizacion')
    throw conflict(SALE_MESSAGES.notQuote(folioText, quote.status as SaleStatus));
  const deadline = quoteDeadline(quote);
  if (deadline && deadline.getTime() <= quote.now.getTime())
    throw conflict(SALE_MESSAGES.quoteExpired(folioText, lastDayLabel(deadline)));
}

export function createSalesService(deps: AppDeps) {
  const { db } = deps;
  const customers = createCustomersService(deps);

  function assertSeller(user: SessionUser) {
    if (!userCan(user, 'sellParts')) throw forbidden();
  }

  async function settingsOf(companyId: number, executor: Executor = db): Promise<SaleSettings> {
    const row = await queries.findSettings(executor, companyId);
    const limits = { ...DEFAULT_DISCOUNT_LIMITS, ...(row?.discountLimits ?? {}) };
    return {
      series: row?.series ?? DEFAULT_SALE_SERIES,
      tax_rate: (row && isTaxRate(row.taxRate) ? row.taxRate : DEFAULT_TAX_RATE) as TaxRate,
      discount_limits: { '1': limits[1], '2': limits[2], '4': limits[4], '5': limits[5] },
      warranty_by_category: row?.warrantyByCategory ?? {},
      default_warranty: row
        ? { days: row.defaultWarrantyDays, terms: row.defaultWarrantyTerms }
        : { ...NO_WARRANTY },
    };
  }

  /** A sale in the user's scope, or the 404 another company's sale also gets. */
  async function loadSale(user: SessionUser, id: number, executor: Executor = db, forUpdate = false) {
    const sale = await queries.findSale(executor, queries.byId(id), { forUpdate });
    if (!sale || !inCompanyScope(user, sale.companyId)) throw notFound(SALE_MESSAGES.notFound);
    return sale;
  }

  async function loadOpenSale(user: SessionUser, id: number, tx: Executor) {
    const sale = await loadSale(user, id, tx, true);
    if (sale.status !== 'abierta') {
      throw conflict(SALE_MESSAGES.notOpen(folio(sale.series, sale.number), sale.status as SaleStatus));
    }
    return sale;
  }

  async function view(
    sale: queries.SaleRow,
    user: SessionUser | null,
    executor: Executor = db,
  ): Promise<Sale> {
    const [lines, payments, settings] = await Promise.all([
      queries.listLines(executor, sale.id),
      queries.listPayments(executor, sale.id),
      user ? settingsOf(sale.companyId, executor) : Promise.resolve(null),
    ]);
    const customer =
      sale.customerId === null ? null : await customers.forSale(sale.companyId, sale.customerId, executor);
    const totals = ticketTotals(
      lines.map((line) => ({
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountCents: line.discountCents,
      })),
      sale.discountCents,
      (isTaxRate(sale.taxRate) ? sale.taxRate : DEFAULT_TAX_RATE) as TaxRate,
    );
    // A paid ticket shows what it was paid for (its stored total), never a figure recomputed later.
    const totalCents =
      sale.status === 'abierta' || sale.status === 'cotizacion' ? totals.totalCents : sale.totalCents;
    return {
      id: sale.id,
      folio: folio(sale.series, sale.number),
      status: sale.status as SaleStatus,
      source: sale.source as SaleSource,
      customer: customer ? customerResponse(customer) : null,
      customer_name: customer?.name ?? PUBLIC_CUSTOMER_NAME,
      seller_name: sale.sellerName,
      notes: sale.notes,
      tax_rate: totals.taxRate,
      lines: lines.map((line, index) => ({
        id: line.id,
        part_id: line.partId,
        part_code: line.partId === null ? null : code(line.partId),
        description: line.description,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        discount_cents: line.discountCents,
        amount_cents: lineAmount({
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          discountCents: line.discountCents,
        }),
        net_cents: line.netCents ?? totals.lineNetCents[index] ?? 0,
        warranty_days: line.warrantyDays,
        warranty_terms: line.warrantyTerms,
        problem: lineProblem(line, sale.status, sale.companyId),
        pull_status: line.pullStatus as PullOrderStatus | null,
        pull_note: line.pullNote,
        pull_photo_url: mediaUrl(line.pullPhotoKey),
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        method: payment.method as PaymentMethod,
        amount_cents: payment.amountCents,
        received_cents: payment.receivedCents,
        change_cents: payment.changeCents,
        reference: payment.reference,
        created_at: payment.createdAt.toISOString(),
      })),
      lines_cents: totals.linesCents,
      discount_cents: totals.discountCents,
      total_cents: totalCents,
      base_cents: totals.baseCents,
      tax_cents: totals.taxCents,
      change_cents: payments.reduce((sum, payment) => sum + payment.changeCents, 0),
      discount_limit: user && settings ? discountLimitFor(user.roles, settings.discount_limits) : 0,
      cancel_reason: sale.cancelReason,
      expires_at: sale.expiresAt?.toISOString() ?? null,
      hold_until: sale.holdUntil?.toISOString() ?? null,
      paid_cents: payments.reduce((sum, payment) => sum + payment.amountCents, 0),
      owed_cents: sale.customerId === null ? 0 : await customers.owedOnSale(sale.id, executor),
      public_path: `/ticket/${sale.publicToken}`,
      created_at: sale.createdAt.toISOString(),
      paid_at: sale.paidAt?.toISOString() ?? null,
      cancelled_at: sale.cancelledAt?.toISOString() ?? null,
    };
  }

  /** Recomputes and stores an open ticket's total; refuses a ticket discount or total out of bounds. */
  async function refreshTotal(tx: Executor, sale: queries.SaleRow, discountCents = sale.discountCents) {
    const lines = await queries.listLines(tx, sale.id);
    const totals = ticketTotals(
      lines.map((line) => ({
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountCents: line.discountCents,
      })),
      0,
      DEFAULT_TAX_RATE,
    );
    if (totals.linesCents > MAX_CENTS) throw fieldError('unit_price_cents', SALE_MESSAGES.tooLarge);
    // Removing a line may leave a ticket discount larger than what is left: it shrinks with it.
    const discount = Math.min(discountCents, totals.linesCents);
    await queries.setTotal(tx, sale.id, totals.linesCents - discount, discount);
  }

  /**
   * The payment of a locked open ticket (or quote being converted): the parts checked, the
   * payments checked against what is still due, and everything written at once.
   */
  async function settle(
    tx: Executor,
    user: SessionUser,
    sale: queries.SaleRow,
    input: PaySale,
    listed: number[],
    alreadyPaidCents = 0,
  ) {
    const lines = await queries.listLines(tx, sale.id);
    if (lines.length === 0) throw fieldError('payments', SALE_MESSAGES.empty);
    const { locked } = await lockSellableParts(tx, lines, 'abierta', sale.companyId);

    const totals = ticketTotals(
      lines.map((line) => ({
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountCents: line.discountCents,
      })),
      sale.discountCents,
      (isTaxRate(sale.taxRate) ? sale.taxRate : DEFAULT_TAX_RATE) as TaxRate,
    );
    // A quote's deposit is already among its payments: these pay the rest.
    await checkPayments(tx, user, sale, input.payments, totals.totalCents - alreadyPaidCents);

    const soldParts = partSales(folio(sale.series, sale.number), lines, locked, totals.lineNetCents);
    listed.push(...soldParts.filter((part) => locked.get(part.id)?.mlId).map((part) => part.id));
    try {
      await queries.applyPayment(
        tx,
        {
          id: sale.id,
          requestId: input.request_id,
          totalCents: totals.totalCents,
          discountCents: totals.discountCents,
          userId: user.id,
        },
        soldParts,
        lines.map((line, index) => ({ id: line.id, netCents: totals.lineNetCents[index] ?? 0 })),
        await paymentRows(tx, user, input.payments, input.register_id),
      );
    } catch (error) {
      if (uniqueViolation(error, 'sales_pay_request_unique')) throw conflict(SALE_MESSAGES.paidAlready);
      throw error;
    }
  }

  /** A quote of the user's company, locked, that may still take a deposit or be converted. */
  async function loadQuote(user: SessionUser, id: number, tx: Executor) {
    const quote = await loadSale(user, id, tx, true);
    assertLiveQuote(quote);
    return quote;
  }

  function checkDiscount(
    user: SessionUser,
    settings: SaleSettings,
    discount: number,
    gross: number,
    field: string,
  ) {
    const limit = discountLimitFor(user.roles, settings.discount_limits);
    if (!discountWithinLimit(discount, gross, limit))
      throw fieldError(field, SALE_MESSAGES.discountAboveLimit(limit));
  }

  /** The part a scanned or typed code names, in the user's company. */
  async function partFromCode(user: SessionUser, raw: string, tx: Executor) {
    const typed = /^AV-?(\d{1,10})$/i.exec(raw.trim());
    const scanned = typed ? ({ kind: 'autopart', id: Number(typed[1]) } as const) : parseScanCode(raw);
    if (scanned.kind === 'location') throw fieldError('code', SALE_MESSAGES.otherKind(raw, 'una ubicación'));
    if (scanned.kind === 'vehicle') throw fieldError('code', SALE_MESSAGES.otherKind(raw, 'un vehículo'));
    if (scanned.kind === 'text') throw fieldError('code', SALE_MESSAGES.notOurs(raw));
    const part =
      scanned.kind === 'autopart'
        ? await queries.findPartForLine(tx, { id: scanned.id })
        : await queries.findPartForLine(tx, { agId: scanned.agId, companyId: user.companyId });
    const shown = scanned.kind === 'autopart' ? code(scanned.id) : `AG-${scanned.agId}`;
    // Another company's part is answered like a missing one, so ids cannot be probed.
    if (!part || part.deleted || part.companyId !== user.companyId)
      throw fieldError('code', SALE_MESSAGES.partNotFound(shown));
    if (!isStatusChangeAllowed(part.statusId, STATUS.SOLD)) {
      const status = STATUS_NAMES[part.statusId as keyof typeof STATUS_NAMES] ?? String(part.statusId);
      throw fieldError('code', SALE_MESSAGES.partNotSellable(code(part.id), status));
    }
    return part;
  }

  return {
    async settings(user: SessionUser) {
      assertSeller(user);
      return settingsOf(user.companyId);
    },

    async saveSettings(user: SessionUser, input: SaleSettings) {
      if (!userCan(user, 'editCompanyProfile')) throw forbidden(SALE_MESSAGES.settingsForbidden);
      await queries.saveSettings(db, user.companyId, user.id, {
        series: input.series,
        taxRate: input.tax_rate,
        discountLimits: input.discount_limits,
        warrantyByCategory: input.warranty_by_category,
        defaultWarrantyDays: input.default_warranty.days,
        defaultWarrantyTerms: input.default_warranty.terms,
      });
      return settingsOf(user.companyId);
    },

    /** A new open ticket in the user's own company, with the next folio of its series. */
    async create(user: SessionUser, input: { customer_id?: number | null }) {
      assertSeller(user);
      const sale = await db.transaction(async (tx) => {
        const settings = await settingsOf(user.companyId, tx);
        if (input.customer_id) await customers.forSale(user.companyId, input.customer_id, tx);
        const id = await queries.insertSale(tx, {
          companyId: user.companyId,
          series: settings.series,
          customerId: input.customer_id ?? null,
          sellerId: user.id,
          taxRate: settings.tax_rate,
          publicToken: randomBytes(24).toString('base64url'),
        });
        return loadSale(user, id, tx);
      });
      return view(sale, user);
    },

    async get(user: SessionUser, id: number) {
      assertSeller(user);
      return view(await loadSale(user, id), user);
    },

    async list(user: SessionUser, query: SaleListQuery): Promise<SalePage> {
      assertSeller(user);
      const page = query.page ?? 1;
      const { rows, total } = await queries.listSales(db, {
        companyId: companyScope(user),
        status: query.status,
        source: query.source,
        q: query.q || undefined,
        from: query.from,
        to: query.to,
        customerId: query.customer_id,
        owing: query.owing,
        limit: PER_PAGE,
        offset: (page - 1) * PER_PAGE,
      });
      return { data: rows.map(summary), total, page, per_page: PER_PAGE };
    },

    async update(user: SessionUser, id: number, input: UpdateSale) {
      assertSeller(user);
      await db.transaction(async (tx) => {
        const sale = await loadOpenSale(user, id, tx);
        const customerId = input.customer_id === undefined ? sale.customerId : input.customer_id;
        if (customerId !== null && customerId !== sale.customerId)
          await customers.forSale(sale.companyId, customerId, tx);
        const lines = await queries.listLines(tx, sale.id);
        const linesCents = lines.reduce(
          (sum, line) =>
            sum +
            lineAmount({
              quantity: line.quantity,
              unitPriceCents: line.unitPriceCents,
              discountCents: line.discountCents,
            }),
          0,
        );
        const discount = input.discount_cents ?? sale.discountCents;
        if (discount > linesCents) throw fieldError('discount_cents', SALE_MESSAGES.discountAboveTotal);
        if (input.discount_cents !== undefined && input.discount_cents !== sale.discountCents) {
          checkDiscount(user, await settingsOf(sale.companyId, tx), discount, linesCents, 'discount_cents');
        }
        await queries.updateSaleHeader(tx, sale.id, {
          customerId,
          discountCents: discount,
          notes: input.notes === undefined ? sale.notes : input.notes,
          totalCents: linesCents - discount,
        });
      });
      return this.get(user, id);
    },

    /**
     * A part (by code) or a free line. A part is held by this ticket from now on: the unique
     * index on held lines makes the second of two counters adding it fail, and that one is told
     * which ticket has it.
     */
    async addLine(user: SessionUser, id: number, input: AddLine) {
      assertSeller(user);
      let partId: number | null = null;
      try {
        await db.transaction(async (tx) => {
          const sale = await loadOpenSale(user, id, tx);
          const lines = await queries.listLines(tx, sale.id);
          if (lines.length >= MAX_SALE_LINES) throw fieldError('code', SALE_MESSAGES.tooManyLines);
          const settings = await settingsOf(sale.companyId, tx);
          if (input.code !== undefined) {
            const part = await partFromCode(user, input.code, tx);
            partId = part.id;
            if (lines.some((line) => line.partId === part.id))
              throw fieldError('code', SALE_MESSAGES.alreadyOnTicket(code(part.id)));
            if ((input.quantity ?? 1) !== 1) throw fieldError('quantity', SALE_MESSAGES.partQuantity);
            const price = input.unit_price_cents ?? part.salePrice * 100;
            if (price <= 0) throw fieldError('unit_price_cents', SALE_MESSAGES.noPrice(code(part.id)));
            const warranty = warrantyFor(
              part.categoryId,
              settings.warranty_by_category,
              settings.default_warranty,
            );
            await queries.insertLine(tx, sale.id, {
              partId: part.id,
              categoryId: part.categoryId,
              description: part.name || code(part.id),
              quantity: 1,
              unitPriceCents: price,
              warrantyDays: input.warranty_days ?? warranty.days,
              warrantyTerms: input.warranty_terms ?? warranty.terms,
            });
          } else {
            await queries.insertLine(tx, sale.id, {
              partId: null,
              categoryId: null,
              description: input.description ?? '',
              quantity: input.quantity ?? 1,
              unitPriceCents: input.unit_price_cents ?? 0,
              warrantyDays: input.warranty_days ?? settings.default_warranty.days,
              warrantyTerms: input.warranty_terms ?? settings.default_warranty.terms,
            });
          }
          await refreshTotal(tx, sale);
        });
      } catch (error) {
        if (partId !== null && uniqueViolation(error, 'sale_lines_held_part_unique')) {
          const holder = await openTicketHolding(db, partId);
          const message = holder ? heldPartMessage(partId, holder) : SALE_MESSAGES.partHeld(code(partId), '');
          throw new AppError(409, message, { code: [message] });
        }
        throw error;
      }
      return this.get(user, id);
    },

    async updateLine(user: SessionUser, id: number, lineId: number, input: UpdateLine) {
      assertSeller(user);
      await db.transaction(async (tx) => {
        const sale = await loadOpenSale(user, id, tx);
        const line = (await queries.listLines(tx, sale.id)).find((row) => row.id === lineId);
        if (!line) throw notFound(SALE_MESSAGES.lineNotFound);
        const quantity = input.quantity ?? line.quantity;
        if (line.partId !== null && quantity !== 1) throw fieldError('quantity', SALE_MESSAGES.partQuantity);
        const next = {
          description: input.description ?? line.description,
          quantity,
          unitPriceCents: input.unit_price_cents ?? line.unitPriceCents,
          discountCents: input.discount_cents ?? line.discountCents,
          warrantyDays: input.warranty_days ?? line.warrantyDays,
          warrantyTerms: input.warranty_terms ?? line.warrantyTerms,
        };
        const gross = lineGross(next);
        if (gross > MAX_CENTS) throw fieldError('unit_price_cents', SALE_MESSAGES.tooLarge);
        if (next.discountCents > gross) throw fieldError('discount_cents', SALE_MESSAGES.discountAboveLine);
        if (next.discountCents !== line.discountCents || gross !== lineGross(line)) {
          checkDiscount(
            user,
            await settingsOf(sale.companyId, tx),
            next.discountCents,
            gross,
            'discount_cents',
          );
        }
        await queries.updateLine(tx, line.id, next);
        await refreshTotal(tx, sale);
      });
      return this.get(user, id);
    },

    async removeLine(user: SessionUser, id: number, lineId: number) {
      assertSeller(user);
      await db.transaction(async (tx) => {
        const sale = await loadOpenSale(user, id, tx);
        const line = (await queries.listLines(tx, sale.id)).find((row) => row.id === lineId);
        if (!line) throw notFound(SALE_MESSAGES.lineNotFound);
        await queries.deleteLine(tx, line.id);
        await refreshTotal(tx, sale);
      });
      return this.get(user, id);
    },

    /**
     * Cobrar: the payments, the sale of every part and the ticket's new state in one transaction,
     * on the ticket's locked row. A repeat of the same request (double tap, an answer lost on the
     * way) finds the ticket paid by it and answers the same; any other payer of a paid ticket is
     * told it is paid. Nothing is written unless all of it is.
     */
    async pay(user: SessionUser, id: number, input: PaySale) {
      assertSeller(user);
      const listed: number[] = [];
      await db.transaction(async (tx) => {
        const sale = await loadSale(user, id, tx, true);
        if (sale.status === 'pagada' && sale.payRequestId === input.request_id) return;
        if (sale.status !== 'abierta') {
          throw conflict(SALE_MESSAGES.notOpen(folio(sale.series, sale.number), sale.status as SaleStatus));
        }
        await settle(tx, user, sale, input, listed);
      });
      // After the commit: the marketplace job must see the parts sold.
      for (const partId of listed) await requestMarketplaceSync(deps, partId);
      return this.get(user, id);
    },

    /**
     * «Guardar como cotización»: the open ticket, with the lines and discounts it was given under
     * the ticket's rules, becomes a quote valid through `expires_on` on the company's clock. Its
     * parts are free again until a deposit is taken.
     */
    async saveAsQuote(user: SessionUser, id: number, input: SaveQuote) {
      assertSeller(user);
      await db.transaction(async (tx) => {
        const sale = await loadOpenSale(user, id, tx);
        const lines = await queries.listLines(tx, sale.id);
        if (lines.length === 0) throw fieldError('expires_on', SALE_MESSAGES.quoteEmpty);
        const problems = lines.flatMap((line) => {
          const problem = lineProblem(line, 'abierta', sale.companyId);
          return problem && line.partId !== null ? [`${code(line.partId)} ${problem}`] : [];
        });
        if (problems.length > 0) throw conflict(SALE_MESSAGES.problems(problems.join('; ')));
        const end = await queries.endOfCompanyDay(tx, sale.companyId, input.expires_on);
        if (end.daysAhead < 0) throw fieldError('expires_on', SALE_MESSAGES.quotePast);
        if (end.daysAhead > MAX_QUOTE_DAYS) throw fieldError('expires_on', SALE_MESSAGES.quoteTooFar);
        const totals = ticketTotals(lines, sale.discountCents, DEFAULT_TAX_RATE);
        await queries.makeQuote(tx, sale.id, end.at, totals.totalCents);
      });
      return this.get(user, id);
    },

    /**
     * A deposit: payments smaller than the quote's total, recorded on it; its parts are held
     * (Separado, each with an activity line) through `hold_until`, and the quote may be converted
     * until then. Refused on an expired quote, a second deposit, or a part held or sold elsewhere.
     */
    async deposit(user: SessionUser, id: number, input: QuoteDeposit) {
      assertSeller(user);
      const listed: number[] = [];
      let heldPart: number | null = null;
      try {
        await db.transaction(async (tx) => {
          const quote = await loadQuote(user, id, tx);
          const folioText = folio(quote.series, quote.number);
          if ((await queries.listPayments(tx, quote.id)).length > 0)
            throw conflict(SALE_MESSAGES.depositTwice(folioText));
          const end = await queries.endOfCompanyDay(tx, quote.companyId, input.hold_until);
          if (end.daysAhead < 0) throw fieldError('hold_until', SALE_MESSAGES.holdPast);
          if (end.daysAhead > MAX_HOLD_DAYS) throw fieldError('hold_until', SALE_MESSAGES.holdTooFar);
          const lines = await queries.listLines(tx, quote.id);
          const totals = ticketTotals(lines, quote.discountCents, DEFAULT_TAX_RATE);
          const amount = input.payments.reduce((sum, payment) => sum + payment.amount_cents, 0);
          if (amount >= totals.totalCents)
            throw fieldError(
              'payments',
              SALE_MESSAGES.depositTooLarge(formatMoneyPrecise(centsToPesos(totals.totalCents))),
            );
          if (input.payments.some((payment) => payment.method === 'credit'))
            throw fieldError('payments', SALE_MESSAGES.depositOnCredit);
          const { partIds, locked } = await lockSellableParts(tx, lines, 'cotizacion', quote.companyId);
          await checkPayments(tx, user, quote, input.payments, amount);
          heldPart = partIds[0] ?? null;
          try {
            await queries.holdLines(tx, quote.id);
          } catch (error) {
            if (uniqueViolation(error, 'sale_lines_held_part_unique')) {
              const taken = (await Promise.all(partIds.map((partId) => queries.findHoldingSale(db, partId))))
                .map((holder, index) => ({ holder, partId: partIds[index] ?? 0 }))
                .find((entry) => entry.holder && entry.holder.id !== quote.id);
              heldPart = taken?.partId ?? heldPart;
            }
            throw error;
          }
          const deposit = formatMoneyPrecise(centsToPesos(amount));
          const until = lastDayLabel(end.at);
          const parts = partIds.map((partId) => {
            const part = locked.get(partId);
            return {
              id: partId,
              mlStatus: part?.mlId
                ? (mlStatusForLocalStatus(STATUS.RESERVED, true) ?? part.mlStatus)
                : (part?.mlStatus ?? null),
              activity: `Separada con anticipo de ${deposit} en la cotización ${folioText} hasta el ${until}`,
            };
          });
          listed.push(...partIds.filter((partId) => locked.get(partId)?.mlId));
          await queries.applyDeposit(
            tx,
            { id: quote.id, holdUntil: end.at, userId: user.id },
            parts,
            await paymentRows(tx, user, input.payments, input.register_id),
          );
        });
      } catch (error) {
        if (heldPart !== null && uniqueViolation(error, 'sale_lines_held_part_unique')) {
          const holder = await openTicketHolding(db, heldPart);
          const message = holder
            ? heldPartMessage(heldPart, holder)
            : SALE_MESSAGES.partHeld(code(heldPart), '');
          throw new AppError(409, message, { payments: [message] });
        }
        throw error;
      }
      for (const partId of listed) await requestMarketplaceSync(deps, partId);
      return this.get(user, id);
    },

    /**
     * «Convertir en venta»: the quote paid in one call, its deposit counting toward the total, on
     * its locked row: of two conversions at once the second finds it paid (the same request gets
     * the same answer), and one that arrives after its date — even while the release job runs —
     * is refused with the date it expired.
     */
    async convert(user: SessionUser, id: number, input: PaySale) {
      assertSeller(user);
      const listed: number[] = [];
      let partIds: number[] = [];
      try {
        await db.transaction(async (tx) => {
          const quote = await loadSale(user, id, tx, true);
          if (quote.status === 'pagada' && quote.payRequestId === input.request_id) return;
          assertLiveQuote(quote);
          const lines = await queries.listLines(tx, quote.id);
          partIds = lines.flatMap((line) => (line.partId === null ? [] : [line.partId]));
          // A deposit's hold the release job has let go is over, whatever the clock said when
          // this transaction began: judged by the lines, not by a race between two timestamps.
          if (quote.holdUntil && partIds.length > 0 && !(await queries.holdsParts(tx, quote.id)))
            throw conflict(
              SALE_MESSAGES.quoteExpired(folio(quote.series, quote.number), lastDayLabel(quote.holdUntil)),
            );
          // Without a deposit its parts were free: they are taken now, or the conversion is refused.
          await queries.holdLines(tx, quote.id);
          const paid = (await queries.listPayments(tx, quote.id)).reduce((sum, p) => sum + p.amountCents, 0);
          await settle(tx, user, quote, input, listed, paid);
        });
      } catch (error) {
        if (uniqueViolation(error, 'sale_lines_held_part_unique')) {
          for (const partId of partIds) {
            const holder = await openTicketHolding(db, partId);
            if (holder && holder.id !== id) {
              const message = heldPartMessage(partId, holder);
              throw new AppError(409, message, { payments: [message] });
            }
          }
        }
        throw error;
      }
      for (const partId of listed) await requestMarketplaceSync(deps, partId);
      return this.get(user, id);
    },

    /** An open ticket cancelled with its reason; its parts are free again. */
    async cancel(user: SessionUser, id: number, reason: string) {
      if (!userCan(user, 'cancelSales')) throw forbidden();
      await db.transaction(async (tx) => {
        const sale = await loadSale(user, id, tx, true);
        if (sale.status === 'pagada') throw conflict(SALE_MESSAGES.cancelPaid);
        if (sale.status !== 'abierta' && sale.status !== 'cotizacion') {
          throw conflict(SALE_MESSAGES.notOpen(folio(sale.series, sale.number), sale.status as SaleStatus));
        }
        // A quote's parts Separado by a deposit are Disponible again, and the deposit is the
        // customer's store credit: money taken is never kept by a cancelled quote.
        if (sale.status === 'cotizacion') {
          const folioText = folio(sale.series, sale.number);
          await queries.releaseHold(tx, sale.id, `Se liberó: se canceló la cotización ${folioText}`);
          const deposit = (await queries.listPayments(tx, sale.id)).reduce(
            (sum, p) => sum + p.amountCents,
            0,
          );
          if (deposit > 0 && sale.customerId !== null)
            await giveStoreCredit(tx, 'deposit', {
              companyId: sale.companyId,
              customerId: sale.customerId,
              saleId: sale.id,
              userId: user.id,
              cents: deposit,
              note: `Anticipo de la cotización cancelada ${folioText}: ${reason}`,
            });
        }
        await queries.cancelSale(tx, sale.id, user.id, reason);
      });
      return this.get(user, id);
    },

    /**
     * A sale made outside a ticket (the part's own Vender) is recorded with a payment «por
     * registrar»: here someone records how it was really paid, once, with payments that add up.
     */
    async recordPayments(
      user: SessionUser,
      id: number,
      payments: PaySale['payments'],
      registerId?: number | null,
    ) {
      assertSeller(user);
      await db.transaction(async (tx) => {
        const sale = await loadSale(user, id, tx, true);
        const current = await queries.listPayments(tx, sale.id);
        if (sale.status !== 'pagada' || !current.some((payment) => payment.method === 'pending')) {
          throw conflict(SALE_MESSAGES.nothingToRecord(folio(sale.series, sale.number)));
        }
        await checkPayments(tx, user, sale, payments, sale.totalCents);
        await queries.replacePendingPayments(
          tx,
          sale.id,
          user.id,
          await paymentRows(tx, user, payments, registerId),
        );
      });
      return this.get(user, id);
    },

    /** A ticket and its company's printed data, for the printable page (signed in). */
    async forTicket(user: SessionUser, id: number) {
      assertSeller(user);
      const sale = await loadSale(user, id);
      return {
        sale: await view(sale, user),
        company: await queries.findCompanyForTicket(db, sale.companyId),
      };
    },

    /**
     * What invoicing needs of a ticket: its view, each line's category (the line's c_ClaveProdServ
     * comes from it) in the view's line order, and when it was paid.
     */
    async forInvoice(user: SessionUser, id: number) {
      const sale = await loadSale(user, id);
      const lines = await queries.listLines(db, sale.id);
      return {
        sale: await view(sale, user),
        companyId: sale.companyId,
        lineCategories: lines.map((line) => line.categoryId),
        paidAt: sale.paidAt,
      };
    },

    /** The public page's ticket, by its unguessable token; undefined when there is none. */
    async publicTicket(token: string) {
      if (!/^[A-Za-z0-9_-]{20,80}$/.test(token)) return undefined;
      const sale = await queries.findSale(db, queries.byToken(token));
      if (!sale || sale.status === 'abierta') return undefined;
      const shown = await view(sale, null);
      // The public page shows the ticket only: no customer contact or fiscal data, no notes.
      return {
        sale: { ...shown, customer: null, notes: null },
        company: await queries.findCompanyForTicket(db, sale.companyId),
      };
    },
  };
}

function summary(row: queries.SummaryRow): SaleSummary {
  return {
    id: row.id,
    folio: folio(row.series, row.number),
    status: row.status as SaleStatus,
    source: row.source as SaleSource,
    customer_name: row.customerName ?? PUBLIC_CUSTOMER_NAME,
    seller_name: row.sellerName,
    line_count: row.lineCount,
    total_cents: row.totalCents,
    payment_methods: row.methods as PaymentMethod[],
    owed_cents: row.owedCents,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
