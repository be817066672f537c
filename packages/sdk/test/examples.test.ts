import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partida } from './fixtures';
import { startStubServer } from './stub-server';

// The README's Node and React Query examples (`examples/`, quoted in the README word for word) run
// against a local stub server from the packed tarball installed in a throwaway project, and
// type-check there with strict settings: what a new consumer copies works. Needs `pnpm build` first.
const root = new URL('..', import.meta.url).pathname;
const repo = join(root, '../..');
const work = mkdtempSync(join(tmpdir(), 'extranet-sdk-examples-'));
const exec = promisify(execFile);
const run = async (command: string, args: string[], env: Record<string, string> = {}) =>
  (await exec(command, args, { cwd: work, env: { ...process.env, ...env }, encoding: 'utf8' })).stdout.trim();
const EXAMPLES = ['node.ts', 'react-query.tsx'];

/** Links a package the web app already has (React, TanStack Query, their types) into the project. */
function linkFromWeb(name: string) {
  const target = join(work, 'node_modules', name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(realpathSync(join(repo, 'apps/web/node_modules', name)), target);
}

beforeAll(async () => {
  await exec('pnpm', ['pack', '--pack-destination', work], { cwd: root });
  const tarball = join(work, readdirSync(work).find((file) => file.endsWith('.tgz')) as string);
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify({ name: 'examples', private: true, type: 'module' }),
  );
  await exec('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: work });
  for (const name of ['@tanstack/react-query', 'react', '@types/react']) linkFromWeb(name);
  // npm hoists TanStack Query's core next to it, where the SDK's typed query keys find it.
  const reactQuery = realpathSync(join(repo, 'apps/web/node_modules/@tanstack/react-query'));
  symlinkSync(join(dirname(reactQuery), 'query-core'), join(work, 'node_modules/@tanstack/query-core'));
  symlinkSync(realpathSync(join(repo, 'node_modules/@types/node')), join(work, 'node_modules/@types/node'));
  for (const file of EXAMPLES) cpSync(join(root, 'examples', file), join(work, file));
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'es2022',
        module: 'preserve',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        noEmit: true,
        skipLibCheck: true,
        types: ['node'],
      },
      files: EXAMPLES,
    }),
  );
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the README examples, from the packed tarball', () => {
  it('are quoted in the README as they are in examples/', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const file of EXAMPLES) expect(readme).toContain(readFileSync(join(root, 'examples', file), 'utf8'));
  });

  it('type-check with strict settings', async () => {
    await expect(run(join(repo, 'node_modules/.bin/tsc'), ['-p', '.'])).resolves.toBe('');
  }, 120_000);

  it('the Node example signs in, then lists the stock with the token it got', async () => {
    const stub = await startStubServer([{ body: { token: 'token-123' } }, { body: [] }]);
    try {
      const out = await run(join(repo, 'node_modules/.bin/tsx'), ['node.ts'], {
        EXTRANET_URL: stub.baseURL,
        EXTRANET_PASSWORD: 'secret',
      });
      expect(out).toBe('0 stock lines');
      expect(stub.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'POST /api/Validacion',
        'GET /api/Almacen/ObtenerExistencias',
      ]);
      expect(JSON.parse(stub.requests[0]!.body)).toEqual({ usuario: 'demo', clave: 'secret' });
      expect(stub.requests[1]!.headers.authorization).toBe('Bearer token-123');
    } finally {
      await stub.close();
    }
  }, 60_000);

  it('the React Query example fills the cache from the option factory and reads it back typed', async () => {
    const stub = await startStubServer([{ body: partida }]);
    try {
      const out = await run(join(repo, 'node_modules/.bin/tsx'), ['react-query.tsx'], {
        EXTRANET_URL: stub.baseURL,
        EXTRANET_TOKEN: 'token-456',
      });
      expect(out).toBe(partida.numeroPartida);
      expect(stub.requests.map((request) => request.path)).toEqual(['/api/Tracking/ObtenerPartida/1201']);
      expect(stub.requests[0]!.headers.authorization).toBe('Bearer token-456');
    } finally {
      await stub.close();
    }
  }, 60_000);
});
