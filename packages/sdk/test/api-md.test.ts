import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiMd } from '../scripts/api-md';
import { declaredExports } from '../scripts/dts-exports';
import { controllerFiles, renderControllerJsdoc } from '../scripts/jsdoc';
import { exportedName } from '../scripts/schema-names';
import { type Endpoint, endpoints } from '../src/schemas';

const all = Object.entries(endpoints).flatMap(([controller, map]) =>
  Object.entries(map as Record<string, Endpoint>).map(([name, e]) => ({ key: `${controller}.${name}`, e })),
);

describe('api.md', () => {
  it('is up to date with the endpoint table (run `pnpm --filter @extranet/sdk api-md`)', () => {
    expect(readFileSync(new URL('../api.md', import.meta.url), 'utf8')).toBe(renderApiMd());
  });

  it('names the result type of every call, and the body type of every call that takes one', () => {
    const unwrap = (schema: unknown): unknown => {
      const s = schema as { type?: string; item?: unknown; wrapped?: unknown };
      return s.type === 'array' ? unwrap(s.item) : s.type === 'nullable' ? unwrap(s.wrapped) : schema;
    };
    for (const { key, e } of all) {
      expect(exportedName(unwrap(e.response)), `${key} response`).toBeDefined();
      if (e.body) expect(exportedName(e.body), `${key} body`).toBeDefined();
    }
  });
});

describe('payload types', () => {
  // Building blocks of other schemas, not payloads: no type of their own.
  const BUILDING_BLOCKS = [
    'ClaveNueva',
    'CodigoGrid',
    'Conteo',
    'FechaParam',
    'IdEntradaAerea',
    'IdParam',
    'Texto',
    'TextoOpcional',
    'UsuarioNombre',
  ];

  it('every exported schema but the building blocks has a type of the same name', () => {
    const { values, types } = declaredExports(new URL('../src/schemas.ts', import.meta.url).pathname);
    const missing = values
      .filter((name) => name.endsWith('Schema'))
      .map((name) => name.replace(/Schema$/, ''))
      .filter((name) => !types.includes(name) && !BUILDING_BLOCKS.includes(name));
    expect(missing).toEqual([]);
  });
});

describe('method JSDoc', () => {
  it.each(Object.keys(endpoints))(
    'src/controllers/%s*.ts are up to date (run `pnpm --filter @extranet/sdk jsdoc`)',
    (controller) => {
      for (const file of controllerFiles(controller))
        expect(readFileSync(file, 'utf8'), file).toBe(renderControllerJsdoc(controller, file));
    },
  );

  it('documents every method: its call, its result and each error status it can answer', () => {
    for (const { key, e } of all) {
      const [controller] = key.split('.') as [string];
      const source = controllerFiles(controller)
        .map((file) => renderControllerJsdoc(controller, file))
        .join('\n');
      const name = key.split('.')[1] as string;
      const comment = source.split(`\n  ${name}: endpoint({`)[0]?.split('  /**').at(-1) ?? '';
      expect(comment, key).toContain(`Sends \`${e.method} ${e.path}\``);
      expect(comment, key).toMatch(/resolves to /);
      for (const status of e.errors) expect(comment, `${key} ${status}`).toContain(`} ${status}: `);
    }
  });
});
