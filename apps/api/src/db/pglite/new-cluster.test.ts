import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { CLUSTER_MARK, createCluster, isCluster } from './new-cluster';

const folder = mkdtempSync(join(tmpdir(), 'extranet-cluster-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('createCluster', () => {
  it('writes a cluster the server opens, keeps and reopens', async () => {
    const dataDir = join(folder, 'pglite');
    await createCluster(dataDir);
    expect(isCluster(dataDir)).toBe(true);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining([CLUSTER_MARK, 'base', 'global', 'pg_wal']));

    const first = await openDatabase({ dataDir });
    await first.db.execute('create table kept (n int)');
    await first.db.execute('insert into kept values (1), (2)');
    await first.close();
    const again = await openDatabase({ dataDir });
    const { rows } = (await again.db.execute('select count(*)::int as n from kept')) as unknown as {
      rows: { n: number }[];
    };
    await again.close();
    expect(rows[0]?.n).toBe(2);
  }, 120_000);

  it('starts over in a folder whose copy was cut short (no PG_VERSION)', async () => {
    const dataDir = join(folder, 'cut-short');
    mkdirSync(join(dataDir, 'global'), { recursive: true });
    writeFileSync(join(dataDir, 'global', 'pg_control'), 'half written');
    const database = await openDatabase({ dataDir });
    const { rows } = (await database.db.execute('select 1 as one')) as unknown as { rows: { one: number }[] };
    await database.close();
    expect(rows[0]?.one).toBe(1);
  }, 120_000);
});
