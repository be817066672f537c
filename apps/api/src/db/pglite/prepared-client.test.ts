import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedStatements } from './prepared-client';

// The PGlite client with kept statements must answer exactly as PGlite's own query() does.

/** drizzle's PGlite driver passes these parsers (dates and intervals stay text for its own mapping). */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.INTERVAL]: (value: string) => value,
  [types.DATE]: (value: string) => value,
};

let pglite: PGlite;
beforeEach(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`create table t (id int primary key, nombre varchar(40) not null unique, nota text,
    grande int8, real float8, exacto numeric(10, 2), activa boolean, cuando timestamptz, dia date,
    texto json, datos jsonb, etiquetas text[], numeros int[])`);
});
afterEach(async () => {
  await pglite.close();
});

/** The statements kept for the SQL texts sent (not the one that makes a transaction read-only). */
const keptStatements = async () =>
  (
    await pglite.query<{ name: string }>(
      "select name from pg_prepared_statements where name ~ '^extranet_[0-9]+$' order by name",
    )
  ).rows.map((row) => row.name);

describe('preparedStatements (PGlite)', () => {
  it('sends bytes in binary format when a bytea serializer answers them (the seed sends long texts so)', async () => {
    const bytes = await PGlite.create({
      serializers: { [types.BYTEA]: ((value: Uint8Array) => value) as unknown as (value: unknown) => string },
    });
    try {
      const client = preparedStatements(bytes);
      const text = 'ñandú "quoted" ✓ '.repeat(5_000);
      const { rows } = await client.query<{ text: string; n: number; other: string }>(
        "select convert_from($1, 'UTF8') as text, length($2::bytea) as n, $3::text as other",
        [Buffer.from(text, 'utf8'), new Uint8Array([0, 1, 2, 255]), 'plain text beside the bytes'],
      );
      expect(rows).toEqual([{ text, n: 4, other: 'plain text beside the bytes' }]);
    } finally {
      await bytes.close();
    }
  });

  it('answers rows, fields and counts as query() does, every type and both row modes', async () => {
    const client = preparedStatements(pglite);
    const insert = `insert into t values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13), ($14, 'dos', null, null, null, null, null, null, null, null, null, null, null)`;
    const values = [
      1,
      'ñandú "quoted" ✓',
      'x'.repeat(100_000), // more than one read buffer
      9_007_199_254_740_993n,
      1.5,
      '12.34',
      true,
      new Date('2026-03-01T10:20:30.456Z'),
      '2026-03-01',
      { a: [1, 'b'] },
      { c: null },
      ['x y', 'NULL', '', 'ü'],
      [1, 2, 3],
      2,
    ];
    const inserted = await client.query(insert, values);
    expect(inserted).toEqual({ rows: [], fields: [], command: 'INSERT', affectedRows: 2, rowCount: 2 });

    const select = 'select * from t where id = any($1::int[]) order by id';
    for (const options of [undefined, { rowMode: 'array' as const, parsers: DRIZZLE_PARSERS }]) {
      const mine = await client.query(select, [[1, 2]], options);
      const theirs = await pglite.query(select, [[1, 2]], options);
      expect(mine).toEqual(theirs);
    }
    const updated = await client.query('update t set nota = $1 where id > $2', ['z', 0]);
    expect(updated).toMatchObject({ command: 'UPDATE', affectedRows: 2, rowCount: 2 });
    expect(await client.query('select 1 as uno where false')).toEqual(
      await pglite.query('select 1 as uno where false'),
    );
  });

  it('keeps one prepared statement per SQL text, the most recently used ones up to its limit', async () => {
    const client = preparedStatements(pglite, { maxStatements: 2 });
    await client.query('select $1::int as a', [1]);
    await client.query('select $1::int as a', [2]);
    expect(await keptStatements()).toHaveLength(1);
    await client.query('select $1::int as b', [1]);
    await client.query('select $1::int as a', [3]); // now the most recently used
    await client.query('select $1::int as c', [1]); // drops b
    expect(await keptStatements()).toHaveLength(2);
    // b is parsed again under a new name, and the least recently used (a) is closed.
    await client.query('select $1::int as b', [4]);
    expect(await keptStatements()).toHaveLength(2);
    expect((await client.query('select $1::int as a', [5])).rows).toEqual([{ a: 5 }]);
    // A text too long to keep runs as the unnamed statement.
    const long = `select $1::text as t -- ${'x'.repeat(20_000)}`;
    expect((await client.query(long, ['y'])).rows).toEqual([{ t: 'y' }]);
    expect(await keptStatements()).toHaveLength(2);
  });

  it('prepares a statement again when its table changed under it', async () => {
    const client = preparedStatements(pglite);
    await client.query("insert into t (id, nombre) values (1, 'uno')");
    expect(Object.keys((await client.query('select * from t')).rows[0]!)).not.toContain('extra');
    await pglite.exec("alter table t add column extra text default 'e'");
    expect((await client.query('select * from t')).rows[0]).toMatchObject({ id: 1, extra: 'e' });
  });

  it('reports database errors as query() does, and goes on serving', async () => {
    const client = preparedStatements(pglite);
    await client.query("insert into t (id, nombre) values (1, 'uno')");
    const duplicate = await client
      .query('insert into t (id, nombre) values ($1, $2)', [2, 'uno'])
      .catch((error: unknown) => error);
    const theirs = await pglite
      .query('insert into t (id, nombre) values ($1, $2)', [2, 'uno'])
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 't_nombre_key',
      table: 't',
      query: 'insert into t (id, nombre) values ($1, $2)',
      params: [2, 'uno'],
    });
    expect({ ...(duplicate as object) }).toEqual({ ...(theirs as object) });
    await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601', query: 'selec 1' });
    await expect(client.query('select $1::int', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
  });

  it('runs drizzle transactions: committed, rolled back, and other queries waiting for them', async () => {
    const db = drizzle({ client: preparedStatements(pglite) as unknown as PGlite });
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, nombre) values (1, 'uno')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, nombre) values (2, 'dos')`);
        await tx.execute(sql`insert into t (id, nombre) values (3, 'uno')`); // unique violation
      }),
    ).rejects.toThrow();
    const order: string[] = [];
    await Promise.all([
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, nombre) values (4, 'cuatro')`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push('transaction');
      }),
      db.execute(sql`select 1`).then(() => order.push('outside')),
    ]);
    expect(order).toEqual(['transaction', 'outside']);
    const ids = await db.execute<{ id: number }>(sql`select id from t order by id`);
    expect(ids.rows.map((row) => row.id)).toEqual([1, 4]);
  });
});
