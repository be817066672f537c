import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

// Stopping without dropping anyone (SIGTERM under keep-alive load): stop accepting connections,
// tell every answer in flight or still to come on an open connection "Connection: close", let those
// answers finish, close the connections that stay idle, and cut what remains only at the deadline.
//
// Idle keep-alive connections get a short grace first: closing one at the instant its client sends
// the next request resets that request (http.Server#close closes them all at once, which is how a
// busy client got resets). A busy client's next request comes within the grace, is answered with
// "Connection: close", and the client opens no more; only quiet connections are closed at its end.

/** How long idle keep-alive connections may still bring a request before they are closed. */
const IDLE_GRACE_MS = 1_000;

export interface Drain {
  /** True once `drain` was called. */
  readonly draining: boolean;
  /** Resolves when every connection has closed (true), or at the deadline after cutting the rest (false). */
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
        setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS).unref();
      });
    },
  };
}
