import { createExtranetClient, type ExtranetClient } from '@extranet/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { KEY_CALLS_PER_MINUTE } from '../auth/integration-keys';
import {
  clientes,
  eventos,
  limitesIntentos,
  notificaciones,
  usuarioCliente,
  usuarios,
} from '../db/schema/index';
import { requestShipment } from '../domain/partidas';
import { flushMail } from '../mail/outbox';
import { createTestApi, rejection, TEST_BASE_URL, type TestApi } from '../testing/harness';

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
let tracking: ExtranetClient;
let system: ExtranetClient;
let apiKey: string;
let frusur: number;

/** A client of the provider's systems on `app` (another "process" in the restart test). */
const keyClient = (key: string, app = api.app) =>
  createExtranetClient({
    baseURL: TEST_BASE_URL,
    apiKey: key,
    fetch: async (input, init) => app.request(input, init),
    maxRetries: 0,
  });

/** A new booking request of FRUSUR (a `demo` customer), by sea from Valencia to New York. */
const newRequest = () =>
  requestShipment(
    api.db,
    {
      idCliente: frusur,
      modo: 'MARITIMO',
      origen: 'ESVLC',
      destino: 'USNYC',
      expedidor: 'Frutas del Sur S.L.',
      destinatario: 'Hudson Produce Corp.',
      incoterm: 'CFR',
      mercancia: 'Fresh mandarins',
      referenciaCliente: 'PO-77',
      fechaDisponible: '2026-03-06',
      bultos: [{ tipoBulto: 'Pallet', cantidad: 20, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 900 }],
      contenedores: [{ tipo: '40RF', cantidad: 1 }],
    },
    { now: api.clock() },
  );

const plan = () => {
  const now = api.clock().getTime();
  return {
    salidaPlanificada: new Date(now + 2 * 86_400_000),
    llegadaPlanificada: new Date(now + 12 * 86_400_000),
  };
};

/** The notifications a user has of the shipment (all channels). */
async function notificationsOf(usuario: string, idPartida: number) {
  return api.db
    .select({ tipo: eventos.tipo, motivo: eventos.motivo, correo: notificaciones.correo })
    .from(notificaciones)
    .innerJoin(eventos, eq(eventos.id, notificaciones.idEvento))
    .innerJoin(usuarios, eq(usuarios.id, notificaciones.idUsuario))
    .where(
      and(
        eq(usuarios.usuario, usuario),
        eq(eventos.idRegistro, idPartida),
        eq(eventos.tipoRegistro, 'PARTIDA'),
      ),
    );
}

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
  tracking = (await api.signIn('tracking')).client;
  apiKey = (await admin.configuracion.guardarClaveIntegracion({ body: { nombre: 'Operations system' } }))
    .clave;
  system = keyClient(apiKey);
  const [row] = await api.db.select().from(clientes).where(eq(clientes.codigo, 'FRUSUR'));
  frusur = row!.id;
});
afterAll(async () => {
  await api?.close();
});

describe('integration keys', () => {
  it('are shown once, listed without the key, and refused once revoked', async () => {
    const created = await admin.configuracion.guardarClaveIntegracion({ body: { nombre: 'Carrier feed' } });
    expect(created.clave).toMatch(/^exk_[A-Za-z0-9_-]{43}$/);
    const listed = await admin.configuracion.obtenerClavesIntegracion();
    const row = listed.find((k) => k.id === created.id)!;
    expect(row).toMatchObject({
      nombre: 'Carrier feed',
      creadaPor: 'admin',
      ultimoUso: null,
      fechaRevocacion: null,
    });
    expect(created.clave.startsWith(row.prefijo)).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(created.clave);

    const client = keyClient(created.clave);
    const { numeroPartida } = await newRequest();
    await client.integracion.confirmarReserva({
      body: { numeroPartida, transportista: 'MAEU', numeroReserva: 'BK-1', ...plan() },
    });
    const used = (await admin.configuracion.obtenerClavesIntegracion()).find((k) => k.id === created.id)!;
    expect(used.ultimoUso).not.toBeNull();

    const revoked = await admin.configuracion.revocarClaveIntegracion({ id: created.id });
    expect(revoked.fechaRevocacion).not.toBeNull();
    expect(
      await rejection(
        client.integracion.registrarHito({ body: { numeroPartida, codigo: 'DEPA', fecha: new Date() } }),
      ),
    ).toMatchObject({ status: 401 });
  });

  it('are administered by administrators only', async () => {
    expect(await rejection(demo.configuracion.obtenerClavesIntegracion())).toMatchObject({ status: 403 });
    expect(
      await rejection(demo.configuracion.guardarClaveIntegracion({ body: { nombre: 'mine' } })),
    ).toMatchObject({ status: 403 });
    expect(await rejection(admin.configuracion.revocarClaveIntegracion({ id: 99_999 }))).toMatchObject({
      status: 404,
    });
  });

  it('limits each key: past its calls of the minute, 429 with Retry-After; other keys go on', async () => {
    const limited = await admin.configuracion.guardarClaveIntegracion({ body: { nombre: 'Busy system' } });
    await api.db.insert(limitesIntentos).values({
      clave: `integration-key:${limited.id}`,
      intentos: KEY_CALLS_PER_MINUTE,
      caduca: new Date(api.clock().getTime() + 30_000),
    });
    const response = await api.request('/api/Integracion/RegistrarHito', {
      method: 'POST',
      headers: { 'x-api-key': limited.clave, 'content-type': 'application/json' },
      body: JSON.stringify({ numeroPartida: 'M99-999999', codigo: 'DEPA', fecha: new Date().toISOString() }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await rejection(
      system.integracion.registrarHito({
        body: { numeroPartida: 'M99-999999', codigo: 'DEPA', fecha: new Date() },
      }),
    );
    expect(other).toMatchObject({ status: 404 });
  });

  it('a missing or unknown key, or a user token, is a 401', async () => {
    const body = { numeroPartida: 'M26-000001', codigo: 'DEPA', fecha: new Date() };
    expect(await rejection(keyClient('exk_not-a-key').integracion.registrarHito({ body }))).toMatchObject({
      status: 401,
    });
    expect(await rejection(admin.integracion.registrarHito({ body }))).toMatchObject({ status: 401 });
  });
});

describe('ConfirmarReserva', () => {
  it('confirms a pending request: carrier, plan, status, and RESERVA_CONFIRMADA for its users only', async () => {
    const { id, numeroPartida } = await newRequest();
    const { salidaPlanificada, llegadaPlanificada } = plan();
    const confirmed = await system.integracion.confirmarReserva({
      body: {
        numeroPartida,
        transportista: 'MAEU',
        numeroReserva: '262345678',
        salidaPlanificada,
        llegadaPlanificada,
      },
    });
    expect(confirmed).toMatchObject({
      id,
      numeroPartida,
      codigoTransportista: 'MAEU',
      numeroReserva: '262345678',
    });
    // Its planned timeline is there: its status follows from it, as the detail says.
    const detail = await demo.tracking.obtenerPartida({ id });
    expect(['RESERVADA', 'EN_ORIGEN']).toContain(detail.estado);
    expect(confirmed.estado).toBe(detail.estado);
    expect(detail.hitos.map((h) => h.codigo)).toContain('DEPA');
    expect(await notificationsOf('demo', id)).toEqual([
      { tipo: 'RESERVA_CONFIRMADA', motivo: 'reserva', correo: null },
    ]);
    expect(await notificationsOf('tracking', id)).toEqual([]);
    // The bell shows it with its link.
    const bell = await demo.notificaciones.obtenerNotificaciones();
    expect(bell.notificaciones[0]).toMatchObject({
      tipo: 'RESERVA_CONFIRMADA',
      numeroPartida,
      enlace: `/tracking/${id}`,
    });
    expect((await tracking.notificaciones.obtenerNotificaciones()).notificaciones).toEqual([]);
  });

  it('409 naming the status when the shipment is no pending request; 404 when unknown; 400 naming the field', async () => {
    const { numeroPartida } = await newRequest();
    const body = { numeroPartida, transportista: 'MAEU', numeroReserva: 'X1', ...plan() };
    await system.integracion.confirmarReserva({ body });
    const again = await rejection(system.integracion.confirmarReserva({ body }));
    expect(again).toMatchObject({ status: 409, code: 'NOT_A_BOOKING_REQUEST', field: 'numeroPartida' });
    expect(
      await rejection(
        system.integracion.confirmarReserva({ body: { ...body, numeroPartida: 'M99-999999' } }),
      ),
    ).toMatchObject({ status: 404 });
    const fresh = await newRequest();
    expect(
      await rejection(
        system.integracion.confirmarReserva({
          body: { ...body, numeroPartida: fresh.numeroPartida, transportista: 'ZZZZ' },
        }),
      ),
    ).toMatchObject({ status: 400, field: 'transportista' });
  });
});

describe('RegistrarHito', () => {
  let id: number;
  let numeroPartida: string;
  beforeAll(async () => {
    ({ id, numeroPartida } = await newRequest());
    await system.integracion.confirmarReserva({
      body: { numeroPartida, transportista: 'MAEU', numeroReserva: 'BK-9', ...plan() },
    });
  });

  it('202 with an id; the detail and the lists show the departure at once; SALIDA for the owners only', async () => {
    // Timelines keep whole seconds.
    const fecha = new Date(Math.floor(api.clock().getTime() / 1000) * 1000 - 3_600_000);
    const response = await api.request('/api/Integracion/RegistrarHito', {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ numeroPartida, codigo: 'DEPA', fecha: fecha.toISOString(), lugar: 'Valencia' }),
    });
    expect(response.status).toBe(202);
    const { id: hito } = (await response.json()) as { id: number };
    expect(hito).toBeGreaterThan(0);
    const detail = await demo.tracking.obtenerPartida({ id });
    expect(detail.estado).toBe('EN_TRANSITO');
    expect(detail.atd).toBe(fecha.toISOString());
    const list = await demo.tracking.obtenerSeguimientoEnvios();
    expect(list.find((p) => p.id === id)?.estado).toBe('EN_TRANSITO');
    expect(await notificationsOf('demo', id)).toContainEqual({
      tipo: 'SALIDA',
      motivo: 'hito:DEPA',
      correo: null,
    });
    expect((await notificationsOf('tracking', id)).length).toBe(0);

    // The same (numeroPartida, codigo, fecha): 200, the same id, nothing changes.
    const same = await system.integracion.registrarHito({ body: { numeroPartida, codigo: 'DEPA', fecha } });
    expect(same).toEqual({ id: hito });
    expect((await notificationsOf('demo', id)).filter((n) => n.tipo === 'SALIDA')).toHaveLength(1);
  });

  it('a new app on the same database (a restart) answers the same id and raises nothing again', async () => {
    const fecha = new Date(api.clock().getTime() - 1_800_000);
    const first = await system.integracion.registrarHito({ body: { numeroPartida, codigo: 'LOAD', fecha } });
    const restarted = createApp({ db: api.db, env: api.env, mailer: api.mailer, clock: api.clock });
    const again = await keyClient(apiKey, restarted).integracion.registrarHito({
      body: { numeroPartida, codigo: 'LOAD', fecha },
    });
    expect(again).toEqual(first);
    // A departure posted again at another instant is another milestone, but no second SALIDA.
    await keyClient(apiKey, restarted).integracion.registrarHito({
      body: { numeroPartida, codigo: 'DEPA', fecha: new Date(fecha.getTime() + 60_000) },
    });
    expect((await notificationsOf('demo', id)).filter((n) => n.tipo === 'SALIDA')).toHaveLength(1);
  });

  it('unknown shipment 404; a code not in its timeline 400 naming codigo', async () => {
    const fecha = new Date();
    expect(
      await rejection(
        system.integracion.registrarHito({ body: { numeroPartida: 'M99-999999', codigo: 'DEPA', fecha } }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await rejection(system.integracion.registrarHito({ body: { numeroPartida, codigo: 'DEP', fecha } })),
    ).toMatchObject({ status: 400, field: 'codigo' });
    expect(
      await rejection(
        system.integracion.registrarHito({
          body: { numeroPartida, codigo: 'DEPA', fecha: '2026-03-01T10:00' },
        }),
      ),
    ).toMatchObject({ status: 400, field: 'fecha' });
  });

  it('a new estimate: CAMBIO_ETA beyond the threshold, RETRASO once the delay passes each user’s own', async () => {
    const detail = await demo.tracking.obtenerPartida({ id });
    const planned = new Date(detail.hitos.find((h) => h.codigo === 'ARRI')!.planificada!);
    const [demoUser] = await api.db.select().from(usuarios).where(eq(usuarios.usuario, 'demo'));
    // Another user of FRUSUR with a 3-day delay threshold and a 48-hour ETA threshold.
    await demo.notificaciones.guardarPreferencias({
      body: { eventos: [], umbrales: { retrasoDias: 1, cambioEtaHoras: 12, caducidadDias: 14 } },
    });
    const post = (hours: number, minute: number) =>
      system.integracion.registrarHito({
        body: {
          numeroPartida,
          codigo: 'LOAD',
          fecha: new Date(api.clock().getTime() - 600_000 + minute * 1000),
          estimada: new Date(planned.getTime() + hours * 3_600_000),
        },
      });
    // 12 hours later than the estimate before (the plan): not more than 12 h, no CAMBIO_ETA; not late by more than a day.
    await post(12, 1);
    expect(
      (await notificationsOf('demo', id)).filter(
        (n) => n.tipo !== 'SALIDA' && n.tipo !== 'RESERVA_CONFIRMADA',
      ),
    ).toEqual([]);
    // Exactly one day late: not more than the 1-day threshold. The ETA moved 12 h, but 24 h from the
    // first estimate known (the plan), which demo was never told of: CAMBIO_ETA.
    await post(24, 2);
    let mine = (await notificationsOf('demo', id)).map((n) => n.tipo);
    expect(mine).not.toContain('RETRASO');
    expect(mine.filter((t) => t === 'CAMBIO_ETA')).toHaveLength(1);
    // 24 h and a minute: late by more than a day → RETRASO, once.
    await post(24 + 1 / 60, 3);
    await post(36, 4); // 12 h from the estimate demo was told of: no CAMBIO_ETA; still late, told already
    mine = (await notificationsOf('demo', id)).map((n) => n.tipo);
    expect(mine.filter((t) => t === 'RETRASO')).toHaveLength(1);
    expect(mine.filter((t) => t === 'CAMBIO_ETA')).toHaveLength(1);
    // 25 hours from the estimate demo was told of → CAMBIO_ETA.
    await post(49, 5);
    mine = (await notificationsOf('demo', id)).map((n) => n.tipo);
    expect(mine.filter((t) => t === 'CAMBIO_ETA')).toHaveLength(2);
    expect(demoUser).toBeDefined();
    // The detail shows the new estimate at once.
    expect((await demo.tracking.obtenerPartida({ id })).eta).toBe(
      new Date(planned.getTime() + 49 * 3_600_000).toISOString(),
    );
  });

  it('e-mails users who chose it at once, in their language, with the record and preferences links', async () => {
    await demo.notificaciones.guardarPreferencias({
      body: {
        eventos: [{ tipo: 'LLEGADA', app: true, correo: 'INMEDIATO' }],
        umbrales: { retrasoDias: 1, cambioEtaHoras: 12, caducidadDias: 14 },
      },
    });
    await api.db.update(usuarios).set({ idioma: 'es' }).where(eq(usuarios.usuario, 'demo'));
    const before = api.mailer.sent.length;
    await system.integracion.registrarHito({
      body: { numeroPartida, codigo: 'ARRI', fecha: new Date(api.clock().getTime() - 60_000) },
    });
    await flushMail();
    const mails = api.mailer.sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`La partida ${numeroPartida} ha llegado`);
    expect(mails[0]!.text).toContain(`/tracking/${id}`);
    expect(mails[0]!.text).toContain('preferencias');
    const rows = await api.db
      .select({ enviado: notificaciones.correoEnviado })
      .from(notificaciones)
      .innerJoin(eventos, eq(eventos.id, notificaciones.idEvento))
      .where(and(eq(eventos.idRegistro, id), eq(eventos.tipo, 'LLEGADA')));
    expect(rows.every((row) => row.enviado !== null)).toBe(true);
  });

  it('an administrator hears only of customers assigned to them', async () => {
    const [adminUser] = await api.db.select().from(usuarios).where(eq(usuarios.usuario, 'admin'));
    await api.db
      .delete(usuarioCliente)
      .where(and(eq(usuarioCliente.idUsuario, adminUser!.id), eq(usuarioCliente.idCliente, frusur)));
    await system.integracion.registrarHito({
      body: { numeroPartida, codigo: 'DISC', fecha: new Date(api.clock().getTime() - 50_000) },
    });
    expect(await notificationsOf('admin', id)).toEqual([]);
    // Once assigned FRUSUR, the administrator hears of its next event.
    await api.db.insert(usuarioCliente).values({ idUsuario: adminUser!.id, idCliente: frusur });
    await system.integracion.registrarHito({
      body: { numeroPartida, codigo: 'GTOT', fecha: new Date(api.clock().getTime() - 40_000) },
    });
    expect((await notificationsOf('admin', id)).map((n) => n.tipo)).toEqual(['ENTREGA']);
  });
});
