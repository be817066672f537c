import { spawn, spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// PostgreSQL's own tools, where the machine has them: pg_dump for a backup of a server (a snapshot
// of its own, while the API writes on), pg_restore to load one.

/** Whether `tool` (pg_dump, pg_restore) runs here. */
export const hasTool = (tool: string): boolean =>
  spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0;

async function run(
  tool: string,
  args: string[],
  stdin?: NodeJS.ReadableStream,
  stdout?: Writable,
): Promise<void> {
  const child = spawn(tool, args, { stdio: [stdin ? 'pipe' : 'ignore', stdout ? 'pipe' : 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const streams: Promise<void>[] = [];
  if (stdin && child.stdin) streams.push(pipeline(stdin, child.stdin));
  if (stdout && child.stdout) streams.push(pipeline(child.stdout, stdout));
  const [code] = await Promise.all([exited, ...streams]);
  if (code !== 0) throw new Error(`${tool} failed (exit code ${code}): ${errors.trim()}`);
}

/** pg_dump's custom-format archive of the database at `url`, written to `out` (ended). */
export const pgDump = (url: string, out: Writable): Promise<void> =>
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${url}`], undefined, out);

/** Loads the archive in `file` from `offset` into the database at `url`, all or nothing. */
export const pgRestore = (url: string, file: string, offset: number): Promise<void> =>
  run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`],
    createReadStream(file, { start: offset }),
  );
