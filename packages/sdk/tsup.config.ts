import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { CONTROLLER_ENTRIES } from './scripts/entries';

/**
 * Marks every valibot call of the schema and endpoint modules `@__PURE__`, so a consumer's bundler
 * drops the schemas its code never reaches (valibot builders have no side effects, but a bundler
 * cannot know that of a call).
 */
const pureSchemas: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'pure-schemas',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]src[\\/](common\.schema|controllers[\\/]\w+(\.\w+)*)\.ts$/ },
      async (args) => ({
        contents: (await readFile(args.path, 'utf8')).replace(
          /\b(v\.\w+|endpoint|requiredText|optionalText|requiredId|integerBetween|positiveMeasure|differentAirports|routeEntries|entityEntries)\(/g,
          '/* @__PURE__ */ $1(',
        ),
        loader: 'ts',
      }),
    );
  },
};

// One file per public entry. Splitting (ESM and CJS) puts the code two entries share in common
// chunks, so `@extranet/sdk/tracking` carries the tracking schemas only, and an error thrown
// through one entry is `instanceof` the class another entry exports.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    schemas: 'src/schemas.ts',
    query: 'src/query.ts',
    permisos: 'src/permisos.ts',
    ...Object.fromEntries(CONTROLLER_ENTRIES.map((name) => [name, `src/entries/${name}.ts`])),
  },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: true,
  clean: true,
  treeshake: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  // Syntax only (names, layout and source maps kept): constants are inlined across the modules of a
  // chunk and dead branches dropped, which a consumer's bundler cannot do with dist's `var`s.
  minifySyntax: true,
  esbuildPlugins: [pureSchemas],
});
