import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entregasWebhook, usuarios, webhooks } from '../db/schema/index';
import { startWebhookWorker, type WebhookWorker } from '../events/webhooks-worker';
import { createTestApi, rejection, type TestApi } from '../testing/harness';
import { type Receiver, raiseShipmentEvent, startReceiver, workerDepsOf } from '../testing/webhook-receiver';

// The webhook calls (GuardarWebhook, ObtenerWebhooks, EliminarWebhook, ObtenerEntregasWebhook) and a
// delivery end to end: an event of the owner's customer reaches the local receiver signed, verified
// with the Standard Webhooks library; another customer's event does not.

let api: TestApi;
let receiver: Receiver;
let worker: WebhookWorker;

beforeAll(async () => {
  api = await createTestApi({ env: { webhookAllowPrivate: true } });
  receiver = await startReceiver();
  worker = startWebhookWorker(workerDepsOf(api), { pollMs: 0 });
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await api?.close();
});

describe('webhooks', () => {
  it('registers a webhook, answers its whsec_ secret once, and lists it without it', async () => {
    const { client } = await api.signIn('demo');
    const created = await client.notificaciones.guardarWebhook({
      body: { url: receiver.url, eventos: ['SALIDA', 'LLEGADA'] },
    });
    expect(created.secreto).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await client.notificaciones.obtenerWebhooks();
    expect(listed).toEqual([
      expect.objectContaining({ id: created.id, url: receiver.url, eventos: ['SALIDA', 'LLEGADA'] }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.secreto);
    await client.notificaciones.eliminarWebhook({ id: created.id });
  });

  it('delivers an event of the owner’s customer signed (Standard Webhooks), and nothing of another customer', async () => {
    const { client } = await api.signIn('demo');
    const { id, secreto } = await client.notificaciones.guardarWebhook({
      body: { url: receiver.url, eventos: ['SALIDA'] },
    });
    const own = await raiseShipmentEvent(api.db, 'FRUSUR', api.clock());
    const other = await raiseShipmentEvent(api.db, 'AUTOIB', api.clock());
    expect(own.queued).toBe(1);
    expect(other.queued).toBe(0);
    receiver.received.length = 0;
    await worker.runOnce();

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const headers = request!.headers as Record<string, string>;
    const payload = new Webhook(secreto).verify(request!.body, headers) as Record<string, unknown>;
    expect(payload).toEqual({ type: 'SALIDA', timestamp: own.datos.fecha, data: own.datos });
    expect(headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(headers['content-type']).toBe('application/json');
    // A forged body fails verification.
    expect(() => new Webhook(secreto).verify(request!.body.replace('DEPA', 'ARRI'), headers)).toThrow();

    const attempts = await client.notificaciones.obtenerEntregasWebhook({ id });
    expect(attempts).toEqual([
      expect.objectContaining({
        idMensaje: headers['webhook-id'],
        tipo: 'SALIDA',
        intento: 1,
        estado: 'ENTREGADA',
        codigoHttp: 204,
        error: null,
        proximoIntento: null,
      }),
    ]);
    expect(attempts[0]!.duracionMs).toBeGreaterThanOrEqual(0);
    // Delivered once: the next poll sends nothing.
    await worker.runOnce();
    expect(receiver.received).toHaveLength(1);
  });

  it('sends only the types a webhook asked for, and nothing to an owner who left, queued or not', async () => {
    const { client } = await api.signIn('demo');
    await client.notificaciones.guardarWebhook({ body: { url: receiver.url, eventos: ['FACTURA_VENCIDA'] } });
    const { id: ownerId } = (
      await api.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, 'demo'))
    )[0]!;
    const before = (await api.db.select().from(entregasWebhook)).length;
    const raised = await raiseShipmentEvent(api.db, 'TEXMED', api.clock());
    // Only the SALIDA webhook of the earlier test, not the FACTURA_VENCIDA one.
    expect(raised.queued).toBe(1);
    await api.db.update(usuarios).set({ estado: 'BAJA' }).where(eq(usuarios.id, ownerId));
    expect((await raiseShipmentEvent(api.db, 'TEXMED', api.clock())).queued).toBe(0);
    expect((await api.db.select().from(entregasWebhook)).length).toBe(before + 1);
    // The one queued before the owner left is not sent either.
    receiver.received.length = 0;
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toEqual([]);
    expect(
      (await api.db.select().from(entregasWebhook).where(eq(entregasWebhook.idEvento, raised.idEvento)))[0],
    ).toMatchObject({ estado: 'ABANDONADA' });
    await api.db.update(usuarios).set({ estado: 'ACTIVO' }).where(eq(usuarios.id, ownerId));
  });

  it('refuses a URL that is not public when private addresses are not allowed', async () => {
    const strict = await createTestApi({ seed: 'core' });
    try {
      const { client } = await strict.signIn('demo');
      for (const url of [
        'https://127.0.0.1/hook',
        'https://169.254.169.254/',
        'https://[::1]/',
        'http://example.com/',
      ]) {
        const refused = await rejection(
          client.notificaciones.guardarWebhook({ body: { url, eventos: ['SALIDA'] } }),
        );
        expect(refused).toMatchObject({ status: 400, field: 'url' });
      }
      expect(await strict.db.select().from(webhooks)).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('lets only the owner read and delete a webhook (404 for another user), its deliveries going with it', async () => {
    const demo = await api.signIn('demo');
    const tracking = await api.signIn('tracking');
    const { id } = await demo.client.notificaciones.guardarWebhook({
      body: { url: receiver.url, eventos: ['ENTREGA'] },
    });
    expect(await rejection(tracking.client.notificaciones.obtenerEntregasWebhook({ id }))).toMatchObject({
      status: 404,
    });
    expect(await rejection(tracking.client.notificaciones.eliminarWebhook({ id }))).toMatchObject({
      status: 404,
    });
    expect(await tracking.client.notificaciones.obtenerWebhooks()).toEqual([]);
    expect(await demo.client.notificaciones.eliminarWebhook({ id })).toEqual({ id, eliminado: true });
    expect(await rejection(demo.client.notificaciones.eliminarWebhook({ id }))).toMatchObject({
      status: 404,
    });
  });
});
