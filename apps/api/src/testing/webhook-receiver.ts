import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Evento } from '@extranet/sdk/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientes, eventos, partidas } from '../db/schema/index';
import { enqueueWebhookDeliveries } from '../events/webhooks-queue';
import type { WorkerDeps } from '../events/webhooks-worker';
import { createLogger } from '../log';
import type { TestApi } from './harness';

// For the webhook tests: a local HTTP receiver (node:http on 127.0.0.1, reached with
// WEBHOOK_ALLOW_PRIVATE) that records every request, and a way to raise a shipment event and queue
// it as the events code does (one transaction: the event row, then enqueueWebhookDeliveries).

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: ReceivedRequest[];
  /** The status the next requests get (default 204); `'hang'` never answers. */
  answer: number | 'hang';
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  const state = { answer: 204 as number | 'hang' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (state.answer !== 'hang') res.writeHead(state.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    get answer() {
      return state.answer;
    },
    set answer(value) {
      state.answer = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let sequence = 0;

/**
 * Raises a SALIDA event on a shipment of customer `codigoCliente` (a fresh reason each call) and
 * queues its webhook deliveries in the same transaction; answers the event id and deliveries queued.
 */
export async function raiseShipmentEvent(
  db: Db,
  codigoCliente: string,
  at: Date,
): Promise<{ idEvento: number; queued: number; datos: Evento }> {
  const [partida] = await db
    .select({
      id: partidas.id,
      numeroPartida: partidas.numeroPartida,
      referenciaCliente: partidas.referenciaCliente,
      idCliente: partidas.idCliente,
    })
    .from(partidas)
    .innerJoin(clientes, and(eq(clientes.id, partidas.idCliente), eq(clientes.codigo, codigoCliente)))
    .limit(1);
  if (!partida) throw new Error(`no shipment of ${codigoCliente}`);
  const datos: Evento = {
    tipo: 'SALIDA',
    fecha: at.toISOString(),
    idPartida: partida.id,
    numeroPartida: partida.numeroPartida,
    referenciaCliente: partida.referenciaCliente,
    codigo: 'DEPA',
    lugar: 'Valencia',
    fechaHito: at.toISOString(),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventos)
      .values({
        tipo: 'SALIDA',
        tipoRegistro: 'PARTIDA',
        idRegistro: partida.id,
        idCliente: partida.idCliente,
        motivo: `test:${++sequence}:${at.getTime()}`,
        datos,
        fecha: at,
      })
      .returning({ id: eventos.id });
    const queued = await enqueueWebhookDeliveries(tx as unknown as Db, {
      id: row!.id,
      idCliente: partida.idCliente,
      tipoRegistro: 'PARTIDA',
      datos,
    });
    return { idEvento: row!.id, queued, datos };
  });
}

/** What the webhook worker needs, from a test API (quiet logs). */
export const workerDepsOf = (api: TestApi): WorkerDeps => ({
  db: api.db,
  env: api.env,
  mailer: api.mailer,
  clock: api.clock,
  log: createLogger('silent'),
});
