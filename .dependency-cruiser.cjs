/**
 * The boundaries `npm run lint` enforces (docs/decisions/0008-server-plugins-and-boundaries.md):
 * no import circles, client and server never import each other, common imports neither,
 * a feature reaches another feature only through its public entry (index.ts), and so do the
 * client's pages, app shell and route data (or a page's own <page>.entry.ts), server plugins
 * and the database layer import no feature, and shared client components and libraries never
 * reach up into features or pages.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes load order matter and hides which part depends on which.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-not-to-server',
      severity: 'error',
      comment: 'The browser bundle must never pull server code; share through common/.',
      // The route table's test renders each route against a seeded server (client/pages/routes.test.tsx).
      from: { path: '^client/', pathNot: '^client/pages/routes\\.test\\.tsx$' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-to-client',
      severity: 'error',
      comment: 'The server must never import the browser code; share through common/.',
      from: { path: '^server/' },
      // Except the route table, which holds the pages' paths and heads and nothing of the browser's at run time (decision 0022).
      to: { path: '^client/', pathNot: '^client/pages/routes\\.ts$' },
    },
    {
      name: 'route-table-stays-light',
      severity: 'error',
      comment:
        'The entry script and the server read the route table: it imports only common/ at run time (types from anywhere), so neither pulls in the pages or the features.',
      from: { path: '^client/pages/routes\\.ts$' },
      to: { path: '^(client|server|node_modules)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'password-dictionaries-on-the-server',
      severity: 'error',
      comment:
        'zxcvbn and its dictionaries (1.6 MB) run on the server only (server/features/auth/password-strength.ts): the sign-up form estimates with client/features/auth/password-estimate.ts, and common/ reaches the browser.',
      from: { path: '^(client|common)/' },
      to: { path: 'node_modules/@zxcvbn-ts/' },
    },
    {
      name: 'common-stays-isomorphic',
      severity: 'error',
      comment: 'common/ runs on both sides: it imports neither client/ nor server/.',
      from: { path: '^common/' },
      to: { path: '^(client|server)/' },
    },
    {
      name: 'feature-through-public-entry',
      severity: 'error',
      comment: "A feature uses another feature only through that feature's index.ts.",
      from: { path: '^(client|server)/features/([^/]+)/' },
      to: {
        path: '^$1/features/([^/]+)/',
        pathNot: ['^$1/features/$2/', '^$1/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'pages-through-feature-entry',
      severity: 'error',
      comment:
        "Pages, the app shell and the server render's route data use a client feature only through its public entries: index.ts, " +
        'and <page>.entry.ts for the parts only that page uses. The bundler puts every module a page reaches through an index, ' +
        "re-exports included, in that page's chunks (and the app chunk is all the app shell reaches: scripts/client-chunks.ts), " +
        "so a page's own parts in index.ts would load on every page that imports it.",
      from: { path: '^client/(pages|ssr|app)' },
      to: {
        path: '^client/features/[^/]+/',
        pathNot: ['^client/features/[^/]+/index\\.tsx?$', '^client/features/[^/]+/[a-z-]+\\.entry\\.ts$'],
      },
    },
    {
      name: 'plugins-and-db-below-features',
      severity: 'error',
      comment:
        'server/plugins and server/db are the layers features stand on, so they import no feature; app.ts passes what a plugin needs from one. A test may check with a feature.',
      from: { path: '^server/(plugins|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/features/' },
    },
    {
      name: 'shared-client-code-stays-below-features',
      severity: 'error',
      comment: 'client/components and client/lib are shared by every feature and page, so they import none of them.',
      from: { path: '^client/(components|lib)/' },
      to: { path: '^client/(features|pages)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|test-results|playwright-report|reports|\\.stryker-tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
