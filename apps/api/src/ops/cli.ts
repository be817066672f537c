import { once } from 'node:events';
import { createWriteStream, existsSync, linkSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type Database, openDatabase } from '../db/client';
import { type Env, loadEnv } from '../env';
import { backupLines, verifyLogicalBackup, writeLogicalBackup } from './backup';
import { headerLine, readHeader } from './backup-file';
import { requestBackup } from './control';
import { DataDirBusyError, lockDataDir, lockHolder } from './data-lock';
import { appliedMigrations, codeMigrations, restoreLogical, whyNotEmpty } from './logical';
import { hasTool, pgDump, pgRestore } from './pg-tools';

// pnpm db:backup FILE, db:restore FILE, db:copy-to postgres://… (apps/api/README.md, "Backups").
// They read DATA_DIR and DATABASE_URL as the server does. The embedded database is never opened
// while a server runs on its folder: its copy comes from the server's control socket.

class Refusal extends Error {}

const say = (text: string) => process.stdout.write(`${text}\n`);

/** A path typed on the command line, relative to where it was typed (pnpm keeps it in INIT_CWD). */
const typed = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

const openPglite = (env: Env) => openDatabase({ dataDir: join(env.dataDir, 'pglite') });
const openPg = (url: string) => openDatabase({ databaseUrl: url, heartbeat: false });

async function using<T>(database: Database, work: (database: Database) => Promise<T>): Promise<T> {
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** A backup of the embedded database to `out`: from the running server, else from the folder. */
async function backupEmbedded(env: Env, out: Writable): Promise<string> {
  const holder = lockHolder(env.dataDir);
  if (holder?.control) {
    await requestBackup(holder.control, out);
    return `from the server running on ${env.dataDir} (pid ${holder.pid})`;
  }
  if (holder) throw new DataDirBusyError(env.dataDir, holder);
  if (!existsSync(join(env.dataDir, 'pglite'))) {
    throw new Refusal(`There is no embedded database in ${env.dataDir} (DATA_DIR) to back up.`);
  }
  const lock = lockDataDir(env.dataDir, 'backup');
  try {
    await using(await openPglite(env), (database) => writeLogicalBackup(database.db, 'pglite', out));
  } finally {
    lock.release();
  }
  return `from ${env.dataDir} (no server was running on it)`;
}

/** Writes a backup through `write` into `target`, which must not exist: a new file or nothing. */
async function toNewFile(target: string, write: (out: Writable) => Promise<string>) {
  if (existsSync(target)) throw new Refusal(`${target} exists already: a backup never overwrites a file.`);
  const partial = `${target}.partial-${process.pid}`;
  const out = createWriteStream(partial, { flags: 'wx' });
  try {
    const how = await write(out);
    if (!out.writableFinished) await finished(out);
    // Read whole before it gets its name: a copy cut short (the server stopped meanwhile) is no backup.
    const verified = await verifyLogicalBackup(partial);
    linkSync(partial, target); // fails, rather than overwrite, should the file have appeared meanwhile
    return { how, ...verified };
  } finally {
    // The file is opened asynchronously: closed first, so that it cannot appear after its removal.
    if (!out.closed) {
      out.destroy();
      await once(out, 'close');
    }
    rmSync(partial, { force: true });
  }
}

async function backup(env: Env, file: string): Promise<void> {
  const target = typed(file);
  const url = env.databaseUrl;
  const { how, header, counts } = await toNewFile(target, async (out) => {
    if (!url) return backupEmbedded(env, out);
    const pgDumpHere = hasTool('pg_dump');
    await using(await openPg(url), async ({ db }) => {
      if (!pgDumpHere) return writeLogicalBackup(db, 'pg', out);
      const migrations = await appliedMigrations(db);
      out.write(
        headerLine({
          version: 1,
          kind: 'pg_dump',
          source: 'pg',
          createdAt: new Date().toISOString(),
          migrations,
        }),
      );
      return pgDump(url, out);
    });
    return pgDumpHere
      ? 'from PostgreSQL with pg_dump'
      : 'from PostgreSQL (a logical copy: pg_dump is not installed)';
  });
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  say(
    `Backup written to ${target} ${how}: ${header.kind === 'logical' ? `${Object.keys(counts).length} tables, ${rows} rows` : 'a pg_dump archive'}.`,
  );
}

/** The backup in `file`, checked whole before anything is touched; refuses another version's. */
async function readBackup(file: string) {
  const path = typed(file);
  if (!existsSync(path)) throw new Refusal(`${path} does not exist.`);
  const { header, counts } = await verifyLogicalBackup(path);
  const { offset } = readHeader(path);
  const code = codeMigrations();
  if (header.migrations.join() !== code.join()) {
    throw new Refusal(
      `${path} was taken from a database at ${header.migrations.length} migrations; this version has ${code.length} ` +
        '(or different ones). Restore it with the version that made it, then start this one to migrate.',
    );
  }
  return { path, header, counts, offset };
}

async function restore(env: Env, file: string): Promise<void> {
  const { path, header, offset } = await readBackup(file);
  const url = env.databaseUrl;
  if (url) {
    await using(await openPg(url), async ({ db }) => {
      const why = await whyNotEmpty(db);
      if (why)
        throw new Refusal(`The database at DATABASE_URL is not empty (${why}): a restore never overwrites.`);
      if (header.kind === 'logical') return restoreLogical(db, backupLines(path, offset));
      const tables = await appliedMigrations(db);
      if (tables.length > 0) {
        throw new Refusal(
          'A pg_dump backup restores into a database without tables: this one was migrated already.',
        );
      }
      if (!hasTool('pg_restore'))
        throw new Refusal('This backup was made with pg_dump: pg_restore is needed to restore it.');
      return pgRestore(url, path, offset);
    });
    say(`Restored ${path} into the database at DATABASE_URL.`);
    return;
  }
  if (header.kind !== 'logical') {
    throw new Refusal(`${path} is a pg_dump archive: it restores into PostgreSQL (set DATABASE_URL).`);
  }
  const lock = lockDataDir(env.dataDir, 'restore');
  try {
    await using(await openPglite(env), async ({ db }) => {
      const why = await whyNotEmpty(db);
      if (why)
        throw new Refusal(
          `The embedded database in ${env.dataDir} is not empty (${why}): a restore never overwrites.`,
        );
      await restoreLogical(db, backupLines(path, offset));
    });
  } finally {
    lock.release();
  }
  say(`Restored ${path} into ${env.dataDir}.`);
}

async function copyTo(env: Env, url: string): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Refusal(
      `Usage: pnpm db:copy-to postgres://user@host:port/database (got ${JSON.stringify(url)})`,
    );
  await using(await openPg(url), async ({ db }) => {
    const why = await whyNotEmpty(db);
    if (why)
      throw new Refusal(
        `The database at ${url.replace(/:[^:@/]*@/, ':***@')} is not empty (${why}): copy-to never overwrites.`,
      );
    const folder = mkdtempSync(join(tmpdir(), 'extranet-copy-'));
    try {
      const file = join(folder, 'copy.backup');
      await toNewFile(file, (out) => backupEmbedded(env, out));
      const { offset, counts } = await readBackup(file);
      await restoreLogical(db, backupLines(file, offset));
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);
      say(
        `Copied ${env.dataDir} into PostgreSQL: ${Object.keys(counts).length} tables, ${rows} rows. Start the API with DATABASE_URL set to it.`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
}

const USAGE = 'Usage: db:backup FILE | db:restore FILE | db:copy-to postgres://…';

async function main(argv: string[]): Promise<number> {
  const [command, argument] = argv;
  if (!argument) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const env = loadEnv();
  try {
    if (command === 'backup') await backup(env, argument);
    else if (command === 'restore') await restore(env, argument);
    else if (command === 'copy-to') await copyTo(env, argument);
    else {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
    return 0;
  } catch (error) {
    const known =
      error instanceof Refusal ||
      error instanceof DataDirBusyError ||
      (error as Error).name === 'NotABackupError';
    process.stderr.write(`${known ? (error as Error).message : (error as Error).stack}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
