// Layer rules of apps/api, checked by `pnpm lint` (dependency-cruiser): arrows point one way.
//   routes (HTTP handlers) → domain (freight rules) → reference (reference data) / lib
//   seed (the demo generator) → domain, reference, lib, db — never a route
// and nothing imports the demo generator but the first start and its tests.
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
        'The demo generator (seed/) makes demo customers’ records; domain, routes and http never use it. Reference data lives in reference/, seeded randomness in lib/prng.ts.',
      from: { path: '^apps/api/src/(domain|routes|http|auth|reference|lib|mail|db)/' },
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
      name: 'domain-knows-no-http',
      severity: 'error',
      comment: 'Freight rules are plain functions over data; routes call them, not the other way round.',
      from: { path: '^apps/api/src/(domain|reference|lib)/' },
      to: { path: '^apps/api/src/(routes|http)/' },
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
