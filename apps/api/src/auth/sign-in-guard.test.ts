import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { HOUR_MS } from '../lib/time';
import { createTestApi, DEMO_PASSWORDS, type TestApi } from '../testing/harness';
import { SIGN_IN_LIMITS } from './sign-in-guard';

// Sign-in limits (src/auth/sign-in-guard.ts): guessing stays at or below five passwords per account
// in 15 minutes, and nobody can lock an account's owner out by failing on purpose. Addresses come
// from X-Forwarded-For (TRUST_PROXY), as behind the production proxy.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: 'core', env: { trustProxy: true } });
});
afterAll(async () => {
  await api?.close();
});

let nextAddress = 1;
/** A client address never used before in this file. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

async function signIn(usuario: string, clave: string, address: string) {
  const res = await api.request('/api/Validacion', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ usuario, clave }),
  });
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 0) };
}

async function newUser(usuario: string) {
  const { client } = await api.signIn('admin');
  const roles = await client.configuracion.obtenerRoles();
  const idRol = roles.find((role) => role.nombre === 'Cliente (todas las áreas)')!.id;
  const clave = 'Ribera-del-Duero-77';
  await client.configuracion.guardarUsuario({
    body: { usuario, nombre: usuario, correo: `${usuario}@cliente.example`, idRol, activo: true, clave },
  });
  return { usuario, clave };
}

describe('sign-in limits', () => {
  it('let the owner in from a known address while wrong passwords pour in from elsewhere (the administrator too)', async () => {
    const home = freshAddress();
    expect((await signIn('admin', DEMO_PASSWORDS.admin, home)).status).toBe(200);
    const attempts = [];
    for (let i = 0; i < 12; i++)
      attempts.push((await signIn('admin', `guess-number-${i}`, freshAddress())).status);
    expect(attempts.slice(0, SIGN_IN_LIMITS.perAccount)).toEqual(Array(SIGN_IN_LIMITS.perAccount).fill(401));
    expect(new Set(attempts.slice(SIGN_IN_LIMITS.perAccount))).toEqual(new Set([429]));
    // The right password from an address the account never used waits like the attacker…
    const stranger = await signIn('admin', DEMO_PASSWORDS.admin, freshAddress());
    expect(stranger.status).toBe(429);
    expect(stranger.retryAfter).toBeGreaterThan(0);
    // …but from home it gets in, at once and again.
    expect((await signIn('admin', DEMO_PASSWORDS.admin, home)).status).toBe(200);
    expect((await signIn('admin', DEMO_PASSWORDS.admin, home)).status).toBe(200);
    api.clock.advance(SIGN_IN_LIMITS.windowMs);
  });

  it('slow down one address progressively: two tries, then 1, 2, 4… minutes', async () => {
    const { usuario, clave } = await newUser('slow.down');
    const address = freshAddress();
    expect((await signIn(usuario, 'wrong-1', address)).status).toBe(401);
    expect((await signIn(usuario, 'wrong-2', address)).status).toBe(401);
    expect(await signIn(usuario, clave, address)).toEqual({ status: 429, retryAfter: 60 });
    api.clock.advance(60_000);
    expect((await signIn(usuario, 'wrong-3', address)).status).toBe(401);
    expect(await signIn(usuario, clave, address)).toEqual({ status: 429, retryAfter: 120 });
    // Another address of the same account is not slowed down by this one.
    expect((await signIn(usuario, clave, freshAddress())).status).toBe(200);
    api.clock.advance(120_000);
    expect((await signIn(usuario, clave, address)).status).toBe(200);
    // The right password clears the delay of its address.
    expect((await signIn(usuario, 'wrong-4', address)).status).toBe(401);
    expect((await signIn(usuario, 'wrong-5', address)).status).toBe(401);
    api.clock.advance(SIGN_IN_LIMITS.windowMs);
  });

  it('keep guessing at or below 5 passwords per account in any 15 minutes, from one address or from many', async () => {
    // Only the simulated attacker's waits move time: on a busy machine real seconds would shift the
    // windows under the check below.
    api.clock.freeze();
    onTestFinished(() => api.clock.resume());
    for (const [name, addressOf] of [
      ['one.address', () => '203.0.113.7'],
      ['many.addresses', freshAddress],
    ] as const) {
      await newUser(name);
      const checked: number[] = []; // when each password was actually checked (401)
      const start = api.clock().getTime();
      // Two hours of an attacker who retries as soon as Retry-After allows.
      while (api.clock().getTime() - start < 2 * HOUR_MS) {
        const answer = await signIn(name, `guess-${checked.length}`, addressOf());
        if (answer.status === 401) checked.push(api.clock().getTime() - start);
        else {
          expect(answer.status).toBe(429);
          api.clock.advance(answer.retryAfter * 1000);
        }
      }
      for (const at of checked) {
        const inWindow = checked.filter((t) => t >= at && t < at + SIGN_IN_LIMITS.windowMs);
        expect(inWindow.length, name).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount);
      }
      expect(checked.length, name).toBeLessThanOrEqual(8 * SIGN_IN_LIMITS.perAccount); // today: 5 per 15 min
    }
  });

  it('count parallel attempts before checking them', async () => {
    const { usuario } = await newUser('parallel.guess');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(usuario, `parallel-${i}`, freshAddress())),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(SIGN_IN_LIMITS.perAccount);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - SIGN_IN_LIMITS.perAccount);
    api.clock.advance(SIGN_IN_LIMITS.windowMs);
  });

  it('let parallel sign-ins of one account from one address in with the right password, and check two wrong ones', async () => {
    const { usuario, clave } = await newUser('parallel.owner');
    const address = freshAddress();
    expect((await signIn(usuario, clave, address)).status).toBe(200);
    // A double click, or a script signing in again and again: the third check waits for the first
    // two instead of being refused, and a right password lets it in.
    const right = await Promise.all(Array.from({ length: 8 }, () => signIn(usuario, clave, address)));
    expect(right.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    // Wrong passwords in parallel: two are checked, the rest wait for them and then get the delay.
    const wrong = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn(usuario, `parallel-wrong-${i}`, address)),
    );
    expect(wrong.filter((answer) => answer.status === 401)).toHaveLength(2);
    expect(wrong.filter((answer) => answer.status === 429)).toEqual(
      Array(4).fill({ status: 429, retryAfter: 60 }),
    );
    api.clock.advance(SIGN_IN_LIMITS.windowMs);
  });

  it('stop one address after 100 failures whatever the accounts, and only that address', async () => {
    const sprayer = freshAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      expect((await signIn(`nobody-${i}`, 'Winter2026!', sprayer)).status).toBe(401);
    }
    expect((await signIn('demo', DEMO_PASSWORDS.demo, sprayer)).status).toBe(429);
    expect((await signIn('demo', DEMO_PASSWORDS.demo, freshAddress())).status).toBe(200);
    api.clock.advance(SIGN_IN_LIMITS.windowMs);
    expect((await signIn('demo', DEMO_PASSWORDS.demo, sprayer)).status).toBe(200);
  });

  it('answer unknown user names like known ones', async () => {
    const address = freshAddress();
    const known = [];
    const unknown = [];
    for (let i = 0; i < 3; i++) known.push(await signIn('demo', 'not-the-password', address));
    for (let i = 0; i < 3; i++) unknown.push(await signIn('no.such.user', 'not-the-password', address));
    expect(unknown).toEqual(known);
  });
});
