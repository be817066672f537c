import type { PreferenciasNotificacion } from '@extranet/sdk/schemas';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientes,
  eventos,
  existencias,
  facturas,
  partidas,
  umbralesNotificacion,
  usuarios,
} from '../db/schema/index';
import type { HitoAlmacenado } from '../db/schema/tracking';
import { utcDay } from '../domain/attention-records';
import { DAY_MS } from '../lib/time';
import { createTestApi, type TestApi } from '../testing/harness';
import { DEFAULT_THRESHOLDS } from './preferences';
import {
  type Audience,
  type RaiseIn,
  runScheduledRules,
  type SchedulerOptions,
  startScheduler,
} from './scheduler';

// The scheduler on a frozen clock over the demo data: each time-driven event raised once per record
// and reason, by a second run, after a restart and by two schedulers at once (two API processes).
//
// `raise` here is the storing step of events/raise.ts `raiseIn` (insert … on conflict do nothing
// returning: the unique key of `eventos` is what makes "once" hold); its fan-out to users has its
// own tests there. What it was given is kept, to check the audiences.

let api: TestApi;
let now: Date;
let frusur: number;
const audiences = new Map<string, Audience | undefined>();

const raiseOnce: RaiseIn = async (tx, event, audience) => {
  const [row] = await tx
    .insert(eventos)
    .values({
      tipo: event.datos.tipo,
      tipoRegistro: event.tipoRegistro,
      idRegistro: event.idRegistro,
      idCliente: event.idCliente,
      motivo: event.motivo,
      datos: event.datos,
      fecha: new Date(event.datos.fecha),
    })
    .onConflictDoNothing()
    .returning({ id: eventos.id });
  if (!row) return null;
  audiences.set(`${event.idRegistro}|${event.motivo}`, audience);
  return { id: row.id, notified: 0 };
};

const options = (): SchedulerOptions => ({
  db: api.db,
  clock: api.clock,
  log: { debug() {}, info() {}, warn() {}, error() {} },
  raise: raiseOnce,
});

const prefs = (umbrales: Partial<PreferenciasNotificacion['umbrales']>): PreferenciasNotificacion => ({
  eventos: [],
  umbrales: { ...DEFAULT_THRESHOLDS, ...umbrales },
});

const eventCount = async () => (await api.db.select({ n: sql<number>`count(*)::int` }).from(eventos))[0]!.n;

const eventOf = async (idRegistro: number, motivo: string) =>
  (
    await api.db
      .select()
      .from(eventos)
      .where(and(eq(eventos.idRegistro, idRegistro), eq(eventos.motivo, motivo)))
  )[0];

/** Unpaid invoice `index` (by id) of FRUSUR, due `dueInDays` days from today (negative: past). */
async function unpaidInvoice(index: number, dueInDays: number, issuedToday = false) {
  const rows = await api.db
    .select({ id: facturas.id, numeroFactura: facturas.numeroFactura })
    .from(facturas)
    .where(and(eq(facturas.idCliente, frusur), eq(facturas.tipo, 'FACTURA'), eq(facturas.anulada, false)))
    .orderBy(facturas.id);
  const row = rows[index]!;
  const fechaVencimiento = utcDay(new Date(now.getTime() + dueInDays * DAY_MS));
  await api.db
    .update(facturas)
    .set({ importePagado: 0, pagos: [], fechaVencimiento, ...(issuedToday ? { fecha: utcDay(now) } : {}) })
    .where(eq(facturas.id, row.id));
  return { ...row, fechaVencimiento };
}

let late: { id: number; planned: number };
let overdue: { id: number; fechaVencimiento: string };
let issued: { id: number };
let dueToday: { id: number; fechaVencimiento: string };
let lot: { id: number; fechaCaducidad: string };

beforeAll(async () => {
  api = await createTestApi();
  api.clock.freeze();
  api.clock.advance((1000 - (api.clock().getTime() % 1000)) % 1000);
  now = api.clock();
  frusur = (await api.db.select().from(clientes).where(eq(clientes.codigo, 'FRUSUR')))[0]!.id;
  // demo, the one user of FRUSUR, is told of delays beyond 2 days and of lots within 5.
  const [demo] = await api.db.select().from(usuarios).where(eq(usuarios.usuario, 'demo'));
  await api.db
    .insert(umbralesNotificacion)
    .values({ idUsuario: demo!.id, retrasoDias: 2, cambioEtaHoras: 12, caducidadDias: 5 });

  // A road shipment picked up on time whose departure, planned 3 days ago, has not happened.
  const [shipment] = await api.db
    .select({ id: partidas.id })
    .from(partidas)
    .where(eq(partidas.idCliente, frusur))
    .orderBy(partidas.id)
    .limit(1);
  const planned = Math.round((now.getTime() - 3 * DAY_MS) / 1000);
  const hitos: HitoAlmacenado[] = [
    ['PICK', planned - 7200, null, planned - 7200],
    ['DEPA', planned, null, null],
    ['ARRI', planned + 30 * 3600, null, null],
    ['DROP', planned + 32 * 3600, null, null],
  ];
  await api.db
    .update(partidas)
    .set({ modo: 'TERRESTRE', estado: 'RESERVADA', hitos })
    .where(eq(partidas.id, shipment!.id));
  late = { id: shipment!.id, planned };

  overdue = await unpaidInvoice(0, -10);
  issued = await unpaidInvoice(1, 30, true);
  dueToday = await unpaidInvoice(2, 0);

  const [line] = await api.db
    .select({ id: existencias.id })
    .from(existencias)
    .where(and(eq(existencias.idCliente, frusur), isNotNull(existencias.lote)))
    .orderBy(existencias.id)
    .limit(1);
  const fechaCaducidad = utcDay(new Date(now.getTime() + 3 * DAY_MS));
  await api.db
    .update(existencias)
    .set({ fechaCaducidad, cantidadDisponible: 10 })
    .where(eq(existencias.id, line!.id));
  lot = { id: line!.id, fechaCaducidad };
});
afterAll(async () => {
  await api?.close();
});

describe('the scheduler', () => {
  it('raises each time-driven event once per record and reason, under each user’s threshold', async () => {
    const first = await runScheduledRules(options());
    expect(first.raised).toBeGreaterThan(0);
    expect(first.raised).toBeLessThanOrEqual(first.found);

    const delay = await eventOf(late.id, `DEPA:${late.planned}:2`);
    expect(delay).toMatchObject({ tipo: 'RETRASO', tipoRegistro: 'PARTIDA', idCliente: frusur });
    expect(delay!.datos).toMatchObject({
      motivo: 'HITO_VENCIDO',
      codigo: 'DEPA',
      retrasoHoras: 72,
      estimada: null,
    });
    // Beyond demo's 2 days, not demo's default of 1: no event keyed for a threshold nobody has.
    expect(await eventOf(late.id, `DEPA:${late.planned}:1`)).toBeUndefined();
    const audience = audiences.get(`${late.id}|DEPA:${late.planned}:2`)!;
    expect(audience(prefs({ retrasoDias: 2 }), 0)).toBe(true);
    expect(audience(prefs({ retrasoDias: 1 }), 0)).toBe(false);

    expect(await eventOf(overdue.id, `vencida:${overdue.fechaVencimiento}`)).toMatchObject({
      tipo: 'FACTURA_VENCIDA',
      // Overdue from midnight after the due date.
      fecha: new Date(Date.parse(`${overdue.fechaVencimiento}T00:00:00Z`) + DAY_MS),
    });
    expect(await eventOf(issued.id, `emitida:${utcDay(now)}`)).toMatchObject({ tipo: 'FACTURA_EMITIDA' });
    // Due today: not overdue yet.
    expect(await eventOf(dueToday.id, `vencida:${dueToday.fechaVencimiento}`)).toBeUndefined();

    const expiring = await eventOf(lot.id, `caduca:${lot.fechaCaducidad}:5`);
    expect(expiring).toMatchObject({ tipo: 'STOCK_CADUCA', tipoRegistro: 'EXISTENCIA' });
    expect(expiring!.datos).toMatchObject({ diasRestantes: 3, fechaCaducidad: lot.fechaCaducidad });

    // A second run on the same clock finds the same and raises nothing.
    const count = await eventCount();
    const second = await runScheduledRules(options());
    expect(second).toEqual({ found: first.found, raised: 0, notified: 0 });
    expect(await eventCount()).toBe(count);
  });

  it('raises nothing twice after a restart', async () => {
    const count = await eventCount();
    const restarted = startScheduler({ ...options(), firstRunMs: 3_600_000, intervalMs: 3_600_000 });
    try {
      expect(await restarted.runNow()).toMatchObject({ raised: 0 });
    } finally {
      await restarted.stop();
    }
    expect(await eventCount()).toBe(count);
  });

  it('raises what a day brings once, with two schedulers running at once', async () => {
    api.clock.advance(DAY_MS);
    const count = await eventCount();
    const a = startScheduler({ ...options(), firstRunMs: 3_600_000, intervalMs: 3_600_000 });
    const b = startScheduler({ ...options(), firstRunMs: 3_600_000, intervalMs: 3_600_000 });
    try {
      const [ra, rb] = await Promise.all([a.runNow(), b.runNow()]);
      // The invoice due yesterday is overdue now; the late shipment keeps its one event.
      expect(await eventOf(dueToday.id, `vencida:${dueToday.fechaVencimiento}`)).toBeDefined();
      expect(ra.raised + rb.raised).toBe((await eventCount()) - count);
      expect(ra.raised + rb.raised).toBeGreaterThan(0);
      const rows = await api.db
        .select({ motivo: eventos.motivo })
        .from(eventos)
        .where(and(eq(eventos.idRegistro, late.id), eq(eventos.tipoRegistro, 'PARTIDA')));
      expect(rows.map((r) => r.motivo)).toEqual([`DEPA:${late.planned}:2`]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('runs by itself every interval', async () => {
    // A new due date is a new reason: the overdue invoice's is moved.
    const moved = await unpaidInvoice(0, -3);
    expect(moved.id).toBe(overdue.id);
    const scheduler = startScheduler({ ...options(), firstRunMs: 0, intervalMs: 50 });
    try {
      const deadline = Date.now() + 20_000;
      while (!(await eventOf(moved.id, `vencida:${moved.fechaVencimiento}`)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await eventOf(moved.id, `vencida:${moved.fechaVencimiento}`)).toMatchObject({
        tipo: 'FACTURA_VENCIDA',
      });
    } finally {
      await scheduler.stop();
    }
    const rows = await api.db
      .select({ motivo: eventos.motivo })
      .from(eventos)
      .where(and(inArray(eventos.idRegistro, [moved.id]), eq(eventos.tipo, 'FACTURA_VENCIDA')));
    expect(rows.map((r) => r.motivo).sort()).toEqual(
      [`vencida:${overdue.fechaVencimiento}`, `vencida:${moved.fechaVencimiento}`].sort(),
    );
  });
});
