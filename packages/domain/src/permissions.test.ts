import { describe, expect, it } from 'vitest';
import {
  type Capability,
  can,
  canAccessPath,
  canEditPart,
  isSearchBoxDisabled,
  PERMISSIONS,
  ROUTE_ACCESS,
} from './permissions.ts';

const allowedRoles = (cap: Capability) => [1, 2, 3, 4, 5].filter((role) => can([role], cap));

describe('PERMISSIONS matrix (docs/product.md §6)', () => {
  const expected: Record<Capability, number[]> = {
    search: [1, 2, 3, 4, 5],
    viewSales: [1, 2, 4, 5],
    viewInventory: [1, 2, 3, 5],
    editParts: [1, 2, 3, 5],
    stockCheck: [1, 2, 3, 5],
    manageLocations: [1, 2, 5],
    manageMarketplaceAccounts: [1],
    manageBackups: [1],
    filterByStore: [1],
    filterByUser: [1, 2],
    adminSupervisorFields: [1, 2, 5],
    viewActivity: [1, 2, 5],
    deletePart: [1],
    changeStatus: [1, 2, 5],
    sellParts: [1, 2, 4, 5],
    manageCash: [1, 2, 5],
    cancelPaidSales: [1, 2],
    sellOnCredit: [1, 2],
    managePartCosts: [1, 2],
    cancelSales: [1, 2, 5],
    clonePart: [1, 2, 3, 4, 5],
    changeListedMarketplaceStore: [1],
    chooseCompany: [1],
    allCompanies: [1],
    managePublicCatalogue: [1, 2],
    manageUsers: [1, 2],
    manageCompanies: [1],
    editCompanyProfile: [1, 2],
    exportLists: [1, 2, 5],
    importParts: [1, 2],
    viewDashboard: [1, 2, 5],
    manageVehicles: [1, 2, 3, 5],
    viewVehicleCosts: [1, 2, 3, 5],
    answerQuestions: [1, 2, 4, 5],
    viewListingProblems: [1, 2, 5],
    addVehicleModels: [1, 2, 5],
    pullParts: [1, 2, 3, 5],
    assignPullOrders: [1, 2, 5],
    manageFiscalProfile: [1, 2],
    issueInvoices: [1, 2, 4, 5],
    cancelInvoices: [1, 2],
    issueGlobalInvoices: [1, 2],
  };

  it('covers exactly the listed capabilities', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [cap, roles] of Object.entries(expected) as [Capability, number[]][]) {
    it(`${cap} is allowed for roles ${roles.join(', ')} only`, () => {
      expect(allowedRoles(cap)).toEqual(roles);
    });
  }
});

describe('can', () => {
  it('is true when any of several roles allows it', () => {
    expect(can([4, 1], 'deletePart')).toBe(true);
    expect(can([3, 4], 'viewSales')).toBe(true);
    expect(can([3, 4], 'manageLocations')).toBe(false);
  });

  it('is false without roles or with unknown role ids', () => {
    expect(can([], 'search')).toBe(false);
    expect(can([0, 6, 99], 'search')).toBe(false);
  });
});

describe('ROUTE_ACCESS', () => {
  it('maps the guarded routes to their capability', () => {
    expect(ROUTE_ACCESS).toEqual({
      '/sales': 'viewSales',
      '/counter': 'sellParts',
      '/inventory': 'viewInventory',
      '/reinventory': 'stockCheck',
      '/locations': 'manageLocations',
      '/storesMl': 'manageMarketplaceAccounts',
      '/backups': 'manageBackups',
      '/public-catalogue': 'managePublicCatalogue',
      '/users': 'manageUsers',
      '/companies': 'editCompanyProfile',
      '/import': 'importParts',
      '/dashboard': 'viewDashboard',
      '/reports': 'viewDashboard',
      '/vehicles': 'manageVehicles',
      '/ml-categories': 'manageMarketplaceAccounts',
      '/questions': 'answerQuestions',
      '/ml-orders': 'sellParts',
      '/listing-problems': 'viewListingProblems',
      '/pull-orders': 'pullParts',
      '/cash': 'sellParts',
      '/invoices/global': 'issueGlobalInvoices',
      '/invoices': 'issueInvoices',
      '/returns': 'sellParts',
      '/fiscal-profile': 'manageFiscalProfile',
    });
  });

  it('keeps the global invoice to the owners while «Facturas» is open to whoever sells', () => {
    for (const role of [1, 2]) expect(canAccessPath([role], '/invoices/global')).toBe(true);
    for (const role of [4, 5]) {
      expect(canAccessPath([role], '/invoices')).toBe(true);
      expect(canAccessPath([role], '/Invoices/Global/')).toBe(false);
    }
  });

  it('opens Surtido to the yard (roles 1, 2, 3, 5) and not to the Vendedor', () => {
    for (const role of [1, 2, 3, 5]) expect(canAccessPath([role], '/pull-orders')).toBe(true);
    expect(canAccessPath([4], '/Pull-Orders/')).toBe(false);
  });

  it('keeps Preguntas from role 3 and the problems list from roles 3 and 4', () => {
    for (const role of [1, 2, 4, 5]) expect(canAccessPath([role], '/questions')).toBe(true);
    // «Ventas de Mercado Libre»: the roles that sell; the yard (3) does not.
    for (const role of [1, 2, 4, 5]) expect(canAccessPath([role], '/ml-orders/12')).toBe(true);
    expect(canAccessPath([3], '/ml-orders')).toBe(false);
    expect(canAccessPath([3], '/Questions/')).toBe(false);
    for (const role of [1, 2, 5]) expect(canAccessPath([role], '/listing-problems')).toBe(true);
    for (const role of [3, 4]) expect(canAccessPath([role], '/listing-problems')).toBe(false);
  });

  it('keeps Vehículos (costs and margins) from role 4 only', () => {
    for (const path of ['/vehicles', '/vehicles/12', '/VEHICLES/new/']) {
      for (const role of [1, 2, 3, 5]) expect(canAccessPath([role], path)).toBe(true);
      expect(canAccessPath([4], path)).toBe(false);
    }
  });

  it('keeps the Tablero and Reportes (income) from roles 3 and 4', () => {
    for (const path of ['/dashboard', '/reports?period=30d']) {
      for (const role of [1, 2, 5]) expect(canAccessPath([role], path)).toBe(true);
      for (const role of [3, 4]) expect(canAccessPath([role], path)).toBe(false);
    }
  });
});

describe('canAccessPath', () => {
  it('lets every signed-in user open the search list and the public detail', () => {
    for (const role of [1, 2, 3, 4, 5]) {
      expect(canAccessPath([role], '/')).toBe(true);
      expect(canAccessPath([role], '/autopart/12/Puerta-Jetta')).toBe(true);
      expect(canAccessPath([role], '/autopart')).toBe(true);
    }
  });

  it('follows the route table for /sales and its detail', () => {
    expect(canAccessPath([4], '/sales')).toBe(true);
    expect(canAccessPath([4], '/sales/autopart/1/x')).toBe(true);
    expect(canAccessPath([3], '/sales')).toBe(false);
    expect(canAccessPath([3], '/sales/autopart/1/x')).toBe(false);
  });

  it('follows the route table for /inventory, new and edit screens', () => {
    expect(canAccessPath([3], '/inventory')).toBe(true);
    expect(canAccessPath([3], '/inventory/autopart')).toBe(true);
    expect(canAccessPath([5], '/inventory/autopart/7/Faro')).toBe(true);
    expect(canAccessPath([4], '/inventory')).toBe(false);
    expect(canAccessPath([4], '/inventory/autopart/7/Faro')).toBe(false);
  });

  it('follows the route table for /reinventory, /locations and /storesMl', () => {
    expect(canAccessPath([3], '/reinventory')).toBe(true);
    expect(canAccessPath([4], '/reinventory')).toBe(false);
    expect(canAccessPath([5], '/locations')).toBe(true);
    expect(canAccessPath([3], '/locations')).toBe(false);
    expect(canAccessPath([1], '/storesMl')).toBe(true);
    expect(canAccessPath([2], '/storesMl')).toBe(false);
  });

  it('does not treat /inventory as a prefix of /reinventory or /sales of /salesx', () => {
    expect(canAccessPath([4], '/reinventory')).toBe(false);
    expect(canAccessPath([3], '/salesx')).toBe(true);
  });

  it('cannot be walked around with case, slashes, query or hash', () => {
    expect(canAccessPath([2], '/STORESML')).toBe(false);
    expect(canAccessPath([2], '/storesml/')).toBe(false);
    expect(canAccessPath([3], '//sales')).toBe(false);
    expect(canAccessPath([3], '/sales?page=2')).toBe(false);
    expect(canAccessPath([3], '/Sales#top')).toBe(false);
    expect(canAccessPath([4], '/inventory/')).toBe(false);
  });

  it('leaves unguarded and unknown paths to the router', () => {
    expect(canAccessPath([4], '/login')).toBe(true);
    expect(canAccessPath([4], '/no-existe')).toBe(true);
  });

  it('uses any of the user roles', () => {
    expect(canAccessPath([4, 3], '/inventory')).toBe(true);
    expect(canAccessPath([4, 3], '/sales')).toBe(true);
    expect(canAccessPath([4, 3], '/locations')).toBe(false);
  });
});

describe('canEditPart', () => {
  const statuses = [1, 2, 3, 4, 5, 6];
  const editable = (roles: number[]) => statuses.filter((status) => canEditPart(roles, status));

  it('locks sold parts for everyone, role 1 included', () => {
    for (const roles of [[1], [2], [3], [4], [5], [1, 2, 3, 4, 5]]) {
      expect(canEditPart(roles, 4)).toBe(false);
    }
  });

  it('lets role 1 edit every status but 4', () => {
    expect(editable([1])).toEqual([1, 2, 3, 5, 6]);
  });

  it('lets roles 2 and 5 edit every status but 3 and 4', () => {
    expect(editable([2])).toEqual([1, 2, 5, 6]);
    expect(editable([5])).toEqual([1, 2, 5, 6]);
  });

  it('lets role 3 edit available and incomplete parts only', () => {
    expect(editable([3])).toEqual([1, 5]);
  });

  it('never lets role 4 edit', () => {
    expect(editable([4])).toEqual([]);
  });

  it('uses the widest of several roles', () => {
    expect(editable([3, 2])).toEqual([1, 2, 5, 6]);
    expect(editable([4, 1])).toEqual([1, 2, 3, 5, 6]);
    expect(editable([])).toEqual([]);
  });
});

describe('isSearchBoxDisabled', () => {
  const disabledFor = (roles: number[]) => [1, 2, 3, 4, 5, 6].filter((s) => isSearchBoxDisabled(roles, s));

  it('disables it for role 3 at statuses 1, 3 and 4', () => {
    expect(disabledFor([3])).toEqual([1, 3, 4]);
  });

  it('disables it for role 2 at statuses 3 and 4', () => {
    expect(disabledFor([2])).toEqual([3, 4]);
  });

  it('never disables it for roles 1, 4 and 5 alone', () => {
    expect(disabledFor([1])).toEqual([]);
    expect(disabledFor([4])).toEqual([]);
    expect(disabledFor([5])).toEqual([]);
  });

  it('applies the spec literally when a user also holds role 3', () => {
    expect(disabledFor([1, 3])).toEqual([1, 3, 4]);
    expect(disabledFor([2, 3])).toEqual([1, 3, 4]);
  });
});
