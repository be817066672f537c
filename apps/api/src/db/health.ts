// Is the database answering? For PostgreSQL a heartbeat on a connection of its own asks `select 1`
// four times a second with a deadline of one second, so a stopped or frozen server is noticed
// within 1.25 s whatever the requests are doing, and its return within 0.25 s. The API then answers
// 503 at once instead of letting requests hang (src/http/availability.ts). PGlite lives in the
// process: it is up while the process is.

export type DatabaseState = 'up' | 'down';

export interface DatabaseHealth {
  state(): DatabaseState;
  /** Calls `listener` when the state turns to down; returns the function that unsubscribes it. */
  onDown(listener: () => void): () => void;
  /** Asks the database now (within the heartbeat's deadline): the readiness check. */
  check(): Promise<boolean>;
  stop(): void;
}

export interface HeartbeatOptions {
  /** One round trip to the database; rejects when it cannot be made. */
  ping: () => Promise<void>;
  /** Releases what `ping` holds (its connection). */
  close?: () => void;
  intervalMs?: number;
  timeoutMs?: number;
  onChange?: (state: DatabaseState, error?: unknown) => void;
}

export const alwaysUp = (check: () => Promise<boolean>): DatabaseHealth => ({
  state: () => 'up',
  onDown: () => () => undefined,
  check,
  stop: () => undefined,
});

/**
 * `work`, or a rejection after `ms`. The deadline looks once more after pending I/O was read
 * (setImmediate runs after the poll phase): when the event loop itself was held up, an answer that
 * arrived meanwhile still counts, so a busy process does not mistake itself for a dead database.
 */
const withDeadline = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${ms} ms`))), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

export function startHeartbeat(options: HeartbeatOptions): DatabaseHealth {
  const intervalMs = options.intervalMs ?? 250;
  const timeoutMs = options.timeoutMs ?? 1_000;
  let state: DatabaseState = 'up';
  const downListeners = new Set<() => void>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const set = (next: DatabaseState, error?: unknown) => {
    if (next === state) return;
    state = next;
    options.onChange?.(next, error);
    if (next === 'down') for (const listener of [...downListeners]) listener();
  };
  const check = async (): Promise<boolean> => {
    try {
      await withDeadline(options.ping(), timeoutMs);
      set('up');
      return true;
    } catch (error) {
      set('down', error);
      return false;
    }
  };
  const beat = async () => {
    await check();
    if (!stopped) timer = setTimeout(beat, intervalMs).unref();
  };
  timer = setTimeout(beat, intervalMs).unref();

  return {
    state: () => state,
    onDown: (listener) => {
      downListeners.add(listener);
      return () => downListeners.delete(listener);
    },
    check,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      options.close?.();
    },
  };
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57014', // query_canceled: the statement timeout
  '53300', // too_many_connections
]);

/**
 * Whether `error` (or one of its causes: drizzle wraps the driver's) says the database could not be
 * reached or did not answer in time, rather than that the query was wrong.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (
      typeof message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
