import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from './context';
import { REQUEST_ID_HEADER } from './request-log';
import { securityHeaders } from './security';

// Requests Node's HTTP parser refuses before the app sees them (a 1 MB URL, 20 KB of headers,
// garbage) got Node's bare "431" or a reset. They get the API's answer instead: the JSON error body,
// the security headers and a request id, then the connection is closed.

interface ParserError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** What to answer a request the parser refused. */
export function classifyClientError(error: ParserError): {
  status: number;
  code: string;
  message: string;
  field?: string;
} {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The failing chunk of a request line that is too long holds no line break (or only far in).
    const lineEnd = error.rawPacket?.indexOf('\r\n') ?? -1;
    if (lineEnd === -1 || lineEnd > 8_192) {
      return {
        status: 414,
        code: 'URI_TOO_LONG',
        message: 'url: must be at most 8192 characters',
        field: 'url',
      };
    }
    return {
      status: 431,
      code: 'HEADERS_TOO_LARGE',
      message: 'headers: the request headers are too large',
      field: 'headers',
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request was not received in time' };
  }
  return { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP' };
}

/** The security headers the app puts on every answer, as name → value. */
export async function securityHeaderValues(): Promise<Record<string, string>> {
  const probe = new Hono<AppEnv>().use('*', securityHeaders()).get('/', (c) => c.body(null, 204));
  const headers: Record<string, string> = {};
  (await probe.request('/')).headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

export function answerClientErrors(server: Server, headers: Record<string, string>): void {
  server.on('clientError', (error: ParserError, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, ...answer } = classifyClientError(error);
    const body = JSON.stringify(answer);
    const head = [
      `HTTP/1.1 ${status} ${REASONS[status]}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      `${REQUEST_ID_HEADER}: ${randomUUID()}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  });
}
