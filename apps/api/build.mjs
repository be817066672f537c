// Builds the server that `pnpm start` runs (dist/server.js and its chunks): plain JavaScript, so the
// running server carries no TypeScript loader (tsx added about 170 MB resident, measured here). The
// workspace's own packages (@extranet/sdk) are bundled from their source, as the tests read them;
// packages from npm stay imports, resolved from node_modules as before. dist/ sits one folder below
// the API's root, as src/ does (src/paths.ts).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@extranet/source'],
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-stay-imports',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('@extranet/') ? undefined : { path, external: true },
        );
      },
    },
  ],
});
