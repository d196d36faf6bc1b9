import { GENERIC_RFC, phoneDigits } from '@yonke/domain';
import { receiverErrors } from '@yonke/domain/cfdi';
import type { Customer, customerInputSchema } from '@yonke/domain/schemas';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, fieldError, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import * as queries from './customers.queries.ts';

// Clientes of the counter. «Público en general» is no row: a sale without a customer is for it.

export const CUSTOMER_SERVICE_MESSAGES = {
  notFound: 'No encontramos al cliente.',
  invalidForSale: 'El cliente no es válido.',
  duplicatePhone: (name: string) =>
    `Ya hay un cliente con ese teléfono: ${name}. Elígelo en lugar de crear uno nuevo, o confirma que es otra persona.`,
} as const;

type CustomerInput = z.output<typeof customerInputSchema>;

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

export function createCustomersService(deps: Pick<AppDeps, 'db'>) {
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

    /** Store credit («saldo a favor») added inside the caller's transaction, e.g. by a return. */
    async addCredit(companyId: number, id: number, cents: number, executor: Executor) {
      await this.forSale(companyId, id, executor);
      await queries.addCredit(executor, id, cents);
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
