import { afterEach } from 'vitest';
import { createExtranetClient, type ExtranetClientOptions } from '../src/index';
import { type StubAnswer, startStubServer } from './stub-server';

// What errors.test.ts and error-secrets.test.ts share: the secrets a request carries, a client of a
// stub server, and the error a call fails with.

export const TOKEN = 'tok-SECRET-0123456789';
export const PASSWORD = 'Pa55-SECRET-word';
export const CSRF = 'csrf-SECRET-9876543210';
export const RECOVERY = 'recovery-SECRET-0123456789abcdef';

/**
 * `clientFor(answers, options)`: a client (bearer `TOKEN`, no retries) of a stub server that gives
 * `answers` in turn, closed after each test; `stubURL()` is that server's base URL. Call once at the
 * top of a test file.
 */
export function stubClients() {
  let stub: Awaited<ReturnType<typeof startStubServer>> | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });
  const clientFor = async (answers: StubAnswer[], options: ExtranetClientOptions = {}) => {
    stub = await startStubServer(answers);
    const client = createExtranetClient({
      baseURL: stub.baseURL,
      getToken: () => TOKEN,
      maxRetries: 0,
      ...options,
    });
    return { client, requests: stub.requests };
  };
  return { clientFor, stubURL: () => stub?.baseURL };
}

/** The error `promise` rejects with; fails the test when it resolves. */
export const failure = async (promise: Promise<unknown>): Promise<Error> => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
};

/** An error body as the server sends it. */
export const body = (code: string, message: string, field?: string) => ({ code, message, field });
