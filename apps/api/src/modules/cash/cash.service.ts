import {
  CASH_SESSION_STATUS_LABELS,
  type CashDirection,
  type CashMovementKind,
  type CashSessionStatus,
  cashTotals,
  centsToPesos,
  countDifference,
  countTotal,
  differenceLabel,
  formatMoneyPrecise,
  type PaymentMethod,
} from '@yonke/domain';
import type {
  CashCount,
  CashMovementInput,
  CashRegister,
  CashSession,
  CashSessionSummary,
  CloseSession,
  CreateRegister,
  OpenSession,
  Reconciliation,
  ReconciliationQuery,
} from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import * as queries from './cash.queries.ts';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

const HOW_TO_OPEN =
  'Ve a «Caja», elige la caja de este mostrador y pulsa «Abrir caja» con el fondo inicial (la abre un supervisor o el administrador).';

export const CASH_MESSAGES = {
  registerNotFound: 'No encontramos esa caja.',
  sessionNotFound: 'No encontramos esa sesión de caja.',
  nameTaken: (name: string) => `Ya hay una caja llamada «${name}» en tu empresa.`,
  alreadyOpen: (name: string) =>
    `La caja «${name}» ya tiene una sesión abierta; ciérrala antes de abrir otra.`,
  notOpen: (status: CashSessionStatus) =>
    `La sesión de caja está ${CASH_SESSION_STATUS_LABELS[status].toLowerCase()}: ya no recibe movimientos.`,
  alreadyCounted:
    'Esta sesión ya se contó. Para contarla de nuevo, un supervisor debe reabrirla con un motivo.',
  notCounted: 'Primero captura el conteo a ciegas del efectivo.',
  alreadyClosed: 'Esta sesión ya está cerrada.',
  notClosed: 'Solo se reabre una sesión contada o cerrada.',
  commentNeeded: (difference: number) =>
    `Hay una diferencia de ${money(Math.abs(difference))} (${differenceLabel(difference).toLowerCase()}): escribe un comentario que la explique.`,
  notEnoughCash: (available: number) =>
    `En la caja debería haber ${money(available)}; no se puede sacar más efectivo del que hay.`,
  sellerCannot:
    'Esta caja no permite que el vendedor abra o cuente su sesión. Pide a un supervisor o al administrador que lo haga.',
  ownOnly: 'Solo puedes contar la sesión que tú abriste.',
  registersForbidden: 'Solo el administrador o un supervisor dan de alta las cajas.',
  reopenForbidden: 'Solo el administrador o un supervisor reabren una sesión de caja.',
  reconciliationForbidden: 'El cuadre del día lo ven el administrador y los supervisores.',
  cashNeedsRegister: `Para cobrar en efectivo elige la caja de este mostrador. ${HOW_TO_OPEN}`,
  cashNeedsSession: (name: string) => `La caja «${name}» no tiene una sesión abierta. ${HOW_TO_OPEN}`,
  cashSessionCounted: (name: string) =>
    `La caja «${name}» ya se está cerrando (su efectivo está contado); no recibe más efectivo. ${HOW_TO_OPEN}`,
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

/** The cash that has moved through a session so far (locked or not, by the caller). */
async function totalsOf(db: Executor, session: queries.SessionRow) {
  const [byMethod, movements] = await Promise.all([
    queries.paymentsByMethod(db, session.id),
    queries.listMovements(db, session.id),
  ]);
  const cashSalesCents = byMethod.find((row) => row.method === 'cash')?.amountCents ?? 0;
  return {
    byMethod,
    movements,
    totals: cashTotals({ floatCents: session.floatCents, cashSalesCents, movements }),
  };
}

/** Whether the user may open, count and close sessions on the register. */
function operates(user: SessionUser, register: { companyId: number; sellersCount: boolean }) {
  if (!inCompanyScope(user, register.companyId)) return false;
  return userCan(user, 'manageCash') || (userCan(user, 'sellParts') && register.sellersCount);
}

/**
 * The session a ticket's payments belong to, read inside the paying transaction with the
 * session locked FOR SHARE: a count or close (FOR UPDATE) waits for the payment and then sees
 * it; a payment arriving after the count finds the session no longer open and is refused. Cash
 * always needs an open session on the counter's register (every company has one, «Caja 1»), so
 * no peso enters a drawer that no cut counts; other methods are attached to the session when
 * there is one, so the cut lists them, but never need it.
 */
export async function sessionForPayment(
  tx: Executor,
  user: SessionUser,
  registerId: number | null | undefined,
  takesCash: boolean,
): Promise<number | null> {
  if (registerId === null || registerId === undefined) {
    if (takesCash) throw fieldError('register_id', CASH_MESSAGES.cashNeedsRegister);
    return null;
  }
  const register = await queries.findRegister(tx, registerId);
  if (!register || !inCompanyScope(user, register.companyId))
    throw fieldError('register_id', CASH_MESSAGES.registerNotFound);
  const session = await queries.findCurrentSession(tx, register.id, 'share');
  if (session?.status === 'abierta') return session.id;
  if (!takesCash) return null;
  throw fieldError(
    'register_id',
    session ? CASH_MESSAGES.cashSessionCounted(register.name) : CASH_MESSAGES.cashNeedsSession(register.name),
  );
}

/** The register every company starts with, so that cash always has a session to go into. */
export const DEFAULT_REGISTER_NAME = 'Caja 1';

/** A new company's «Caja 1», in the transaction that creates the company. */
export async function createDefaultRegister(tx: Executor, companyId: number, userId: number | null) {
  await queries.insertRegister(tx, {
    companyId,
    name: DEFAULT_REGISTER_NAME,
    storeName: null,
    sellersCount: false,
    userId,
  });
}

/**
 * Cash leaving (a refund, a cancelled ticket's cash) or entering (an abono) the open session of a
 * register, inside the caller's transaction; a refund cannot take more than the drawer holds.
 */
export async function moveSessionCash(
  tx: Executor,
  user: SessionUser,
  registerId: number | null | undefined,
  movement: {
    kind: CashMovementKind;
    direction: CashDirection;
    amountCents: number;
    reason: string;
    saleId: number | null;
  },
  field = 'register_id',
): Promise<number> {
  if (registerId === null || registerId === undefined)
    throw fieldError(field, CASH_MESSAGES.cashNeedsRegister);
  const register = await queries.findRegister(tx, registerId);
  if (!register || !inCompanyScope(user, register.companyId))
    throw fieldError(field, CASH_MESSAGES.registerNotFound);
  const session = await queries.findCurrentSession(tx, register.id, 'update');
  if (!session) throw fieldError(field, CASH_MESSAGES.cashNeedsSession(register.name));
  if (session.status !== 'abierta') throw fieldError(field, CASH_MESSAGES.cashSessionCounted(register.name));
  if (movement.direction === 'out') {
    const { totals } = await totalsOf(tx, session);
    if (movement.amountCents > totals.expectedCents)
      throw fieldError(field, CASH_MESSAGES.notEnoughCash(totals.expectedCents));
  }
  await queries.insertMovement(tx, { sessionId: session.id, ...movement, userId: user.id });
  return session.id;
}

export function createCashService(deps: AppDeps) {
  const { db } = deps;

  async function loadRegister(user: SessionUser, id: number, executor: Executor = db) {
    const register = await queries.findRegister(executor, id);
    if (!register || !inCompanyScope(user, register.companyId))
      throw notFound(CASH_MESSAGES.registerNotFound);
    return register;
  }

  async function loadSession(
    user: SessionUser,
    id: number,
    executor: Executor = db,
    lock: 'update' | null = null,
  ) {
    const session = await queries.findSession(executor, id, lock);
    if (!session || !inCompanyScope(user, session.companyId)) throw notFound(CASH_MESSAGES.sessionNotFound);
    return session;
  }

  /** Supervisors may do anything to a session; a Vendedor only to the one they opened, where allowed. */
  async function assertOperates(user: SessionUser, session: queries.SessionRow, executor: Executor) {
    if (userCan(user, 'manageCash')) return;
    const register = await loadRegister(user, session.registerId, executor);
    if (!operates(user, register)) throw forbidden(CASH_MESSAGES.sellerCannot);
    if (session.openedBy !== user.id) throw forbidden(CASH_MESSAGES.ownOnly);
  }

  function seesExpected(user: SessionUser, session: queries.SessionRow) {
    return userCan(user, 'manageCash') || session.status !== 'abierta';
  }

  async function summaryOf(
    user: SessionUser,
    session: queries.SessionRow,
    executor: Executor = db,
  ): Promise<CashSessionSummary> {
    const shown = seesExpected(user, session);
    const expected =
      session.expectedCents ?? (shown ? (await totalsOf(executor, session)).totals.expectedCents : null);
    return {
      id: session.id,
      register_id: session.registerId,
      register_name: session.registerName,
      status: session.status as CashSessionStatus,
      float_cents: session.floatCents,
      opened_by_name: session.openedByName,
      opened_at: session.openedAt.toISOString(),
      closed_at: session.closedAt?.toISOString() ?? null,
      expected_cents: shown ? expected : null,
      counted_cents: session.countedCents,
      difference_cents:
        session.countedCents !== null && session.expectedCents !== null
          ? countDifference(session.countedCents, session.expectedCents)
          : null,
    };
  }

  async function view(
    user: SessionUser,
    session: queries.SessionRow,
    executor: Executor = db,
  ): Promise<CashSession> {
    const [{ byMethod, movements, totals }, events, count, register] = await Promise.all([
      totalsOf(executor, session),
      queries.listEvents(executor, session.id),
      queries.salesCount(executor, session.id),
      queries.findRegister(executor, session.registerId),
    ]);
    const shown = seesExpected(user, session);
    const summary = await summaryOf(user, session, executor);
    return {
      ...summary,
      store_name: session.storeName,
      closed_by_name: session.closedByName,
      close_comment: session.closeComment,
      denominations: session.denominations,
      // The counter counting blind does not see the cash its sales brought in.
      by_method: byMethod
        .filter((row) => shown || row.method !== 'cash')
        .map((row) => ({
          method: row.method as PaymentMethod,
          count: row.count,
          amount_cents: row.amountCents,
        })),
      cash_sales_cents: shown ? totals.cashSalesCents : null,
      in_cents: shown ? totals.inCents : null,
      out_cents: shown ? totals.outCents : null,
      refunds_cents: movements
        .filter((movement) => movement.kind === 'refund' || movement.kind === 'cancel')
        .reduce(
          (sum, movement) =>
            sum + (movement.direction === 'out' ? movement.amountCents : -movement.amountCents),
          0,
        ),
      sales_count: count,
      movements: movements.map((movement) => ({
        id: movement.id,
        kind: movement.kind as CashMovementKind,
        direction: movement.direction,
        amount_cents: movement.amountCents,
        reason: movement.reason,
        sale_folio: movement.saleFolio,
        created_by_name: movement.createdByName,
        created_at: movement.createdAt.toISOString(),
      })),
      events: events.map((event) => ({
        action: event.action,
        note: event.note,
        user_name: event.userName,
        created_at: event.createdAt.toISOString(),
      })),
      can_operate: register
        ? operates(user, register) && (userCan(user, 'manageCash') || session.openedBy === user.id)
        : false,
      sees_expected: shown,
    };
  }

  return {
    async registers(user: SessionUser): Promise<CashRegister[]> {
      if (!userCan(user, 'sellParts')) throw forbidden();
      const registers = await queries.listRegisters(db, companyScope(user));
      const current = new Map(
        (
          await queries.currentSessions(
            db,
            registers.map((register) => register.id),
          )
        ).map((session) => [session.registerId, session]),
      );
      return Promise.all(
        registers.map(async (register) => {
          const session = current.get(register.id);
          return {
            id: register.id,
            name: register.name,
            store_name: register.storeName,
            sellers_count: register.sellersCount,
            open_session: session ? await summaryOf(user, session) : null,
            can_operate: operates(user, register),
          };
        }),
      );
    },

    async createRegister(user: SessionUser, input: CreateRegister) {
      if (!userCan(user, 'manageCash')) throw forbidden(CASH_MESSAGES.registersForbidden);
      try {
        await queries.insertRegister(db, {
          companyId: user.companyId,
          name: input.name,
          storeName: input.store_name ?? null,
          sellersCount: input.sellers_count ?? false,
          userId: user.id,
        });
      } catch (error) {
        if (uniqueViolation(error, 'cash_registers_name_unique'))
          throw fieldError('name', CASH_MESSAGES.nameTaken(input.name));
        throw error;
      }
      return this.registers(user);
    },

    /** «Abrir caja»: one session per register; the second of two at once fails on the unique index. */
    async open(user: SessionUser, registerId: number, input: OpenSession) {
      const register = await loadRegister(user, registerId);
      if (!operates(user, register)) throw forbidden(CASH_MESSAGES.sellerCannot);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const sessionId = await queries.insertSession(tx, {
            companyId: register.companyId,
            registerId: register.id,
            floatCents: input.float_cents,
            userId: user.id,
          });
          await queries.insertEvent(tx, sessionId, 'open', user.id, `Fondo ${money(input.float_cents)}`);
          return sessionId;
        });
      } catch (error) {
        if (uniqueViolation(error, 'cash_sessions_one_open'))
          throw conflict(CASH_MESSAGES.alreadyOpen(register.name));
        throw error;
      }
      return view(user, await loadSession(user, id));
    },

    async sessions(user: SessionUser, registerId?: number): Promise<CashSessionSummary[]> {
      if (!userCan(user, 'sellParts')) throw forbidden();
      if (registerId !== undefined) await loadRegister(user, registerId);
      const rows = await queries.listSessions(db, companyScope(user), registerId, 50);
      return Promise.all(rows.map((row) => summaryOf(user, row)));
    },

    async get(user: SessionUser, id: number) {
      if (!userCan(user, 'sellParts')) throw forbidden();
      return view(user, await loadSession(user, id));
    },

    /** Cash in or out by hand, with its reason and who; never more out than the drawer holds. */
    async move(user: SessionUser, id: number, input: CashMovementInput) {
      await db.transaction(async (tx) => {
        const session = await loadSession(user, id, tx, 'update');
        await assertOperates(user, session, tx);
        if (session.status !== 'abierta')
          throw conflict(CASH_MESSAGES.notOpen(session.status as CashSessionStatus));
        if (input.direction === 'out') {
          const { totals } = await totalsOf(tx, session);
          if (input.amount_cents > totals.expectedCents)
            throw fieldError('amount_cents', CASH_MESSAGES.notEnoughCash(totals.expectedCents));
        }
        await queries.insertMovement(tx, {
          sessionId: session.id,
          kind: 'manual',
          direction: input.direction,
          amountCents: input.amount_cents,
          reason: input.reason,
          saleId: null,
          userId: user.id,
        });
      });
      return this.get(user, id);
    },

    /**
     * The blind count: what was counted is stored with what was expected at that moment, and only
     * then is the expected amount shown. The session's row is locked: a payment under way finishes
     * first (and is counted as expected), one after it is refused; of two counts the second is told
     * the session was already counted.
     */
    async count(user: SessionUser, id: number, input: CashCount) {
      await db.transaction(async (tx) => {
        const session = await loadSession(user, id, tx, 'update');
        await assertOperates(user, session, tx);
        if (session.status === 'contada') throw conflict(CASH_MESSAGES.alreadyCounted);
        if (session.status === 'cerrada') throw conflict(CASH_MESSAGES.alreadyClosed);
        const denominations = input.denominations
          ? Object.fromEntries(
              Object.entries(input.denominations).flatMap(([cents, n]) => (n ? [[cents, n] as const] : [])),
            )
          : null;
        const counted = input.denominations ? countTotal(input.denominations) : (input.counted_cents ?? 0);
        if (input.denominations && input.counted_cents !== undefined && input.counted_cents !== counted)
          throw fieldError(
            'counted_cents',
            `Los billetes y monedas suman ${money(counted)}, no ${money(input.counted_cents)}. Revisa el conteo.`,
          );
        const { totals } = await totalsOf(tx, session);
        await queries.saveCount(tx, session.id, {
          countedCents: counted,
          expectedCents: totals.expectedCents,
          denominations,
          userId: user.id,
        });
        await queries.insertEvent(
          tx,
          session.id,
          'count',
          user.id,
          `Contado ${money(counted)}; esperado ${money(totals.expectedCents)}`,
        );
      });
      return this.get(user, id);
    },

    /** Closing a counted session: a difference needs a comment that says why. */
    async close(user: SessionUser, id: number, input: CloseSession) {
      await db.transaction(async (tx) => {
        const session = await loadSession(user, id, tx, 'update');
        await assertOperates(user, session, tx);
        if (session.status === 'cerrada') throw conflict(CASH_MESSAGES.alreadyClosed);
        if (session.status !== 'contada' || session.countedCents === null || session.expectedCents === null)
          throw conflict(CASH_MESSAGES.notCounted);
        const difference = countDifference(session.countedCents, session.expectedCents);
        const comment = input.comment ?? null;
        if (difference !== 0 && !comment)
          throw fieldError('comment', CASH_MESSAGES.commentNeeded(difference));
        await queries.saveClose(tx, session.id, comment, user.id);
        await queries.insertEvent(
          tx,
          session.id,
          'close',
          user.id,
          difference === 0
            ? comment
            : `${differenceLabel(difference)} ${money(Math.abs(difference))}: ${comment}`,
        );
      });
      return this.get(user, id);
    },

    /** A counted or closed session open again, with the reason kept in its history. */
    async reopen(user: SessionUser, id: number, reason: string) {
      if (!userCan(user, 'manageCash')) throw forbidden(CASH_MESSAGES.reopenForbidden);
      try {
        await db.transaction(async (tx) => {
          const session = await loadSession(user, id, tx, 'update');
          if (session.status === 'abierta') throw conflict(CASH_MESSAGES.notClosed);
          await queries.saveReopen(tx, session.id);
          await queries.insertEvent(tx, session.id, 'reopen', user.id, reason);
        });
      } catch (error) {
        if (uniqueViolation(error, 'cash_sessions_one_open')) {
          const session = await loadSession(user, id);
          throw conflict(CASH_MESSAGES.alreadyOpen(session.registerName));
        }
        throw error;
      }
      return this.get(user, id);
    },

    /**
     * «Cuadre del día»: the day's ledger (tickets paid that day, abonos, store credit added or
     * given back by hand) against where its money is. Each payment has one method and at most one
     * session, so a peso counted twice cannot happen; what this finds is a peso in none (a ticket
     * whose payments do not reach its total, store credit whose cash or receipt is missing) or
     * cash outside any session. Store credit given back is money out: it lowers the ledger and
     * what its session or method holds alike.
     */
    async reconciliation(user: SessionUser, query: ReconciliationQuery): Promise<Reconciliation> {
      if (!userCan(user, 'manageCash')) throw forbidden(CASH_MESSAGES.reconciliationForbidden);
      const found = await queries.reconciliation(db, user.companyId, query.day ?? null);
      const accounted =
        found.sessions.reduce(
          (sum, row) => sum + row.salesCashCents + row.abonosCashCents + row.storeCreditCashCents,
          0,
        ) +
        found.methods.reduce((sum, row) => sum + row.amountCents, 0) +
        found.looseCashCents;
      const ledger =
        found.salesCents + found.abonosCents + found.creditAddedCents - found.creditReturnedCents;
      return {
        day: found.day,
        sales_cents: found.salesCents,
        sales_count: found.salesCount,
        abonos_cents: found.abonosCents,
        store_credit_added_cents: found.creditAddedCents,
        store_credit_returned_cents: found.creditReturnedCents,
        ledger_cents: ledger,
        sessions: found.sessions.map((row) => ({
          session_id: row.sessionId,
          register_name: row.registerName,
          sales_cash_cents: row.salesCashCents,
          abonos_cash_cents: row.abonosCashCents,
          store_credit_cash_cents: row.storeCreditCashCents,
        })),
        methods: found.methods.map((row) => ({
          source: row.source,
          method: row.method as PaymentMethod,
          amount_cents: row.amountCents,
        })),
        cash_without_session_cents: found.looseCashCents,
        accounted_cents: accounted,
        difference_cents: ledger - accounted,
        balanced: ledger === accounted && found.unbalanced.length === 0,
        unbalanced_tickets: found.unbalanced.map((row) => ({
          sale_id: row.saleId,
          folio: row.folio,
          total_cents: row.totalCents,
          paid_cents: row.paidCents,
        })),
      };
    },

    /** The session and its company's printed data, for the cut's page. */
    async forReport(user: SessionUser, id: number) {
      if (!userCan(user, 'sellParts')) throw forbidden();
      const session = await loadSession(user, id);
      return {
        session: await view(user, session),
        companyName: await queries.companyName(db, session.companyId),
      };
    },
  };
}

export type CashService = ReturnType<typeof createCashService>;
