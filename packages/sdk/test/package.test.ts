import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredExports } from '../scripts/dts-exports';
import { SUBPATH_ENTRIES } from '../scripts/entries';

// The SDK as other internal apps get it from npm: the packed tarball, installed into a throwaway
// project, imported from ESM and from CommonJS. Needs `pnpm build` first (the root test command does).
const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'extranet-sdk-consumer-'));
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let tarball = '';

beforeAll(() => {
  run('pnpm', ['pack', '--pack-destination', work], root);
  tarball = join(work, readdirSync(work).find((file) => file.endsWith('.tgz')) as string);
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], work);
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const script = (file: string, source: string) => {
  writeFileSync(join(work, file), source);
  return run('node', [file], work).trim();
};

describe('the published package', () => {
  it('ships only dist, api.md, README.md, CHANGELOG.md, LICENSE and package.json', () => {
    const listing = run('tar', ['-tzf', tarball], work).trim().split('\n');
    for (const entry of listing)
      expect(entry).toMatch(/^package\/(dist\/|api\.md$|README\.md$|CHANGELOG\.md$|LICENSE$|package\.json$)/);
  });

  it('imports from ESM, with the schemas and query subpaths', () => {
    const out = script(
      'esm.mjs',
      `import { createExtranetClient, ExtranetParameterError } from '@extranet/sdk';
       import { endpoints, PartidaSchema } from '@extranet/sdk/schemas';
       import { createExtranetQueries } from '@extranet/sdk/query';
       const client = createExtranetClient({ baseURL: 'http://127.0.0.1:9' });
       const q = createExtranetQueries(client);
       await client.tracking.obtenerPartida({}).catch((e) => {
         console.log(e instanceof ExtranetParameterError, e.message, typeof PartidaSchema,
           Object.keys(endpoints).length, q.tracking.obtenerSeguimientoEnvios().queryKey.join('/'));
       });`,
    );
    expect(out).toBe(
      "true tracking.obtenerPartida: path parameter 'id' is required object 15 extranet/tracking/obtenerSeguimientoEnvios",
    );
  });

  it('requires from CommonJS', () => {
    const out = script(
      'cjs.cjs',
      `const { createExtranetClient } = require('@extranet/sdk');
       const { endpoints } = require('@extranet/sdk/schemas');
       const client = createExtranetClient();
       console.log(typeof client.validacion.login, endpoints.validacion.login.path);`,
    );
    expect(out).toBe('function /api/Validacion');
  });

  it.each([['@extranet/sdk', 'index'], ...SUBPATH_ENTRIES.map((entry) => [`@extranet/sdk/${entry}`, entry])])(
    '%s: every value its .d.ts declares exists under import and require',
    (specifier, entry) => {
      const installed = join(work, 'node_modules/@extranet/sdk/dist');
      const esm = declaredExports(join(installed, `${entry}.d.ts`)).values;
      const cjs = declaredExports(join(installed, `${entry}.d.cts`)).values;
      expect(esm.length).toBeGreaterThan(0);
      const check = (names: string[]) =>
        `const names = ${JSON.stringify(names)};
       console.log(JSON.stringify(names.filter((name) => m[name] === undefined)));`;
      const fromEsm = script(`values-${entry}.mjs`, `import * as m from '${specifier}';\n${check(esm)}`);
      const fromCjs = script(`values-${entry}.cjs`, `const m = require('${specifier}');\n${check(cjs)}`);
      expect(JSON.parse(fromEsm)).toEqual([]);
      expect(JSON.parse(fromCjs)).toEqual([]);
    },
  );

  it('passes publint', () => {
    const out = run(join(root, 'node_modules/.bin/publint'), ['--strict'], root);
    expect(out).not.toMatch(/error|warning/i);
  });

  it('one controller entry shares the error classes of the root, from ESM and CommonJS', () => {
    const body = (load: string) =>
      `${load}
       const tracking = createTrackingClient({ baseURL: 'http://127.0.0.1:9', maxRetries: 0 });
       tracking.obtenerPartida({ id: 1 }).catch((e) =>
         console.log(e instanceof ConnectionError, e instanceof ExtranetError, PERMISOS.length, e.call));`;
    const esm = script(
      'controller.mjs',
      body(`import { ConnectionError, ExtranetError } from '@extranet/sdk';
            import { createTrackingClient } from '@extranet/sdk/tracking';
            import { PERMISOS } from '@extranet/sdk/permisos';`),
    );
    const cjs = script(
      'controller.cjs',
      body(`const { ConnectionError, ExtranetError } = require('@extranet/sdk');
            const { createTrackingClient } = require('@extranet/sdk/tracking');
            const { PERMISOS } = require('@extranet/sdk/permisos');`),
    );
    expect(esm).toBe('true true 13 tracking.obtenerPartida');
    expect(cjs).toBe('true true 13 tracking.obtenerPartida');
  });

  it('the permisos entry loads no valibot', () => {
    const out = script(
      'permisos.cjs',
      `require('@extranet/sdk/permisos');
       console.log(Object.keys(require.cache).some((file) => file.includes('valibot')));`,
    );
    expect(out).toBe('false');
  });

  it('passes @arethetypeswrong/cli on every profile: node10 (subpaths through typesVersions), node16, bundler', () => {
    // attw exits non-zero on any problem of any entry.
    const out = run(join(root, 'node_modules/.bin/attw'), [tarball, '--format', 'ascii'], work);
    expect(out).toContain('No problems found');
    for (const entry of ['@extranet/sdk', ...SUBPATH_ENTRIES.map((name) => `@extranet/sdk/${name}`)]) {
      const section = out.split(`"${entry}"\n`)[1]?.split('***')[0] ?? '';
      for (const profile of ['node10', 'node16 (from CJS)', 'node16 (from ESM)', 'bundler'])
        expect(section, `${entry} ${profile}`).toContain(`${profile}: 🟢`);
    }
  });
});
