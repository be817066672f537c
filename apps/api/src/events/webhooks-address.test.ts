import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../lib/time';
import { isPublicAddress, type Resolver, resolveTarget, WebhookTargetError } from './webhooks-address';
import { nextAttemptAt, RETRY_WINDOW_MS } from './webhooks-queue';

const resolverOf =
  (table: Record<string, string[]>): Resolver =>
  async (host) =>
    (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const dns = resolverOf({
  'hooks.example.com': ['93.184.215.14'],
  'loopback.example.com': ['127.0.0.1'],
  'private.example.com': ['10.20.30.40'],
  'metadata.example.com': ['169.254.169.254'],
  'v6loop.example.com': ['::1'],
  'mixed.example.com': ['93.184.215.14', '192.168.1.10'],
  'mapped.example.com': ['::ffff:10.0.0.1'],
});

const refusal = async (url: string, allowPrivate = false): Promise<string> => {
  try {
    await resolveTarget(url, { allowPrivate, resolve: dns });
  } catch (error) {
    if (error instanceof WebhookTargetError) return error.message;
    throw error;
  }
  throw new Error(`${url} was admitted`);
};

describe('webhook URLs and server-side request forgery', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '10.255.255.255',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.0.1',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses literal private addresses in the URL', async () => {
    expect(await refusal('https://127.0.0.1/hook')).toMatch(
      /private, loopback or reserved address \(127\.0\.0\.1\)/,
    );
    expect(await refusal('https://10.1.2.3/hook')).toMatch(/10\.1\.2\.3/);
    expect(await refusal('https://169.254.169.254/latest/meta-data/')).toMatch(/169\.254\.169\.254/);
    expect(await refusal('https://[::1]:8443/hook')).toMatch(/::1/);
    expect(await refusal('https://[::ffff:127.0.0.1]/hook')).toMatch(/private/);
  });

  it('refuses host names that resolve to private addresses, even to one of several', async () => {
    expect(await refusal('https://loopback.example.com/hook')).toMatch(
      /loopback\.example\.com resolves to .*127\.0\.0\.1/,
    );
    expect(await refusal('https://private.example.com/hook')).toMatch(/10\.20\.30\.40/);
    expect(await refusal('https://metadata.example.com/hook')).toMatch(/169\.254\.169\.254/);
    expect(await refusal('https://v6loop.example.com/hook')).toMatch(/::1/);
    expect(await refusal('https://mixed.example.com/hook')).toMatch(/192\.168\.1\.10/);
    expect(await refusal('https://mapped.example.com/hook')).toMatch(/::ffff:10\.0\.0\.1/);
    expect(await refusal('https://nowhere.example.com/hook')).toMatch(/does not resolve/);
  });

  it('admits https to a public host, pinned to the address it checked', async () => {
    const target = await resolveTarget('https://hooks.example.com/in', { allowPrivate: false, resolve: dns });
    expect(target).toMatchObject({ address: '93.184.215.14', family: 4 });
    expect(target.url.hostname).toBe('hooks.example.com');
  });

  it('refuses http, and credentials in the URL', async () => {
    expect(await refusal('http://hooks.example.com/in')).toBe('must be an https URL');
    expect(await refusal('https://user:pw@hooks.example.com/in')).toMatch(/user name or password/);
  });

  it('WEBHOOK_ALLOW_PRIVATE admits http and loopback (development and tests)', async () => {
    const target = await resolveTarget('http://127.0.0.1:9999/hook', { allowPrivate: true, resolve: dns });
    expect(target.address).toBe('127.0.0.1');
    expect(await refusal('ftp://127.0.0.1/hook', true)).toBe('must be an https URL');
  });
});

describe('retry schedule', () => {
  const first = new Date('2026-03-02T10:00:00.000Z');
  const at = (ms: number) => new Date(first.getTime() + ms);

  it('waits a minute after the first failure, then doubles each wait up to 6 h', () => {
    let now = first;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAt(first, attempts, now);
      if (!next) break;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits.slice(0, 9)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256].map((m) => m * MINUTE_MS));
    expect(Math.max(...waits)).toBe(6 * HOUR_MS);
    // The last retry falls at the end of the 24 hours, and none after it.
    expect(now.getTime() - first.getTime()).toBe(RETRY_WINDOW_MS);
    expect(nextAttemptAt(first, waits.length + 1, now)).toBeNull();
  });

  it('stops at the edge of the window: 1 ms before it retries at the edge, at it abandons', () => {
    expect(nextAttemptAt(first, 12, at(RETRY_WINDOW_MS - 1))).toEqual(at(RETRY_WINDOW_MS));
    expect(nextAttemptAt(first, 12, at(RETRY_WINDOW_MS))).toBeNull();
  });
});
