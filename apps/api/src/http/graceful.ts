import type { IncomingMessage, Server, ServerResponse } from 'node:http';

// Stopping without dropping anyone (SIGTERM under keep-alive load): stop accepting connections,
// close the idle ones, tell every answer in flight or still to come on an open connection
// "Connection: close", let those answers finish, and cut what remains only at the deadline.

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
        server.close(() => {
          clearTimeout(deadline);
          resolve(true);
        });
        for (const res of inFlight) closeAfter(res);
        server.closeIdleConnections();
      });
    },
  };
}
