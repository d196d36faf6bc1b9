import { randomUUID } from 'node:crypto';
import { isTaxRate, type TaxRate } from '@yonke/domain';
import {
  buildPaymentComplementXml,
  PAYMENT_FORM,
  PAYMENT_USE,
  type PaidDocument,
  paymentTaxShare,
} from '@yonke/domain/cfdi';
import type { InvoicePayments, InvoiceStatus, InvoiceSummary } from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { abonoWithApplications, earlierAbonosOfSales } from '../customers/customers.service.ts';
import { childElements, micros, NS, parseCfdi } from './cfdi-reader.ts';
import * as invoiceQueries from './invoicing.queries.ts';
import { createInvoicingService, localDateTime } from './invoicing.service.ts';
import { type PacProvider, PacUnavailableError } from './pac.ts';
import * as queries from './payment-complement.queries.ts';
import type { SatStatusService } from './sat-status.ts';
import { createSealing, documentHeader } from './sealing.ts';

// The payment complement («complemento de pago», CFDI type P with Pagos 2.0) of an abono that pays
// credit tickets invoiced PPD (docs/decisions/031-payment-complements.md). It is issued by a job
// after the abono commits; one complement per abono and receiver, with one DoctoRelacionado per
// invoice it pays. The installment number and the balances come from the complements already in
// force for each invoice, read under the invoice's row lock, so two abonos at once number 1 and 2
// and a retried job answers the complement it made.

export const PAYMENT_COMPLEMENT_MESSAGES = {
  invoiceNotStamped: (folio: string) =>
    `La factura ${folio} todavía no está timbrada: el complemento de pago se emite cuando lo esté.`,
  overpaid: (folio: string) =>
    `El pago es mayor que el saldo de la factura ${folio} según sus complementos de pago; avisa a soporte.`,
  noPaymentForm: (method: string) => `La forma de pago «${method}» del abono no tiene clave del SAT.`,
} as const;

type InvoiceRow = invoiceQueries.InvoiceRow;

/** The IVA rate of an invoice, read from its own document (the rate its traslados were sealed with). */
function rateOf(invoice: InvoiceRow): TaxRate {
  const cfdi = parseCfdi(invoice.sealedXml);
  const traslado = childElements(cfdi?.taxes ?? null, NS.cfdi, 'Traslado')[0];
  const rate = Math.round((micros(traslado?.getAttribute('TasaOCuota')) ?? 0) / 100);
  if (!isTaxRate(rate)) throw new Error(`invoice ${invoice.id} has an IVA rate the app does not issue`);
  return rate;
}

const folioOf = (row: { series: string; folio: number }) => `${row.series}-${row.folio}`;

/** The receiver of a complement is its invoices' receiver: invoices to different receivers get separate complements. */
const receiverKey = (row: InvoiceRow) =>
  [row.receiverRfc, row.receiverName, row.receiverRegime, row.receiverPostalCode].join('|');

export function createPaymentComplementService(
  deps: AppDeps & { pac?: PacProvider | null; satStatus?: SatStatusService },
) {
  const { db } = deps;
  const invoicing = createInvoicingService(deps);
  const sealing = createSealing(deps);

  /** The invoices an abono pays, with the amount of each: only stamped PPD invoices of the abono's company. */
  async function paidInvoices(abono: NonNullable<Awaited<ReturnType<typeof abonoWithApplications>>>) {
    const paid = new Map<number, number>();
    const salesOf = new Map<number, number[]>();
    for (const part of abono.applied) {
      if (part.saleId === null || part.amountCents <= 0) continue;
      const active = await invoiceQueries.activeInvoiceOfSale(db, part.saleId);
      if (!active) continue;
      paid.set(active.id, (paid.get(active.id) ?? 0) + part.amountCents);
      salesOf.set(active.id, [...(salesOf.get(active.id) ?? []), part.saleId]);
    }
    const invoices: Array<{ invoice: InvoiceRow; paidCents: number; saleIds: number[] }> = [];
    for (const [id, paidCents] of paid) {
      const invoice = await invoiceQueries.findInvoice(db, id);
      // A PUE invoice was paid when it was issued; a payment made before its invoice existed is
      // not a payment of that invoice.
      if (
        invoice?.type !== 'I' ||
        invoice.paymentMethod !== 'PPD' ||
        invoice.companyId !== abono.companyId ||
        invoice.createdAt.getTime() > abono.createdAt.getTime()
      ) {
        continue;
      }
      if (invoice.status === 'timbrando') {
        // The job is retried: the complement waits for its invoice's UUID.
        throw new PacUnavailableError(PAYMENT_COMPLEMENT_MESSAGES.invoiceNotStamped(folioOf(invoice)));
      }
      if (invoice.status === 'timbrada' && invoice.uuid) {
        invoices.push({ invoice, paidCents, saleIds: salesOf.get(id) ?? [] });
      }
    }
    return invoices;
  }

  type PaidEntry = Awaited<ReturnType<typeof paidInvoices>>[number];
  type Abono = NonNullable<Awaited<ReturnType<typeof abonoWithApplications>>>;
  /** What every receiver's complement of one abono shares. */
  interface Issue {
    abono: Abono;
    form: string;
    profile: Awaited<ReturnType<typeof sealing.issuingProfile>>;
    credential: ReturnType<typeof sealing.credential>;
    timeZone: string;
  }
  type Document = PaidDocument & { invoiceId: number };

  /**
   * Installments follow the payments' order: an earlier abono of the same tickets whose job has
   * not run yet is reported first, and its own job then finds it made. One whose complement was
   * refused or cancelled is left as it is: that was someone's decision, not a job still to run.
   */
  async function reportEarlierAbonos(abonoId: number, paid: PaidEntry[]) {
    const earlier = await earlierAbonosOfSales(
      db,
      abonoId,
      paid.flatMap((entry) => entry.saleIds),
    );
    for (const earlierId of earlier) {
      const ids = paid.map((entry) => entry.invoice.id);
      if (!(await queries.abonoWasReported(db, earlierId, ids))) {
        await service.issueForAbono(earlierId);
      }
    }
  }

  /**
   * One receiver's complement, made under the lock of its invoices' rows: the one already made for
   * this abono if any, a new one (its id), or nothing when every invoice was cancelled meanwhile.
   */
  function complementForReceiver(issue: Issue, group: PaidEntry[]) {
    const ids = group.map((entry) => entry.invoice.id);
    return db.transaction(async (tx) => {
      const locked = await queries.lockInvoices(tx, ids);
      // Made already (a retried or duplicate job): under the lock, answer it.
      const existing = await queries.complementsOfAbono(tx, issue.abono.id, ids);
      if (existing.length > 0) return { id: null, existing };
      const documents = await documentsToPay(tx, locked, group);
      const first = locked[0];
      if (documents.length === 0 || !first) return { id: null, existing: [] };
      const id = await insertComplement(tx, issue, first, documents);
      return { id, existing: [] as number[] };
    });
  }

  /** The DoctoRelacionado of each locked invoice still in force, numbered after the complements it has. */
  async function documentsToPay(tx: Executor, locked: InvoiceRow[], group: PaidEntry[]) {
    const documents: Document[] = [];
    for (const invoice of locked) {
      const paidCents = group.find((entry) => entry.invoice.id === invoice.id)?.paidCents ?? 0;
      // Cancelled while we waited for the lock: no longer an invoice in force to pay.
      if (invoice.status !== 'timbrada' || !invoice.uuid || paidCents <= 0) continue;
      const before = await queries.paidSoFar(tx, invoice.id);
      const previousBalance = invoice.totalCents - before.paidCents;
      if (paidCents > previousBalance) {
        throw new AppError(409, PAYMENT_COMPLEMENT_MESSAGES.overpaid(folioOf(invoice)));
      }
      const rate = rateOf(invoice);
      documents.push({
        invoiceId: invoice.id,
        uuid: invoice.uuid,
        series: invoice.series,
        folio: String(invoice.folio),
        installment: before.count + 1,
        previousBalanceCents: previousBalance,
        paidCents,
        rate,
        tax: paymentTaxShare(
          {
            totalCents: invoice.totalCents,
            baseCents: invoice.subtotalCents - invoice.discountCents,
            rate,
          },
          before.paidCents,
          paidCents,
        ),
      });
    }
    return documents;
  }

  /** Takes a folio, seals the complement to the invoices' receiver and records it with its documents. */
  async function insertComplement(tx: Executor, issue: Issue, first: InvoiceRow, documents: Document[]) {
    const { abono, form, profile, credential, timeZone } = issue;
    const folioNumber = await invoiceQueries.takeFolio(tx, abono.companyId);
    const receiver = {
      rfc: first.receiverRfc,
      name: first.receiverName,
      postalCode: first.receiverPostalCode,
      regime: first.receiverRegime,
    };
    const unsealed = buildPaymentComplementXml({
      ...documentHeader(profile, credential, folioNumber, localDateTime(new Date(), timeZone)),
      receiver,
      payment: {
        date: localDateTime(abono.createdAt, timeZone),
        form,
        operation: abono.reference,
        documents,
      },
      seal: '',
    });
    const sealed = await sealing.seal(unsealed, credential, { abonoId: abono.id });
    const row = await invoiceQueries.insertInvoice(
      tx,
      {
        companyId: abono.companyId,
        series: profile.series,
        folio: folioNumber,
        type: 'P',
        receiverRfc: receiver.rfc,
        receiverName: receiver.name,
        receiverRegime: receiver.regime,
        receiverPostalCode: receiver.postalCode,
        receiverUse: PAYMENT_USE,
        // FormaDePagoP of the payment; a CFDI of type P has no MetodoPago of its own.
        paymentForm: form,
        paymentMethod: '',
        subtotalCents: 0,
        discountCents: 0,
        taxCents: 0,
        totalCents: 0,
        certificateNumber: profile.csdCertificateNumber ?? '',
        sealedXml: sealed,
        pacRequestId: randomUUID(),
        createdBy: null,
      },
      [],
    );
    await queries.insertDocuments(
      tx,
      documents.map((document) => ({
        complementId: row.id,
        invoiceId: document.invoiceId,
        abonoId: abono.id,
        installment: document.installment,
        previousBalanceCents: document.previousBalanceCents,
        paidCents: document.paidCents,
        balanceCents: document.previousBalanceCents - document.paidCents,
        baseCents: document.tax.baseCents,
        taxCents: document.tax.taxCents,
      })),
    );
    return row.id;
  }

  const service = {
    /**
     * The complements of one abono (the job's work). Safe to run again or twice at once: each
     * receiver's complement is made under the lock of its invoices' rows, after checking none is
     * in force for this abono. Answers the complements of the abono, new or already made.
     */
    async issueForAbono(abonoId: number): Promise<InvoiceSummary[]> {
      const abono = await abonoWithApplications(db, abonoId);
      if (!abono) return [];
      const paid = await paidInvoices(abono);
      if (paid.length === 0) return [];
      await reportEarlierAbonos(abonoId, paid);
      const form = PAYMENT_FORM[abono.method as keyof typeof PAYMENT_FORM];
      if (!form) throw new AppError(409, PAYMENT_COMPLEMENT_MESSAGES.noPaymentForm(abono.method));
      const profile = await sealing.issuingProfile(abono.companyId);
      const issue: Issue = {
        abono,
        form,
        profile,
        credential: sealing.credential(profile),
        timeZone: await invoiceQueries.companyTimeZone(db, abono.companyId),
      };

      const groups = new Map<string, PaidEntry[]>();
      for (const entry of paid) {
        const key = receiverKey(entry.invoice);
        groups.set(key, [...(groups.get(key) ?? []), entry]);
      }
      const made: number[] = [];
      const created: number[] = [];
      for (const group of groups.values()) {
        const outcome = await complementForReceiver(issue, group);
        if (outcome.id !== null) {
          created.push(outcome.id);
          made.push(outcome.id);
        } else {
          made.push(...outcome.existing);
        }
      }
      for (const id of created) {
        logger.info({ abonoId, invoiceId: id }, 'complemento de pago sellado');
        await invoicing.requestStamp(id);
      }
      const unique = [...new Set(made)];
      return Promise.all(unique.map((id) => invoicing.summaryOf(id)));
    },

    /** The installments of an invoice and its balance as its complements in force report them. */
    async payments(user: SessionUser, invoiceId: number): Promise<InvoicePayments> {
      // Role, company and existence, as for the invoice itself.
      const summary = await invoicing.get(user, invoiceId);
      const invoice = await invoiceQueries.findInvoice(db, summary.id);
      if (!invoice) throw new Error('invoice vanished');
      const rows = await queries.installmentsOf(db, invoice.id);
      const inForce = rows.filter((row) => !queries.COMPLEMENT_NOT_IN_FORCE.includes(row.status));
      const paidCents = inForce.reduce((sum, row) => sum + row.paidCents, 0);
      return {
        invoice_id: invoice.id,
        payment_method: invoice.paymentMethod,
        total_cents: invoice.totalCents,
        paid_cents: paidCents,
        balance_cents: invoice.totalCents - paidCents,
        installments: rows.map((row) => ({
          installment: row.installment,
          complement: {
            id: row.complementId,
            folio: folioOf(row),
            status: row.status as InvoiceStatus,
            uuid: row.uuid,
          },
          paid_at: row.paidAt.toISOString(),
          previous_balance_cents: row.previousBalanceCents,
          paid_cents: row.paidCents,
          balance_cents: row.balanceCents,
        })),
      };
    },
  };
  return service;
}

export type PaymentComplementService = ReturnType<typeof createPaymentComplementService>;
