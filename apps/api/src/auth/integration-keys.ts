import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../core/deps';
import { rateLimited, unauthorized } from '../core/errors';
import { clavesIntegracion } from '../db/schema/index';

// Integration keys: how the provider's own systems call /api/Integracion/* (header `x-api-key`, no
// user token, no CSRF). A key is 32 random bytes, base64url, after a recognisable prefix (secret
// scanners and a person reading a log can tell what leaked); only its SHA-256 is stored, so the
// table does not open the door. A fast hash is right here: the key has 256 bits of entropy, nothing
// to guess, unlike a password.

export const KEY_PREFIX = 'exk_';
/** How many characters of a key are kept in clear to tell keys apart (`exk_AbCd`). */
const SHOWN_CHARS = KEY_PREFIX.length + 4;

/** Calls per key and minute: a busy operations system posts a few milestones a second at most. */
export const KEY_CALLS_PER_MINUTE = 600;
const MINUTE_MS = 60_000;
/** `ultimo_uso` is written at most this often per key: a write per call would be a write per call. */
const LAST_USED_EVERY_MS = 60_000;

export const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key, its hash and the prefix shown in lists. */
export function newKey(): { key: string; hash: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashKey(key), prefix: key.slice(0, SHOWN_CHARS) };
}

/** The key a system call is made with. */
export interface IntegrationCaller {
  keyId: number;
  name: string;
}

/**
 * The caller of an integration call: 401 without a key or with an unknown or revoked one, 429 past
 * the key's limit (counted in the database, so every API process shares it).
 */
export async function authenticateKey(
  deps: Pick<AppDeps, 'db' | 'clock' | 'limits'>,
  header: string | undefined,
): Promise<IntegrationCaller> {
  const key = header?.trim();
  if (!key?.startsWith(KEY_PREFIX) || key.length > 200) {
    throw unauthorized('INVALID_API_KEY', 'Send a valid integration key in the x-api-key header');
  }
  const [row] = await deps.db
    .select({ id: clavesIntegracion.id, nombre: clavesIntegracion.nombre })
    .from(clavesIntegracion)
    .where(and(eq(clavesIntegracion.claveHash, hashKey(key)), isNull(clavesIntegracion.revocada)));
  if (!row) throw unauthorized('INVALID_API_KEY', 'The integration key is unknown or revoked');

  const { count, resetAt } = await deps.limits.count(`integration-key:${row.id}`, MINUTE_MS);
  const now = deps.clock();
  if (count > KEY_CALLS_PER_MINUTE) {
    throw rateLimited(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)));
  }
  const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
  await deps.db
    .update(clavesIntegracion)
    .set({ ultimoUso: now })
    .where(
      and(
        eq(clavesIntegracion.id, row.id),
        or(isNull(clavesIntegracion.ultimoUso), lt(clavesIntegracion.ultimoUso, stale)),
      ),
    );
  return { keyId: row.id, name: row.nombre };
}
