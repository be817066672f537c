import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { MAX_FILAS_LISTA } from '@extranet/sdk/schemas';
import { API_ROOT } from './paths';

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Env {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string | undefined;
  /** Absolute. PGlite data and the generated JWT secret live here. */
  dataDir: string;
  /** Set: PostgreSQL through node-postgres instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Fill an empty database with demo data on start. */
  seedDemo: boolean;
  seedScale: 'full' | 'small';
  jwtSecret: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Without SMTP: also write each message as a JSON file here (a pickup directory), so a developer
   * or the browser tests can open the links it holds. Absolute.
   */
  mailDir: string | undefined;
  /** Absolute path of the built web app (`apps/web/dist`). */
  webDist: string;
  /** Origin used in e-mailed links; default: the origin of the request. */
  publicUrl: string | undefined;
  /** Behind a reverse proxy: take the client IP and scheme from X-Forwarded-*. */
  trustProxy: boolean;
  bodyLimitBytes: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Sessions: a token lives `idleMinutes` (renewal extends it) and never beyond `absoluteHours` after sign-in. */
  idleMinutes: number;
  absoluteHours: number;
  /** scrypt cost as log2(N): 17 is OWASP's recommendation; only tests lower it (hashes carry their cost). */
  scryptLogN: number;
  /** Password recovery answers no sooner than this, so timing does not tell whether an account exists. */
  recoveryMinMs: number;
  /** Validate every response against the SDK schema (on in tests and development). */
  validateResponses: boolean;
  /** The most rows a list answers (the SDK's MAX_FILAS_LISTA; tests lower it). */
  maxListRows: number;
  /**
   * Rows a list reads and writes per page (src/http/list.ts). 500 costs PGlite ~10 ms for the widest
   * list; measured with four year-long lists in flight, a cheap call then waits ~0.2 s (2,000: ~0.7 s).
   */
  listPageRows: number;
  /**
   * WEBHOOK_ALLOW_PRIVATE=1: webhooks may use http and reach loopback and private addresses
   * (development and tests). Off, only https URLs resolving to public addresses (SSRF).
   */
  webhookAllowPrivate: boolean;
}

/** Relative paths in the environment are relative to where the command was typed (pnpm keeps it in INIT_CWD). */
const fromInvocation = (value: string, source: NodeJS.ProcessEnv): string =>
  isAbsolute(value) ? value : resolve(source.INIT_CWD ?? process.cwd(), value);

const integer = (name: string, value: string | undefined, fallback: number, min = 0): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < min) {
    throw new Error(`${name} must be an integer >= ${min}, got ${JSON.stringify(value)}`);
  }
  return parsed;
};

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined || value === '' ? undefined : /^(1|true|yes|on)$/i.test(value);

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const nodeEnv =
    source.NODE_ENV === 'production' ? 'production' : source.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = fromInvocation(source.DATA_DIR || './.data', source);
  const databaseUrl = source.DATABASE_URL || undefined;
  const logLevel = (source.LOG_LEVEL ?? 'info') as Env['logLevel'];
  if (!['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be debug, info, warn, error or silent, got ${JSON.stringify(logLevel)}`);
  }
  return {
    nodeEnv,
    port: integer('PORT', source.PORT, 3000, 0),
    host: source.HOST || undefined,
    dataDir,
    databaseUrl,
    // Embedded database: demo data unless SEED_DEMO=0. A real server: only when asked (SEED_DEMO=1).
    seedDemo: flag(source.SEED_DEMO) ?? !databaseUrl,
    seedScale: source.SEED_SCALE === 'small' ? 'small' : 'full',
    jwtSecret: readJwtSecret(source.JWT_SECRET, dataDir),
    smtpUrl: source.SMTP_URL || undefined,
    mailFrom: source.MAIL_FROM || 'Extranet <no-reply@extranet.example>',
    mailDir: source.MAIL_DIR ? fromInvocation(source.MAIL_DIR, source) : undefined,
    webDist: source.WEB_DIST ? fromInvocation(source.WEB_DIST, source) : join(API_ROOT, '../web/dist'),
    publicUrl: source.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    trustProxy: flag(source.TRUST_PROXY) ?? false,
    bodyLimitBytes: integer('BODY_LIMIT', source.BODY_LIMIT, 1024 * 1024, 1024),
    logLevel,
    idleMinutes: integer('SESSION_IDLE_MINUTES', source.SESSION_IDLE_MINUTES, 30, 1),
    absoluteHours: integer('SESSION_ABSOLUTE_HOURS', source.SESSION_ABSOLUTE_HOURS, 12, 1),
    scryptLogN: 17,
    recoveryMinMs: 400,
    validateResponses: nodeEnv !== 'production',
    maxListRows: MAX_FILAS_LISTA,
    listPageRows: 500,
    webhookAllowPrivate: flag(source.WEBHOOK_ALLOW_PRIVATE) ?? false,
  };
}

/**
 * JWT_SECRET when given (at least 32 characters); otherwise a random secret generated once into
 * DATA_DIR, so tokens survive restarts. Several API processes behind a load balancer need the same
 * JWT_SECRET (or a shared DATA_DIR).
 */
function readJwtSecret(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must have at least 32 characters');
    return Buffer.from(fromEnv, 'utf8');
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}

/** An environment for tests: in-memory everything, fast password hashing, quiet logs. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    nodeEnv: 'test',
    port: 0,
    host: undefined,
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    seedDemo: true,
    seedScale: 'small',
    jwtSecret: randomBytes(48),
    smtpUrl: undefined,
    mailFrom: 'Extranet <no-reply@extranet.example>',
    mailDir: undefined,
    webDist: '/nonexistent',
    publicUrl: 'http://extranet.test',
    trustProxy: false,
    bodyLimitBytes: 64 * 1024,
    logLevel: 'silent',
    idleMinutes: 30,
    absoluteHours: 12,
    scryptLogN: 12,
    recoveryMinMs: 50,
    validateResponses: true,
    maxListRows: MAX_FILAS_LISTA,
    listPageRows: 500,
    webhookAllowPrivate: false,
    ...overrides,
  };
}
