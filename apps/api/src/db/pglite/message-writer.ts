// Frontend messages of the PostgreSQL wire protocol (Parse, Describe, Bind, Execute, Close, Sync),
// written into one reused buffer: PGlite's own serializer allocates a buffer per message and copies
// every parameter, which cost more than the statement on the small reads the API makes most.

const encoder = new TextEncoder();

/** Frontend messages written into one growing buffer. */
export class MessageWriter {
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
    return this.aboutStatement('D', name);
  }

  close(name: string): this {
    return this.aboutStatement('C', name);
  }

  /** Describe or Close of a prepared statement (not a portal). */
  private aboutStatement(type: 'D' | 'C', name: string): this {
    this.begin(type);
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
