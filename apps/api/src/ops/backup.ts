import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Db } from '../db/client';
import { type BackupHeader, headerLine, NotABackupError, readHeader } from './backup-file';
import { appliedMigrations, type Counts, dumpLogical, type Line } from './logical';

// A logical backup written to a stream (a file, or the control socket of a running server) and
// read back: the header line, then the gzip of the logical copy's lines (src/ops/logical.ts).

/**
 * Resolves once `stream` takes writes again; rejects when it closes first (the reader went away), so
 * a copy nobody reads ends, and with it the transaction it holds, instead of waiting forever.
 */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      stream.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      stream.off('drain', onDrain);
      reject(new Error('the backup stream closed before the copy was written'));
    };
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

/** Writes a logical backup of `db` to `out` and ends it; answers the rows per table. */
export async function writeLogicalBackup(
  db: Db,
  driver: 'pglite' | 'pg',
  out: Writable,
  schemaName = 'public',
): Promise<Counts> {
  const header: BackupHeader = {
    version: 1,
    kind: 'logical',
    source: driver,
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrations(db, schemaName),
  };
  out.write(headerLine(header));
  const gzip = createGzip();
  const piped = pipeline(gzip, out);
  try {
    const counts = await dumpLogical(db, driver, async (line) => {
      if (!gzip.write(line)) await drained(gzip);
    });
    gzip.end();
    await piped;
    return counts;
  } catch (error) {
    gzip.destroy(error as Error);
    await piped.catch(() => undefined);
    throw error;
  }
}

/**
 * The lines of a logical backup's payload (throws on a truncated or damaged file while reading).
 * Opened at the first line asked for, not before: readline emits lines nobody iterates yet into
 * the void, and a restore migrates its target before it asks (the lines would be gone by then).
 */
export async function* backupLines(file: string, offset: number): AsyncGenerator<string> {
  const input = createReadStream(file, { start: offset }).pipe(createGunzip());
  yield* createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
}

/** Reads a whole logical backup: its rows per table as its end line states them, or throws. */
export async function verifyLogicalBackup(file: string): Promise<{ header: BackupHeader; counts: Counts }> {
  const { header, offset } = readHeader(file);
  if (header.kind !== 'logical') return { header, counts: {} };
  let counts: Counts | undefined;
  try {
    for await (const text of backupLines(file, offset)) {
      if (!text) continue;
      const line = JSON.parse(text) as Line;
      if ('end' in line) counts = line.counts;
    }
  } catch (error) {
    throw new NotABackupError(file, `its copy cannot be read: ${(error as Error).message}`);
  }
  if (!counts) throw new NotABackupError(file, 'its copy is incomplete');
  return { header, counts };
}
