import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { type Session, statementSession } from './session';
import { MAX_STATEMENTS } from './statement-cache';

// PGlite's `query()` runs a statement in six calls into its WASM main loop (parse, describe, bind,
// describe, execute, sync), parses and plans the SQL every time, turns every answer into message
// objects and merges its whole table of type parsers into a new object per query. Each call into
// the loop has a fixed cost, so a one-row select took ~0.45 ms where the database's own work is a
// tenth of it. This client keeps each statement drizzle sends prepared (src/db/pglite/session.ts)
// and runs it in ONE call. The same SQL, parameters and answers as `query()` (type parsers and
// serializers included).
//
// Only PGlite's public API is used. Its raw protocol calls take none of its locks, so this client
// has its own, per database, taken by every call: a statement, and a transaction for its whole
// length (its statements run under it). PGlite has one session; the database must therefore be used
// through this client only (db/client.ts does), or a statement could run inside another caller's
// transaction or between the parse and the execution of one of ours.

/** The parts of PGlite drizzle's driver uses, answered through kept statements; and close(). */
export type PreparedClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'sql' | 'close'> & {
  /**
   * The version of the data: moves on with every statement but a SELECT that the database ran in a
   * read-only transaction (src/db/pglite/session.ts), before the next call may start. PGlite belongs
   * to this process, so while it stays the same nothing has changed what a read would answer.
   */
  dataVersion(): number;
};

/** Sessions by database: PGlite has one session, whose prepared statements they mirror. */
const sessions = new WeakMap<PGlite, Session>();

/** Options query() handles that this client leaves to it: COPY blobs, declared parameter types, notices. */
const needsQuery = (options: QueryOptions | undefined) =>
  !!options &&
  (options.blob !== undefined || options.paramTypes !== undefined || options.onNotice !== undefined);

/** A PGlite client for drizzle whose statements are parsed once and run in one call each. */
export function preparedStatements(pglite: PGlite, options: { maxStatements?: number } = {}): PreparedClient {
  let session = sessions.get(pglite);
  if (!session) {
    session = statementSession(pglite, options.maxStatements ?? MAX_STATEMENTS);
    sessions.set(pglite, session);
  }
  const { run, other, lock, version } = session;

  /** As PGlite's own calls wait for it to start, and refuse once it closes. */
  const ready = async () => {
    if (pglite.closed) throw new Error('PGlite is closed');
    if (!pglite.ready) await pglite.waitReady;
  };

  // Inside a transaction this client's lock is held already: its statements run directly.
  const inTransaction = (tx: Transaction): Transaction => ({
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (needsQuery(options)) return other(() => tx.query<T>(text, params, options));
      if (tx.closed) throw new Error('Transaction is closed');
      return run<T>(text, params, options, true);
    },
    sql: (strings, ...params) => other(() => tx.sql(strings, ...params)),
    exec: (text, options) => other(() => tx.exec(text, options)),
    rollback: () => other(() => tx.rollback()),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  });

  return {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      lock(async () => {
        if (needsQuery(options)) return other(() => pglite.query<T>(text, params, options));
        await ready();
        const result = await run<T>(text, params, options, false);
        await pglite.syncToFs();
        return result;
      }),
    sql: (strings, ...params) => lock(() => other(() => pglite.sql(strings, ...params))),
    exec: (text, options) => lock(() => other(() => pglite.exec(text, options))),
    transaction: (callback) =>
      lock(() => other(() => pglite.transaction((tx) => callback(inTransaction(tx))))),
    close: () => lock(() => pglite.close()),
    dataVersion: version,
  };
}
