import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

// One process per embedded data folder. Two PGlite instances writing one folder corrupt it, so the
// server (and the db:* commands when no server runs) first create DATA_DIR/server.lock exclusively,
// naming themselves in it. A lock whose process is gone (killed with -9, the machine restarted) is
// stale and taken over; one whose process still runs is refused, saying which one.

export const LOCK_FILE = 'server.lock';

export interface LockHolder {
  pid: number;
  host: string;
  /** What holds it: `server`, `backup`, `restore`, `copy-to`. */
  purpose: string;
  /** The running server's control socket (src/ops/control.ts), when it has one. */
  control?: string;
  /** The holder's start time in clock ticks after boot (Linux /proc), against a reused pid. */
  startTicks?: number;
  since: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? `${holder.purpose === 'server' ? 'an Extranet API server' : `a db:${holder.purpose} command`} (pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, since ${holder.since})`
      : 'another process';
    super(
      `The data folder ${dataDir} is in use by ${who}. The embedded database admits one process per folder ` +
        `(two would corrupt it): stop that one first, or give this one another DATA_DIR ` +
        `(several API processes share a PostgreSQL server instead: DATABASE_URL). ` +
        `Should no such process exist, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Records the control socket in the lock, for the db:* commands to find. */
  setControl(socketPath: string): void;
  release(): void;
}

/** The process's start time after boot in clock ticks (field 22 of /proc/<pid>/stat), where readable. */
function startTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the folder's lock now, or undefined when nobody does (no lock, or a stale one). */
export function lockHolder(dataDir: string): LockHolder | undefined {
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Unreadable or half-written (its writer died mid-write): nobody can be named, nor proven gone.
    return { pid: 0, host: '?', purpose: 'unknown', since: '?' };
  }
  // Another machine's process (a shared network folder) cannot be checked from here: held.
  if (holder.host !== hostname()) return holder;
  if (holder.pid === process.pid || !alive(holder.pid)) return undefined;
  // The pid was reused by an unrelated process since: the lock's own process is gone.
  const ticks = startTicks(holder.pid);
  if (holder.startTicks !== undefined && ticks !== undefined && ticks !== holder.startTicks) return undefined;
  return holder;
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirBusyError naming the holder. A stale lock
 * is moved aside (renamed, so two starters cannot both delete a fresh one) and the take retried.
 */
export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    purpose,
    startTicks: startTicks(process.pid),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder || attempt > 2) throw new DataDirBusyError(dataDir, holder);
      try {
        renameSync(path, `${path}.stale-${process.pid}`);
        rmSync(`${path}.stale-${process.pid}`, { force: true });
      } catch {}
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      // Only our own lock: never one a later process took after ours was declared stale.
      const holder = JSON.parse(readFileSync(path, 'utf8')) as LockHolder;
      if (holder.pid === me.pid && holder.since === me.since) rmSync(path, { force: true });
    } catch {}
  };
  process.on('exit', release);
  return {
    path,
    setControl: (socketPath) => {
      const tmp = `${path}.${process.pid}.tmp`;
      const fd = openSync(tmp, 'w', 0o600);
      writeSync(fd, JSON.stringify({ ...me, control: socketPath }));
      closeSync(fd);
      renameSync(tmp, path);
    },
    release,
  };
}
