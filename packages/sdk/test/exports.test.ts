import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredExports } from '../scripts/dts-exports';
import { SUBPATH_ENTRIES } from '../scripts/entries';
import { renderTypesIndex } from '../scripts/types-index';

// What a consumer's type checker is told must be what Node gives it: every value the built .d.ts
// (and .d.cts) declares exists under `import` and `require`. Reads dist: `pnpm build` first (the
// root test command does).
const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const require = createRequire(import.meta.url);
const entries = ['index', ...SUBPATH_ENTRIES] as const;

describe('built entries', () => {
  describe.each(entries)('%s', (entry) => {
    const esm = declaredExports(dist(`${entry}.d.ts`));
    const cjs = declaredExports(dist(`${entry}.d.cts`));

    it('declares the same names for import and require', () => {
      expect(cjs).toEqual(esm);
    });

    it('has every declared value at runtime under import', async () => {
      const module = (await import(dist(`${entry}.js`))) as Record<string, unknown>;
      const missing = esm.values.filter((name) => module[name] === undefined);
      expect(missing).toEqual([]);
    });

    it('has every declared value at runtime under require', () => {
      const module = require(dist(`${entry}.cjs`)) as Record<string, unknown>;
      const missing = cjs.values.filter((name) => module[name] === undefined);
      expect(missing).toEqual([]);
    });
  });

  it('root: declares the client, the errors and the payload types, but no schema or endpoint table', () => {
    const { values, types } = declaredExports(dist('index.d.ts'));
    expect(values.filter((name) => name.endsWith('Schema') || name === 'endpoints')).toEqual([]);
    expect(values).toEqual(
      expect.arrayContaining([
        'createExtranetClient',
        'ApiError',
        'ConnectionError',
        'BadRequestError',
        'RateLimitError',
        'TimeoutError',
        'AbortError',
      ]),
    );
    // The former names of a package never published are gone.
    expect(values).not.toContain('ExtranetHttpError');
    expect(values).not.toContain('ExtranetConnectionError');
    expect(types).toEqual(expect.arrayContaining(['Partida', 'FacturaResumen', 'Perfil', 'ExtranetClient']));
    // Every payload type of the schemas entry is importable from the root as a type.
    const schemaTypes = declaredExports(dist('schemas.d.ts')).types;
    expect(schemaTypes.filter((name) => !types.includes(name))).toEqual([]);
  });
});

describe('src/types.ts', () => {
  it('is up to date with src/schemas.ts (run `pnpm --filter @extranet/sdk types-index`)', () => {
    expect(readFileSync(new URL('../src/types.ts', import.meta.url), 'utf8')).toBe(renderTypesIndex());
  });
});
