import type { Env } from './env';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

/** Fields of a log line; an Error value is written as its name, message, code and stack. */
export type LogFields = Record<string, unknown>;

export interface Logger {
  /** `extra`: fields of the line, or an Error (written as `err`), or any value (as `extra`). */
  debug(message: string, extra?: unknown): void;
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
}

const errorFields = (error: Error): LogFields => ({
  name: error.name,
  message: error.message,
  ...((error as { code?: unknown }).code === undefined ? {} : { code: (error as { code?: unknown }).code }),
  stack: error.stack,
  ...(error.cause instanceof Error ? { cause: errorFields(error.cause) } : {}),
});

const isPlainObject = (value: unknown): value is LogFields =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function fieldsOf(extra: unknown): LogFields {
  if (extra === undefined) return {};
  if (extra instanceof Error) return { err: errorFields(extra) };
  if (isPlainObject(extra)) {
    return Object.fromEntries(
      Object.entries(extra).map(([key, value]) => [key, value instanceof Error ? errorFields(value) : value]),
    );
  }
  return { extra };
}

/**
 * One JSON object per line (`{"time","level","msg",…fields}`), errors and warnings on stderr: what
 * log collectors parse without configuration. Callers never pass secrets (tokens, passwords, query
 * strings, bodies); the access log (src/http/request-log.ts) writes only method, path and outcome.
 */
export function createLogger(
  level: Env['logLevel'],
  write: (line: string, level: Level) => void = (line, lineLevel) =>
    (LEVELS[lineLevel] >= LEVELS.warn ? process.stderr : process.stdout).write(`${line}\n`),
): Logger {
  const threshold = LEVELS[level];
  const log = (name: Level, message: string, extra?: unknown) => {
    if (LEVELS[name] < threshold) return;
    const line = { time: new Date().toISOString(), level: name, msg: message, ...fieldsOf(extra) };
    let text: string;
    try {
      text = JSON.stringify(line);
    } catch {
      text = JSON.stringify({ time: line.time, level: name, msg: message, extra: String(extra) });
    }
    write(text, name);
  };
  return {
    debug: (message, extra) => log('debug', message, extra),
    info: (message, extra) => log('info', message, extra),
    warn: (message, extra) => log('warn', message, extra),
    error: (message, extra) => log('error', message, extra),
  };
}
