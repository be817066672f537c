import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SOURCE_NODE_ARGS } from '../../source-conditions';
import { type OpenOptions, openDatabase } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { EMPTY_GRID_STATE } from '../../src/testing/grid-state';
import { type ApiProcess, startApi, tokenFor } from './support/api-process';

// Issue 32, backups of the embedded database: `db:backup` while a server runs on the folder (the
// copy comes from the server, which keeps the folder to itself) and writes go on; `db:restore` into
// a fresh folder finds every write acknowledged before the backup began, and a consistent point in
// time (the writes present are a prefix of those made). A backup of the data at rest restores to the
// same rows, table by table (counts and a checksum). Both commands refuse what they must.

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'extranet-backup-'));
const source = join(root, 'source');
let api: ApiProcess | undefined;
afterAll(async () => {
  await api?.stop('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** Runs `pnpm db:<command> <argument>` as the package script does, on DATA_DIR `dataDir`. */
async function db(command: string, argument: string, dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...SOURCE_NODE_ARGS, 'src/ops/cli.ts', command, argument], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/**
 * Per table of the embedded database in `dataDir` (or the PostgreSQL one at a URL): its row count
 * and a checksum of its rows, in one time zone and byte order so that both databases compare.
 */
async function fingerprint(where: string): Promise<Record<string, string>> {
  const options: OpenOptions = where.startsWith('postgres://')
    ? { databaseUrl: where, maxConnections: 1, heartbeat: false }
    : { dataDir: join(where, 'pglite') };
  const database = await openDatabase(options);
  try {
    await database.db.execute(sql`set timezone to 'UTC'`);
    const tables = rowsOf<{ name: string }>(
      await database.db.execute(sql`select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`),
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = rowsOf<{ n: number; h: string }>(
        await database.db.execute(
          sql.raw(`select count(*)::int as n,
            md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' order by row_to_json(t)::text collate "C"), '')) as h
            from "${name}" t`),
        ),
      );
      result[name] = `${row?.n}:${row?.h}`;
    }
    return result;
  } finally {
    await database.close();
  }
}

/** The names of the test's saved grid views in the embedded database in `dataDir`. */
async function savedViews(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const rows = rowsOf<{ nombre: string }>(
      await database.db.execute(
        sql`select nombre from configuraciones_grid where codigo_grid like 'backup-test-%'`,
      ),
    );
    return rows.map((r) => r.nombre);
  } finally {
    await database.close();
  }
}

// One grid per write: a user keeps at most twenty views of one grid.
const view = (nombre: string) => ({
  codigoGrid: `backup-test-${nombre}`,
  nombre,
  predeterminada: false,
  estado: EMPTY_GRID_STATE,
});

describe('db:backup and db:restore of the embedded database', () => {
  it('back up under writes from the running server and restore every acknowledged write', async () => {
    api = await startApi({ DATA_DIR: source });
    const token = await tokenFor(api.url, 'admin', 'Admin#2026');
    const acknowledged: { nombre: string; at: number }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const res = await fetch(`${api!.url}/api/Entorno/GuardarConfiguracionGrid`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(view(`w-${i}`)),
        });
        if (res.status !== 200) throw new Error(`write ${i}: ${res.status} ${await res.text()}`);
        acknowledged.push({ nombre: `w-${i}`, at: performance.now() });
      }
    })();
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const backupBegan = performance.now();
    const file = join(root, 'under-writes.backup');
    const backup = await db('backup', file, source);
    const writesDuring = acknowledged.filter((w) => w.at > backupBegan).length;
    writing = false;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('from the server running on');
    expect(writesDuring, 'writes went on while the backup ran').toBeGreaterThan(0);

    const restored = join(root, 'restored');
    const restoreBegan = performance.now();
    const restore = await db('restore', file, restored);
    // The figures, for the report: how long each command took (a process start included) and the size.
    console.info(
      `[backup] under writes: ${Math.round(restoreBegan - backupBegan)} ms (${writesDuring} writes acknowledged meanwhile), ` +
        `${statSync(file).size} bytes; restore: ${Math.round(performance.now() - restoreBegan)} ms`,
    );
    expect(restore.code, restore.output).toBe(0);
    const names = await savedViews(restored);
    const before = acknowledged.filter((w) => w.at < backupBegan).map((w) => w.nombre);
    expect(names).toEqual(expect.arrayContaining(before));
    // A point in time: the writes it holds are the first n made, none missing in between.
    const held = new Set(names);
    expect(
      acknowledged
        .map((w) => w.nombre)
        .slice(0, names.length)
        .filter((n) => !held.has(n)),
    ).toEqual([]);

    // At rest (no writes now): a second backup from the server, restored, holds the same rows.
    const atRest = join(root, 'at-rest.backup');
    expect((await db('backup', atRest, source)).code).toBe(0);
    expect((await api.stop('SIGTERM')).code).toBe(0);
    api = undefined;
    const copy = join(root, 'copy');
    const second = await db('restore', atRest, copy);
    expect(second.code, second.output).toBe(0);
    const [original, restoredCopy] = [await fingerprint(source), await fingerprint(copy)];
    expect(Object.keys(original).length).toBeGreaterThan(20);
    expect(restoredCopy).toEqual(original);

    // With no server running, the command opens the folder itself.
    const direct = await db('backup', join(root, 'direct.backup'), source);
    expect(direct.code, direct.output).toBe(0);
    expect(direct.output).toContain('no server was running');
  }, 600_000); // a first start seeds the demo data: a minute or more on a busy 2-core machine

  it('refuse an existing file, a target that is not empty and a file that is not a backup', async () => {
    const taken = await db('backup', join(root, 'at-rest.backup'), source);
    expect(taken.code).toBe(1);
    expect(taken.output).toContain('never overwrites');
    const intoFull = await db('restore', join(root, 'at-rest.backup'), source);
    expect(intoFull.code).toBe(1);
    expect(intoFull.output).toContain('not empty');
    const bogus = join(root, 'bogus.backup');
    writeFileSync(bogus, 'id,name\n1,x\n');
    const notBackup = await db('restore', bogus, join(root, 'never'));
    expect(notBackup.code).toBe(1);
    expect(notBackup.output).toContain('is not an Extranet backup');
    expect(await fingerprint(source)).toEqual(await fingerprint(join(root, 'copy')));
  });
});

// The way out of the embedded database: db:copy-to into an empty PostgreSQL database (refused once
// it is not), then that database backed up (pg_dump where installed) and restored into another.
// On the PostgreSQL server of the project's machines; skipped, saying so, where none answers.
const pgUrl = new URL(process.env.API_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const pgAnswers = await new pg.Client({ connectionString: pgUrl.toString(), connectionTimeoutMillis: 1_500 })
  .connect()
  .then(
    (client) => client.end().then(() => true),
    () => false,
  );
if (!pgAnswers) console.warn(`[backup] PostgreSQL not reachable at ${pgUrl.host}: skipping db:copy-to`);

describe.skipIf(!pgAnswers)('db:copy-to, and db:backup/db:restore on PostgreSQL', () => {
  it('copy the embedded data into an empty database, back it up with pg_dump or, without it, as a logical copy, and restore each', async () => {
    const suffix = `${process.pid}_${Date.now()}`;
    const names = ['copy', 'restore', 'logical', 'no_tools'].map((name) => `extranet_${name}_${suffix}`);
    const urlOf = (name: string) => Object.assign(new URL(pgUrl), { pathname: `/${name}` }).toString();
    const admin = new pg.Client({ connectionString: pgUrl.toString() });
    await admin.connect();
    try {
      for (const name of names) await admin.query(`create database "${name}"`);
      const [copyUrl, restoreUrl, logicalUrl, noToolsUrl] = names.map(urlOf) as [
        string,
        string,
        string,
        string,
      ];
      const copied = await db('copy-to', copyUrl, source);
      expect(copied.code, copied.output).toBe(0);
      const original = await fingerprint(source);
      expect(await fingerprint(copyUrl)).toEqual(original);
      const again = await db('copy-to', copyUrl, source);
      expect(again.code).toBe(1);
      expect(again.output).toContain('not empty');

      const file = join(root, 'postgres.backup');
      const backup = await db('backup', file, source, { DATABASE_URL: copyUrl });
      expect(backup.code, backup.output).toBe(0);
      const restore = await db('restore', file, source, { DATABASE_URL: restoreUrl });
      expect(restore.code, restore.output).toBe(0);
      expect(await fingerprint(restoreUrl)).toEqual(original);

      // A machine without PostgreSQL's tools (PATH names an empty folder): the backup is a logical copy
      // and says so, and it restores the same rows; the pg_dump archive above needs pg_restore.
      const noTools = { PATH: mkdtempSync(join(root, 'no-tools-')) };
      const logicalFile = join(root, 'postgres-logical.backup');
      const logical = await db('backup', logicalFile, source, { DATABASE_URL: copyUrl, ...noTools });
      expect(logical.code, logical.output).toBe(0);
      expect(logical.output).toContain('a logical copy: pg_dump is not installed');
      const fromLogical = await db('restore', logicalFile, source, { DATABASE_URL: logicalUrl, ...noTools });
      expect(fromLogical.code, fromLogical.output).toBe(0);
      expect(await fingerprint(logicalUrl)).toEqual(original);
      const refused = await db('restore', file, source, { DATABASE_URL: noToolsUrl, ...noTools });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('pg_restore is needed to restore it');
    } finally {
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 300_000);
});
