import {
  messages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';

// PGlite's `query()` runs a statement in six calls into its WASM main loop (parse, describe, bind,
// describe, execute, sync), parses and plans the SQL every time, turns every answer into message
// objects and merges its whole table of type parsers into a new object per query. Each call into
// the loop has a fixed cost, so a one-row select took ~0.45 ms where the database's own work is a
// tenth of it. This client keeps each statement drizzle sends prepared (a named statement per SQL
// text, parsed and described once per database) and runs it in ONE call: Bind, Execute, Sync, read
// back raw and decoded here. The same SQL, the same parameters and answers as `query()` (type
// parsers and serializers included), the same locks: PGlite has one session, and its query and
// transaction mutexes keep every other caller out while a statement or a transaction runs.

type Field = { name: string; dataTypeID: number };
type Parser = (value: string, typeId: number) => unknown;
type Serializer = (value: unknown) => string;

interface Statement {
  /** '' for the unnamed statement (a text too long to keep). */
  name: string;
  paramTypes: number[];
  fields: Field[];
}

/** Statements kept per database (least recently used dropped first); the API sends ~300 distinct ones. */
const MAX_STATEMENTS = 1_000;
/** Longer texts (bulk inserts of the demo seed) run as the unnamed statement and are not kept. */
const MAX_STATEMENT_TEXT = 16_384;

const encoder = new TextEncoder();

/** Frontend messages written into one growing buffer. */
class MessageWriter {
  private bytes = new Uint8Array(4096);
  private view = new DataView(this.bytes.buffer);
  private length = 0;
  private start = 0;

  private room(size: number): void {
    if (this.length + size <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + size));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
    this.view = new DataView(grown.buffer);
  }

  private int16(value: number): void {
    this.room(2);
    this.view.setInt16(this.length, value);
    this.length += 2;
  }

  private int32(value: number): void {
    this.room(4);
    this.view.setInt32(this.length, value);
    this.length += 4;
  }

  private text(value: string, terminated: boolean): number {
    this.room(value.length * 3 + 1);
    const { written } = encoder.encodeInto(value, this.bytes.subarray(this.length));
    this.length += written;
    if (terminated) this.bytes[this.length++] = 0;
    return written;
  }

  private begin(type: string): void {
    this.room(5);
    this.bytes[this.length] = type.charCodeAt(0);
    this.start = this.length + 1;
    this.length += 5;
  }

  private end(): void {
    this.view.setInt32(this.start, this.length - this.start);
  }

  parse(name: string, text: string): this {
    this.begin('P');
    this.text(name, true);
    this.text(text, true);
    this.int16(0); // parameter types: inferred by the server, as query() does
    this.end();
    return this;
  }

  describeStatement(name: string): this {
    this.begin('D');
    this.room(1);
    this.bytes[this.length++] = 0x53; // 'S'
    this.text(name, true);
    this.end();
    return this;
  }

  close(name: string): this {
    this.begin('C');
    this.room(1);
    this.bytes[this.length++] = 0x53; // 'S'
    this.text(name, true);
    this.end();
    return this;
  }

  /** Text parameters, and bytes (a bytea serializer's Uint8Array) sent in binary format. */
  bind(statement: string, values: readonly (string | Uint8Array | null)[]): this {
    this.begin('B');
    this.text('', true); // the unnamed portal
    this.text(statement, true);
    if (values.some((value) => value instanceof Uint8Array)) {
      this.int16(values.length); // a format per parameter: 1 binary, 0 text
      for (const value of values) this.int16(value instanceof Uint8Array ? 1 : 0);
    } else this.int16(0); // every parameter in text format
    this.int16(values.length);
    for (const value of values) {
      if (value === null) {
        this.int32(-1);
        continue;
      }
      if (value instanceof Uint8Array) {
        this.int32(value.length);
        this.room(value.length);
        this.bytes.set(value, this.length);
        this.length += value.length;
        continue;
      }
      const at = this.length;
      this.int32(0);
      const written = this.text(value, false); // may grow the buffer: take its view after
      this.view.setInt32(at, written);
    }
    this.int16(0); // every result column in text format
    this.end();
    return this;
  }

  execute(): this {
    this.begin('E');
    this.text('', true);
    this.int32(0); // no row limit
    this.end();
    return this;
  }

  sync(): this {
    this.begin('S');
    this.end();
    return this;
  }

  /** The messages written so far; the writer starts again empty. Valid until the next write. */
  take(): Uint8Array {
    const out = this.bytes.subarray(0, this.length);
    this.length = 0;
    return out;
  }
}

/** What the backend answered to one batch of messages, decoded as far as a query needs. */
interface Answer {
  error: InstanceType<typeof messages.DatabaseError> | undefined;
  paramTypes: number[] | undefined;
  fields: Field[] | undefined;
  /** DataRow values, raw text (null for SQL NULL), in arrival order. */
  rows: (string | null)[][];
  /** The last CommandComplete tag, and the row count it ends in (none for "CREATE TABLE"). */
  command: string | undefined;
  rowCount: number | undefined;
  affectedRows: number;
}

const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/** Reads backend messages out of the raw bytes PGlite hands back (copied: they live in WASM memory). */
class AnswerReader {
  private bytes = Buffer.alloc(64 * 1024);
  private length = 0;

  readonly collect = (chunk: Uint8Array): void => {
    if (this.length + chunk.length > this.bytes.length) {
      const grown = Buffer.alloc(Math.max(this.bytes.length * 2, this.length + chunk.length));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
  };

  read(): Answer {
    const bytes = this.bytes;
    const end = this.length;
    const answer: Answer = {
      error: undefined,
      paramTypes: undefined,
      fields: undefined,
      rows: [],
      command: undefined,
      rowCount: undefined,
      affectedRows: 0,
    };
    let at = 0;
    const cstring = () => {
      const zero = bytes.indexOf(0, at);
      const value = bytes.toString('utf8', at, zero);
      at = zero + 1;
      return value;
    };
    while (at + 5 <= end) {
      const type = bytes[at]!;
      const length = bytes.readInt32BE(at + 1);
      const next = at + 1 + length;
      at += 5;
      switch (type) {
        case 0x74: {
          // ParameterDescription
          const count = bytes.readInt16BE(at);
          const oids: number[] = [];
          for (let i = 0; i < count; i++) oids.push(bytes.readInt32BE(at + 2 + i * 4));
          answer.paramTypes = oids;
          break;
        }
        case 0x54: {
          // RowDescription
          const count = bytes.readInt16BE(at);
          at += 2;
          const fields: Field[] = [];
          for (let i = 0; i < count; i++) {
            const name = cstring();
            fields.push({ name, dataTypeID: bytes.readInt32BE(at + 6) });
            at += 18;
          }
          answer.fields = fields;
          break;
        }
        case 0x6e: // NoData
          answer.fields = [];
          break;
        case 0x44: {
          // DataRow
          const count = bytes.readInt16BE(at);
          at += 2;
          const row: (string | null)[] = new Array(count);
          for (let i = 0; i < count; i++) {
            const size = bytes.readInt32BE(at);
            at += 4;
            if (size < 0) row[i] = null;
            else {
              row[i] = bytes.toString('utf8', at, at + size);
              at += size;
            }
          }
          answer.rows.push(row);
          break;
        }
        case 0x43: {
          // CommandComplete: "SELECT 2", "INSERT 0 5", "CREATE TABLE"
          const tag = cstring();
          const parts = tag.split(' ');
          answer.command = parts[0];
          const count = Number.parseInt(parts[parts.length - 1]!, 10);
          answer.rowCount = Number.isNaN(count) ? undefined : count;
          if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(parts[0]!))
            answer.affectedRows += count;
          break;
        }
        case 0x45: {
          // ErrorResponse: the first one is the one to report (the rest of the batch was skipped)
          if (answer.error) break;
          const found: Record<string, string> = {};
          while (bytes[at] !== 0 && at < next) {
            const code = String.fromCharCode(bytes[at]!);
            at += 1;
            found[code] = cstring();
          }
          const error = new messages.DatabaseError(found.M ?? 'Unknown error', length, 'error');
          for (const [code, property] of Object.entries(ERROR_FIELDS)) {
            if (found[code] !== undefined)
              (error as unknown as Record<string, string>)[property] = found[code];
          }
          answer.error = error;
          break;
        }
        // ParseComplete, BindComplete, CloseComplete, EmptyQuery, notices, ReadyForQuery: nothing to keep.
      }
      at = next;
    }
    this.length = 0;
    if (this.bytes.length > 4 * 1024 * 1024) this.bytes = Buffer.alloc(64 * 1024); // after a huge page
    return answer;
  }
}

/** The parts of PGlite drizzle's driver uses, answered through kept statements. */
export type PreparedClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'sql'> & {
  /**
   * The version of the data: moves on with every statement that is not a plain SELECT outside a
   * transaction (writes, DDL, anything in a transaction), as soon as it has run. PGlite belongs to
   * this process, so while it stays the same nothing has changed what a read would answer.
   */
  dataVersion(): number;
};

/** A statement that only reads (a data-modifying WITH or a function call would not start so). */
const PLAIN_SELECT = /^\s*\(*\s*select\b/i;

/** Statement caches by database: PGlite has one session, whose prepared statements they mirror. */
const sessions = new WeakMap<PGlite, ReturnType<typeof statementSession>>();

function statementSession(pglite: PGlite, maxStatements: number) {
  const statements = new Map<string, Statement>();
  const closing: string[] = [];
  const writer = new MessageWriter();
  const reader = new AnswerReader();
  let counter = 0;
  let version = 0;

  const exchange = async (message: Uint8Array): Promise<Answer> => {
    try {
      await pglite.execProtocolRawStream(message, { syncToFs: false, onRawData: reader.collect });
    } catch (error) {
      reader.read(); // PGlite itself failed: leave nothing for the next call
      throw error;
    }
    return reader.read();
  };

  /** Parse and describe `text` (after closing the statements dropped from the cache). */
  async function prepare(text: string): Promise<Statement> {
    const name = text.length > MAX_STATEMENT_TEXT ? '' : `extranet_${++counter}`;
    for (const dropped of closing.splice(0)) writer.close(dropped);
    const answer = await exchange(writer.parse(name, text).describeStatement(name).sync().take());
    if (answer.error) throw answer.error;
    const statement = { name, paramTypes: answer.paramTypes ?? [], fields: answer.fields ?? [] };
    if (name) {
      statements.set(text, statement);
      if (statements.size > maxStatements) {
        const [oldest] = statements.keys();
        closing.push(statements.get(oldest!)!.name);
        statements.delete(oldest!);
      }
    }
    return statement;
  }

  function forget(text: string): void {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    closing.push(statement.name);
  }

  /**
   * One statement, under the caller's locks; a database error says which query and parameters, as
   * query()'s do. Anything but a plain SELECT outside a transaction moves the data version on, before
   * the locks are released and before its caller goes on.
   */
  async function run<T>(
    text: string,
    params: readonly unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    let read = false;
    try {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last: the first key is the one to drop.
        statements.delete(text);
        statements.set(text, statement);
      } else statement = await prepare(text);
      let answer = await execute(statement, params, options);
      // A table changed under a kept statement so that its columns differ: prepare it again (outside
      // a transaction only: inside one the error has aborted it already, as it would with query()).
      if (answer.error && !inTransaction && isStaleStatement(answer.error)) {
        forget(text);
        statement = await prepare(text);
        answer = await execute(statement, params, options);
      }
      if (answer.error) {
        if (isStaleStatement(answer.error)) forget(text);
        throw answer.error;
      }
      read = !inTransaction && answer.command === 'SELECT' && PLAIN_SELECT.test(text);
      return toResults<T>(answer, statement.fields, options);
    } catch (error) {
      if (error instanceof messages.DatabaseError)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    } finally {
      if (!read) version++;
    }
  }

  /** Runs a call PGlite answers itself (exec, COPY…), counted as a change of data. */
  async function other<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } finally {
      version++;
    }
  }

  function execute(statement: Statement, params: readonly unknown[], options: QueryOptions | undefined) {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = (options?.serializers?.[oid] ?? pglite.serializers[oid]) as Serializer | undefined;
      // A bytea serializer answers bytes (db/client.ts), sent in binary format.
      return serialize ? (serialize(param) as string | Uint8Array) : String(param);
    });
    for (const dropped of closing.splice(0)) writer.close(dropped);
    return exchange(writer.bind(statement.name, values).execute().sync().take());
  }

  function toResults<T>(answer: Answer, fields: Field[], options: QueryOptions | undefined): Results<T> {
    const parsers = fields.map(
      (field) =>
        (options?.parsers?.[field.dataTypeID] ??
          pglite.parsers[field.dataTypeID] ??
          (types.parsers as Record<number, Parser>)[field.dataTypeID]) as Parser | undefined,
    );
    const value = (raw: string | null, i: number) => {
      if (raw === null) return null;
      const parse = parsers[i];
      return parse ? parse(raw, fields[i]!.dataTypeID) : raw;
    };
    const arrays = options?.rowMode === 'array';
    const rows = answer.rows.map((raw) => {
      if (arrays) return raw.map(value);
      const row: Record<string, unknown> = {};
      for (let i = 0; i < raw.length; i++) row[fields[i]!.name] = value(raw[i]!, i);
      return row;
    }) as Results<T>['rows'];
    if (answer.command === undefined) return { rows: [], fields: [], affectedRows: 0 };
    const result: Results<T> = { rows, fields, command: answer.command, affectedRows: answer.affectedRows };
    if (answer.rowCount !== undefined) result.rowCount = answer.rowCount;
    return result;
  }

  return { run, other, version: () => version };
}

/** "cached plan must not change result type" (a column added or dropped), or a statement gone. */
const isStaleStatement = (error: { code?: string }) => error.code === '0A000' || error.code === '26000';

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
  const { run, other, version } = session;

  const inTransaction = (tx: Transaction): Transaction => ({
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (needsQuery(options)) return other(() => tx.query<T>(text, params, options));
      if (tx.closed) throw new Error('Transaction is closed');
      return pglite._runExclusiveQuery(() => run<T>(text, params, options, true));
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
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (needsQuery(options)) return other(() => pglite.query<T>(text, params, options));
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const result = await run<T>(text, params, options, false);
          await pglite.syncToFs();
          return result;
        }),
      );
    },
    sql: (strings, ...params) => other(() => pglite.sql(strings, ...params)),
    exec: (text, options) => other(() => pglite.exec(text, options)),
    transaction: (callback) => other(() => pglite.transaction((tx) => callback(inTransaction(tx)))),
    dataVersion: version,
  };
}
