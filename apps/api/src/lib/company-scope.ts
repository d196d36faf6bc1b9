import type { SessionUser } from './context.ts';
import { userCan } from './guards.ts';

// Company scoping (docs/domain-rules.md): a user sees and acts on their own company's data only;
// role 1 (capability `allCompanies`) on every company's. The one place the rule is written: a
// service asks these instead of reading the role itself.

/** The company a user's queries are limited to: their own, or null (no limit) for role 1. */
export function companyScope(user: SessionUser): number | null {
  return userCan(user, 'allCompanies') ? null : user.companyId;
}

/** Whether a row of `companyId` is within this user's reach. */
export function inCompanyScope(user: SessionUser, companyId: number): boolean {
  return user.companyId === companyId || userCan(user, 'allCompanies');
}
