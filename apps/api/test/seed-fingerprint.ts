// Fingerprint of the demo seed: for every table, its row count and an md5 per column over the rows in
// id order, after seeding a fresh in-memory PGlite with a fixed "today". Two runs of the same code
// differ only in the columns the database stamps (fecha_alta, fecha_modificacion) and the password
// hashes (random salt); compare the output of a change with that of main to show the seed is unchanged:
//   node --import tsx test/seed-fingerprint.ts small|full > fingerprint.json
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/index';

const scale = process.argv[2] === 'full' ? 'full' : 'small';
const database = await openDatabase();
const query = async <T>(text: string): Promise<T[]> => {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

await migrate(database.db);
const started = performance.now();
await seedDemo(database.db, { scale, now: new Date('2026-06-15T10:00:00Z'), passwordLogN: 10 });
console.error(`seed ${scale}: ${Math.round(performance.now() - started)} ms`);

const tables = await query<{ table_name: string }>(
  `select table_name from information_schema.tables
   where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
);
const fingerprint: Record<string, { n: number; sums: Record<string, string> }> = {};
for (const { table_name: table } of tables) {
  const columns = await query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = current_schema() and table_name = '${table}' order by ordinal_position`,
  );
  const order = columns.some((c) => c.column_name === 'id') ? '"id"' : `"${table}"::text`;
  const [count] = await query<{ n: number }>(`select count(*)::int as n from "${table}"`);
  const sums: Record<string, string> = {};
  for (const { column_name: column } of columns) {
    const [row] = await query<{ h: string }>(
      `select md5(coalesce(string_agg(coalesce("${column}"::text, '∅'), '|' order by ${order}), '')) as h
       from "${table}"`,
    );
    sums[column] = row!.h;
  }
  fingerprint[table] = { n: count!.n, sums };
}
console.log(JSON.stringify(fingerprint, null, 1));
await database.close();
