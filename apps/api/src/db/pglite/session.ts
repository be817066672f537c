import { messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { type Answer, AnswerReader } from './answer-reader';
import { MessageWriter } from './message-writer';
import { serializeParams, toResults } from './results';
import { type Statement, StatementCache } from './statement-cache';

// PGlite's one session as this process drives it: its kept statements, the data version, and the
// lock every call to it takes. Each statement runs in ONE call into PGlite's WASM main loop (Bind,
// Execute, Sync), through its public execProtocolRawStream.
//
// The data version moves on with every statement unless the database itself showed that it only
// read: outside a transaction, a statement that may only read (it starts with SELECT, WITH…) runs
// in the same call behind `SET transaction_read_only = on`, so PostgreSQL refuses anything in it
// that writes (INSERT/UPDATE/DELETE in a WITH, SELECT … FOR UPDATE, nextval(), setval(), a function
// that writes) with 25006. Such a statement runs again as a write (it changed nothing the first
// time: the error ended its transaction) and is remembered as one. Only a SELECT that completed
// read-only leaves the version as it was. Writes to TEMPORARY tables are allowed in a read-only
// transaction; the API has none. The database decides, not the SQL text nor the callers: declaring
// reads would need every read of the API declared (an undeclared one would empty the caches on
// every request), and a text cannot tell whether a function it calls writes.

/** SQLSTATE read_only_sql_transaction: the statement would have written. */
const READ_ONLY_REFUSED = '25006';
/** Prepared once per session; bound and executed in front of each read. */
const READ_ONLY = { name: 'extranet_read_only', text: 'set transaction_read_only = on' };

/** "cached plan must not change result type" (a column added or dropped), or a statement gone. */
const isStaleStatement = (error: { code?: string }) => error.code === '0A000' || error.code === '26000';

/** Runs one piece of work at a time, in the order they came. */
class Lock {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export type Session = ReturnType<typeof statementSession>;

export function statementSession(pglite: PGlite, maxStatements: number) {
  const cache = new StatementCache(maxStatements);
  const writer = new MessageWriter();
  const reader = new AnswerReader();
  const lock = new Lock();
  let version = 0;
  let readOnlyPrepared = false;

  const exchange = async (message: Uint8Array): Promise<Answer> => {
    try {
      await pglite.execProtocolRawStream(message, { syncToFs: false, onRawData: reader.collect });
    } catch (error) {
      reader.read(); // PGlite itself failed: leave nothing for the next call
      throw error;
    }
    return reader.read();
  };

  /** The writer, after closing the statements dropped from the cache. */
  const writing = () => {
    for (const dropped of cache.takeClosing()) writer.close(dropped);
    return writer;
  };

  async function prepare(text: string): Promise<Statement> {
    const name = cache.nameFor(text);
    const answer = await exchange(writing().parse(name, text).describeStatement(name).sync().take());
    if (answer.error) throw answer.error;
    return cache.add(text, name, answer.paramTypes ?? [], answer.fields ?? []);
  }

  async function execute(
    statement: Statement,
    params: readonly unknown[],
    options: QueryOptions | undefined,
    readOnly: boolean,
  ): Promise<Answer> {
    const values = serializeParams(pglite, statement.paramTypes, params, options);
    if (readOnly && !readOnlyPrepared) {
      // Closed first: it may be there still (the flag is dropped whenever a statement went stale).
      const prepared = writing().close(READ_ONLY.name).parse(READ_ONLY.name, READ_ONLY.text);
      const answer = await exchange(prepared.sync().take());
      if (answer.error) throw answer.error;
      readOnlyPrepared = true;
    }
    const out = writing();
    if (readOnly) out.bind(READ_ONLY.name, []).execute();
    return exchange(out.bind(statement.name, values).execute().sync().take());
  }

  /**
   * One statement, under the caller's lock; a database error says which query and parameters, as
   * query()'s do. The data version moves on, before the lock is released, unless the statement
   * completed as a SELECT in a read-only transaction.
   */
  async function run<T>(
    text: string,
    params: readonly unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    let read = false;
    try {
      let statement = cache.get(text) ?? (await prepare(text));
      let readOnly = !inTransaction && !statement.writes && !pglite.isInTransaction();
      let answer = await execute(statement, params, options, readOnly);
      // A table changed under a kept statement so that its columns differ: prepare it again (outside
      // a transaction only: inside one the error has aborted it already, as it would with query()).
      if (answer.error && !inTransaction && isStaleStatement(answer.error)) {
        cache.forget(text);
        readOnlyPrepared = false; // in case the session's statements are all gone (DEALLOCATE ALL)
        statement = await prepare(text);
        answer = await execute(statement, params, options, readOnly);
      }
      if (readOnly && answer.error?.code === READ_ONLY_REFUSED) {
        statement.writes = true;
        readOnly = false;
        answer = await execute(statement, params, options, false);
      }
      if (answer.error) {
        if (isStaleStatement(answer.error)) cache.forget(text);
        throw answer.error;
      }
      if (answer.command !== 'SELECT') statement.writes = true;
      read = readOnly && answer.command === 'SELECT';
      return toResults<T>(pglite, answer, statement.fields, options);
    } catch (error) {
      if (error instanceof messages.DatabaseError)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    } finally {
      if (!read) version++;
    }
  }

  /** Runs a call PGlite answers itself (exec, COPY, its transactions…), counted as a change of data. */
  async function other<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } finally {
      version++;
    }
  }

  return { run, other, lock: <T>(work: () => Promise<T>) => lock.run(work), version: () => version };
}
