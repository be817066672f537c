import { createExtranetClient, type ExtranetClient } from '@extranet/sdk';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, usuarios } from '../db/schema/index';
import { requestShipment } from '../domain/partidas';
import { startWebhookWorker, type WebhookWorker } from '../events/webhooks-worker';
import { flushMail } from '../mail/outbox';
import { createTestApi, TEST_BASE_URL, type TestApi } from '../testing/harness';
import { type Receiver, startReceiver, workerDepsOf } from '../testing/webhook-receiver';

// Issue 28's "done when", in one path: a milestone posted through the SDK with an integration key
// reaches the shipment's users in the app, by e-mail and through a signed webhook, exactly once (the
// same post twice and a second worker pass change nothing); a user of another customer gets nothing.

let api: TestApi;
let receiver: Receiver;
let worker: WebhookWorker;
let demo: ExtranetClient;
let tracking: ExtranetClient;
let system: ExtranetClient;

beforeAll(async () => {
  api = await createTestApi({ env: { webhookAllowPrivate: true } });
  receiver = await startReceiver();
  worker = startWebhookWorker(workerDepsOf(api), { pollMs: 0 });
  demo = (await api.signIn('demo')).client;
  tracking = (await api.signIn('tracking')).client;
  const admin = (await api.signIn('admin')).client;
  const { clave } = await admin.configuracion.guardarClaveIntegracion({
    body: { nombre: 'Operations system' },
  });
  system = createExtranetClient({
    baseURL: TEST_BASE_URL,
    apiKey: clave,
    fetch: async (input, init) => api.app.request(input, init),
    maxRetries: 0,
  });
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await api?.close();
});

describe('a milestone from the provider’s system', () => {
  it('reaches the shipment’s users in the app, by e-mail and by a signed webhook, once; no one else', async () => {
    // A booking request of FRUSUR (a customer of demo, not of tracking), confirmed by the system.
    const [frusur] = await api.db.select().from(clientes).where(eq(clientes.codigo, 'FRUSUR'));
    const now = api.clock().getTime();
    const { numeroPartida } = await requestShipment(
      api.db,
      {
        idCliente: frusur!.id,
        modo: 'MARITIMO',
        origen: 'ESVLC',
        destino: 'USNYC',
        expedidor: 'Frutas del Sur S.L.',
        destinatario: 'Hudson Produce Corp.',
        incoterm: 'CFR',
        mercancia: 'Fresh mandarins',
        referenciaCliente: 'PO-28',
        fechaDisponible: new Date(now).toISOString().slice(0, 10),
        bultos: [{ tipoBulto: 'Pallet', cantidad: 20, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 900 }],
        contenedores: [{ tipo: '40RF', cantidad: 1 }],
      },
      { now: api.clock() },
    );
    await system.integracion.confirmarReserva({
      body: {
        numeroPartida,
        transportista: 'MAEU',
        numeroReserva: 'BK-28',
        salidaPlanificada: new Date(now - 2 * 3_600_000),
        llegadaPlanificada: new Date(now + 10 * 86_400_000),
      },
    });
    // demo wants departures in the app and by e-mail at once, and by webhook.
    await demo.notificaciones.guardarPreferencias({
      body: {
        eventos: [{ tipo: 'SALIDA', app: true, correo: 'INMEDIATO' }],
        umbrales: { retrasoDias: 1, cambioEtaHoras: 12, caducidadDias: 14 },
      },
    });
    const { secreto } = await demo.notificaciones.guardarWebhook({
      body: { url: receiver.url, eventos: ['SALIDA'] },
    });
    const mailsBefore = api.mailer.sent.length;
    receiver.received.length = 0;

    // Timelines keep whole seconds.
    const fecha = new Date(Math.floor(now / 1000) * 1000 - 3_600_000);
    const posted = await system.integracion.registrarHito({
      body: { numeroPartida, codigo: 'DEPA', fecha, lugar: 'Valencia' },
    });
    const again = await system.integracion.registrarHito({ body: { numeroPartida, codigo: 'DEPA', fecha } });
    expect(again).toEqual(posted);
    await flushMail();
    await worker.runOnce();
    await worker.runOnce();

    // In the app: one SALIDA for the shipment, with its link.
    const bell = await demo.notificaciones.obtenerNotificaciones();
    const inApp = bell.notificaciones.filter((n) => n.tipo === 'SALIDA' && n.numeroPartida === numeroPartida);
    expect(inApp).toHaveLength(1);
    expect(inApp[0]!.enlace).toMatch(/^\/tracking\/\d+$/);

    // By e-mail: one, to demo, naming the shipment.
    const [demoUser] = await api.db.select().from(usuarios).where(eq(usuarios.usuario, 'demo'));
    const mails = api.mailer.sent
      .slice(mailsBefore)
      .filter((mail) => mail.to === demoUser!.correo && mail.subject.includes(numeroPartida));
    expect(mails).toHaveLength(1);

    // By webhook: one delivery, signed as Standard Webhooks says, carrying the shipment.
    const deliveries = receiver.received.map((request) => ({
      headers: request.headers as Record<string, string>,
      payload: new Webhook(secreto).verify(request.body, request.headers as Record<string, string>) as {
        type: string;
        data: { numeroPartida?: string };
      },
    }));
    const forShipment = deliveries.filter((d) => d.payload.data.numeroPartida === numeroPartida);
    expect(forShipment).toHaveLength(1);
    expect(forShipment[0]!.payload.type).toBe('SALIDA');

    // A user of another customer: nothing of it.
    const others = await tracking.notificaciones.obtenerNotificaciones();
    expect(others.notificaciones.some((n) => 'numeroPartida' in n && n.numeroPartida === numeroPartida)).toBe(
      false,
    );
  });
});
