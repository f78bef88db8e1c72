/*
 * The server's layers, checked by dependency-cruiser (`npm run lint:boundaries`):
 * - vendor adapters (server/src/providers/<vendor>/) are wired in by the composition root only
 *   (composition.ts, app.ts), but for a vendor's product type (products.ts), which a service
 *   folder uses to declare what it sells there; everything else reaches them through the ports (server/src/ports/),
 *   and tests through the helpers in server/test that play the vendors; a vendor imports no other
 *   vendor and no feature module;
 * - server/src/lib/ is a leaf: small helpers that know nothing of the app;
 * - feature modules never reach into the operator CLI (ops/), the app's assembly (app.ts) or tests;
 * - code that ships does not import test helpers (server/test/), and no import cycles;
 * - plugins are platform concerns: they import no feature module and no service;
 * - services depend on the purchase engine (modules/purchases), never the reverse.
 */
const TEST_FILE = '(^server/test/|[.]test[.]tsx?$)';
const COMPOSITION_ROOT = '^server/src/(app|composition)[.]ts$';
/** A vendor's description of a product a service sells there: types only, no vendor code. */
const VENDOR_PRODUCT_TYPES = '^server/src/providers/[^/]+/products[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'vendor-only-from-composition-root',
      comment:
        'A vendor folder (server/src/providers/<vendor>) is imported only by the composition root and by the test helpers that play the vendor (server/test); the rest of the server uses the ports in server/src/ports.',
      severity: 'error',
      from: { pathNot: [COMPOSITION_ROOT, '^server/src/providers/', '^server/test/'] },
      to: { path: '^server/src/providers/', pathNot: VENDOR_PRODUCT_TYPES },
    },
    {
      name: 'vendor-product-types-only-from-services',
      comment:
        "A vendor's product type (server/src/providers/<vendor>/products.ts) is what a service folder writes to be sold there: services and the composition root may import it, and it imports nothing of its vendor but the ports.",
      severity: 'error',
      from: { path: VENDOR_PRODUCT_TYPES },
      to: { path: '^server/src/providers/' },
    },
    {
      name: 'vendor-not-into-another-vendor',
      comment:
        'A vendor folder imports no other vendor folder (shared pieces belong to ports or lib).',
      severity: 'error',
      from: { path: '^server/src/providers/([^/]+)/' },
      to: { path: '^server/src/providers/', pathNot: '^server/src/providers/$1/' },
    },
    {
      name: 'vendor-not-into-modules',
      comment:
        'A vendor folder knows no feature module: what it needs of ours (the catalogue the simulator answers with) is handed over by the composition root. Its tests may assemble it as the composition root does.',
      severity: 'error',
      from: { path: '^server/src/providers/', pathNot: TEST_FILE },
      to: { path: ['^server/src/modules/', '^server/src/ops/', '^server/src/app[.]ts$'] },
    },
    {
      name: 'lib-is-a-leaf',
      comment:
        'server/src/lib imports nothing from the server outside lib (its tests may start the app).',
      severity: 'error',
      from: { path: '^server/src/lib/', pathNot: TEST_FILE },
      to: { path: '^server/', pathNot: '^server/src/lib/' },
    },
    {
      name: 'modules-not-into-ops-app-or-tests',
      comment:
        'Feature modules never import the operator CLI (server/src/ops), the app assembly (app.ts) or test code.',
      severity: 'error',
      from: { path: '^server/src/modules/', pathNot: TEST_FILE },
      to: { path: ['^server/src/ops/', '^server/src/app[.]ts$', TEST_FILE] },
    },
    {
      name: 'no-test-fixtures-in-src',
      comment:
        'Code under server/src that is not a test never imports test helpers (server/test) or test files: fixtures belong in server/test.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: TEST_FILE },
      to: { path: TEST_FILE },
    },
    {
      name: 'plugins-are-platform',
      comment:
        'server/src/plugins holds platform concerns (errors, security, db, docs, web): it imports no feature module and no service; what it needs of them is handed over by app.ts.',
      severity: 'error',
      from: { path: '^server/src/plugins/', pathNot: TEST_FILE },
      to: { path: ['^server/src/modules/', '^server/src/services/', '^server/src/app[.]ts$'] },
    },
    {
      name: 'engine-knows-no-service',
      comment:
        'The purchase engine (server/src/modules/purchases) knows no service: services depend on it, and the routes that list the services live above it.',
      severity: 'error',
      from: { path: '^server/src/modules/purchases/', pathNot: TEST_FILE },
      to: { path: '^server/src/services/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles in server/src.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^node_modules/|[.]d[.]ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
