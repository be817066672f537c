import type { Db } from './client';

// Hot statements built once per database: drizzle assembles a select's SQL from its parts on every
// call (a 40-column select costs more to build than PGlite takes to answer it), and on PostgreSQL
// a named statement is also parsed and planned once per pooled connection instead of every time.

/** `build(db)` made once per database and kept: `const query = preparedFor((db) => db.select()….prepare('name'))`. */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
