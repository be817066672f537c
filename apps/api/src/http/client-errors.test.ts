import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors, securityHeaderValues } from './client-errors';

// Requests Node's parser refuses before the app runs (a 1 MB URL, 20 KB of headers, garbage) are
// answered like any API error: status, JSON body naming the field, security headers, request id.

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((_req, res) => res.end('{}'));
  answerClientErrors(server, await securityHeaderValues());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Sends raw bytes and returns the status, headers and body of the answer. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request, () => undefined));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) });
    });
  });
}

const expectApiAnswer = (answer: Awaited<ReturnType<typeof raw>>) => {
  expect(answer.headers['content-type']).toBe('application/json');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.headers.connection).toBe('close');
};

describe('requests the HTTP parser refuses', () => {
  it('a 1 MB URL: 414 naming the url', async () => {
    const answer = await raw(`GET /api/x?q=${'a'.repeat(1_000_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatchObject({ status: 414, body: { code: 'URI_TOO_LONG', field: 'url' } });
    expectApiAnswer(answer);
  });

  it('20 KB of headers: 431 naming the headers', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatchObject({ status: 431, body: { code: 'HEADERS_TOO_LARGE', field: 'headers' } });
    expectApiAnswer(answer);
  });

  it('garbage: 400 with the JSON body', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expectApiAnswer(answer);
  });
});
