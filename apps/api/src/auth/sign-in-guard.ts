import { and, eq, gt } from 'drizzle-orm';
import { audit } from '../audit';
import { direccionesConocidas } from '../db/schema/index';
import { type AppContext, clientIp } from '../http/context';
import { rateLimited } from '../http/errors';
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
  windowMs: 15 * 60_000,
  perAddress: 100,
  perAccount: 5,
  /** Wait before the next try after the n-th consecutive failure of an account at one address. */
  delaysSeconds: [0, 60, 120, 240, 480, 900],
  /** The consecutive failures of an account at an address are forgotten a day after the last one. */
  pairMemoryMs: 24 * 3600_000,
  knownAddressMs: 90 * 24 * 3600_000,
} as const;

/** An admitted password check: when the password was wrong it simply stays counted. */
export interface SignInAttempt {
  /** The password was right: hand the attempt back and remember the address. */
  succeeded(idUsuario: number): Promise<void>;
}

/**
 * Admits a password check for `usuario` (normalised: trimmed, lower case) from the caller's address,
 * or throws 429 with Retry-After. `idUsuario` is the account when it exists (unknown names are
 * limited alike, so the answers do not tell which names exist).
 */
export async function beginSignIn(
  c: AppContext,
  usuario: string,
  idUsuario: number | undefined,
): Promise<SignInAttempt> {
  const { limits, env, db, clock } = c.get('deps');
  const address = addressHash(env.jwtSecret, clientIp(c));
  const addressKey = `login-address:${address}`;
  const accountKey = `login-account:${usuario}`;
  const pairKey = `login-pair:${usuario}:${address}`;
  const refuse = async (retryAt: Date, why: string, release: () => Promise<unknown>) => {
    await release();
    await audit(c, 'LOGIN_BLOCKED', { idUsuario, usuario }, why);
    return rateLimited(secondsUntil(retryAt, clock()));
  };

  const perAddress = await limits.count(addressKey, SIGN_IN_LIMITS.windowMs);
  if (perAddress.count > SIGN_IN_LIMITS.perAddress) {
    throw await refuse(perAddress.resetAt, 'address', () => limits.uncount(addressKey));
  }
  const perAccount = await limits.count(accountKey, SIGN_IN_LIMITS.windowMs);
  if (perAccount.count > SIGN_IN_LIMITS.perAccount && !(await isKnownAddress(c, idUsuario, address))) {
    throw await refuse(perAccount.resetAt, 'account', () =>
      Promise.all([limits.uncount(addressKey), limits.uncount(accountKey)]),
    );
  }
  const pair = await limits.claim(pairKey, SIGN_IN_LIMITS.delaysSeconds, SIGN_IN_LIMITS.pairMemoryMs);
  if (!pair.allowed) {
    throw await refuse(pair.retryAt, 'delay', () =>
      Promise.all([limits.uncount(addressKey), limits.uncount(accountKey)]),
    );
  }

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
  };
}

/** Whether the account signed in from this address (hash) within SIGN_IN_LIMITS.knownAddressMs. */
async function isKnownAddress(
  c: AppContext,
  idUsuario: number | undefined,
  address: string,
): Promise<boolean> {
  if (!idUsuario) return false;
  const { db, clock } = c.get('deps');
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
