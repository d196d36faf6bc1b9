import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, customers, invoiceSales, sales } from '../../db/schema/index.ts';

/** Where an invoice goes by default: the contact of its ticket's customer, and the company's name. */
export async function invoiceContacts(
  db: Executor,
  invoiceId: number,
): Promise<{ email: string | null; phone: string | null }> {
  const [row] = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(invoiceSales)
    .innerJoin(sales, eq(sales.id, invoiceSales.saleId))
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(and(eq(invoiceSales.invoiceId, invoiceId)))
    .limit(1);
  return { email: row?.email ?? null, phone: row?.phone ?? null };
}

export async function companyName(db: Executor, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
