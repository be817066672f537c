// Layer rules, checked by `pnpm lint` (dependency-cruiser): arrows point one way.
// apps/api:
//   routes (HTTP handlers) → domain (freight rules) → reference (reference data, read from data/) / lib
//   seed (the demo generator) → domain, reference, lib, db — never a route
//   and nothing imports the demo generator but the first start and the test harness.
// apps/web:
//   routes → areas (screens) → components (grid, charts, layout) → api (SDK + queries) → session
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles make the order of module evaluation matter; break the cycle.',
      from: { path: '^(apps|packages)/[^/]+/src' },
      to: { circular: true },
    },
    {
      name: 'only-first-start-uses-the-demo-generator',
      severity: 'error',
      comment:
        'The demo generator (seed/) makes demo customers’ records; domain, routes, http and the app never use it. Reference data lives in data/ (read through reference/), seeded randomness in lib/prng.ts. Only the first start (server.ts) and the test harness (testing/) call it.',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/(seed/|testing/|server\\.ts$)' },
      to: { path: '^apps/api/src/seed/' },
    },
    {
      name: 'demo-generator-uses-no-route',
      severity: 'error',
      comment: 'The generator builds on the domain, never on an HTTP handler.',
      from: { path: '^apps/api/src/seed/' },
      to: { path: '^apps/api/src/routes/' },
    },
    {
      name: 'reference-data-stands-alone',
      severity: 'error',
      comment:
        'Reference data (reference/, reading data/) is read by everyone and runs nobody’s code: no domain rule, route, database table or demo generator (the types of the records it describes may come from the domain).',
      from: { path: '^apps/api/src/reference/' },
      to: {
        path: '^apps/api/src/(domain|routes|http|seed|db|auth|mail|testing)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-knows-no-http',
      severity: 'error',
      comment: 'Freight rules are plain functions over data; routes call them, not the other way round.',
      from: { path: '^apps/api/src/(domain|reference|lib)/' },
      to: { path: '^apps/api/src/(routes|http)/' },
    },
    {
      name: 'web-screens-below-routes',
      severity: 'error',
      comment: 'A screen (areas/) is mounted by the router; it never imports a route module.',
      from: { path: '^apps/web/src/areas/' },
      to: { path: '^apps/web/src/routes/' },
    },
    {
      name: 'web-components-know-no-screens',
      severity: 'error',
      comment:
        'Components (grid, charts, layout) serve every screen and know none: what a screen shares with another goes down into components/.',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/(areas|routes)/' },
    },
    {
      name: 'web-api-knows-no-ui',
      severity: 'error',
      comment:
        'The SDK client and its queries (api/) are below the UI: they never import a component, form, screen or route.',
      from: { path: '^apps/web/src/api/' },
      to: { path: '^apps/web/src/(components|forms|areas|routes)/' },
    },
    {
      name: 'web-session-at-the-bottom',
      severity: 'error',
      comment:
        'The session (token, permissions, guard) is the bottom layer: the API client reads it, it never calls the API or the UI (types excepted).',
      from: { path: '^apps/web/src/session/' },
      to: {
        path: '^apps/web/src/(api|components|forms|areas|routes)/',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.test\\.tsx?$|/e2e/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
