import type { Capability } from '@yonke/domain';

export interface NavLinkItem {
  label: string;
  to: string;
  capability: Capability;
  isActive: (pathname: string) => boolean;
}

export const HEADER_LINKS: NavLinkItem[] = [
  {
    label: 'Buscador',
    to: '/',
    capability: 'search',
    isActive: (pathname) => pathname === '/' || pathname.startsWith('/autopart'),
  },
  {
    label: 'Ventas',
    to: '/sales',
    capability: 'viewSales',
    isActive: (pathname) => pathname.startsWith('/sales'),
  },
  {
    label: 'Mostrador',
    to: '/counter',
    capability: 'sellParts',
    isActive: (pathname) => pathname.startsWith('/counter'),
  },
  {
    label: 'Autopartes',
    to: '/inventory',
    capability: 'viewInventory',
    isActive: (pathname) => pathname.startsWith('/inventory'),
  },
  {
    label: 'Inventario',
    to: '/reinventory',
    capability: 'stockCheck',
    isActive: (pathname) => pathname.startsWith('/reinventory'),
  },
  {
    // Donor cars: the capturist's daily start (parts are captured from a vehicle's checklist).
    label: 'Vehículos',
    to: '/vehicles',
    capability: 'manageVehicles',
    isActive: (pathname) => pathname.startsWith('/vehicles'),
  },
  {
    // Reportes opens from the Tablero (its button) and keeps this link lit.
    label: 'Tablero',
    to: '/dashboard',
    capability: 'viewDashboard',
    isActive: (pathname) => pathname.startsWith('/dashboard') || pathname.startsWith('/reports'),
  },
];

export type MenuGroup = 'Trabajo' | 'Administración';

export interface MenuLinkItem {
  label: string;
  to: string;
  capability: Capability;
  group: MenuGroup;
}

/**
 * The user menu of the spec (Ubicaciones, Tiendas, Salir) and what was added since, in two labelled
 * groups so that daily work is not lost among the settings.
 */
export const MENU_LINKS: MenuLinkItem[] = [
  { label: 'Reportes', to: '/reports', capability: 'viewDashboard', group: 'Trabajo' },
  { label: 'Facturas', to: '/invoices', capability: 'issueInvoices', group: 'Trabajo' },
  // The yard's queue of órdenes de surtido; the phone's bottom bar is full, so it lives here.
  { label: 'Surtido', to: '/pull-orders', capability: 'pullParts', group: 'Trabajo' },
  // «Caja»: the counter's cash sessions, the blind count and the cuts.
  { label: 'Caja', to: '/cash', capability: 'sellParts', group: 'Trabajo' },
  // «Ventas de Mercado Libre»: what sold on the marketplace, its labels and its cancellations.
  { label: 'Ventas de Mercado Libre', to: '/ml-orders', capability: 'sellParts', group: 'Trabajo' },
  { label: 'Preguntas', to: '/questions', capability: 'answerQuestions', group: 'Trabajo' },
  {
    label: 'Publicaciones con problemas',
    to: '/listing-problems',
    capability: 'viewListingProblems',
    group: 'Trabajo',
  },
  { label: 'Importar autopartes', to: '/import', capability: 'importParts', group: 'Trabajo' },
  { label: 'Ubicaciones', to: '/locations', capability: 'manageLocations', group: 'Administración' },
  { label: 'Tiendas', to: '/storesMl', capability: 'manageMarketplaceAccounts', group: 'Administración' },
  {
    label: 'Categorías de Mercado Libre',
    to: '/ml-categories',
    capability: 'manageMarketplaceAccounts',
    group: 'Administración',
  },
  { label: 'Usuarios', to: '/users', capability: 'manageUsers', group: 'Administración' },
  { label: 'Empresas', to: '/companies', capability: 'editCompanyProfile', group: 'Administración' },
  {
    label: 'Datos fiscales',
    to: '/fiscal-profile',
    capability: 'manageFiscalProfile',
    group: 'Administración',
  },
  { label: 'Respaldos', to: '/backups', capability: 'manageBackups', group: 'Administración' },
  {
    label: 'Catálogo público',
    to: '/public-catalogue',
    capability: 'managePublicCatalogue',
    group: 'Administración',
  },
];

export const MENU_GROUPS: MenuGroup[] = ['Trabajo', 'Administración'];
