// Layer rules, checked by `pnpm lint:layers` (dependency-cruiser): arrows point one way.
//
// apps/api/src, top to bottom. A module imports from its own layer and the layers below it, never
// from a layer above: type-only imports count too (a type ties two modules as much as a value).
//
//   entry       app.ts, server.ts, ops/        build the app, start the process, command-line tasks
//   routes      routes/                         the handlers, one router per SDK controller
//   http        http/                           Hono plumbing: context, controller, input, lists, CSRF
//   services    auth/, mail/, audit.ts, authz.ts  sessions, passwords, sign-in limits, mail, audit log,
//                                               the authorization table; no Hono context
//   events      events/                         the event pipeline: raise once, fan out to users'
//                                               notifications and mail, preferences; no Hono context
//   core        core/                           what the services and above share: AppDeps (and the
//                                               interfaces of the services it holds), SessionUser,
//                                               ApiError and its constructors; no Hono
//   tariffs     reference/transportes/tarifas.ts  the provider's tariff files expanded into the rating's
//                                               rows (domain types); only the seed reads it
//   domain      domain/                         freight rules over plain data and the database
//   db          db/                             drizzle schema (it owns the shape of its JSON columns),
//                                               client, migrations, caches
//   reference   reference/ (but tarifas.ts)     reference data read from data/: places, emission factors,
//                                               the catalogues of transport requests
//   base        lib/, env.ts, log.ts, version.ts  plain helpers, configuration, the logger
//
//   Beside:     seed/ (the demo generator) builds on anything up to the services, never on HTTP, and
//               only the first start (server.ts) and the test harness import it; testing/ (the test
//               harness) may import anything, and only tests import it. Every other module of
//               apps/api/src belongs to a layer above: a new folder gets its place here first.
//
// apps/web:
//   routes → areas (screens) → components (grid, charts, layout) → api (SDK + queries) → session
//   An area never imports another area: what several share lives in components/ (or api/).

/** apps/api/src's layers, bottom first: [name, paths under apps/api/src/ (regular expressions)]. */
const API_LAYERS = [
  ['base', ['lib/', 'env\\.ts$', 'log\\.ts$', 'paths\\.ts$', 'version\\.ts$']],
  ['reference', ['reference/(?!transportes/tarifas\\.ts$)']],
  ['db', ['db/']],
  ['domain', ['domain/']],
  ['tariffs', ['reference/transportes/tarifas\\.ts$']],
  ['core', ['core/']],
  ['services', ['auth/', 'mail/', 'audit\\.ts$', 'authz\\.ts$']],
  ['events', ['events/']],
  ['http', ['http/']],
  ['routes', ['routes/']],
  ['entry', ['app\\.ts$', 'server\\.ts$', 'ops/']],
];
const API_BESIDE = ['seed/', 'testing/'];
const apiPath = (paths) => `^apps/api/src/(${paths.join('|')})`;

/** One rule a layer: nothing in it imports from the layers above it. */
const apiLayerRules = API_LAYERS.slice(0, -1).map(([name, paths], index) => {
  const above = API_LAYERS.slice(index + 1);
  return {
    name: `api-layer-${name}-imports-nothing-above`,
    severity: 'error',
    comment: `${name} (${paths.join(', ')}) is below ${above.map(([n]) => n).join(', ')}: it imports from its own layer and below only, types included (the layers are listed at the top of .dependency-cruiser.cjs). Move what both sides need down, or pass it in as a value.`,
    from: { path: apiPath(paths) },
    to: { path: apiPath(above.flatMap(([, p]) => p)) },
  };
});
const apiPlaced = apiPath([...API_LAYERS.flatMap(([, p]) => p), ...API_BESIDE]);

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
    ...apiLayerRules,
    {
      name: 'api-module-outside-the-layers',
      severity: 'error',
      comment:
        'Every module of apps/api/src belongs to a layer (or is the seed or the test harness): give a new folder or top-level file its place in API_LAYERS first.',
      from: { path: '^apps/api/src/', pathNot: apiPlaced },
      to: {},
    },
    {
      name: 'api-import-of-a-module-outside-the-layers',
      severity: 'error',
      comment:
        'Every module of apps/api/src belongs to a layer (or is the seed or the test harness): give a new folder or top-level file its place in API_LAYERS first.',
      from: { path: '^apps/api/src/' },
      to: { path: '^apps/api/src/', pathNot: apiPlaced },
    },
    {
      name: 'only-first-start-uses-the-demo-generator',
      severity: 'error',
      comment:
        'The demo generator (seed/) makes demo customers’ records; domain, routes, http and the app never use it. Reference data lives in data/ (read through reference/), seeded randomness in seed/prng.ts (a domain rule never draws a random number). Only the first start (server.ts) and the test harness (testing/) call it.',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/(seed/|testing/|server\\.ts$)' },
      to: { path: '^apps/api/src/seed/' },
    },
    {
      name: 'demo-generator-builds-on-no-http',
      severity: 'error',
      comment:
        'The generator builds on the domain and the services (password hashes), never on HTTP plumbing, a handler, the app or the test harness.',
      from: { path: '^apps/api/src/seed/' },
      to: { path: apiPath(['http/', 'routes/', 'app\\.ts$', 'server\\.ts$', 'ops/', 'testing/']) },
    },
    {
      name: 'only-tests-use-the-harness',
      severity: 'error',
      comment: 'testing/ builds apps and fixtures for tests; no module of the server imports it.',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/testing/' },
      to: { path: '^apps/api/src/testing/' },
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
      name: 'web-screens-below-routes',
      severity: 'error',
      comment: 'A screen (areas/) is mounted by the router; it never imports a route module.',
      from: { path: '^apps/web/src/areas/' },
      to: { path: '^apps/web/src/routes/' },
    },
    {
      name: 'web-screens-know-no-other-screens',
      severity: 'error',
      comment:
        'A screen folder (areas/<area>/) imports from itself and the layers below, never from another area: what two areas share (a badge, a column, a query) goes down into components/ (or api/ for a query).',
      from: { path: '^apps/web/src/areas/([^/]+)/' },
      to: { path: '^apps/web/src/areas/', pathNot: '^apps/web/src/areas/$1/' },
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
