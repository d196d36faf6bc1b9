import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface CustomerRow {
  id: number;
  companyId: number;
  name: string;
  phone: string | null;
  email: string | null;
  notes: string | null;
  rfc: string | null;
  businessName: string | null;
  taxRegime: string | null;
  postalCode: string | null;
  cfdiUse: string | null;
  balanceCents: number;
  creditCents: number;
  createdAt: Date;
}

export interface CustomerValues {
  name: string;
  phone: string | null;
  phoneDigits: string | null;
  email: string | null;
  notes: string | null;
  rfc: string | null;
  businessName: string | null;
  taxRegime: string | null;
  postalCode: string | null;
  cfdiUse: string | null;
}

const COLUMNS = sql`id, company_id, name, phone, email, notes, rfc, business_name, tax_regime, postal_code,
  cfdi_use, balance_cents, credit_cents, created_at`;

function customerRow(row: Record<string, unknown>): CustomerRow {
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    name: String(row.name),
    phone: (row.phone as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    notes: (row.notes as string | null) ?? null,
    rfc: (row.rfc as string | null) ?? null,
    businessName: (row.business_name as string | null) ?? null,
    taxRegime: (row.tax_regime as string | null) ?? null,
    postalCode: (row.postal_code as string | null) ?? null,
    cfdiUse: (row.cfdi_use as string | null) ?? null,
    balanceCents: Number(row.balance_cents),
    creditCents: Number(row.credit_cents),
    createdAt: new Date(row.created_at as string),
  };
}

async function select(db: Executor, where: SQL, tail: SQL = sql``): Promise<CustomerRow[]> {
  const result = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} from customers where ${where} ${tail}`,
  );
  return result.rows.map(customerRow);
}

export async function findCustomer(db: Executor, id: number): Promise<CustomerRow | undefined> {
  return (await select(db, sql`id = ${id}`))[0];
}

export function findByPhone(db: Executor, companyId: number, digits: string, exceptId?: number) {
  return select(
    db,
    sql`company_id = ${companyId} and phone_digits = ${digits} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
    sql`order by id limit 5`,
  );
}

/** By name (any part of it), phone digits or RFC (their beginning). */
export function searchCustomers(db: Executor, companyId: number | null, text: string, limit: number) {
  const scope = companyId === null ? sql`true` : sql`company_id = ${companyId}`;
  const trimmed = text.trim();
  if (!trimmed) return select(db, scope, sql`order by name, id limit ${limit}`);
  const escaped = trimmed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const digits = trimmed.replace(/\D/g, '');
  const matches: SQL[] = [
    sql`lower(name) like ${`%${escaped}%`}`,
    sql`rfc like ${`${trimmed.toUpperCase().replace(/[\\%_]/g, '')}%`}`,
  ];
  if (digits.length >= 3) matches.push(sql`phone_digits like ${`%${digits}%`}`);
  return select(
    db,
    sql`${scope} and (${sql.join(matches, sql` or `)})`,
    sql`order by name, id limit ${limit}`,
  );
}

export async function insertCustomer(
  db: Executor,
  companyId: number,
  userId: number,
  values: CustomerValues,
) {
  const result = await db.execute<{ id: number }>(sql`
    insert into customers (company_id, name, phone, phone_digits, email, notes, rfc, business_name, tax_regime,
      postal_code, cfdi_use, created_by)
    values (${companyId}, ${values.name}, ${values.phone}, ${values.phoneDigits}, ${values.email}, ${values.notes},
      ${values.rfc}, ${values.businessName}, ${values.taxRegime}, ${values.postalCode}, ${values.cfdiUse}, ${userId})
    returning id`);
  return Number(result.rows[0]?.id);
}

export async function updateCustomer(db: Executor, id: number, values: CustomerValues) {
  await db.execute(sql`
    update customers set name = ${values.name}, phone = ${values.phone}, phone_digits = ${values.phoneDigits},
      email = ${values.email}, notes = ${values.notes}, rfc = ${values.rfc}, business_name = ${values.businessName},
      tax_regime = ${values.taxRegime}, postal_code = ${values.postalCode}, cfdi_use = ${values.cfdiUse},
      updated_at = now()
    where id = ${id}`);
}

/** Store credit given to a customer (a return paid as «saldo a favor»). */
export async function addCredit(tx: Executor, customerId: number, cents: number) {
  await tx.execute(sql`
    update customers set credit_cents = credit_cents + ${cents}, updated_at = now() where id = ${customerId}`);
}
