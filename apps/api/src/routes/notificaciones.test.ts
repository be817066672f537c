import type { ExtranetClient } from '@extranet/sdk';
import type { Evento } from '@extranet/sdk/schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, eventos, notificaciones, partidas, usuarios } from '../db/schema/index';
import { createTestApi, rejection, type TestApi } from '../testing/harness';

let api: TestApi;
let demo: ExtranetClient;
let tracking: ExtranetClient;
let demoId: number;
let trackingId: number;

/** Stores an event about one of `demo`'s shipments and a notification of it for `userId`. */
async function notify(userId: number, minute: number, enApp = true): Promise<number> {
  const [partida] = await api.db
    .select()
    .from(partidas)
    .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
    .where(eq(clientes.codigo, 'FRUSUR'))
    .limit(1);
  const fecha = new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();
  const datos: Evento = {
    tipo: 'SALIDA',
    fecha,
    idPartida: partida!.partidas.id,
    numeroPartida: partida!.partidas.numeroPartida,
    referenciaCliente: partida!.partidas.referenciaCliente,
    codigo: 'DEPA',
    lugar: partida!.partidas.origen,
    fechaHito: fecha,
  };
  const [evento] = await api.db
    .insert(eventos)
    .values({
      tipo: 'SALIDA',
      tipoRegistro: 'PARTIDA',
      idRegistro: partida!.partidas.id,
      idCliente: partida!.partidas.idCliente,
      motivo: `test:${userId}:${minute}`,
      datos,
      fecha: new Date(fecha),
    })
    .returning();
  const [row] = await api.db
    .insert(notificaciones)
    .values({ idEvento: evento!.id, idUsuario: userId, enApp })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  api = await createTestApi();
  demo = (await api.signIn('demo')).client;
  tracking = (await api.signIn('tracking')).client;
  const rows = await api.db
    .select()
    .from(usuarios)
    .where(inArray(usuarios.usuario, ['demo', 'tracking']));
  demoId = rows.find((u) => u.usuario === 'demo')!.id;
  trackingId = rows.find((u) => u.usuario === 'tracking')!.id;
});

describe('notificaciones: the demo data', () => {
  it('gives demo recent notifications of its own customers, some unread', async () => {
    const page = await demo.notificaciones.obtenerNotificaciones();
    expect(page.notificaciones.length).toBeGreaterThan(0);
    expect(page.noLeidas).toBeGreaterThan(0);
    expect(page.noLeidas).toBeLessThan(page.notificaciones.length);
    // The rest of this file starts from an empty bell.
    await api.db.delete(notificaciones);
  });
});
afterAll(async () => {
  await api?.close();
});

describe('notificaciones: the bell', () => {
  it('lists only the caller’s notifications shown in the app, newest first, with the unread count', async () => {
    const older = await notify(demoId, 1);
    const newer = await notify(demoId, 2);
    await notify(demoId, 3, false); // e-mail only: not in the bell
    await notify(trackingId, 4);
    const page = await demo.notificaciones.obtenerNotificaciones();
    expect(page.notificaciones.map((n) => n.id)).toEqual([newer, older]);
    expect(page.noLeidas).toBe(2);
    const first = page.notificaciones[0]!;
    expect(first).toMatchObject({ tipo: 'SALIDA', leida: false, codigo: 'DEPA' });
    if (first.tipo !== 'SALIDA') throw new Error('a SALIDA');
    expect(first.enlace).toBe(`/tracking/${first.idPartida}`);
    // Paging: older than the newest.
    const next = await demo.notificaciones.obtenerNotificaciones({ antesDe: newer, limite: 5 });
    expect(next.notificaciones.map((n) => n.id)).toEqual([older]);
  });

  it('marks the listed ones read, never another user’s, then all', async () => {
    const page = await demo.notificaciones.obtenerNotificaciones();
    const [newest] = page.notificaciones;
    const others = await tracking.notificaciones.obtenerNotificaciones();
    const foreign = others.notificaciones[0]!.id;
    const marked = await demo.notificaciones.marcarLeidas({ body: { ids: [newest!.id, foreign] } });
    expect(marked).toEqual({ marcadas: 1, noLeidas: page.noLeidas - 1 });
    expect((await tracking.notificaciones.obtenerNotificaciones()).noLeidas).toBe(1);
    // Again: nothing changes.
    expect(await demo.notificaciones.marcarLeidas({ body: { ids: [newest!.id] } })).toMatchObject({
      marcadas: 0,
    });
    expect(await demo.notificaciones.marcarLeidas({ body: { todas: true } })).toEqual({
      marcadas: page.noLeidas - 1,
      noLeidas: 0,
    });
    const after = await demo.notificaciones.obtenerNotificaciones();
    expect(after.notificaciones.every((n) => n.leida)).toBe(true);
  });

  it('refuses bad input naming the field, and anonymous callers', async () => {
    expect(await rejection(demo.notificaciones.marcarLeidas({ body: {} }))).toMatchObject({
      status: 400,
      field: 'ids',
    });
    expect(await rejection(demo.notificaciones.obtenerNotificaciones({ limite: 0 }))).toMatchObject({
      status: 400,
      field: 'limite',
    });
    expect(await rejection(api.anonymous.notificaciones.obtenerNotificaciones())).toMatchObject({
      status: 401,
    });
  });
});

describe('notificaciones: preferences', () => {
  it('starts from the defaults: app on for every type, e-mail off, 1 day, 12 hours, 14 days', async () => {
    const prefs = await tracking.notificaciones.obtenerPreferencias();
    expect(prefs.eventos).toHaveLength(9);
    expect(prefs.eventos.every((e) => e.app && e.correo === 'NO')).toBe(true);
    expect(prefs.umbrales).toEqual({ retrasoDias: 1, cambioEtaHoras: 12, caducidadDias: 14 });
  });

  it('saves the listed types and the thresholds; the other types keep theirs; per user', async () => {
    const saved = await demo.notificaciones.guardarPreferencias({
      body: {
        eventos: [
          { tipo: 'RETRASO', app: true, correo: 'INMEDIATO' },
          { tipo: 'FACTURA_EMITIDA', app: false, correo: 'RESUMEN_DIARIO' },
        ],
        umbrales: { retrasoDias: 2, cambioEtaHoras: 24, caducidadDias: 30 },
      },
    });
    const byType = Object.fromEntries(saved.eventos.map((e) => [e.tipo, e]));
    expect(byType.RETRASO).toEqual({ tipo: 'RETRASO', app: true, correo: 'INMEDIATO' });
    expect(byType.FACTURA_EMITIDA).toEqual({ tipo: 'FACTURA_EMITIDA', app: false, correo: 'RESUMEN_DIARIO' });
    expect(byType.SALIDA).toEqual({ tipo: 'SALIDA', app: true, correo: 'NO' });
    expect(await demo.notificaciones.obtenerPreferencias()).toEqual(saved);
    // Saving again with one change updates it in place.
    const again = await demo.notificaciones.guardarPreferencias({
      body: { eventos: [{ tipo: 'RETRASO', app: false, correo: 'NO' }], umbrales: saved.umbrales },
    });
    expect(again.eventos.find((e) => e.tipo === 'RETRASO')).toEqual({
      tipo: 'RETRASO',
      app: false,
      correo: 'NO',
    });
    expect((await tracking.notificaciones.obtenerPreferencias()).umbrales.retrasoDias).toBe(1);
  });

  it('refuses thresholds out of range and a type listed twice', async () => {
    const umbrales = { retrasoDias: 1, cambioEtaHoras: 0, caducidadDias: 14 };
    expect(
      await rejection(demo.notificaciones.guardarPreferencias({ body: { eventos: [], umbrales } })),
    ).toMatchObject({
      status: 400,
      field: 'umbrales.cambioEtaHoras',
    });
    const twice = [
      { tipo: 'SALIDA', app: true, correo: 'NO' },
      { tipo: 'SALIDA', app: false, correo: 'NO' },
    ] as const;
    expect(
      await rejection(
        demo.notificaciones.guardarPreferencias({
          body: { eventos: [...twice], umbrales: { ...umbrales, cambioEtaHoras: 12 } },
        }),
      ),
    ).toMatchObject({ status: 400, field: 'eventos' });
  });
});
