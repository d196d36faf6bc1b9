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
