import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, customers, invoiceSales, sales } from '../../db/schema/index.ts';

/**
 * Where an invoice goes by default: the contact of its ticket's customer, else (a ticket sold to
 * nobody in particular, invoiced by the customer online) of the company's customer with the
 * receiver's RFC.
 */
export async function invoiceContacts(
  db: Executor,
  invoice: { id: number; companyId: number; receiverRfc: string },
): Promise<{ email: string | null; phone: string | null }> {
  const [ofTicket] = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(invoiceSales)
    .innerJoin(sales, eq(sales.id, invoiceSales.saleId))
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(eq(invoiceSales.invoiceId, invoice.id))
    .limit(1);
  if (ofTicket) return ofTicket;
  const [byRfc] = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.companyId, invoice.companyId), eq(customers.rfc, invoice.receiverRfc)))
    .orderBy(asc(customers.id))
    .limit(1);
  return { email: byRfc?.email ?? null, phone: byRfc?.phone ?? null };
}

export async function companyName(db: Executor, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
