import { messages } from '@electric-sql/pglite';

// Backend messages of the PostgreSQL wire protocol, read straight from the bytes PGlite hands back:
// PGlite's own parser copies every field into a new buffer before decoding it and builds a message
// object per row, which made a long list measurably slower.

export type Field = { name: string; dataTypeID: number };

/** What the backend answered to one batch of messages, decoded as far as a query needs. */
export interface Answer {
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
export class AnswerReader {
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
