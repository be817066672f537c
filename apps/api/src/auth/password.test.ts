import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { checkNewPassword, hashPassword, verifyPassword } from './password';

describe('scrypt passwords', () => {
  it('hash at OWASP parameters by default (N=2^17, r=8, p=1) and verify', async () => {
    const hash = await hashPassword('Demo#2026');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Demo#2026', hash)).toBe(true);
    expect(await verifyPassword('demo#2026', hash)).toBe(false);
  });

  it('salt every hash, keep the cost in the hash, and fail closed on garbage', async () => {
    const [a, b] = await Promise.all([hashPassword('same', 10), hashPassword('same', 10)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a!, 17)).toBe(true); // the stored cost wins
    expect(await verifyPassword('same', null, 10)).toBe(false);
    expect(await verifyPassword('same', 'md5$abc', 10)).toBe(false);
  });

  it('bound concurrent hashing', async () => {
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`p${i}`, 12)));
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});

describe('password policy', () => {
  const fails = (password: string, context = {}) => {
    try {
      checkNewPassword(password, 'claveNueva', context);
      return undefined;
    } catch (error) {
      return (error as { message: string }).message;
    }
  };

  it('refuses short, common and derived-from-common passwords, and the user name', () => {
    expect(fails('Ab#1234')).toMatch(/at least 8/);
    expect(fails('x'.repeat(129))).toMatch(/at most 128/);
    for (const common of ['password', 'Password123!', '12345678', 'qwertyuiop', 'Admin#2026', 'aaaaaaaaaa']) {
      expect(fails(common), common).toMatch(/too common/);
    }
    expect(fails('laura.gomez-2026', { usuario: 'laura.gomez' })).toMatch(/user name/);
    expect(fails('mi-Frutas-2026', { correo: 'frutas@sur.example' })).toMatch(/user name/);
  });

  it('accepts long unusual passwords', () => {
    expect(fails('Ribera-del-Duero-77')).toBeUndefined();
    expect(fails('correct horse battery staple')).toBeUndefined();
    expect(isCommonPassword('Naranjas de Valencia 1987')).toBe(false);
  });
});
