import { closeSync, openSync, readSync } from 'node:fs';

// The backup file (db:backup, db:restore): one plain-text line that says what it is, then the copy.
//
//   EXTRANET-BACKUP {"version":1,"kind":"logical",…}\n  then the payload:
//   kind "logical": gzip of JSON lines (src/ops/logical.ts), from the embedded database or PostgreSQL
//   kind "pg_dump": pg_dump's custom-format archive (src/ops/pg-tools.ts), from PostgreSQL
//
// A file without that first line is not a backup, and restore refuses it before touching anything.

export const MAGIC = 'EXTRANET-BACKUP ';
/** The header line is short; a file whose first line is longer than this is not a backup. */
const MAX_HEADER_BYTES = 64 * 1024;

export interface BackupHeader {
  version: 1;
  kind: 'logical' | 'pg_dump';
  /** Which database it was taken from. */
  source: 'pglite' | 'pg';
  createdAt: string;
  /** The hashes of the migrations applied to the database copied, in order. */
  migrations: string[];
}

export const headerLine = (header: BackupHeader): string => `${MAGIC}${JSON.stringify(header)}\n`;

export class NotABackupError extends Error {
  constructor(file: string, why: string) {
    super(`${file} is not an Extranet backup (${why}): nothing was restored.`);
    this.name = 'NotABackupError';
  }
}

/** Reads the header of `file`; `offset` is where its payload starts. Throws NotABackupError. */
export function readHeader(file: string): { header: BackupHeader; offset: number } {
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(MAX_HEADER_BYTES);
  let length: number;
  try {
    length = readSync(fd, buffer, 0, buffer.length, 0);
  } finally {
    closeSync(fd);
  }
  const start = buffer.subarray(0, length);
  if (!start.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC))) {
    throw new NotABackupError(file, `it does not begin with "${MAGIC.trim()}"`);
  }
  const end = start.indexOf(10);
  if (end < 0) throw new NotABackupError(file, 'its header line does not end');
  let header: BackupHeader;
  try {
    header = JSON.parse(start.subarray(MAGIC.length, end).toString('utf8')) as BackupHeader;
  } catch {
    throw new NotABackupError(file, 'its header is not JSON');
  }
  if (
    header.version !== 1 ||
    !['logical', 'pg_dump'].includes(header.kind) ||
    !Array.isArray(header.migrations)
  ) {
    throw new NotABackupError(file, `its header is of an unknown version or kind: ${JSON.stringify(header)}`);
  }
  return { header, offset: end + 1 };
}
