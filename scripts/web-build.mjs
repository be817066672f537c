// The benches that drive the browser need the built web app (whose build builds the SDK and the
// routes manifest first); build it once when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function ensureWebBuilt(root) {
  if (existsSync(join(root, 'apps/web/dist/index.html'))) return;
  console.log('building the web app…');
  const built = spawnSync(process.execPath, [process.env.npm_execpath ?? 'pnpm', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}
