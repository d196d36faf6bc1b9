import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { guestOnly, passwordChangeOnly, requireAccess } from './guards';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found';
import { RouteError } from './route-error';

/** The spec's route table; screens load on demand so the first load stays small. */
export function createRouter(queryClient: QueryClient) {
  const catalogue = (section: 'search' | 'sales' | 'inventory') => async () => {
    const pages = await import('../features/catalogue/components/catalogue-page');
    return { Component: pages.CATALOGUE_PAGES[section] };
  };
  const partDetail = (section: 'search' | 'sales') => async () => {
    const pages = await import('../features/part-detail/components/part-detail-page');
    return { Component: pages.PART_DETAIL_PAGES[section] };
  };

  const partForm = async () => ({
    Component: (await import('../features/part-form/components/part-form-page')).PartFormPage,
  });

  return createBrowserRouter([
    { path: '/login', loader: guestOnly(queryClient), element: <LoginPage />, errorElement: <RouteError /> },
    {
      path: '/change-password',
      loader: passwordChangeOnly(queryClient),
      errorElement: <RouteError />,
      lazy: async () => ({
        Component: (await import('../features/profile/components/change-password-page')).ChangePasswordPage,
      }),
    },
    {
      path: '/',
      loader: requireAccess(queryClient),
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, loader: requireAccess(queryClient, 'search'), lazy: catalogue('search') },
            { path: 'sales', loader: requireAccess(queryClient, 'viewSales'), lazy: catalogue('sales') },
            {
              path: 'inventory',
              loader: requireAccess(queryClient, 'viewInventory'),
              lazy: catalogue('inventory'),
            },
            {
              path: 'inventory/autopart',
              loader: requireAccess(queryClient, 'viewInventory'),
              lazy: partForm,
            },
            {
              path: 'inventory/autopart/:id/:slug?',
              loader: requireAccess(queryClient, 'viewInventory'),
              lazy: partForm,
            },
            {
              path: 'reinventory',
              loader: requireAccess(queryClient, 'stockCheck'),
              lazy: async () => ({
                Component: (await import('../features/stock-check/components/stock-check-page'))
                  .StockCheckPage,
              }),
            },
            {
              path: 'counter',
              loader: requireAccess(queryClient, 'sellParts'),
              lazy: async () => ({
                Component: (await import('../features/counter/components/counter-page')).CounterPage,
              }),
            },
            {
              path: 'counter/sales',
              loader: requireAccess(queryClient, 'sellParts'),
              lazy: async () => ({
                Component: (await import('../features/counter/components/sales-list-page')).SalesListPage,
              }),
            },
            {
              path: 'counter/customers',
              loader: requireAccess(queryClient, 'sellParts'),
              lazy: async () => ({
                Component: (await import('../features/customers/components/customers-page')).CustomersPage,
              }),
            },
            {
              path: 'counter/customers/:id',
              loader: requireAccess(queryClient, 'sellParts'),
              lazy: async () => ({
                Component: (await import('../features/customers/components/customer-detail-page'))
                  .CustomerDetailPage,
              }),
            },
            {
              path: 'cash',
              loader: requireAccess(queryClient, 'sellParts'),
              lazy: async () => ({
                Component: (await import('../features/cash/components/cash-page')).CashPage,
              }),
            },
            {
              path: 'cash/sessions/:id',
              loader: requireAccess(queryClient, 'sellParts'),
              lazy: async () => ({
                Component: (await import('../features/cash/components/session-page')).SessionPage,
              }),
            },
            {
              path: 'returns/new',
              loader: requireAccess(queryClient, 'sellParts'),
              lazy: async () => ({
                Component: (await import('../features/returns/components/return-page')).ReturnPage,
              }),
            },
            {
              path: 'invoices/global',
              loader: requireAccess(queryClient, 'issueGlobalInvoices'),
              lazy: async () => ({
                Component: (await import('../features/invoicing/components/global-invoice-page'))
                  .GlobalInvoicePage,
              }),
            },
            {
              path: 'invoices',
              loader: requireAccess(queryClient, 'issueInvoices'),
              lazy: async () => ({
                Component: (await import('../features/invoicing/components/invoices-page')).InvoicesPage,
              }),
            },
            {
              path: 'fiscal-profile',
              loader: requireAccess(queryClient, 'manageFiscalProfile'),
              lazy: async () => ({
                Component: (await import('../features/invoicing/components/fiscal-profile-page'))
                  .FiscalProfilePage,
              }),
            },
            {
              path: 'pull-orders',
              loader: requireAccess(queryClient, 'pullParts'),
              lazy: async () => ({
                Component: (await import('../features/pull-orders/components/pull-orders-page'))
                  .PullOrdersPage,
              }),
            },
            {
              path: 'import',
              loader: requireAccess(queryClient, 'importParts'),
              lazy: async () => ({
                Component: (await import('../features/import/components/import-page')).ImportPage,
              }),
            },
            {
              path: 'locations',
              loader: requireAccess(queryClient, 'manageLocations'),
              lazy: async () => ({
                Component: (await import('../features/locations/components/locations-page')).LocationsPage,
              }),
            },
            {
              path: 'questions',
              loader: requireAccess(queryClient, 'answerQuestions'),
              lazy: async () => ({
                Component: (await import('../features/questions/components/questions-page')).QuestionsPage,
              }),
            },
            {
              path: 'ml-orders',
              loader: requireAccess(queryClient, 'sellParts'),
              lazy: async () => ({
                Component: (await import('../features/ml-orders/components/ml-orders-page')).MlOrdersPage,
              }),
            },
            {
              path: 'ml-orders/:id',
              loader: requireAccess(queryClient, 'sellParts'),
              lazy: async () => ({
                Component: (await import('../features/ml-orders/components/ml-order-page')).MlOrderPage,
              }),
            },
            {
              path: 'listing-problems',
              loader: requireAccess(queryClient, 'viewListingProblems'),
              lazy: async () => ({
                Component: (await import('../features/listing-problems/components/listing-problems-page'))
                  .ListingProblemsPage,
              }),
            },
            {
              path: 'vehicles',
              loader: requireAccess(queryClient, 'manageVehicles'),
              lazy: async () => ({
                Component: (await import('../features/vehicles/components/vehicles-page')).VehiclesPage,
              }),
            },
            {
              path: 'vehicles/new',
              loader: requireAccess(queryClient, 'manageVehicles'),
              lazy: async () => ({
                Component: (await import('../features/vehicles/components/vehicle-new-page')).VehicleNewPage,
              }),
            },
            {
              path: 'vehicles/:id',
              loader: requireAccess(queryClient, 'manageVehicles'),
              lazy: async () => ({
                Component: (await import('../features/vehicles/components/vehicle-page')).VehiclePage,
              }),
            },
            {
              path: 'ml-categories',
              loader: requireAccess(queryClient, 'manageMarketplaceAccounts'),
              lazy: async () => ({
                Component: (await import('../features/ml-categories/components/ml-categories-page'))
                  .MlCategoriesPage,
              }),
            },
            {
              path: 'storesMl',
              loader: requireAccess(queryClient, 'manageMarketplaceAccounts'),
              lazy: async () => ({
                Component: (await import('../features/marketplace-accounts/components/accounts-page'))
                  .AccountsPage,
              }),
            },
            {
              path: 'public-catalogue',
              loader: requireAccess(queryClient, 'managePublicCatalogue'),
              lazy: async () => ({
                Component: (await import('../features/public-catalogue/components/public-catalogue-page'))
                  .PublicCataloguePage,
              }),
            },
            {
              path: 'backups',
              loader: requireAccess(queryClient, 'manageBackups'),
              lazy: async () => ({
                Component: (await import('../features/backups/components/backups-page')).BackupsPage,
              }),
            },
            {
              path: 'users',
              loader: requireAccess(queryClient, 'manageUsers'),
              lazy: async () => ({
                Component: (await import('../features/users/components/users-page')).UsersPage,
              }),
            },
            {
              path: 'companies',
              loader: requireAccess(queryClient, 'editCompanyProfile'),
              lazy: async () => ({
                Component: (await import('../features/companies/components/companies-page')).CompaniesPage,
              }),
            },
            {
              path: 'dashboard',
              loader: requireAccess(queryClient, 'viewDashboard'),
              lazy: async () => ({
                Component: (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
              }),
            },
            {
              path: 'reports',
              loader: requireAccess(queryClient, 'viewDashboard'),
              lazy: async () => ({
                Component: (await import('../features/dashboard/components/reports-page')).ReportsPage,
              }),
            },
            {
              path: 'profile',
              loader: requireAccess(queryClient),
              lazy: async () => ({
                Component: (await import('../features/profile/components/profile-page')).ProfilePage,
              }),
            },
            {
              path: 'autopart/:id?/:slug?',
              loader: requireAccess(queryClient, 'search'),
              lazy: partDetail('search'),
            },
            {
              path: 'sales/autopart/:id/:slug?',
              loader: requireAccess(queryClient, 'viewSales'),
              lazy: partDetail('sales'),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
