import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../api/api';
import { fakeJwt } from '../test-utils/session';
import { REVOKE_WAIT_MS, signOut } from './session';
import { readToken, writeToken } from './token';

const TOKEN = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600, sub: '2', role: 'User' });

/** An API whose server takes `answerAfterMs` to answer the logout call (never, when null). */
function apiAnsweringAfter(answerAfterMs: number | null) {
  const sent: (string | null)[] = [];
  const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Headers(init?.headers).get('authorization'));
    return new Promise<Response>((resolve) => {
      if (answerAfterMs !== null)
        setTimeout(() => resolve(new Response(null, { status: 204 })), answerAfterMs);
    });
  };
  const api = createApi({ baseURL: 'http://app.test', fetch, maxRetries: 0, getToken: readToken });
  return { api, sent };
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('signOut', () => {
  it('revokes with the token and ends the session as soon as the server answers', async () => {
    writeToken(TOKEN);
    const { api, sent } = apiAnsweringAfter(10);
    await signOut(api);
    expect(sent).toEqual([`Bearer ${TOKEN}`]);
    expect(readToken()).toBeNull();
  });

  it('does not keep the user waiting on a server that does not answer: the session ends all the same', async () => {
    vi.useFakeTimers();
    writeToken(TOKEN);
    const { api, sent } = apiAnsweringAfter(null);
    let done = false;
    const signingOut = signOut(api).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(REVOKE_WAIT_MS - 1);
    expect(done).toBe(false);
    expect(sent).toEqual([`Bearer ${TOKEN}`]);
    await vi.advanceTimersByTimeAsync(1);
    await signingOut;
    expect(readToken()).toBeNull();
  });
});
