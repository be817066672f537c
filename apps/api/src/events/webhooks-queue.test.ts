import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { dataVersion } from '../db/read-cache';
import { entregasWebhook, usuarios, webhooks } from '../db/schema/index';
import { DAY_MS, MINUTE_MS } from '../lib/time';
import { flushMail } from '../mail/outbox';
import { createTestApi, PG_TEST_URL, type TestApi } from '../testing/harness';
import { type Receiver, raiseShipmentEvent, startReceiver, workerDepsOf } from '../testing/webhook-receiver';
import { resolveTarget } from './webhooks-address';
import { CLAIM_MS, claimDue, recordAttempt } from './webhooks-queue';
import { deliveryBody, sendSigned } from './webhooks-send';
import { startWebhookWorker, type WebhookWorker } from './webhooks-worker';

// The delivery queue on a frozen clock: retries and their schedule, abandoning after 24 h, disabling
// after 3 days, a restart in the middle of a delivery, a worker stopping, and two workers (two API
// processes: two connection pools on PostgreSQL) sharing one queue.

let api: TestApi;
let receiver: Receiver;
let worker: WebhookWorker;
let demoId: number;

beforeAll(async () => {
  api = await createTestApi({ env: { webhookAllowPrivate: true } });
  receiver = await startReceiver();
  worker = startWebhookWorker(workerDepsOf(api), { pollMs: 0 });
  demoId = (await api.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, 'demo')))[0]!
    .id;
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await api?.close();
});
beforeEach(async () => {
  api.clock.resume();
  receiver.answer = 204;
  receiver.received.length = 0;
  // Each test starts with one webhook of its own.
  await api.db.delete(webhooks);
});

/** A webhook of `demo` for SALIDA to the receiver. */
async function newWebhook(): Promise<number> {
  const [row] = await api.db
    .insert(webhooks)
    .values({
      idUsuario: demoId,
      url: receiver.url,
      secreto: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      eventos: ['SALIDA'],
    })
    .returning({ id: webhooks.id });
  return row!.id;
}

/** Raises an event now and lets the frozen clock pass the database's enqueue time. */
async function raiseNow(): Promise<void> {
  await raiseShipmentEvent(api.db, 'FRUSUR', api.clock());
  api.clock.advance(1_000);
}

const deliveriesOf = (idWebhook: number) =>
  api.db.select().from(entregasWebhook).where(eq(entregasWebhook.idWebhook, idWebhook));

describe('webhook delivery queue', () => {
  it('retries a failing delivery after 1, 2, 4 … minutes with the same webhook-id, then delivers', async () => {
    const id = await newWebhook();
    api.clock.freeze();
    await raiseNow();
    receiver.answer = 500;
    expect(await worker.runOnce()).toBe(1);
    // Not due before its minute, due at it.
    api.clock.advance(MINUTE_MS - 1);
    expect(await worker.runOnce()).toBe(0);
    api.clock.advance(1);
    expect(await worker.runOnce()).toBe(1);
    api.clock.advance(2 * MINUTE_MS - 1);
    expect(await worker.runOnce()).toBe(0);
    receiver.answer = 204;
    api.clock.advance(1);
    expect(await worker.runOnce()).toBe(1);

    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const bodies = new Set(receiver.received.map((r) => r.body));
    expect(bodies.size).toBe(1);
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ estado: 'ENTREGADA', intentos: 3, reclamadaHasta: null });
    const [hook] = await api.db.select().from(webhooks).where(eq(webhooks.id, id));
    expect(hook!.fallandoDesde).toBeNull();
  });

  it('abandons after 24 h of failures; disables the webhook after 3 days of them and mails its owner', async () => {
    const id = await newWebhook();
    api.clock.freeze();
    const start = api.clock().getTime();
    await raiseNow();
    receiver.answer = 503;
    for (let guard = 0; guard < 30; guard++) {
      const [delivery] = await deliveriesOf(id);
      if (delivery!.estado === 'ABANDONADA') break;
      api.clock.advance(Math.max(0, delivery!.proximoIntento.getTime() - api.clock().getTime()));
      expect(await worker.runOnce()).toBe(1);
    }
    const [abandoned] = await deliveriesOf(id);
    expect(abandoned!.estado).toBe('ABANDONADA');
    // 1 min … 4 h 16 min, then 6 h waits, the last at 24 h: 13 attempts.
    expect(abandoned!.intentos).toBe(13);
    expect(receiver.received).toHaveLength(13);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);

    const [failing] = await api.db.select().from(webhooks).where(eq(webhooks.id, id));
    const failingSince = failing!.fallandoDesde!.getTime();
    expect(failingSince).toBe(start + 1_000);
    expect(failing!.desactivado).toBeNull();

    // Failing 1 ms short of 3 days: still enabled.
    api.clock.advance(failingSince + 3 * DAY_MS - 1 - api.clock().getTime() - 1_000);
    await raiseNow();
    expect(await worker.runOnce()).toBe(1);
    expect((await api.db.select().from(webhooks).where(eq(webhooks.id, id)))[0]!.desactivado).toBeNull();
    // The next failure, past 3 days: disabled, its pending retry abandoned, its owner told.
    api.clock.advance(MINUTE_MS);
    api.mailer.sent.length = 0;
    expect(await worker.runOnce()).toBe(1);
    await flushMail();
    const [disabled] = await api.db.select().from(webhooks).where(eq(webhooks.id, id));
    expect(disabled!.desactivado).not.toBeNull();
    const pending = await api.db
      .select()
      .from(entregasWebhook)
      .where(and(eq(entregasWebhook.idWebhook, id), eq(entregasWebhook.estado, 'FALLIDA')));
    expect(pending).toEqual([]);
    expect(api.mailer.sent).toEqual([
      expect.objectContaining({ subject: 'Webhook disabled', text: expect.stringContaining(receiver.url) }),
    ]);
    // A disabled webhook gets nothing more.
    expect((await raiseShipmentEvent(api.db, 'FRUSUR', api.clock())).queued).toBe(0);
  });

  it('a restart in the middle of a delivery loses nothing: the lapsed claim is sent again, same webhook-id, once', async () => {
    const id = await newWebhook();
    api.clock.freeze();
    await raiseNow();
    // Process A claims and sends, then dies before recording the attempt.
    const [claimed] = await claimDue(api.db, api.clock(), 10);
    expect(claimed).toBeDefined();
    const target = await resolveTarget(claimed!.url, { allowPrivate: true });
    const body = deliveryBody(claimed!.datos.tipo, claimed!.datos.fecha, claimed!.datos);
    await sendSigned(target, { id: claimed!.idMensaje, secret: claimed!.secreto, body }, api.clock());
    expect(receiver.received).toHaveLength(1);

    // While A's claim holds, nobody sends it again.
    expect(await worker.runOnce()).toBe(0);
    api.clock.advance(CLAIM_MS - 1);
    expect(await worker.runOnce()).toBe(0);
    // Once it lapses, another process sends it, with the same id (the receiver may drop it).
    api.clock.advance(1);
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    // A coming back late cannot overwrite what B recorded.
    expect(
      await recordAttempt(api.db, claimed!, { status: 204, durationMs: 1, error: null }, api.clock()),
    ).toEqual({
      recorded: false,
      disabled: false,
    });
    api.clock.advance(DAY_MS);
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(2);
    expect((await deliveriesOf(id))[0]).toMatchObject({ estado: 'ENTREGADA', intentos: 1 });
  });

  it('a worker stopping mid-send gives its claim back untried', async () => {
    const id = await newWebhook();
    await raiseNow();
    receiver.answer = 'hang';
    const stopping = startWebhookWorker(workerDepsOf(api), { pollMs: 0 });
    const run = stopping.runOnce();
    while (receiver.received.length === 0) await new Promise((r) => setTimeout(r, 20));
    await stopping.stop();
    await run;
    expect((await deliveriesOf(id))[0]).toMatchObject({
      estado: 'PENDIENTE',
      intentos: 0,
      reclamadaHasta: null,
    });
    receiver.answer = 204;
    expect(await worker.runOnce()).toBe(1);
    expect((await deliveriesOf(id))[0]).toMatchObject({ estado: 'ENTREGADA', intentos: 1 });
  });

  it('checks the URL again at each delivery and connects to the address it checked (DNS rebinding)', async () => {
    const port = new URL(receiver.url).port;
    const [hook] = await api.db
      .insert(webhooks)
      .values({
        idUsuario: demoId,
        url: `https://rebind.example:${port}/hook`,
        secreto: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        eventos: ['SALIDA'],
      })
      .returning({ id: webhooks.id });
    await raiseNow();
    // Saved while the name was public; now it resolves to loopback: refused, nothing sent.
    const strict = startWebhookWorker(
      { ...workerDepsOf(api), env: { ...api.env, webhookAllowPrivate: false } },
      { pollMs: 0, resolve: async () => [{ address: '127.0.0.1', family: 4 }] },
    );
    expect(await strict.runOnce()).toBe(1);
    await strict.stop();
    expect(receiver.received).toEqual([]);
    const [refused] = await api.db
      .select({ id: entregasWebhook.id, estado: entregasWebhook.estado })
      .from(entregasWebhook)
      .where(eq(entregasWebhook.idWebhook, hook!.id));
    expect(refused!.estado).toBe('FALLIDA');
    const { client } = await api.signIn('demo');
    const [attempt] = await client.notificaciones.obtenerEntregasWebhook({ id: hook!.id });
    expect(attempt).toMatchObject({ estado: 'FALLIDA', codigoHttp: null, intento: 1 });
    expect(attempt!.error).toMatch(/rebind\.example resolves to .*127\.0\.0\.1/);

    // The connection goes to the checked address: `rebind.example` exists in no DNS, yet the request
    // reaches the receiver the resolver named.
    await api.db.delete(webhooks);
    await api.db.insert(webhooks).values({
      idUsuario: demoId,
      url: `http://rebind.example:${port}/hook`,
      secreto: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      eventos: ['SALIDA'],
    });
    await raiseNow();
    const pinned = startWebhookWorker(workerDepsOf(api), {
      pollMs: 0,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(await pinned.runOnce()).toBe(1);
    await pinned.stop();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers.host).toBe(`rebind.example:${port}`);
  });

  it('an idle poll writes nothing (PGlite keeps its read cache)', async () => {
    await newWebhook();
    await raiseNow();
    expect(await worker.runOnce()).toBe(1);
    const before = dataVersion(api.db);
    // PostgreSQL has no data version (other processes write it); PGlite does.
    if (process.env.API_TEST_DB !== 'pg') expect(before).toBeTypeOf('number');
    expect(await worker.runOnce()).toBe(0);
    expect(dataVersion(api.db)).toBe(before);
  });

  it('counts no answer within the timeout as a failure', async () => {
    receiver.answer = 'hang';
    const target = await resolveTarget(receiver.url, { allowPrivate: true });
    const result = await sendSigned(
      target,
      { id: 'msg_1', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', body: '{}' },
      new Date(),
      undefined,
      200,
    );
    expect(result).toMatchObject({ status: null, error: 'no answer within 0.2 s' });
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
  });

  it('two workers (two API processes) deliver each event once', async () => {
    await newWebhook();
    const events = 24;
    for (let i = 0; i < events; i++) await raiseShipmentEvent(api.db, 'FRUSUR', api.clock());
    // On PostgreSQL the second worker has a connection pool of its own, as another process would.
    const second =
      process.env.API_TEST_DB === 'pg'
        ? await openDatabase({
            databaseUrl: PG_TEST_URL,
            schemaName: api.database.schemaName,
            maxConnections: 4,
            heartbeat: false,
          })
        : undefined;
    const workerA = startWebhookWorker(workerDepsOf(api), { pollMs: 0, batch: 3 });
    const workerB = startWebhookWorker(
      { ...workerDepsOf(api), db: second?.db ?? api.db },
      { pollMs: 0, batch: 3 },
    );
    try {
      const drain = async (w: WebhookWorker) => {
        let claimed = 0;
        for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) claimed += n;
        return claimed;
      };
      const [a, b] = await Promise.all([drain(workerA), drain(workerB)]);
      expect(a + b).toBe(events);
      if (second) expect(Math.min(a, b)).toBeGreaterThan(0);
    } finally {
      await workerA.stop();
      await workerB.stop();
      await second?.close();
    }
    expect(receiver.received).toHaveLength(events);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(events);
  });
});
