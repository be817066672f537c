import { defaultClientConditions, defaultServerConditions } from 'vite';

// Workspace packages (@extranet/sdk) are read from their TypeScript source by the dev server and the
// unit tests, through the `@extranet/source` export condition of their package.json (as the API does,
// apps/api/source-conditions.ts), so a change to the SDK shows without rebuilding its dist. The
// production build leaves the condition out and bundles dist, as a published package would be used.
const SOURCE_CONDITION = '@extranet/source';

/** Resolver options that read workspace packages from source; Vite's default conditions follow. */
export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};
