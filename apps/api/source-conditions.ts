// Workspace packages (@extranet/sdk) are read from their TypeScript source in development and tests,
// through the `@extranet/source` export condition of their package.json, so a change to the SDK is
// seen without rebuilding its dist. Production (`pnpm start`) and the published package do not set
// the condition and use dist.
export const SOURCE_CONDITION = '@extranet/source';

/** Node's flags for running the server from source: the condition, then tsx for TypeScript. */
export const SOURCE_NODE_ARGS = [`--conditions=${SOURCE_CONDITION}`, '--import', 'tsx'];

// Vite replaces its default conditions with the list given, so the Node defaults stay in it.
const conditions = [SOURCE_CONDITION, 'node', 'module', 'development|production'];

/** Vitest's resolver options that read workspace packages from source. */
export const sourceResolve = {
  resolve: { conditions },
  ssr: { resolve: { conditions } },
};
