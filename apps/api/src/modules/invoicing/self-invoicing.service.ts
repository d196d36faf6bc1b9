import { centsToPesos, formatMoneyPrecise } from '@yonke/domain';
import { fiscalName, PUBLIC_RECEIVER, receiverErrors } from '@yonke/domain/cfdi';
import type { Sale, SelfInvoiceForm, SelfInvoicingSettings } from '@yonke/domain/schemas';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import { createSalesService } from '../sales/sales.service.ts';
import { createInvoiceDeliveryService } from './invoice-delivery.ts';
import { INVOICING_MESSAGES } from './invoicing.messages.ts';
import * as queries from './invoicing.queries.ts';
import { createInvoicingService, localDateTime } from './invoicing.service.ts';
import * as selfQueries from './self-invoicing.queries.ts';

// «Facturación en línea»: the customer invoices their own ticket from its public page (the QR
// printed on it), within the rules the company sets on its fiscal profile. The ticket is found by
// its unguessable public token only; the invoice is built, sealed and stamped by the same code as
// one made at the counter, so the same checks (one active invoice per ticket) hold.

export const SELF_INVOICING_MESSAGES = {
  notFound: 'No encontramos el ticket.',
  disabled: 'Este negocio no ofrece facturación en línea: pide tu factura en el mostrador.',
  quote: 'Es una cotización, no una venta: solo se factura un ticket pagado.',
  cancelled: 'El ticket fue cancelado: no se puede facturar.',
  returned: 'El ticket tiene una devolución: pide tu factura en el mostrador.',
  notPaid: 'El ticket no está pagado: solo se factura un ticket pagado.',
  otherMonth: 'Solo se facturan en línea los tickets del mes en curso: pide tu factura en el mostrador.',
  overLimit: (limit: string) =>
    `Los tickets de más de ${limit} no se facturan en línea: pide tu factura en el mostrador.`,
  alreadyInvoiced: 'Este ticket ya está facturado.',
  inGlobal:
    'Este ticket ya se incluyó en una factura a «Público en general» (factura global): pide tu factura en el mostrador.',
  noProfile: 'Primero captura los datos fiscales de la empresa.',
  tooLarge: 'Los datos enviados son demasiado grandes: revisa el formulario.',
} as const;

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

/** Who acts for a customer invoicing alone: the ticket's company, a seller's capability, no user. */
function actorFor(companyId: number): SessionUser {
  return {
    id: 0,
    name: 'Facturación en línea',
    email: '',
    avatarUrl: null,
    companyId,
    companyName: '',
    roles: [4],
    sessionId: '',
  };
}

export type SelfInvoiceTicket =
  | { state: 'open'; sale: Sale; companyName: string }
  | { state: 'refused'; sale: Sale; companyName: string; message: string };

export function createSelfInvoicingService(deps: AppDeps) {
  const { db } = deps;
  const sales = createSalesService(deps);
  const invoicing = createInvoicingService(deps);
  const delivery = createInvoiceDeliveryService(deps);

  /** Why this ticket cannot be invoiced here now, or null. */
  async function refusal(
    sale: Sale,
    companyId: number,
    profile: queries.ProfileRow | undefined,
    paidAt: Date | null,
  ): Promise<string | null> {
    if (!profile?.selfInvoicingEnabled) return SELF_INVOICING_MESSAGES.disabled;
    if (sale.status === 'cotizacion') return SELF_INVOICING_MESSAGES.quote;
    if (sale.status === 'cancelada') return SELF_INVOICING_MESSAGES.cancelled;
    if (sale.status === 'devuelta' || sale.status === 'devuelta_parcial')
      return SELF_INVOICING_MESSAGES.returned;
    if (sale.status !== 'pagada') return SELF_INVOICING_MESSAGES.notPaid;
    const active = await queries.activeInvoiceOfSale(db, sale.id);
    if (active) {
      const invoice = await queries.findInvoice(db, active.id);
      return invoice?.receiverRfc === PUBLIC_RECEIVER.rfc
        ? SELF_INVOICING_MESSAGES.inGlobal
        : SELF_INVOICING_MESSAGES.alreadyInvoiced;
    }
    if (profile.selfInvoicingSameMonth) {
      const timeZone = await queries.companyTimeZone(db, companyId);
      const month = (at: Date) => localDateTime(at, timeZone).slice(0, 7);
      if (month(paidAt ?? new Date(sale.created_at)) !== month(new Date()))
        return SELF_INVOICING_MESSAGES.otherMonth;
    }
    if (profile.selfInvoicingMaxCents !== null && sale.total_cents > profile.selfInvoicingMaxCents)
      return SELF_INVOICING_MESSAGES.overLimit(money(profile.selfInvoicingMaxCents));
    return null;
  }

  async function load(token: string) {
    if (!/^[A-Za-z0-9_-]{20,80}$/.test(token)) return undefined;
    const found = await selfQueries.saleByToken(db, token);
    if (!found) return undefined;
    const actor = actorFor(found.companyId);
    const source = await sales.forInvoice(actor, found.id);
    if (source.sale.status === 'abierta') return undefined;
    const profile = await queries.findProfile(db, found.companyId);
    const company = await sales.publicTicket(token);
    return { ...found, actor, source, profile, companyName: company?.company?.name ?? '' };
  }

  const service = {
    async settings(user: SessionUser): Promise<SelfInvoicingSettings> {
      if (!userCan(user, 'manageFiscalProfile')) throw forbidden();
      const profile = await queries.findProfile(db, user.companyId);
      return {
        enabled: profile?.selfInvoicingEnabled ?? false,
        same_month: profile?.selfInvoicingSameMonth ?? true,
        max_total_cents: profile?.selfInvoicingMaxCents ?? null,
      };
    },

    async saveSettings(user: SessionUser, input: SelfInvoicingSettings): Promise<SelfInvoicingSettings> {
      if (!userCan(user, 'manageFiscalProfile')) throw forbidden();
      const saved = await selfQueries.saveSettings(db, user.companyId, {
        enabled: input.enabled,
        sameMonth: input.same_month,
        maxCents: input.max_total_cents,
        userId: user.id,
      });
      if (!saved) throw new AppError(409, SELF_INVOICING_MESSAGES.noProfile);
      return service.settings(user);
    },

    /** The ticket of a public token and whether it can be invoiced here; undefined: 404. */
    async ticket(token: string): Promise<SelfInvoiceTicket | undefined> {
      const found = await load(token);
      if (!found) return undefined;
      const sale = { ...found.source.sale, customer: null, notes: null };
      const message = await refusal(sale, found.companyId, found.profile, found.source.paidAt);
      return message
        ? { state: 'refused', sale, companyName: found.companyName, message }
        : { state: 'open', sale, companyName: found.companyName };
    },

    /**
     * Invoices the ticket with the customer's data. Two submissions at once make one invoice: the
     * second finds the first (the active-ticket index) and, when it is for the same RFC, answers it.
     * Returns the invoice id; the e-mail is queued to go when the stamp is there.
     */
    async submit(token: string, form: SelfInvoiceForm): Promise<number> {
      const found = await load(token);
      if (!found) throw notFound(SELF_INVOICING_MESSAGES.notFound);
      const { sale } = found.source;
      const receiver = {
        rfc: form.rfc,
        name: form.business_name,
        regime: form.tax_regime,
        postalCode: form.postal_code,
        use: form.cfdi_use,
      };
      const errors = receiverErrors(receiver);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      const sameReceiverInvoice = async () => {
        const active = await queries.activeInvoiceOfSale(db, sale.id);
        if (!active) return null;
        const invoice = await queries.findInvoice(db, active.id);
        return invoice?.receiverRfc === form.rfc ? invoice.id : null;
      };
      const message = await refusal(sale, found.companyId, found.profile, found.source.paidAt);
      if (message) {
        // The same customer pressing twice gets their invoice, not a refusal.
        const mine = await sameReceiverInvoice();
        if (mine !== null) return mine;
        throw new AppError(409, message);
      }
      let invoiceId: number;
      try {
        const created = await invoicing.createFromSale(found.actor, {
          sale_id: sale.id,
          receiver,
          selfService: true,
        });
        invoiceId = created.id;
      } catch (error) {
        if (error instanceof AppError && error.status === 409) {
          const mine = await sameReceiverInvoice();
          if (mine !== null) return mine;
          if (error.message === INVOICING_MESSAGES.invoicingNow(sale.folio))
            throw new AppError(409, SELF_INVOICING_MESSAGES.alreadyInvoiced);
        }
        throw error;
      }
      await selfQueries.saveCustomerFiscalData(db, found.companyId, found.customerId, {
        rfc: form.rfc,
        businessName: fiscalName(form.business_name),
        taxRegime: form.tax_regime,
        postalCode: form.postal_code,
        cfdiUse: form.cfdi_use,
        email: form.email,
      });
      await invoicing.requestStamp(invoiceId);
      if (delivery.emailConfigured()) {
        try {
          await delivery.queue(invoiceId, form.email);
        } catch (error) {
          // The invoice is made and shown on the next page; a mail that fails now is not a refusal.
          logger.warn({ err: error, invoiceId }, 'no se pudo enviar la factura por correo');
        }
      }
      return invoiceId;
    },
  };
  return service;
}
