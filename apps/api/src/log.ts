import type { Env } from './env';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

export interface Logger {
  debug(message: string, extra?: unknown): void;
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
}

/** Plain lines on stdout/stderr: `2026-01-01T10:00:00.000Z INFO message`. */
export function createLogger(level: Env['logLevel']): Logger {
  const threshold = LEVELS[level];
  const write = (name: keyof typeof LEVELS, message: string, extra?: unknown) => {
    if (LEVELS[name] < threshold) return;
    const line = `${new Date().toISOString()} ${name.toUpperCase()} ${message}`;
    const stream = LEVELS[name] >= LEVELS.warn ? console.error : console.log;
    if (extra === undefined) stream(line);
    else stream(line, extra);
  };
  return {
    debug: (message, extra) => write('debug', message, extra),
    info: (message, extra) => write('info', message, extra),
    warn: (message, extra) => write('warn', message, extra),
    error: (message, extra) => write('error', message, extra),
  };
}
