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
    label: 'Tablero',
    to: '/dashboard',
    capability: 'viewDashboard',
    isActive: (pathname) => pathname.startsWith('/dashboard') || pathname.startsWith('/reports'),
  },
];

export const MENU_LINKS: { label: string; to: string; capability: Capability }[] = [
  { label: 'Preguntas', to: '/questions', capability: 'answerQuestions' },
  { label: 'Publicaciones con problemas', to: '/listing-problems', capability: 'viewListingProblems' },
  { label: 'Reportes', to: '/reports', capability: 'viewDashboard' },
  { label: 'Vehículos', to: '/vehicles', capability: 'manageVehicles' },
  { label: 'Ubicaciones', to: '/locations', capability: 'manageLocations' },
  { label: 'Importar autopartes', to: '/import', capability: 'importParts' },
  { label: 'Usuarios', to: '/users', capability: 'manageUsers' },
  { label: 'Empresas', to: '/companies', capability: 'editCompanyProfile' },
  { label: 'Tiendas', to: '/storesMl', capability: 'manageMarketplaceAccounts' },
  { label: 'Categorías de Mercado Libre', to: '/ml-categories', capability: 'manageMarketplaceAccounts' },
  { label: 'Respaldos', to: '/backups', capability: 'manageBackups' },
  { label: 'Catálogo público', to: '/public-catalogue', capability: 'managePublicCatalogue' },
];
