import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../core/errors';
import type { DatabaseHealth } from '../db/health';
import type { AppEnv } from './context';

// While the database is stopped or frozen, answer 503 with Retry-After at once (the heartbeat of
// src/db/health.ts notices within 1.25 s) instead of letting requests pile up behind it; requests in
// flight when it goes away get the same answer then, while their queries give up in the background.

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = (): ApiError =>
  new ApiError(
    503,
    'DATABASE_UNAVAILABLE',
    'The service is briefly unavailable; try again in a few seconds',
    {
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    },
  );

export const whileDatabaseAnswers =
  (health: DatabaseHealth): MiddlewareHandler<AppEnv> =>
  async (_c, next) => {
    if (health.state() === 'down') throw databaseUnavailable();
    let unsubscribe: () => void = () => undefined;
    const gone = new Promise<never>((_, reject) => {
      unsubscribe = health.onDown(() => reject(databaseUnavailable()));
    });
    const work = next();
    work.catch(() => undefined); // it may settle after the 503 went out
    try {
      await Promise.race([work, gone]);
    } finally {
      unsubscribe();
    }
  };
