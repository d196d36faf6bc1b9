// Import boundaries of the code (docs/decisions/008-module-boundaries.md). Checked by
// `npm run check:imports`, which `npm test` and `npm run lint` run; a broken rule fails them.
//
// Tests and test support (`*.test.ts(x)`, `apps/api/test/`, `e2e/`, `bench/`) may import whatever
// they exercise: they are left out of the cruise, so the rules look only at the code that ships.
const TESTS = ['\\.(test|spec)\\.tsx?$', '(^|/)test/', '^e2e/', '^bench/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment:
        'A web feature does not import another feature: app/ composes them, and what two features ' +
        'share moves to components/, lib/ or packages/domain.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-feature',
      severity: 'error',
      comment: 'components/ and lib/ are shared by every feature, so they never import one.',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'api-module-imports-foreign-queries',
      severity: 'error',
      comment:
        'A module reads another module’s data through that module’s service (or a function it ' +
        'exports for the purpose), never through its *.queries.ts: the SQL stays private to its module.',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/.*\\.queries\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'api-module-cycle',
      severity: 'error',
      comment:
        'Modules depend on each other in one direction only (photos uses parts, not both ways): ' +
        'a cycle between module folders means one of them holds the other’s job.',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/modules/', circular: true },
    },
    {
      name: 'marketplace-accounts-imports-marketplace',
      severity: 'error',
      comment:
        'The Mercado Libre modules build on each other in one order (docs/decisions/021-marketplace-modules.md): ' +
        'accounts (OAuth, tokens) at the bottom, then catalogue, listings, questions, and marketplace (the ' +
        'notifications inbox, the workers and the routes) on top. Accounts uses none of the others.',
      from: { path: '^apps/api/src/modules/marketplace-accounts/' },
      to: { path: '^apps/api/src/modules/marketplace(-catalogue|-listings|-questions|-orders)?/' },
    },
    {
      name: 'marketplace-catalogue-imports-upper',
      severity: 'error',
      comment:
        'The catalogue (categories, attributes, compatibilities) uses only accounts; the listing sync it ' +
        'asks for after a change is handed to it by the marketplace module.',
      from: { path: '^apps/api/src/modules/marketplace-catalogue/' },
      to: { path: '^apps/api/src/modules/marketplace(-listings|-questions|-orders)?/' },
    },
    {
      name: 'marketplace-listings-imports-upper',
      severity: 'error',
      comment:
        'Listings (payload, sync, remote items) use accounts and the catalogue, never questions or the inbox.',
      from: { path: '^apps/api/src/modules/marketplace-listings/' },
      to: { path: '^apps/api/src/modules/marketplace(-questions|-orders)?/' },
    },
    {
      name: 'marketplace-orders-imports-inbox',
      severity: 'error',
      comment:
        'Orders («Ventas de Mercado Libre») use accounts (tokens) and the pull orders; the inbox ' +
        '(modules/marketplace) routes orders_v2 and shipments notifications to them, not the reverse.',
      from: { path: '^apps/api/src/modules/marketplace-orders/' },
      to: { path: '^apps/api/src/modules/marketplace(-questions|-listings)?/' },
    },
    {
      name: 'marketplace-questions-imports-inbox',
      severity: 'error',
      comment:
        'Questions use accounts and listings; the inbox (modules/marketplace) calls them, not the reverse.',
      from: { path: '^apps/api/src/modules/marketplace-questions/' },
      to: { path: '^apps/api/src/modules/marketplace/' },
    },
    {
      name: 'app-imports-marketplace-internals',
      severity: 'error',
      comment:
        'Other modules ask a listing to follow a change through modules/marketplace/marketplace-sync.ts ' +
        '(and copy compatibilities through the catalogue service), never through the listings, ' +
        'accounts or questions modules directly.',
      from: {
        path: '^apps/api/src/modules/',
        pathNot: '^apps/api/src/modules/marketplace(|-accounts|-catalogue|-listings|-questions|-orders)/',
      },
      to: { path: '^apps/api/src/modules/marketplace-(accounts|listings|questions)/' },
    },
    {
      name: 'lib-imports-module',
      severity: 'error',
      comment: 'lib/ is shared by every module (secrets, the Mercado Libre client), so it never imports one.',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file imports itself through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-app',
      severity: 'error',
      comment: 'packages/domain is pure and shared: it never imports the API or the web app.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-imports-api',
      severity: 'error',
      comment: 'The web app talks to the API over HTTP; shared shapes live in packages/domain.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-imports-web',
      severity: 'error',
      comment: 'The API never imports the web app’s code.',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '^\\.tmp/', ...TESTS] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
