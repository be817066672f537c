import { and, eq, gt } from 'drizzle-orm';
import { audit } from '../audit';
import type { AppDeps, RequestOrigin } from '../core/deps';
import { rateLimited } from '../core/errors';
import { direccionesConocidas } from '../db/schema/index';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../lib/time';
import { addressHash, secondsUntil } from './rate-limit';

// Password guessing, limited the way OWASP's authentication guidance suggests, without letting an
// attacker lock a user out (five wrong passwords used to lock any account, the administrator's too):
//
// - per account and address: a progressive delay (two tries, then 1, 2, 4, 8 and 15 minutes between
//   tries), so one address guesses at most 5 times in any 15 minutes and ~4 an hour after that;
// - per address: at most 100 failed sign-ins in 15 minutes, whatever the accounts;
// - per account: after 5 failures in 15 minutes the account only takes passwords from addresses it
//   has signed in from before (90 days); a correct password from such an address still gets in.
//
// So an account takes at most 5 guesses per 15 minutes from addresses it does not know (today's rate)
// and its owner keeps signing in from home. Attempts are counted before the password is checked and
// handed back when it was right, so parallel attempts cannot slip past the limits.

export const SIGN_IN_LIMITS = {
  windowMs: 15 * MINUTE_MS,
  perAddress: 100,
  perAccount: 5,
  /** Wait before the next try after the n-th consecutive failure of an account at one address. */
  delaysSeconds: [0, 60, 120, 240, 480, 900],
  /** The consecutive failures of an account at an address are forgotten a day after the last one. */
  pairMemoryMs: 24 * HOUR_MS,
  knownAddressMs: 90 * DAY_MS,
} as const;

/** An admitted password check: when the password was wrong it simply stays counted. */
export interface SignInAttempt {
  /** The password was right: hand the attempt back and remember the address. */
  succeeded(idUsuario: number): Promise<void>;
  /** The check is over, right or wrong (call it in a `finally`; more calls do nothing). */
  finished(): void;
}

/**
 * Password checks of this process still running, by account and address. The progressive delay
 * admits two checks of a pair at a time: a further sign-in of the same account from the same
 * address (a double click, a script signing in again) waits for those instead of being refused.
 * A right password clears the delay and lets it in; wrong ones leave the delay, and it is refused as
 * before. Only this process's checks are waited for; another API process's are not visible here.
 */
const checking = new Map<string, Set<Promise<void>>>();

/** A check of `pairKey` under way until `finished` (idempotent). */
function startChecking(pairKey: string): () => void {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const pending = checking.get(pairKey) ?? new Set();
  pending.add(done);
  checking.set(pairKey, pending);
  return () => {
    if (!pending.delete(done)) return;
    if (pending.size === 0 && checking.get(pairKey) === pending) checking.delete(pairKey);
    finish();
  };
}

/**
 * Admits a password check for `usuario` (normalised: trimmed, lower case) from the caller's address,
 * or throws 429 with Retry-After. `idUsuario` is the account when it exists (unknown names are
 * limited alike, so the answers do not tell which names exist).
 */
export async function beginSignIn(
  origin: RequestOrigin,
  usuario: string,
  idUsuario: number | undefined,
): Promise<SignInAttempt> {
  const { limits, env, db, clock } = origin.deps;
  const address = addressHash(env.jwtSecret, origin.ip);
  const addressKey = `login-address:${address}`;
  const accountKey = `login-account:${usuario}`;
  const pairKey = `login-pair:${usuario}:${address}`;
  const refuse = async (retryAt: Date, why: string, release: () => Promise<unknown>) => {
    await release();
    await audit({ ...origin, event: 'LOGIN_BLOCKED', who: { idUsuario, usuario }, detail: why });
    return rateLimited(secondsUntil(retryAt, clock()));
  };

  const perAddress = await limits.count(addressKey, SIGN_IN_LIMITS.windowMs);
  if (perAddress.count > SIGN_IN_LIMITS.perAddress) {
    throw await refuse(perAddress.resetAt, 'address', () => limits.uncount(addressKey));
  }
  const perAccount = await limits.count(accountKey, SIGN_IN_LIMITS.windowMs);
  if (
    perAccount.count > SIGN_IN_LIMITS.perAccount &&
    !(await isKnownAddress(origin.deps, idUsuario, address))
  ) {
    throw await refuse(perAccount.resetAt, 'account', () =>
      Promise.all([limits.uncount(addressKey), limits.uncount(accountKey)]),
    );
  }
  const claim = () => limits.claim(pairKey, SIGN_IN_LIMITS.delaysSeconds, SIGN_IN_LIMITS.pairMemoryMs);
  let pair = await claim();
  // Refused while checks of the same pair are running here: wait for one to end and claim again.
  for (let pending = checking.get(pairKey); !pair.allowed && pending?.size; pending = checking.get(pairKey)) {
    await Promise.race(pending);
    pair = await claim();
  }
  if (!pair.allowed) {
    throw await refuse(pair.retryAt, 'delay', () =>
      Promise.all([limits.uncount(addressKey), limits.uncount(accountKey)]),
    );
  }

  const finished = startChecking(pairKey);
  return {
    succeeded: async (id) => {
      const now = clock();
      await Promise.all([limits.uncount(addressKey), limits.uncount(accountKey), limits.clear(pairKey)]);
      await db
        .insert(direccionesConocidas)
        .values({ idUsuario: id, direccionHash: address, ultimoAcceso: now })
        .onConflictDoUpdate({
          target: [direccionesConocidas.idUsuario, direccionesConocidas.direccionHash],
          set: { ultimoAcceso: now },
        });
    },
    finished,
  };
}

/** Whether the account signed in from this address (hash) within SIGN_IN_LIMITS.knownAddressMs. */
async function isKnownAddress(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  idUsuario: number | undefined,
  address: string,
): Promise<boolean> {
  if (!idUsuario) return false;
  const since = new Date(clock().getTime() - SIGN_IN_LIMITS.knownAddressMs);
  const [known] = await db
    .select({ idUsuario: direccionesConocidas.idUsuario })
    .from(direccionesConocidas)
    .where(
      and(
        eq(direccionesConocidas.idUsuario, idUsuario),
        eq(direccionesConocidas.direccionHash, address),
        gt(direccionesConocidas.ultimoAcceso, since),
      ),
    );
  return !!known;
}
