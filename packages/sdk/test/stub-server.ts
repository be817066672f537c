import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Milliseconds to wait before answering (for timeouts). */
  delay?: number;
}

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** `performance.now()` when the request arrived. */
  at: number;
}

/**
 * A local HTTP server for the SDK's error and retry tests: answers each request with the next entry
 * of `answers` (the last one repeats), and sends `X-Request-Id: req-<n>` on every answer as the
 * real server does.
 */
export async function startStubServer(answers: StubAnswer[]) {
  const requests: StubRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
        at: performance.now(),
      });
      const answer = answers[Math.min(requests.length, answers.length) - 1] ?? {};
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          'x-request-id': `req-${requests.length}`,
          ...answer.headers,
        });
        response.end(JSON.stringify(answer.body ?? null));
      };
      if (answer.delay) setTimeout(send, answer.delay).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
