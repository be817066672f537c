import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import {
  clientes,
  eventos,
  existencias,
  facturas,
  lineaBaseEventos,
  notificaciones,
  usuarios,
} from '../db/schema/index';
import { utcDay } from '../domain/attention-records';
import { DAY_MS, MINUTE_MS } from '../lib/time';
import type { SeedContext } from '../seed/context';
import { seedDemo } from '../seed/index';
import { MAX_STORY_EVENTS, seedNotificaciones } from '../seed/notificaciones';
import { raiseIn } from './raise';
import { runScheduledRules, type SchedulerOptions } from './scheduler';

// A new install: the demo data seeded on a fixed day, then the scheduler's first runs. The bell opens
// on the seed's few recent notifications, the scheduler right after raises nothing (the backlog is
// recorded as raised), what turns true later rings once, and a fact raised by the seed and found by
// the scheduler is one event (one reason key).

const NOW = new Date('2026-06-15T10:00:00Z');
let database: Database;
let demoId: number;
let demoCustomers: number[];

const run = (at: Date) =>
  runScheduledRules({
    db: database.db,
    clock: () => at,
    log: { debug() {}, info() {}, warn() {}, error() {} },
    raise: raiseIn as SchedulerOptions['raise'],
  });

const count = async (table: typeof eventos | typeof notificaciones) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const unreadOfDemo = async () =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificaciones)
      .where(
        and(
          eq(notificaciones.idUsuario, demoId),
          eq(notificaciones.enApp, true),
          sql`${notificaciones.leida} is null`,
        ),
      )
  )[0]!.n;

beforeAll(async () => {
  database = await openDatabase();
  await migrate(database.db);
  await seedDemo(database.db, { scale: 'small', now: NOW, passwordLogN: 10 });
  demoId = (await database.db.select().from(usuarios).where(eq(usuarios.usuario, 'demo')))[0]!.id;
  const rows = await database.db
    .select({ id: clientes.id })
    .from(clientes)
    .where(inArray(clientes.codigo, ['FRUSUR', 'TEXMED']));
  demoCustomers = rows.map((row) => row.id);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('first start', () => {
  it('opens demo’s bell on a few recent notifications, and the scheduler right after raises nothing', async () => {
    // The seed raises at most MAX_STORY_EVENTS events and marks the older half of each user's read.
    const unread = await unreadOfDemo();
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThanOrEqual(MAX_STORY_EVENTS / 2);
    const [baseline] = await database.db.select().from(lineaBaseEventos);
    expect(baseline).toMatchObject({ id: 1, fecha: NOW });
    expect(baseline!.eventos).toBeGreaterThan(0);

    const [events, notified] = [await count(eventos), await count(notificaciones)];
    for (const at of [NOW, new Date(NOW.getTime() + MINUTE_MS)]) {
      const result = await run(at);
      expect(result.found).toBeGreaterThan(0);
      expect(result).toMatchObject({ raised: 0, notified: 0 });
      expect(result.baseline).toBeUndefined();
    }
    expect(await count(eventos)).toBe(events);
    expect(await count(notificaciones)).toBe(notified);
  });

  it('raises a lot that enters its expiry window later, once', async () => {
    // demo's default window is 14 days: the next lot of its customers to enter it.
    const [lot] = await database.db
      .select({ id: existencias.id, fechaCaducidad: existencias.fechaCaducidad })
      .from(existencias)
      .where(
        and(
          inArray(existencias.idCliente, demoCustomers),
          isNotNull(existencias.lote),
          gt(existencias.fechaCaducidad, utcDay(new Date(NOW.getTime() + 15 * DAY_MS))),
          sql`${existencias.cantidadDisponible} > 0`,
        ),
      )
      .orderBy(asc(existencias.fechaCaducidad), asc(existencias.id))
      .limit(1);
    expect(lot).toBeDefined();
    const enters = Date.parse(`${lot!.fechaCaducidad}T00:00:00Z`) - 14 * DAY_MS;
    const motivo = `caduca:${lot!.fechaCaducidad}:14`;
    const eventsOfLot = () =>
      database.db
        .select({ id: eventos.id })
        .from(eventos)
        .where(
          and(eq(eventos.tipo, 'STOCK_CADUCA'), eq(eventos.idRegistro, lot!.id), eq(eventos.motivo, motivo)),
        );

    // Exactly 14 days before it expires: not yet (strictly less than 14 days).
    await run(new Date(enters));
    expect(await eventsOfLot()).toHaveLength(0);
    const first = await run(new Date(enters + MINUTE_MS));
    expect(first.raised).toBeGreaterThan(0);
    const [event] = await eventsOfLot();
    expect(event).toBeDefined();
    const toDemo = () =>
      database.db
        .select({ id: notificaciones.id })
        .from(notificaciones)
        .where(and(eq(notificaciones.idEvento, event!.id), eq(notificaciones.idUsuario, demoId)));
    expect(await toDemo()).toHaveLength(1);
    await run(new Date(enters + 2 * MINUTE_MS));
    await run(new Date(enters + DAY_MS));
    expect(await eventsOfLot()).toHaveLength(1);
    expect(await toDemo()).toHaveLength(1);
  });

  it('raises an invoice the seed told of as overdue under the scheduler’s own key: one event, one notification', async () => {
    // An invoice of demo's that fell due yesterday, then the demo notifications seeded again over it.
    const [invoice] = await database.db
      .select({ id: facturas.id })
      .from(facturas)
      .where(
        and(
          inArray(facturas.idCliente, demoCustomers),
          eq(facturas.tipo, 'FACTURA'),
          eq(facturas.anulada, false),
        ),
      )
      .orderBy(desc(facturas.fecha))
      .limit(1);
    const fechaVencimiento = utcDay(new Date(NOW.getTime() - DAY_MS));
    await database.db
      .update(facturas)
      .set({ importePagado: 0, pagos: [], fechaVencimiento })
      .where(eq(facturas.id, invoice!.id));
    await database.db.delete(eventos);
    await database.db.delete(lineaBaseEventos);
    const ctx = {
      db: database.db,
      now: NOW,
      demoClienteIds: demoCustomers,
      trackingClienteIds: [],
    } as unknown as SeedContext;
    await seedNotificaciones(ctx);

    const overdue = () =>
      database.db
        .select({ id: eventos.id, motivo: eventos.motivo })
        .from(eventos)
        .where(and(eq(eventos.tipo, 'FACTURA_VENCIDA'), eq(eventos.idRegistro, invoice!.id)));
    // Told of by the seed (the newest overdue invoice is part of the story), stored once: the
    // backlog recorded after the story found it under the same key.
    expect(await overdue()).toEqual([{ id: expect.any(Number), motivo: `vencida:${fechaVencimiento}` }]);
    const [told] = await overdue();
    const notifiedOf = () =>
      database.db
        .select({ id: notificaciones.id })
        .from(notificaciones)
        .where(and(eq(notificaciones.idEvento, told!.id), eq(notificaciones.idUsuario, demoId)));
    expect(await notifiedOf()).toHaveLength(1);
    await run(NOW);
    await run(new Date(NOW.getTime() + DAY_MS));
    expect(await overdue()).toHaveLength(1);
    expect(await notifiedOf()).toHaveLength(1);
  });

  it('records the backlog on the scheduler’s first run on a database the seed did not (an existing install)', async () => {
    await database.db.delete(lineaBaseEventos);
    await database.db.delete(eventos);
    const at = new Date(NOW.getTime() + DAY_MS);
    const first = await run(at);
    expect(first.raised).toBe(0);
    expect(first.notified).toBe(0);
    expect(first.baseline).toBe(first.found);
    expect(first.found).toBeGreaterThan(0);
    expect(await count(notificaciones)).toBe(0);
    expect(await run(at)).toMatchObject({ found: first.found, raised: 0, notified: 0 });
  });
});
