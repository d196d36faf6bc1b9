import { ROLE, type RoleId } from './roles.ts';
import { STATUS } from './statuses.ts';

export type Capability =
  | 'search'
  | 'viewSales'
  | 'viewInventory'
  | 'editParts'
  | 'stockCheck'
  | 'manageLocations'
  | 'manageMarketplaceAccounts'
  | 'manageBackups'
  | 'filterByStore'
  | 'filterByUser'
  | 'adminSupervisorFields'
  | 'viewActivity'
  | 'deletePart'
  | 'changeStatus'
  | 'sellParts'
  | 'cancelSales'
  | 'clonePart'
  | 'changeListedMarketplaceStore'
  | 'chooseCompany'
  | 'allCompanies'
  | 'managePublicCatalogue'
  | 'manageUsers'
  | 'manageCompanies'
  | 'editCompanyProfile'
  | 'exportLists'
  | 'importParts'
  | 'viewDashboard'
  | 'manageVehicles'
  | 'viewVehicleCosts'
  | 'answerQuestions'
  | 'viewListingProblems'
  | 'addVehicleModels'
  | 'pullParts'
  | 'assignPullOrders'
  | 'manageCash'
  | 'manageFiscalProfile'
  | 'issueInvoices'
  | 'cancelInvoices'
  | 'issueGlobalInvoices'
  | 'cancelPaidSales'
  | 'sellOnCredit'
  | 'managePartCosts';

const ALL: readonly RoleId[] = [1, 2, 3, 4, 5];

/**
 * The one permission matrix (docs/product.md §6). The API enforces it on every call and the web app
 * reads it to hide what the user cannot do, so the two can never disagree.
 */
export const PERMISSIONS: Record<Capability, readonly RoleId[]> = {
  search: ALL,
  viewSales: [1, 2, 4, 5],
  // /inventory, the new and edit part screens, and creating parts.
  viewInventory: [1, 2, 3, 5],
  // Whether a role may edit at all; the status-dependent rule is canEditPart.
  editParts: [1, 2, 3, 5],
  stockCheck: [1, 2, 3, 5],
  manageLocations: [1, 2, 5],
  manageMarketplaceAccounts: [1],
  // Respaldos: an archive holds every company's data.
  manageBackups: [1],
  filterByStore: [1],
  filterByUser: [1, 2],
  adminSupervisorFields: [1, 2, 5],
  viewActivity: [1, 2, 5],
  deletePart: [1],
  // The edit form's status selector, which may set any status.
  changeStatus: [1, 2, 5],
  // The detail screen's Vender/Separar/Activar buttons: a Vendedor has to be able to sell.
  sellParts: [1, 2, 4, 5],
  // Cancelar un ticket del Mostrador (with a reason): the supervisors, never the seller alone.
  cancelSales: [1, 2, 5],
  // Duplicar: "All roles may use … duplicate" (docs/product.md §6), a part of the own company
  // (role 1: any company).
  clonePart: ALL,
  changeListedMarketplaceStore: [1],
  chooseCompany: [1],
  allCompanies: [1],
  // "Catálogo público": role 1 for any company, role 2 for its own (docs/decisions/006-public-pages.md).
  managePublicCatalogue: [1, 2],
  // Usuarios: role 1 across companies, role 2 within its own (and never granting role 1).
  manageUsers: [1, 2],
  // Empresas: create, deactivate or delete companies.
  manageCompanies: [1],
  // The company's own profile (name, phone, logo, description template).
  editCompanyProfile: [1, 2],
  // Exportar on Ventas, Autopartes, the stock-check history and Ubicaciones.
  exportLists: [1, 2, 5],
  // Importar autopartes: the own company (role 1 chooses it).
  importParts: [1, 2],
  // Tablero and Reportes: they show income, which roles 3 and 4 never see.
  viewDashboard: [1, 2, 5],
  // Vehículos: donor cars, their checklist and what each one earned.
  manageVehicles: [1, 2, 3, 5],
  // Purchase and other costs, income and margin of a vehicle: never role 4 (Vendedor).
  viewVehicleCosts: [1, 2, 3, 5],
  // Preguntas: the roles that sell answer buyers; the capturist (3) does not sell.
  answerQuestions: [1, 2, 4, 5],
  // Publicaciones con problemas: the roles that manage listings.
  viewListingProblems: [1, 2, 5],
  // A model missing from the reference list, added from the part form instead of being stuck.
  addVehicleModels: [1, 2, 5],
  // Surtido: the yard queue of órdenes de surtido; the Vendedor asks for parts, the yard brings them.
  pullParts: [1, 2, 3, 5],
  // Who may hand an orden de surtido to a yard worker other than its taker: the ones who run the yard.
  assignPullOrders: [1, 2, 5],
  // «Caja»: registers, opening, counting and closing any session, cash in and out, reopening with
  // a reason. A Vendedor opens and counts only their own session, where the register allows it.
  manageCash: [1, 2, 5],
  // Datos fiscales: RFC, régimen and the CSD that signs in the company's name.
  manageFiscalProfile: [1, 2],
  // Facturas: whoever sells can invoice a paid ticket and see the company's invoices.
  issueInvoices: [1, 2, 4, 5],
  // Cancelling a stamped invoice before the SAT (it undoes a fiscal document): the owners only.
  cancelInvoices: [1, 2],
  // The global invoice of the sales to the general public: a period's tickets at once, the owners only.
  issueGlobalInvoices: [1, 2],
  // Cancelling a paid ticket (its payments given back, its parts back in stock): the owners only.
  cancelPaidSales: [1, 2],
  // «A crédito»: a ticket the customer pays later, and their credit limit: the owners only.
  sellOnCredit: [1, 2],
  // A part's purchase cost («Costo»), which a scrapped part writes off: the owners only.
  managePartCosts: [1, 2],
};

function hasRole(roles: readonly number[], role: RoleId): boolean {
  return roles.includes(role);
}

/** A user may hold several roles; one role allowing it is enough. */
export function can(roles: readonly number[], cap: Capability): boolean {
  const allowed: readonly number[] = PERMISSIONS[cap];
  return roles.some((role) => allowed.includes(role));
}

export const ROUTE_ACCESS = {
  '/sales': 'viewSales',
  '/counter': 'sellParts',
  '/inventory': 'viewInventory',
  '/reinventory': 'stockCheck',
  '/locations': 'manageLocations',
  '/storesMl': 'manageMarketplaceAccounts',
  '/ml-categories': 'manageMarketplaceAccounts',
  '/backups': 'manageBackups',
  '/public-catalogue': 'managePublicCatalogue',
  '/users': 'manageUsers',
  '/companies': 'editCompanyProfile',
  '/import': 'importParts',
  '/dashboard': 'viewDashboard',
  '/reports': 'viewDashboard',
  '/vehicles': 'manageVehicles',
  '/questions': 'answerQuestions',
  '/ml-orders': 'sellParts',
  '/listing-problems': 'viewListingProblems',
  '/pull-orders': 'pullParts',
  '/cash': 'sellParts',
  // Before «/invoices»: the first matching prefix decides.
  '/invoices/global': 'issueGlobalInvoices',
  '/invoices': 'issueInvoices',
  '/returns': 'sellParts',
  '/fiscal-profile': 'manageFiscalProfile',
} as const satisfies Record<string, Capability>;

export type GuardedRoute = keyof typeof ROUTE_ACCESS;

function normalizePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/, 1)[0] ?? '';
  // React Router matches paths case-insensitively and tolerates repeated or trailing slashes,
  // so the guard must see /SALES/ and //sales as /sales or it could be walked around.
  const collapsed = withoutQuery.replace(/\/{2,}/g, '/').toLowerCase();
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Role check for a web route. Paths that are not role-guarded (/, /autopart/..., /login and
 * unknown paths) return true: being signed in is checked separately, and an unknown path must
 * reach the 404 page instead of being redirected as a permission failure.
 */
export function canAccessPath(roles: readonly number[], pathname: string): boolean {
  const path = normalizePath(pathname);
  for (const [route, cap] of Object.entries(ROUTE_ACCESS)) {
    const prefix = route.toLowerCase();
    if (path === prefix || path.startsWith(`${prefix}/`)) return can(roles, cap);
  }
  return true;
}

/**
 * Whether the edit form is unlocked for this user and part status.
 *
 * docs/product.md §6 literally unlocks only role 1 (any status but 4) and role 3 (status 1), and
 * locks "other roles". Administrators and supervisors own the "Administrador y Supervisor"
 * fields of that same form, so locking them out entirely cannot be meant; the last paragraph of
 * section 6 disables role 2's search box for statuses 3 and 4, which we read as the statuses
 * where roles 2 and 5 are locked.
 */
export function canEditPart(roles: readonly number[], statusId: number): boolean {
  // Sold parts are locked for everyone, role 1 included (docs/product.md §4).
  if (statusId === STATUS.SOLD) return false;
  if (hasRole(roles, ROLE.SUPERADMIN)) return true;
  if ((hasRole(roles, ROLE.ADMIN) || hasRole(roles, ROLE.SUPERVISOR)) && statusId !== STATUS.RESERVED) {
    return true;
  }
  if (hasRole(roles, ROLE.CAPTURIST)) {
    // A new part starts as 5 (Incompleto); without this a capturist could not finish the part
    // they have just created, which is the main thing that role does.
    return statusId === STATUS.AVAILABLE || statusId === STATUS.INCOMPLETE;
  }
  return false;
}

/**
 * docs/product.md §6, last sentence, applied literally: holding role 3 or 2 is enough to disable
 * the box for those statuses, even when the user also holds a wider role.
 */
export function isSearchBoxDisabled(roles: readonly number[], statusId: number): boolean {
  if (
    hasRole(roles, ROLE.CAPTURIST) &&
    (statusId === STATUS.AVAILABLE || statusId === STATUS.RESERVED || statusId === STATUS.SOLD)
  ) {
    return true;
  }
  return hasRole(roles, ROLE.ADMIN) && (statusId === STATUS.RESERVED || statusId === STATUS.SOLD);
}
