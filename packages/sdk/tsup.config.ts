import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', schemas: 'src/schemas.ts', query: 'src/query.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  treeshake: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
});
