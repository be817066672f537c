import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

// Stopping without dropping anyone (SIGTERM under keep-alive load, issue 32): stop accepting
// connections, tell every answer in flight or still to come on an open connection "Connection:
// close", let those answers finish, and cut what remains only at the deadline.
//
// Idle keep-alive connections are not closed by the drain: closing one at the instant its client
// sends the next request resets that request (http.Server#close closes them all at once, which is
// how a busy client got resets). They get a grace longer than the server's keep-alive timeout, which
// the clients know (the `Keep-Alive: timeout=N` header; Node's agent retires a socket a second before
// it): a busy client's next request comes within it and is answered with "Connection: close", and a
// quiet connection is closed by the keep-alive timeout the client expects. Only what is idle still
// after the grace is closed.

/** The grace outlasts the keep-alive timeout by this much. */
const GRACE_BEYOND_KEEP_ALIVE_MS = 1_000;

export interface Drain {
  /** True once `drain` was called. */
  readonly draining: boolean;
  /**
   * Resolves when every connection has closed (true), or at the deadline after cutting the rest
   * (false). The deadline must exceed the server's keep-alive timeout by a second or more.
   */
  drain(deadlineMs: number): Promise<boolean>;
}

export function trackConnections(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    // Headers already gone out with keep-alive (a streamed list): end the connection once the
    // answer is complete.
    else res.once('finish', () => res.socket?.end());
  };
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (draining) closeAfter(res);
  });
  return {
    get draining() {
      return draining;
    },
    drain: (deadlineMs) => {
      draining = true;
      return new Promise<boolean>((resolve) => {
        const deadline = setTimeout(() => {
          server.closeAllConnections();
          resolve(false);
        }, deadlineMs);
        deadline.unref();
        // net.Server#close: stop accepting, but leave the idle connections to the grace below.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(deadline);
          resolve(true);
        });
        for (const res of inFlight) closeAfter(res);
        const grace = Math.min(server.keepAliveTimeout + GRACE_BEYOND_KEEP_ALIVE_MS, deadlineMs - 500);
        setTimeout(() => server.closeIdleConnections(), grace).unref();
      });
    },
  };
}
