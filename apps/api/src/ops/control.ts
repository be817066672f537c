import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataDirLock } from './data-lock';

// The running server's control socket: how `pnpm db:backup` gets a copy of the embedded database
// without opening its folder a second time (PGlite admits one process per folder).
//
// Authorization: it is a Unix socket, not a TCP port, so nothing on the network, and no customer of
// the HTTP API, can reach it. It lives in a folder only the server's OS user may enter (0700), so
// only that user (and root), who can read DATA_DIR's files anyway, may connect. Its one command
// writes a backup; it changes nothing.

const ERROR_PREFIX = 'EXTRANET-ERROR ';
/** Unix socket paths are limited to ~107 bytes; a longer one goes to the temporary folder. */
const MAX_SOCKET_PATH = 100;

function socketPath(dataDir: string): string {
  const inData = join(dataDir, 'run', 'control.sock');
  if (Buffer.byteLength(inData) <= MAX_SOCKET_PATH) return inData;
  const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `extranet-${key}`, 'control.sock');
}

export interface ControlOptions {
  dataDir: string;
  lock: DataDirLock;
  /** Writes a backup to `out` and ends it. */
  backup(out: Writable): Promise<unknown>;
  onError(message: string, error: unknown): void;
}

/** Listens on the control socket and records it in the data folder's lock; answers how to stop. */
export async function startControl(options: ControlOptions): Promise<() => Promise<void>> {
  const path = socketPath(options.dataDir);
  const folder = join(path, '..');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  // A socket left by a killed server: this process holds the folder's lock, so it is not in use.
  rmSync(path, { force: true });
  const busy = new Set<Socket>();
  const server = createServer((socket) => {
    busy.add(socket);
    socket.once('close', () => busy.delete(socket));
    socket.once('error', () => undefined);
    let command = '';
    const onData = (chunk: Buffer) => {
      command += chunk.toString('utf8');
      if (!command.includes('\n')) {
        if (command.length > 64) socket.destroy();
        return;
      }
      socket.off('data', onData);
      if (command.trim() !== 'backup') {
        socket.end(`${ERROR_PREFIX}unknown command ${JSON.stringify(command.trim())}\n`);
        return;
      }
      options.backup(socket).catch((error) => {
        options.onError('[backup] the backup asked for on the control socket failed', error);
        socket.destroy();
      });
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  options.lock.setControl(path);
  return async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of busy) socket.destroy();
    });
    rmSync(path, { force: true });
  };
}

/** Asks the server listening on `path` for a backup and writes it to `out` (ended at the close). */
export async function requestBackup(path: string, out: Writable): Promise<void> {
  const socket = connect(path);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write('backup\n');
  // The first bytes tell an answer from a refusal.
  const first = await new Promise<Buffer>((resolve, reject) => {
    let got = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      got = Buffer.concat([got, chunk]);
      if (got.length < ERROR_PREFIX.length) return;
      socket.off('data', onData);
      socket.pause();
      resolve(got);
    };
    socket.on('data', onData);
    socket.once('end', () => resolve(got));
    socket.once('error', reject);
  });
  if (first.subarray(0, ERROR_PREFIX.length).toString() === ERROR_PREFIX) {
    throw new Error(`the server refused: ${first.toString('utf8').slice(ERROR_PREFIX.length).trim()}`);
  }
  out.write(first);
  await pipeline(socket, out);
}
