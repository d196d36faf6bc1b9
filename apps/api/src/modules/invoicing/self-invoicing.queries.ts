import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, fiscalProfiles, sales } from '../../db/schema/index.ts';

/** The ticket behind a public token: only what tells its company and customer. */
export async function saleByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ id: sales.id, companyId: sales.companyId, customerId: sales.customerId })
    .from(sales)
    .where(eq(sales.publicToken, token));
  return row;
}

export async function saveSettings(
  db: Executor,
  companyId: number,
  values: { enabled: boolean; sameMonth: boolean; maxCents: number | null; userId: number },
): Promise<boolean> {
  const rows = await db
    .update(fiscalProfiles)
    .set({
      selfInvoicingEnabled: values.enabled,
      selfInvoicingSameMonth: values.sameMonth,
      selfInvoicingMaxCents: values.maxCents,
      updatedBy: values.userId,
      updatedAt: sql`now()`,
    })
    .where(eq(fiscalProfiles.companyId, companyId))
    .returning({ companyId: fiscalProfiles.companyId });
  return rows.length > 0;
}

export interface CustomerFiscalData {
  rfc: string;
  businessName: string;
  taxRegime: string;
  postalCode: string;
  cfdiUse: string;
  email: string;
}

/**
 * Keeps the fiscal data a customer typed: on the ticket's customer when it has one, else on the
 * company's customer with that RFC, else on a new customer named after the razón social. An
 * e-mail already on file is kept (the one typed is used for this invoice's mail).
 */
export async function saveCustomerFiscalData(
  db: Executor,
  companyId: number,
  ticketCustomerId: number | null,
  data: CustomerFiscalData,
): Promise<number> {
  const fiscal = {
    rfc: data.rfc,
    businessName: data.businessName,
    taxRegime: data.taxRegime,
    postalCode: data.postalCode,
    cfdiUse: data.cfdiUse,
    email: sql`coalesce(${customers.email}, ${data.email})`,
    updatedAt: sql`now()`,
  };
  let id = ticketCustomerId;
  if (id === null) {
    const [existing] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.rfc, data.rfc)))
      .orderBy(customers.id)
      .limit(1);
    id = existing?.id ?? null;
  }
  if (id !== null) {
    await db
      .update(customers)
      .set(fiscal)
      .where(and(eq(customers.id, id), eq(customers.companyId, companyId)));
    return id;
  }
  const [created] = await db
    .insert(customers)
    .values({
      companyId,
      name: data.businessName,
      rfc: data.rfc,
      businessName: data.businessName,
      taxRegime: data.taxRegime,
      postalCode: data.postalCode,
      cfdiUse: data.cfdiUse,
      email: data.email,
    })
    .returning({ id: customers.id });
  if (!created) throw new Error('customer not created');
  return created.id;
}
