import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from './client';
import { cachedRead, dataVersion, ReadCache } from './read-cache';
import { rowsOf } from './rows';

// Values kept while a PGlite database's data version stays the same: the version moves on with every
// statement that may change data, and a value read meanwhile is not kept.

describe('ReadCache on PGlite (this process is the only writer)', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await openDatabase();
    db = database.db;
    await db.execute(sql`create table datos (id int primary key, valor text)`);
    await db.execute(sql`insert into datos values (1, 'uno')`);
  });
  afterAll(async () => {
    await database?.close();
  });

  const counted = () => {
    let loads = 0;
    const load = async () => {
      loads++;
      const result = await db.execute(sql`select valor from datos where id = 1`);
      return rowsOf<{ valor: string }>(result)[0]!.valor;
    };
    return { load, loads: () => loads };
  };

  it('answers from memory until a statement that is not a plain select runs', async () => {
    const cache = new ReadCache<number, string>({ entries: 10 });
    const { load, loads } = counted();
    expect(await cache.get(db, 1, load)).toBe('uno');
    expect(await cache.get(db, 1, load)).toBe('uno');
    await db.execute(sql`select count(*) from datos`); // reads change nothing
    expect(await cache.get(db, 1, load)).toBe('uno');
    expect(loads()).toBe(1);

    await db.execute(sql`update datos set valor = 'one' where id = 1`);
    expect(await cache.get(db, 1, load)).toBe('one');
    expect(loads()).toBe(2);

    // A transaction moves it on whatever it did (here: only read, then rolled back).
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await cache.get(db, 1, load)).toBe('one');
    expect(loads()).toBe(3);

    // A data-modifying WITH is a write even though it answers rows.
    await db.execute(
      sql`with x as (update datos set valor = 'uno' where id = 1 returning id) select id from x`,
    );
    expect(await cache.get(db, 1, load)).toBe('uno');
    expect(loads()).toBe(4);
  });

  it('does not keep a value read while the data changed', async () => {
    const cache = new ReadCache<number, string>({ entries: 10 });
    const before = dataVersion(db)!;
    let loads = 0;
    const value = await cache.get(db, 1, async () => {
      loads++;
      const read = rowsOf<{ valor: string }>(await db.execute(sql`select valor from datos where id = 1`))[0]!;
      await db.execute(sql`update datos set valor = 'changed' where id = 2`); // no row, still a write
      return read.valor;
    });
    expect(value).toBe('uno');
    expect(dataVersion(db)).toBeGreaterThan(before);
    await cache.get(db, 1, async () => {
      loads++;
      return 'again';
    });
    expect(loads).toBe(2);
  });

  it('never keeps reads made inside a transaction', async () => {
    const cache = new ReadCache<number, string>({ entries: 10 });
    let loads = 0;
    await db.transaction(async (tx) => {
      for (let i = 0; i < 2; i++) {
        await cache.get(tx as unknown as Db, 1, async () => {
          loads++;
          return 'x';
        });
      }
    });
    expect(loads).toBe(2);
  });

  it('keeps the most recently used values within its count and size', async () => {
    const cache = new ReadCache<string, string>({ entries: 2, size: 10 }, (value) => value.length);
    const loads: string[] = [];
    const get = (key: string, value = key) =>
      cache.get(db, key, async () => {
        loads.push(key);
        return value;
      });
    await get('a');
    await get('b');
    await get('a'); // kept; a is now the most recently used
    await get('c'); // drops b
    await get('a');
    await get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
    await get('big', 'x'.repeat(11)); // over the size: never kept
    await get('big', 'x'.repeat(11));
    expect(loads.filter((key) => key === 'big')).toHaveLength(2);
  });
});

describe('a SELECT that writes (PGlite)', () => {
  let database: Database;
  let db: Db;
  const count = async (query: string) => rowsOf<{ n: number }>(await db.execute(sql.raw(query)))[0]!.n;
  beforeAll(async () => {
    database = await openDatabase();
    db = database.db;
    await db.execute(sql`create table datos (id int primary key, valor text)`);
    await db.execute(sql`insert into datos values (1, 'uno')`);
    await db.execute(sql`create table notas (id serial primary key, texto text)`);
    await db.execute(sql`create sequence contador`);
    await db.execute(sql`select nextval('contador')`); // last_value counts the calls from here
    await db.execute(
      sql.raw(`create function anotar() returns int language plpgsql as $$
        begin insert into notas (texto) values ('anotar'); return 1; end $$`),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  // Each writes once per run: counted below, to show the read-only attempt changed nothing.
  const cases: [string, string, string | undefined][] = [
    ['nextval()', `select nextval('contador')::int as v`, `select last_value::int as n from contador`],
    ['setval()', `select setval('contador', 100)::int as v`, undefined],
    ['a function that writes', 'select anotar() as v', `select count(*)::int as n from notas`],
    ['select … for update', 'select valor as v from datos where id = 1 for update', undefined],
    [
      'a WITH that inserts',
      `with x as (insert into notas (texto) values ('cte') returning id) select count(*)::int as v from x`,
      `select count(*)::int as n from notas`,
    ],
    [
      'a WITH that updates',
      `with x as (update datos set valor = valor where id = 1 returning id) select count(*)::int as v from x`,
      undefined,
    ],
    [
      'a WITH that deletes',
      `with x as (delete from notas where texto = 'nada' returning id) select count(*)::int as v from x`,
      undefined,
    ],
  ];

  it.each(cases)('%s is never served from the cache, and empties it', async (_, writing, written) => {
    const cache = new ReadCache<string, unknown>({ entries: 10 });
    let plainLoads = 0;
    let writingLoads = 0;
    const plain = () =>
      cache.get(db, 'plain', async () => {
        plainLoads++;
        return rowsOf(await db.execute(sql`select valor from datos where id = 1`));
      });
    await plain();
    await plain();
    expect(plainLoads).toBe(1); // a plain select is kept

    const before = written ? await count(written) : 0;
    const version = dataVersion(db)!;
    for (let i = 0; i < 2; i++) {
      await cache.get(db, 'writing', async () => {
        writingLoads++;
        return rowsOf(await db.execute(sql.raw(writing)));
      });
    }
    expect(writingLoads).toBe(2);
    expect(dataVersion(db)).toBeGreaterThan(version);
    if (written) {
      // Written once per run, though each run was first tried read-only.
      expect((await count(written)) - before).toBe(2);
    }
    await plain();
    expect(plainLoads).toBe(2); // the kept value went with the write
  });

  it('cachedRead of a drizzle select … for update reads every time', async () => {
    const datos = pgTable('datos', { id: integer('id'), valor: text('valor') });
    const cache = new ReadCache<string, unknown>({ entries: 10 });
    let reads = 0;
    for (let i = 0; i < 2; i++) {
      await cachedRead(cache, db, db.select().from(datos).where(eq(datos.id, 1)).for('update'), (rows) => {
        reads++;
        return rows;
      });
    }
    expect(reads).toBe(2);
  });
});

describe('cachedRead', () => {
  it('keeps what it made of a select by its SQL and parameters, frozen, until data changes', async () => {
    const database = await openDatabase();
    try {
      const { db } = database;
      await db.execute(sql`create table cosas (id int primary key, nombre text, etiquetas text[])`);
      await db.execute(sql`insert into cosas values (1, 'uno', '{a}'), (2, 'dos', '{b}')`);
      const cosas = pgTable('cosas', {
        id: integer('id'),
        nombre: text('nombre'),
        etiquetas: text('etiquetas').array(),
      });
      const cache = new ReadCache<string, unknown>({ entries: 10 });
      let reads = 0;
      const byId = (id: number) =>
        cachedRead(cache, db, db.select().from(cosas).where(eq(cosas.id, id)), (rows) => {
          reads++;
          return rows;
        });
      const [uno] = await byId(1);
      expect(uno).toEqual({ id: 1, nombre: 'uno', etiquetas: ['a'] });
      expect(await byId(1)).toEqual([uno]);
      expect((await byId(2))[0]?.nombre).toBe('dos'); // other parameters: another entry
      expect(reads).toBe(2);
      expect(Object.isFrozen(uno) && Object.isFrozen(uno!.etiquetas)).toBe(true);
      await db.execute(sql`update cosas set nombre = 'one' where id = 1`);
      expect((await byId(1))[0]?.nombre).toBe('one');
      expect(reads).toBe(3);
    } finally {
      await database.close();
    }
  });
});

describe('ReadCache on a database other processes may write (PostgreSQL)', () => {
  it('reads every time', async () => {
    const cache = new ReadCache<number, number>({ entries: 10 });
    const db = {} as Db; // no data version registered
    let loads = 0;
    for (let i = 0; i < 3; i++) await cache.get(db, 1, async () => ++loads);
    expect(loads).toBe(3);
  });
});
