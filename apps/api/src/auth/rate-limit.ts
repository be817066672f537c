import { createHmac } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { Claim, Count, RateLimits } from '../core/deps';
import type { Db } from '../db/client';
import { limitesIntentos } from '../db/schema/index';

// Rate-limit counters in the database (table `limites_intentos`), so every API process counts the
// same attempts: each operation is one atomic statement (an upsert), safe under concurrency on
// PostgreSQL and on PGlite. Times come from the app's clock, so tests can move them. Not
// hono-rate-limiter: its stores are memory, Redis or Cloudflare's, not the app's own database, and it
// has no progressive delays nor a way to hand back an attempt that proved legitimate (sign-in).

/** Expired counters are deleted every this many writes of a process. */
const SWEEP_EVERY = 256;

export class Counters implements RateLimits {
  private writes = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** Counts one event under `key` in a fixed window of `windowMs`. */
  async count(key: string, windowMs: number): Promise<Count> {
    const now = this.clock();
    const resetAt = new Date(now.getTime() + windowMs);
    const expired = sql`${limitesIntentos.caduca} <= ${now.toISOString()}`;
    const [row] = await this.db
      .insert(limitesIntentos)
      .values({ clave: key, intentos: 1, caduca: resetAt })
      .onConflictDoUpdate({
        target: limitesIntentos.clave,
        set: {
          intentos: sql`case when ${expired} then 1 else ${limitesIntentos.intentos} + 1 end`,
          caduca: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${limitesIntentos.caduca} end`,
        },
      })
      .returning({ count: limitesIntentos.intentos, resetAt: limitesIntentos.caduca });
    await this.wrote();
    return row!;
  }

  /** Takes back one event of `key` (an attempt that turned out legitimate). */
  async uncount(key: string): Promise<void> {
    await this.db
      .update(limitesIntentos)
      .set({ intentos: sql`greatest(${limitesIntentos.intentos} - 1, 0)` })
      .where(eq(limitesIntentos.clave, key));
  }

  /**
   * Progressive delay: claims attempt n under `key` unless the wait set by attempt n−1 is still
   * running, and makes attempt n+1 wait `delaysSeconds[n−1]` (the last entry from then on). The
   * count is forgotten `memoryMs` after the latest attempt, or at once with `clear`.
   */
  async claim(key: string, delaysSeconds: readonly number[], memoryMs: number): Promise<Claim> {
    const now = this.clock();
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const forgetAt = new Date(now.getTime() + memoryMs);
    const delays = sql.raw(`array[${delaysSeconds.map((d) => Math.round(d)).join(',')}]::int[]`);
    const attempt = sql`case when ${limitesIntentos.caduca} <= ${nowSql} then 1 else ${limitesIntentos.intentos} + 1 end`;
    const waitAfter = (n: ReturnType<typeof sql>) =>
      sql`${nowSql} + (${delays})[least(${n}, ${delaysSeconds.length})] * interval '1 second'`;
    const [claimed] = await this.db
      .insert(limitesIntentos)
      .values({ clave: key, intentos: 1, caduca: forgetAt, esperaHasta: sql`${waitAfter(sql`1`)}` })
      .onConflictDoUpdate({
        target: limitesIntentos.clave,
        set: { intentos: attempt, caduca: forgetAt, esperaHasta: waitAfter(attempt) },
        setWhere: sql`${limitesIntentos.esperaHasta} is null or ${limitesIntentos.esperaHasta} <= ${nowSql} or ${limitesIntentos.caduca} <= ${nowSql}`,
      })
      .returning({ attempt: limitesIntentos.intentos });
    await this.wrote();
    if (claimed) return { allowed: true, attempt: claimed.attempt };
    const [waiting] = await this.db
      .select({ retryAt: limitesIntentos.esperaHasta })
      .from(limitesIntentos)
      .where(eq(limitesIntentos.clave, key));
    return { allowed: false, retryAt: waiting?.retryAt ?? now };
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(limitesIntentos).where(eq(limitesIntentos.clave, key));
  }

  private async wrote(): Promise<void> {
    if (++this.writes % SWEEP_EVERY !== 0) return;
    await this.db.delete(limitesIntentos).where(lte(limitesIntentos.caduca, this.clock()));
  }
}

/** Whole seconds until `at` (at least 1), for Retry-After. */
export const secondsUntil = (at: Date, now: Date): number =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * A client address as stored in counter keys and in the known-address table: a keyed hash, so the
 * database holds no IP addresses, and every process with the same secret computes the same value.
 */
export const addressHash = (secret: Buffer, address: string): string =>
  createHmac('sha256', secret).update(`client-address:${address}`).digest('base64url').slice(0, 32);
