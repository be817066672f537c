// A port no one listens on, for a bench's servers: asked of the system, so that a service of the
// machine (RabbitMQ's epmd holds 4369, say) is never taken for the server a bench started.
// BENCH_PORTS=4900-4999 keeps every server of the bench in that range (on a shared machine).
import http from 'node:http';

const [portFrom, portTo] = (process.env.BENCH_PORTS ?? '').split('-').map(Number);
let nextPort = portFrom;

/** The port bound, or null when `port` is taken (0: any free port). */
const tryPort = (port) =>
  new Promise((resolve) => {
    const server = http.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });

export async function freePort() {
  if (!portFrom || !portTo) return tryPort(0);
  for (let tries = 0; tries <= portTo - portFrom; tries++) {
    const port = nextPort;
    nextPort = nextPort >= portTo ? portFrom : nextPort + 1;
    if (await tryPort(port)) return port;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}
