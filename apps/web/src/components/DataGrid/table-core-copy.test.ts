import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The grid builds its own rows and cells on TanStack Table's internals (row-model.ts: light rows and
// cells on the prototypes of @tanstack/table-core) inside the table mantine-react-table creates with
// its own copy (through @tanstack/react-table). Two versions would put two copies in the bundle and
// mix objects of one with methods of the other: upgrade both together.

/** The package a module resolves to from `from`: its folder and version. */
function packageOf(name: string, from: string) {
  const entry = createRequire(from).resolve(name);
  let folder = dirname(entry);
  while (!folder.endsWith(join('node_modules', name))) folder = dirname(folder);
  const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string };
  return { folder, version, entry };
}

describe('@tanstack/table-core', () => {
  it('is one copy: the app’s is the one mantine-react-table builds its table on', () => {
    const app = packageOf('@tanstack/table-core', import.meta.url);
    const reactTable = packageOf(
      '@tanstack/react-table',
      packageOf('mantine-react-table', import.meta.url).entry,
    );
    const grids = packageOf('@tanstack/table-core', reactTable.entry);
    expect(app.version).toBe(grids.version);
    expect(app.folder).toBe(grids.folder);
  });
});
