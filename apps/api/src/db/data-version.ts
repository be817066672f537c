// The data version of a database only this process writes (PGlite, src/db/pglite/session.ts):
// registered by openDatabase, read by src/db/read-cache.ts. Keyed by the drizzle database object;
// a transaction's object is never registered, so nothing read inside one is kept.

const versions = new WeakMap<object, () => number>();

/** Declares that `db` is written by this process only, with its data version (PGlite). */
export function registerDataVersion(db: object, version: () => number): void {
  versions.set(db, version);
}

/** The data version of `db`; undefined when it is not known (PostgreSQL, a transaction). */
export const dataVersion = (db: object): number | undefined => versions.get(db)?.();
