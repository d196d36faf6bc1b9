import { randomBytes } from 'node:crypto';
import {
  type AbonoMethod,
  abonoFolio,
  allocateAbono,
  type CreditAdjustmentDirection,
  type CustomerAccount,
  type CustomerMovementKind,
  centsToPesos,
  creditAdjustmentFolio,
  folio,
  formatMoneyPrecise,
  GENERIC_RFC,
  phoneDigits,
  statementFigures,
} from '@yonke/domain';
import { PAYMENT_COMPLEMENT_QUEUE, receiverErrors } from '@yonke/domain/cfdi';
import type {
  Abono,
  AbonoInput,
  CreditAdjustment,
  CreditAdjustmentInput,
  CreditLimitInput,
  Customer,
  customerInputSchema,
  Statement,
  StatementQuery,
  StatementSection,
} from '@yonke/domain/schemas';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, fieldError, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { moveSessionCash } from '../cash/cash.service.ts';
import * as queries from './customers.queries.ts';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

// Clientes of the counter. «Público en general» is no row: a sale without a customer is for it.

export const CUSTOMER_SERVICE_MESSAGES = {
  notFound: 'No encontramos al cliente.',
  invalidForSale: 'El cliente no es válido.',
  duplicatePhone: (name: string) =>
    `Ya hay un cliente con ese teléfono: ${name}. Elígelo en lugar de crear uno nuevo, o confirma que es otra persona.`,
} as const;

export const ACCOUNT_MESSAGES = {
  creditForbidden: 'Solo el administrador vende a crédito y fija el límite de crédito de un cliente.',
  creditNeedsCustomer:
    'Una venta a crédito necesita un cliente: elige al cliente del ticket (no «Público en general»).',
  overLimit: (owed: number, limit: number, cents: number) =>
    `El cliente ya debe ${money(owed)} y su límite de crédito es ${money(limit)}: una venta a crédito de ${money(cents)} lo rebasa (puede deber ${money(Math.max(0, limit - owed))} más).`,
  notEnoughCredit: (credit: number, cents: number) =>
    `El cliente tiene ${money(credit)} de saldo a favor; no alcanza para pagar ${money(cents)} con él.`,
  nothingOwed: 'El cliente no debe nada: no hay saldo a crédito que abonar.',
  abonoTooLarge: (amount: number, owed: number) =>
    `El abono (${money(amount)}) es mayor que lo que debe el cliente (${money(owed)}). Registra como máximo ${money(owed)}.`,
  abonoReference: 'Escribe la referencia del abono (autorización o folio de la transferencia).',
  receivedOnlyCash: 'Solo el abono en efectivo lleva monto recibido.',
  receivedTooSmall: 'El efectivo recibido no puede ser menor que el abono.',
  abonoNotFound: 'No encontramos ese abono.',
  rangeBackwards: 'La fecha final no puede ser anterior a la inicial.',
  otherRequest: 'Ese identificador de abono ya se usó para otro cliente; recarga la página.',
  adjustmentForbidden: 'Solo el administrador agrega o devuelve saldo a favor a mano.',
  adjustmentReference: 'Escribe la referencia (autorización de la tarjeta o folio de la transferencia).',
  adjustmentTooLarge: (credit: number, cents: number) =>
    `El cliente tiene ${money(credit)} de saldo a favor: no se le pueden devolver ${money(cents)} (como máximo ${money(credit)}).`,
  adjustmentNotFound: 'No encontramos ese movimiento de saldo a favor.',
} as const;

/** A change to a customer's account made inside another module's transaction (a sale, a return). */
export interface AccountChange {
  companyId: number;
  customerId: number;
  cents: number;
  saleId: number | null;
  returnId?: number | null;
  userId: number;
  note?: string | null;
}

async function move(
  tx: Executor,
  account: CustomerAccount,
  kind: CustomerMovementKind,
  change: AccountChange,
  sign: 1 | -1,
) {
  return queries.applyMovement(tx, {
    companyId: change.companyId,
    customerId: change.customerId,
    account,
    kind,
    amountCents: sign * change.cents,
    saleId: change.saleId,
    abonoId: null,
    returnId: change.returnId ?? null,
    note: change.note ?? null,
    userId: change.userId,
  });
}

/**
 * Store credit spent as a payment: taken only if the customer still holds it when the row is
 * updated, so of two payments racing the same credit one is refused with what is left.
 */
export async function spendStoreCredit(tx: Executor, change: AccountChange, field = 'payments') {
  if (change.cents <= 0) return;
  if ((await move(tx, 'credit', 'store_credit_payment', change, -1)) === null) {
    const row = await queries.findCustomer(tx, change.customerId);
    throw fieldError(field, ACCOUNT_MESSAGES.notEnoughCredit(row?.creditCents ?? 0, change.cents));
  }
}

/** Store credit given to the customer: a return, a cancelled ticket, a quote's deposit. */
export async function giveStoreCredit(
  tx: Executor,
  kind: 'return_credit' | 'deposit' | 'cancel',
  change: AccountChange,
) {
  if (change.cents <= 0) return;
  if ((await move(tx, 'credit', kind, change, 1)) === null)
    throw notFound(CUSTOMER_SERVICE_MESSAGES.notFound);
}

/** A ticket paid «a crédito»: the customer's debt grows, within their credit limit. */
export async function chargeOnCredit(tx: Executor, change: AccountChange, field = 'payments') {
  if (change.cents <= 0) return;
  if ((await move(tx, 'owed', 'credit_sale', change, 1)) === null) {
    const row = await queries.findCustomer(tx, change.customerId);
    throw fieldError(
      field,
      ACCOUNT_MESSAGES.overLimit(row?.balanceCents ?? 0, row?.creditLimitCents ?? 0, change.cents),
    );
  }
}

/**
 * Money given back on a credit ticket (a return, a cancellation): what the ticket still owes is
 * forgiven first; what the customer had already paid on it becomes store credit, so nothing
 * they paid vanishes. Returns how much went each way.
 */
export async function creditBackOnSale(
  tx: Executor,
  kind: 'return' | 'cancel',
  change: AccountChange & { saleId: number },
): Promise<{ forgivenCents: number; storeCreditCents: number }> {
  const outstanding = await queries.saleOutstanding(tx, change.saleId);
  const forgiven = Math.min(outstanding, change.cents);
  if (forgiven > 0 && (await move(tx, 'owed', kind, { ...change, cents: forgiven }, -1)) === null)
    throw conflict('El saldo a crédito del cliente cambió mientras tanto; inténtalo de nuevo.');
  const rest = change.cents - forgiven;
  if (rest > 0)
    await giveStoreCredit(tx, kind === 'return' ? 'return_credit' : 'cancel', { ...change, cents: rest });
  return { forgivenCents: forgiven, storeCreditCents: rest };
}

function abonoResponse(row: queries.AbonoRow): Abono {
  return {
    id: row.id,
    folio: abonoFolio(row.id),
    customer_id: row.customerId,
    customer_name: row.customerName,
    method: row.method as AbonoMethod,
    amount_cents: row.amountCents,
    received_cents: row.receivedCents,
    change_cents: row.changeCents,
    reference: row.reference,
    applied: row.applied.map((entry) => ({
      sale_id: entry.saleId,
      sale_folio: entry.saleFolio,
      amount_cents: entry.amountCents,
    })),
    balance_after_cents: row.balanceAfterCents,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
    receipt_path: `/api/customers/${row.customerId}/abonos/${row.id}/receipt`,
  };
}

function adjustmentResponse(row: queries.CreditAdjustmentRow): CreditAdjustment {
  return {
    id: row.id,
    folio: creditAdjustmentFolio(row.id),
    customer_id: row.customerId,
    customer_name: row.customerName,
    direction: row.direction as CreditAdjustmentDirection,
    amount_cents: row.amountCents,
    method: row.method as AbonoMethod,
    reference: row.reference,
    reason: row.reason,
    credit_after_cents: row.creditAfterCents,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
    receipt_path: `/api/customers/${row.customerId}/store-credit/${row.id}/receipt`,
  };
}

function uniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    (cause as { code?: string }).code === '23505' &&
    (cause as { constraint?: string }).constraint === constraint
  );
}

type CustomerInput = z.output<typeof customerInputSchema>;

/** The abonos before this one that paid any of these tickets (the payment complements follow their order). */
export function earlierAbonosOfSales(db: Executor, abonoId: number, saleIds: number[]) {
  return queries.earlierAbonosOfSales(db, abonoId, saleIds);
}

/** An abono and the credit tickets it paid (oldest first), for the payment complements of invoicing. */
export async function abonoWithApplications(db: Executor, abonoId: number) {
  const [row] = await queries.findAbonos(db, { id: abonoId });
  return row;
}

export function customerResponse(row: queries.CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    rfc: row.rfc,
    business_name: row.businessName,
    tax_regime: row.taxRegime,
    postal_code: row.postalCode,
    cfdi_use: row.cfdiUse,
    balance_cents: row.balanceCents,
    credit_cents: row.creditCents,
    credit_limit_cents: row.creditLimitCents,
    created_at: row.createdAt.toISOString(),
  };
}

function values(input: CustomerInput): queries.CustomerValues {
  return {
    name: input.name,
    phone: input.phone ?? null,
    phoneDigits: input.phone ? phoneDigits(input.phone) : null,
    email: input.email ?? null,
    notes: input.notes ?? null,
    rfc: input.rfc ?? null,
    businessName: input.business_name ?? null,
    taxRegime: input.tax_regime ?? null,
    postalCode: input.postal_code ?? null,
    cfdiUse: input.cfdi_use ?? null,
  };
}

export function createCustomersService(deps: Pick<AppDeps, 'db' | 'jobs'>) {
  const { db } = deps;

  function assertSeller(user: SessionUser) {
    if (!userCan(user, 'sellParts')) throw forbidden();
  }

  async function load(user: SessionUser, id: number, executor: Executor = db) {
    const row = await queries.findCustomer(executor, id);
    if (!row || !inCompanyScope(user, row.companyId)) throw notFound(CUSTOMER_SERVICE_MESSAGES.notFound);
    return row;
  }

  /** A phone already on file answers 409 naming that customer (the screen offers it), unless the person confirmed. */
  async function checkPhone(companyId: number, input: CustomerInput, exceptId?: number) {
    const digits = input.phone ? phoneDigits(input.phone) : null;
    if (!digits || input.allow_duplicate_phone) return;
    const same = await queries.findByPhone(db, companyId, digits, exceptId);
    const first = same[0];
    if (first) {
      const message = CUSTOMER_SERVICE_MESSAGES.duplicatePhone(first.name);
      throw new AppError(409, message, { phone: [message] });
    }
  }

  /**
   * Complete fiscal data are checked as the PAC will check them when the customer is invoiced
   * (the RFC's check digit, the régimen for its kind of person, the uso allowed with the régimen),
   * so the mistake is fixed here rather than at the invoice. The generic RFC stays allowed.
   */
  function checkFiscal(input: CustomerInput) {
    if (!input.rfc || !input.business_name || !input.tax_regime || !input.postal_code || !input.cfdi_use)
      return;
    if (input.rfc === GENERIC_RFC) return;
    const errors = receiverErrors({
      rfc: input.rfc,
      name: input.business_name,
      regime: input.tax_regime,
      postalCode: input.postal_code,
      use: input.cfdi_use,
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
  }

  return {
    async search(user: SessionUser, text: string) {
      assertSeller(user);
      return (await queries.searchCustomers(db, companyScope(user), text, 20)).map(customerResponse);
    },

    async get(user: SessionUser, id: number) {
      assertSeller(user);
      return customerResponse(await load(user, id));
    },

    /** The customer of a sale of `companyId`, or a 422 on `field` when it is not one of that company's. */
    async forSale(companyId: number, id: number, executor: Executor = db) {
      const row = await queries.findCustomer(executor, id);
      if (!row || row.companyId !== companyId) {
        throw fieldError('customer_id', CUSTOMER_SERVICE_MESSAGES.invalidForSale);
      }
      return row;
    },

    /** What a credit ticket still owes (0 for any other ticket). */
    async owedOnSale(saleId: number, executor: Executor = db) {
      return queries.saleOutstanding(executor, saleId);
    },

    /** «Límite de crédito»: the most the customer may owe on credit sales (null: none). */
    async setCreditLimit(user: SessionUser, id: number, input: CreditLimitInput) {
      if (!userCan(user, 'sellOnCredit')) throw forbidden(ACCOUNT_MESSAGES.creditForbidden);
      const row = await load(user, id);
      await queries.setCreditLimit(db, row.id, input.credit_limit_cents);
      return customerResponse(await load(user, id));
    },

    /**
     * An abono: a payment against what the customer owes, applied to the oldest credit ticket
     * first, on the customer's locked row (two abonos at once cannot both pay the same debt).
     * Cash enters the counter register's open session as an «abono» movement, under the cash
     * module's rules; card and transfer need their reference and touch no session. A repeat of
     * the same request answers the abono it made.
     */
    async abono(user: SessionUser, id: number, input: AbonoInput): Promise<Abono> {
      assertSeller(user);
      let abonoId: number;
      try {
        abonoId = await db.transaction(async (tx) => {
          const customer = await queries.lockCustomer(tx, id);
          if (!customer || !inCompanyScope(user, customer.companyId))
            throw notFound(CUSTOMER_SERVICE_MESSAGES.notFound);
          const repeated = (await queries.findAbonos(tx, { requestId: input.request_id }))[0];
          if (repeated) {
            if (repeated.customerId !== customer.id) throw conflict(ACCOUNT_MESSAGES.otherRequest);
            return repeated.id;
          }
          const cash = input.method === 'cash';
          if (!cash && !input.reference) throw fieldError('reference', ACCOUNT_MESSAGES.abonoReference);
          if (!cash && input.received_cents !== undefined && input.received_cents !== null)
            throw fieldError('received_cents', ACCOUNT_MESSAGES.receivedOnlyCash);
          const received = cash ? (input.received_cents ?? input.amount_cents) : null;
          if (received !== null && received < input.amount_cents)
            throw fieldError('received_cents', ACCOUNT_MESSAGES.receivedTooSmall);
          const debts = await queries.openDebts(tx, customer.id);
          const applied = allocateAbono(input.amount_cents, debts);
          if (!applied) {
            const owed = debts.reduce((sum, debt) => sum + debt.outstandingCents, 0);
            throw fieldError(
              'amount_cents',
              owed === 0
                ? ACCOUNT_MESSAGES.nothingOwed
                : ACCOUNT_MESSAGES.abonoTooLarge(input.amount_cents, owed),
            );
          }
          const newId = await queries.insertAbono(tx, {
            companyId: customer.companyId,
            customerId: customer.id,
            method: input.method,
            amountCents: input.amount_cents,
            receivedCents: received,
            changeCents: received === null ? 0 : received - input.amount_cents,
            reference: input.reference ?? null,
            publicToken: randomBytes(24).toString('base64url'),
            requestId: input.request_id,
            userId: user.id,
          });
          if (cash) {
            const sessionId = await moveSessionCash(tx, user, input.register_id, {
              kind: 'abono',
              direction: 'in',
              amountCents: input.amount_cents,
              reason: `Abono ${abonoFolio(newId)} de ${customer.name}`,
              saleId: null,
            });
            await queries.setAbonoSession(tx, newId, sessionId);
          }
          for (const part of applied) {
            const balance = await queries.applyMovement(tx, {
              companyId: customer.companyId,
              customerId: customer.id,
              account: 'owed',
              kind: 'abono',
              amountCents: -part.amountCents,
              saleId: part.saleId,
              abonoId: newId,
              returnId: null,
              note: null,
              userId: user.id,
            });
            // The row is locked and the debts were read under the lock: this cannot be refused.
            if (balance === null) throw new Error('abono larger than the balance under lock');
          }
          return newId;
        });
      } catch (error) {
        if (uniqueViolation(error, 'customer_abonos_request_unique')) {
          const repeated = (await queries.findAbonos(db, { requestId: input.request_id }))[0];
          if (repeated && repeated.customerId === id) return abonoResponse(repeated);
        }
        throw error;
      }
      // After the commit: a ticket invoiced PPD gets its payment complement from a job (issued
      // once per abono however often this runs: a repeated request enqueues it again, harmlessly).
      await deps.jobs?.send(PAYMENT_COMPLEMENT_QUEUE, { abonoId });
      const [row] = await queries.findAbonos(db, { id: abonoId });
      if (!row) throw notFound(ACCOUNT_MESSAGES.abonoNotFound);
      return abonoResponse(row);
    },

    /**
     * «Saldo a favor» by hand (roles 1, 2): an «anticipo» added, or a prepayment given back, with
     * its reason and how the money came or went (cash through the counter's open session, card
     * or transfer with their reference). On the customer's locked row: taking back more than the
     * customer holds is refused, never below zero. A repeat of the same request answers the same.
     */
    async adjustCredit(
      user: SessionUser,
      id: number,
      input: CreditAdjustmentInput,
    ): Promise<CreditAdjustment> {
      if (!userCan(user, 'sellOnCredit')) throw forbidden(ACCOUNT_MESSAGES.adjustmentForbidden);
      let adjustmentId: number;
      try {
        adjustmentId = await db.transaction(async (tx) => {
          const customer = await queries.lockCustomer(tx, id);
          if (!customer || !inCompanyScope(user, customer.companyId))
            throw notFound(CUSTOMER_SERVICE_MESSAGES.notFound);
          const repeated = (await queries.findCreditAdjustments(tx, { requestId: input.request_id }))[0];
          if (repeated) {
            if (repeated.customerId !== customer.id) throw conflict(ACCOUNT_MESSAGES.otherRequest);
            return repeated.id;
          }
          const cash = input.method === 'cash';
          if (!cash && !input.reference) throw fieldError('reference', ACCOUNT_MESSAGES.adjustmentReference);
          const adding = input.direction === 'add';
          const folioNote = `${adding ? 'Saldo a favor agregado' : 'Saldo a favor devuelto'}: ${input.reason}`;
          const creditAfter = await queries.applyMovement(tx, {
            companyId: customer.companyId,
            customerId: customer.id,
            account: 'credit',
            kind: adding ? 'manual_credit' : 'manual_refund',
            amountCents: adding ? input.amount_cents : -input.amount_cents,
            saleId: null,
            abonoId: null,
            returnId: null,
            note: folioNote,
            userId: user.id,
          });
          if (creditAfter === null)
            throw fieldError(
              'amount_cents',
              ACCOUNT_MESSAGES.adjustmentTooLarge(customer.creditCents, input.amount_cents),
            );
          // The cash after the customer's row, as a payment does: the row lock comes first.
          const sessionId = cash
            ? await moveSessionCash(tx, user, input.register_id, {
                kind: 'store_credit',
                direction: adding ? 'in' : 'out',
                amountCents: input.amount_cents,
                reason: `${folioNote} (${customer.name})`,
                saleId: null,
              })
            : null;
          return queries.insertCreditAdjustment(tx, {
            companyId: customer.companyId,
            customerId: customer.id,
            direction: input.direction,
            amountCents: input.amount_cents,
            method: input.method,
            reference: cash ? null : (input.reference ?? null),
            reason: input.reason,
            creditAfterCents: creditAfter,
            cashSessionId: sessionId,
            requestId: input.request_id,
            userId: user.id,
          });
        });
      } catch (error) {
        if (uniqueViolation(error, 'customer_credit_adjustments_request_unique')) {
          const repeated = (await queries.findCreditAdjustments(db, { requestId: input.request_id }))[0];
          if (repeated && repeated.customerId === id) return adjustmentResponse(repeated);
        }
        throw error;
      }
      const [row] = await queries.findCreditAdjustments(db, { id: adjustmentId });
      if (!row) throw notFound(ACCOUNT_MESSAGES.adjustmentNotFound);
      return adjustmentResponse(row);
    },

    /** One manual store-credit change of the customer, with its company's name, for its receipt. */
    async forCreditReceipt(user: SessionUser, id: number, adjustmentId: number) {
      assertSeller(user);
      const customer = await load(user, id);
      const [row] = await queries.findCreditAdjustments(db, { id: adjustmentId, customerId: customer.id });
      if (!row) throw notFound(ACCOUNT_MESSAGES.adjustmentNotFound);
      return {
        adjustment: adjustmentResponse(row),
        companyName: await queries.companyName(db, customer.companyId),
      };
    },

    /** One abono of the customer, with its company's name, for its printed receipt. */
    async forReceipt(user: SessionUser, id: number, abonoId: number) {
      assertSeller(user);
      const customer = await load(user, id);
      const [row] = await queries.findAbonos(db, { id: abonoId, customerId: customer.id });
      if (!row) throw notFound(ACCOUNT_MESSAGES.abonoNotFound);
      return { abono: abonoResponse(row), companyName: await queries.companyName(db, customer.companyId) };
    },

    /**
     * «Estado de cuenta»: for a period of the company's calendar days (this month by default),
     * each account's balance before it, its movements with the running balance, and its balance
     * after; the credit tickets still owing and the period's abonos.
     */
    async statement(user: SessionUser, id: number, query: StatementQuery): Promise<Statement> {
      assertSeller(user);
      if (query.from && query.to && query.from > query.to)
        throw fieldError('to', ACCOUNT_MESSAGES.rangeBackwards);
      const customer = await load(user, id);
      const days = await queries.companyDays(db, customer.companyId, query.from ?? null, query.to ?? null);
      if (days.from > days.to) throw fieldError('to', ACCOUNT_MESSAGES.rangeBackwards);
      const section = async (account: CustomerAccount): Promise<StatementSection> => {
        const [opening, rows] = await Promise.all([
          queries.balanceBefore(db, customer.id, account, days.start),
          queries.movementsBetween(db, customer.id, account, days.start, days.end),
        ]);
        const figures = statementFigures(opening, rows);
        return {
          opening_cents: opening,
          charges_cents: figures.chargesCents,
          payments_cents: figures.paymentsCents,
          closing_cents: figures.closingCents,
          movements: rows.map((row, index) => ({
            id: row.id,
            account: row.account,
            kind: row.kind as CustomerMovementKind,
            amount_cents: row.amountCents,
            balance_after_cents: row.balanceAfterCents,
            sale_id: row.saleId,
            sale_folio: row.saleFolio,
            abono_id: row.abonoId,
            abono_folio: row.abonoId === null ? null : abonoFolio(row.abonoId),
            note: row.note,
            created_by_name: row.createdByName,
            created_at: row.createdAt.toISOString(),
            running_cents: figures.runningCents[index] ?? 0,
          })),
        };
      };
      const [owed, credit, debts, abonos] = await Promise.all([
        section('owed'),
        section('credit'),
        queries.openDebts(db, customer.id),
        queries.findAbonos(db, { customerId: customer.id, start: days.start, end: days.end }),
      ]);
      return {
        customer_id: customer.id,
        customer_name: customer.name,
        from: days.from,
        to: days.to,
        owed_cents: customer.balanceCents,
        credit_cents: customer.creditCents,
        credit_limit_cents: customer.creditLimitCents,
        available_cents:
          customer.creditLimitCents === null
            ? null
            : Math.max(0, customer.creditLimitCents - customer.balanceCents),
        owed,
        credit,
        open_tickets: debts.map((debt) => ({
          sale_id: debt.saleId,
          folio: debt.series && debt.number !== null ? folio(debt.series, debt.number) : null,
          paid_at: debt.paidAt?.toISOString() ?? null,
          outstanding_cents: debt.outstandingCents,
        })),
        abonos: abonos.map(abonoResponse),
      };
    },

    /** The statement and the company's name, for its printed page. */
    async forStatementPage(user: SessionUser, id: number, query: StatementQuery) {
      const statement = await this.statement(user, id, query);
      const customer = await load(user, id);
      return { statement, companyName: await queries.companyName(db, customer.companyId) };
    },

    async create(user: SessionUser, input: CustomerInput) {
      assertSeller(user);
      checkFiscal(input);
      await checkPhone(user.companyId, input);
      const id = await queries.insertCustomer(db, user.companyId, user.id, values(input));
      return customerResponse(await load(user, id));
    },

    async update(user: SessionUser, id: number, input: CustomerInput) {
      assertSeller(user);
      const row = await load(user, id);
      checkFiscal(input);
      await checkPhone(row.companyId, input, id);
      await queries.updateCustomer(db, id, values(input));
      return customerResponse(await load(user, id));
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
