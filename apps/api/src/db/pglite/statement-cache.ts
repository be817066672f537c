import type { Field } from './answer-reader';

// The named statements of PGlite's one session, by SQL text: each text drizzle sends is parsed and
// described once, then only bound and executed.

export interface Statement {
  /** '' for the unnamed statement (a text too long to keep). */
  name: string;
  paramTypes: number[];
  fields: Field[];
  /**
   * Whether running it may change data, so that it is not tried read-only (src/db/pglite/session.ts):
   * known from its first words (only SELECT, WITH, VALUES and TABLE may answer without writing), or
   * learnt when the database refused it in a read-only transaction or it answered another command.
   */
  writes: boolean;
}

/** Statements kept per database (least recently used dropped first); the API sends ~300 distinct ones. */
export const MAX_STATEMENTS = 1_000;
/** Longer texts (bulk inserts of the demo seed) run as the unnamed statement and are not kept. */
export const MAX_STATEMENT_TEXT = 16_384;

/** A statement that may only read: anything else is taken for a write without trying. */
const MAY_READ = /^\s*\(*\s*(select|with|values|table)\b/i;

export class StatementCache {
  private readonly statements = new Map<string, Statement>();
  /** Names of statements dropped from the cache, closed with the next message sent. */
  private closing: string[] = [];
  private counter = 0;

  constructor(private readonly maxStatements: number) {}

  /** The kept statement of `text`, now the most recently used. */
  get(text: string): Statement | undefined {
    const statement = this.statements.get(text);
    if (statement) {
      // Most recently used last: the first key is the one to drop.
      this.statements.delete(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /** The name to parse `text` under: '' (unnamed, not kept) for a text too long to keep. */
  nameFor(text: string): string {
    return text.length > MAX_STATEMENT_TEXT ? '' : `extranet_${++this.counter}`;
  }

  /** A statement parsed and described as `name`, kept when named (the least recently used dropped). */
  add(text: string, name: string, paramTypes: number[], fields: Field[]): Statement {
    const statement: Statement = { name, paramTypes, fields, writes: !MAY_READ.test(text) };
    if (!name) return statement;
    this.statements.set(text, statement);
    if (this.statements.size > this.maxStatements) {
      const [oldest] = this.statements.keys();
      this.forget(oldest!);
    }
    return statement;
  }

  /** Drops the statement of `text` (its table changed under it); it is closed with the next message. */
  forget(text: string): void {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    this.closing.push(statement.name);
  }

  /** The names to close before anything else is sent. */
  takeClosing(): string[] {
    const names = this.closing;
    if (names.length) this.closing = [];
    return names;
  }
}
