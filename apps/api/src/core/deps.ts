import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../log';

// What every request can reach, and the interfaces of the services it holds. The services are made
// above this layer (mail/mailer.ts, auth/rate-limit.ts) and wired together in app.ts; naming them
// here by interface lets the services themselves take AppDeps without core importing them.

/** One e-mail, written to the outbox table before it is handed to a `Mailer` (mail/outbox.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Delivers one message; mail is always written to the outbox table first (mail/outbox.ts). */
export interface Mailer {
  readonly kind: 'smtp' | 'log' | 'dir' | 'memory';
  send(message: MailMessage): Promise<void>;
}

/** Events counted under a key in the current window. */
export interface Count {
  /** Events counted in the current window, this one included. */
  count: number;
  /** When the window ends and the count starts again. */
  resetAt: Date;
}

export type Claim = { allowed: true; attempt: number } | { allowed: false; retryAt: Date };

/**
 * Rate-limit counters in the database, shared by every API process (auth/rate-limit.ts `Counters`
 * explains each operation).
 */
export interface RateLimits {
  /** Counts one event under `key` in a fixed window of `windowMs`. */
  count(key: string, windowMs: number): Promise<Count>;
  /** Takes back one event of `key` (an attempt that turned out legitimate). */
  uncount(key: string): Promise<void>;
  /** Progressive delay: claims the next attempt under `key` unless the wait set by the last one runs. */
  claim(key: string, delaysSeconds: readonly number[], memoryMs: number): Promise<Claim>;
  clear(key: string): Promise<void>;
}

/** What every request can reach: the database, configuration and services. */
export interface AppDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  log: Logger;
  /** The app's notion of now (tests move it forward). */
  clock: () => Date;
  /** Rate-limit counters, in the database so every process shares them. */
  limits: RateLimits;
}

/**
 * The request a service works for, in plain values (a service never sees the Hono context): the
 * app's services, the request's X-Request-Id and the client's address. http/context.ts
 * `requestOrigin` reads it from a request.
 */
export interface RequestOrigin {
  deps: AppDeps;
  requestId: string;
  /** The client's IP (the socket's, or the first X-Forwarded-For hop behind a trusted proxy). */
  ip: string;
}
