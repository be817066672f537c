import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOURCE_NODE_ARGS } from '../source-conditions';

// Tests and `pnpm dev` read @extranet/sdk from its TypeScript source (the `@extranet/source` export
// condition), so an SDK change is seen without a build and a fresh clone needs no prior build.

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const subpaths = [
  ['@extranet/sdk', 'index'],
  ['@extranet/sdk/schemas', 'schemas'],
  ['@extranet/sdk/query', 'query'],
] as const;

describe('workspace packages from source', () => {
  it.each(subpaths)('the test run resolves %s to packages/sdk/src/%s.ts', (specifier, file) => {
    expect(import.meta.resolve(specifier)).toMatch(new RegExp(`/packages/sdk/src/${file}\\.ts$`));
  });

  it('a server process started as the tests start it resolves the SDK from source too', () => {
    const script = `console.log(JSON.stringify(${JSON.stringify(subpaths.map(([s]) => s))}.map((s) => import.meta.resolve(s))))`;
    const out = execFileSync(process.execPath, [...SOURCE_NODE_ARGS, '--input-type=module', '-e', script], {
      cwd: apiRoot,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual(
      subpaths.map(([, file]) => expect.stringMatching(`/packages/sdk/src/${file}\\.ts$`)),
    );
  });

  it('without the condition (production, `pnpm start`) Node resolves the built dist', () => {
    // Before a build the file is absent; Node then answers the path unresolved through the symlink.
    const script =
      "try { console.log(import.meta.resolve('@extranet/sdk/schemas')) } catch (e) { console.log(e.message) }";
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: apiRoot,
      encoding: 'utf8',
    });
    expect(out).toMatch(/\/sdk\/dist\/schemas\.js\b/);
    expect(out).not.toMatch(/\/src\//);
  });
});
