import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { invalid } from '../core/errors';
import { isCommonPassword } from './common-passwords';

// Passwords are hashed with scrypt at OWASP's parameters (N=2^17, r=8, p=1: 128 MiB and ~0.4 s here).
// The stored string carries its own cost, `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, so a change of
// parameters keeps old hashes verifiable. At most two hashes run at a time: a burst of sign-ins
// queues instead of exhausting memory and the libuv pool.

const KEY_LENGTH = 64;
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const derive = (password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> =>
  withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const N = 2 ** logN;
        const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r * p };
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );

export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, 8, 1);
  return `scrypt$${logN}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** A hash of nothing, verified when the user does not exist so both answers take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null, logN = 17): Promise<boolean> {
  const parts = stored?.split('$');
  if (!stored || parts?.length !== 6 || parts[0] !== 'scrypt') {
    decoy ??= hashPassword('decoy password', logN);
    await verifyPassword(password, await decoy, logN);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Password policy for new passwords (length is also checked by the SDK schema). */
export function checkNewPassword(
  password: string,
  field: string,
  context: { usuario?: string | undefined; correo?: string | undefined } = {},
): void {
  if (password.length < 8) throw invalid(field, 'must have at least 8 characters', 'WEAK_PASSWORD');
  if (password.length > 128) throw invalid(field, 'must have at most 128 characters', 'WEAK_PASSWORD');
  if (isCommonPassword(password)) {
    throw invalid(field, 'is too common; choose a less predictable password', 'WEAK_PASSWORD');
  }
  const lower = password.toLowerCase();
  const names = [context.usuario, context.correo?.split('@')[0]].filter(
    (name): name is string => !!name && name.length >= 3,
  );
  if (names.some((name) => lower.includes(name.toLowerCase()))) {
    throw invalid(field, 'must not contain the user name', 'WEAK_PASSWORD');
  }
}
