import type { ExtranetClient } from '@extranet/sdk';
import type { Existencia, MovimientoAlmacen } from '@extranet/sdk/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { almacenes, articulos, clientes, movimientosAlmacen } from '../db/schema/index';
import { DAY_MS } from '../lib/time';
import { acrossPeriods, createTestApi, rejection, type TestApi } from '../testing/harness';
import { conValores } from './almacen';

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
let demoIds: number[];
let frusur: number;
beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
  const rows = await api.db
    .select({ id: clientes.id, codigo: clientes.codigo })
    .from(clientes)
    .where(inArray(clientes.codigo, ['FRUSUR', 'TEXMED']));
  demoIds = rows.map((r) => r.id);
  frusur = rows.find((r) => r.codigo === 'FRUSUR')!.id;
});
afterAll(async () => {
  await api?.close();
});

const period = (fromDays: number, toDays: number) => ({
  fechainicio: new Date(Date.now() + fromDays * DAY_MS).toISOString(),
  fechafin: new Date(Date.now() + toDays * DAY_MS).toISOString(),
});
/** Everything: the 18 months of demo data and the notes scheduled for the coming days. */
const ALL = period(-600, 60);

const key = (r: {
  idCliente: number;
  codigoArticulo: string;
  codigoAlmacen: string;
  ubicacion: string | null;
  lote: string | null;
}) => `${r.idCliente}|${r.codigoArticulo}|${r.codigoAlmacen}|${r.ubicacion}|${r.lote ?? ''}`;
const fisica = (e: Existencia) => e.cantidadDisponible + e.cantidadReservada + e.cantidadBloqueada;

describe('almacen.obtenerExistencias', () => {
  it("returns the stock lines of the caller's customers only, the same the administrator sees for them", async () => {
    const mine = await demo.almacen.obtenerExistencias();
    const all = await admin.almacen.obtenerExistencias();
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((e) => e.idCliente))).toEqual(new Set(demoIds));
    expect(mine).toEqual(all.filter((e) => demoIds.includes(e.idCliente)));
    expect(new Set(all.map((e) => e.idCliente)).size).toBeGreaterThan(2);
  });

  it('keeps lots and expiry for food, none for textiles, and says why stock is blocked', async () => {
    const mine = await demo.almacen.obtenerExistencias();
    for (const e of mine) {
      expect(fisica(e)).toBeGreaterThan(0);
      expect(e.palets).toBeGreaterThan(0);
      expect(e.ubicacion).toMatch(/^[A-L]-\d{2}-\d{2}-[A-D]$/);
      expect(e.motivoBloqueo === null).toBe(e.cantidadBloqueada === 0);
      if (e.idCliente === frusur) {
        expect(e.lote).toMatch(/^L\d{5}-\d{2}$/);
        expect(e.fechaCaducidad).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // An expired lot is never available: it waits, blocked, for destruction.
        if (e.fechaCaducidad! < new Date().toISOString().slice(0, 10)) expect(e.cantidadDisponible).toBe(0);
      } else {
        expect(e.lote).toBeNull();
        expect(e.fechaCaducidad).toBeNull();
      }
    }
    const all = await admin.almacen.obtenerExistencias();
    expect(all.some((e) => e.cantidadBloqueada > 0)).toBe(true);
  });

  it('adds up, per article, warehouse, location and lot, to the sum of every movement', async () => {
    const stock = await admin.almacen.obtenerExistencias();
    const movements = await acrossPeriods(admin.almacen.obtenerMovimientosPeriodo, ALL);
    const sums = new Map<string, number>();
    for (const m of movements) sums.set(key(m), (sums.get(key(m)) ?? 0) + m.cantidad);
    const lines = new Map<string, number>();
    for (const e of stock) lines.set(key(e), (lines.get(key(e)) ?? 0) + fisica(e));
    expect(lines.size).toBeGreaterThan(0);
    for (const [k, q] of lines) expect([k, sums.get(k)]).toEqual([k, q]);
    for (const [k, q] of sums) if (!lines.has(k)) expect([k, q]).toEqual([k, 0]);
  });

  it('reserves exactly what the pending delivery notes will take', async () => {
    const stock = await demo.almacen.obtenerExistencias();
    const notes = await acrossPeriods(demo.distribucion.obtenerSeguimientoAlbaranesPeriodo, ALL);
    const reserved = new Map<string, number>();
    for (const note of notes.filter((n) => n.estado === 'PENDIENTE')) {
      const detail = await demo.distribucion.obtenerAlbaran({ id: note.id });
      for (const line of detail.lineas) {
        const k = `${note.idCliente}|${line.codigoArticulo}|${line.lote ?? ''}`;
        reserved.set(k, (reserved.get(k) ?? 0) + line.cantidadPedida);
      }
    }
    const held = new Map<string, number>();
    for (const e of stock.filter((s) => s.cantidadReservada > 0)) {
      const k = `${e.idCliente}|${e.codigoArticulo}|${e.lote ?? ''}`;
      held.set(k, (held.get(k) ?? 0) + e.cantidadReservada);
    }
    expect(held).toEqual(reserved);
  });
});

describe('almacen.obtenerExistencias: packages, weight, value and entry', () => {
  it('works a line out from its quantity and article: whole packages, kg, money to the cent', () => {
    const linea = { cantidadDisponible: 100, cantidadReservada: 20, cantidadBloqueada: 5 };
    // 125 cases of oranges, one case a package, 15.8 kg and 18.37 EUR a case.
    expect(
      conValores(
        linea,
        { unidadesPorBulto: 1, pesoUnitarioKg: 15.8, valorUnitario: 18.37, moneda: 'EUR' },
        '2026-01-12T07:45:00.000Z',
      ),
    ).toEqual({
      ...linea,
      bultos: 125,
      pesoKg: 1975,
      valor: 2296.25,
      moneda: 'EUR',
      fechaEntrada: '2026-01-12T07:45:00.000Z',
    });
    // 125 T-shirts in cartons of 50: two full cartons and one part-filled; no declared value.
    expect(
      conValores(
        linea,
        { unidadesPorBulto: 50, pesoUnitarioKg: 0.19, valorUnitario: null, moneda: 'EUR' },
        null,
      ),
    ).toMatchObject({ bultos: 3, pesoKg: 23.75, valor: null, moneda: null, fechaEntrada: null });
    // 0.3 kg of 0.1 kg packages is 3 packages, not 4 (decimal noise).
    expect(
      conValores(
        { cantidadDisponible: 0.1, cantidadReservada: 0.2, cantidadBloqueada: 0 },
        { unidadesPorBulto: 0.1, pesoUnitarioKg: 1, valorUnitario: 3.33, moneda: 'USD' },
        null,
      ),
    ).toMatchObject({ bultos: 3, pesoKg: 0.3, valor: 1, moneda: 'USD' });
  });

  it("values a seeded lot from its article and dates it by the lot's first receipt", async () => {
    const mine = await demo.almacen.obtenerExistencias();
    const line = mine.find((e) => e.idCliente === frusur && e.cantidadReservada > 0) ?? mine[0]!;
    const [articulo] = await api.db
      .select()
      .from(articulos)
      .where(and(eq(articulos.idCliente, line.idCliente), eq(articulos.codigo, line.codigoArticulo)));
    const [almacen] = await api.db.select().from(almacenes).where(eq(almacenes.codigo, line.codigoAlmacen));
    const q = fisica(line);
    expect(line.bultos).toBe(Math.ceil(q / articulo!.unidadesPorBulto));
    expect(line.pesoKg).toBeCloseTo(q * articulo!.pesoUnitarioKg, 3);
    expect(articulo!.valorUnitario).toBeGreaterThan(0);
    expect(line.valor).toBeCloseTo(q * articulo!.valorUnitario!, 2);
    expect(line.moneda).toBe('EUR');
    const entradas = (
      await api.db
        .select()
        .from(movimientosAlmacen)
        .where(
          and(
            eq(movimientosAlmacen.idArticulo, articulo!.id),
            eq(movimientosAlmacen.idAlmacen, almacen!.id),
            eq(movimientosAlmacen.tipo, 'ENTRADA'),
          ),
        )
    ).filter((m) => m.lote === line.lote);
    expect(entradas.length).toBeGreaterThan(0);
    const primera = Math.min(...entradas.map((m) => m.fecha.getTime()));
    expect(line.fechaEntrada).toBe(new Date(primera).toISOString());
  });

  it("declares every line in its customer's currency and dates every lot that was received", async () => {
    const all = await admin.almacen.obtenerExistencias();
    const movements = await acrossPeriods(admin.almacen.obtenerMovimientosPeriodo, ALL);
    const primeras = new Map<string, string>();
    for (const m of movements.filter((x) => x.tipo === 'ENTRADA')) {
      const k = `${m.idCliente}|${m.codigoArticulo}|${m.codigoAlmacen}|${m.lote ?? ''}`;
      if (!primeras.has(k) || m.fecha < primeras.get(k)!) primeras.set(k, m.fecha);
    }
    for (const e of all) {
      expect(e.valor).toBeGreaterThan(0);
      expect(e.pesoKg).toBeGreaterThan(0);
      expect(e.bultos).toBeGreaterThan(0);
      expect(e.moneda).toMatch(/^(EUR|USD)$/);
      expect(e.fechaEntrada! <= new Date().toISOString()).toBe(true);
      const here = primeras.get(`${e.idCliente}|${e.codigoArticulo}|${e.codigoAlmacen}|${e.lote ?? ''}`);
      if (here) expect(e.fechaEntrada).toBe(here);
    }
    const monedas = new Map(all.map((e) => [e.cliente, e.moneda]));
    expect(monedas.get('Frutas del Sur S.L.')).toBe('EUR');
    expect(monedas.get('Café de Altura de Panamá S.A.')).toBe('USD');
  });
});

describe('almacen.obtenerMovimientosPeriodo', () => {
  it("returns the caller's customers' movements dated in the period, newest first", async () => {
    const window = period(-60, -30);
    const rows = await demo.almacen.obtenerMovimientosPeriodo(window);
    expect(rows.length).toBeGreaterThan(0);
    for (const m of rows) {
      expect(demoIds).toContain(m.idCliente);
      expect(m.fecha >= window.fechainicio && m.fecha <= window.fechafin).toBe(true);
    }
    const dates = rows.map((m) => m.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const everything = await acrossPeriods(admin.almacen.obtenerMovimientosPeriodo, ALL);
    const expected = everything.filter(
      (m) => demoIds.includes(m.idCliente) && m.fecha >= window.fechainicio && m.fecha <= window.fechafin,
    );
    expect(rows.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      expected.map((m) => m.id).sort((a, b) => a - b),
    );
  });

  it('spans 18 months of receipts, dispatches, adjustments and transfers, each with its sign and reason', async () => {
    const everything = await acrossPeriods(admin.almacen.obtenerMovimientosPeriodo, ALL);
    const byType = (rows: MovimientoAlmacen[], tipo: MovimientoAlmacen['tipo']) =>
      rows.filter((m) => m.tipo === tipo);
    for (const tipo of ['ENTRADA', 'SALIDA', 'AJUSTE', 'TRASLADO'] as const) {
      expect(byType(everything, tipo).length, tipo).toBeGreaterThan(0);
    }
    expect(byType(everything, 'ENTRADA').every((m) => m.cantidad > 0 && m.motivo === null)).toBe(true);
    expect(byType(everything, 'SALIDA').every((m) => m.cantidad < 0 && m.idAlbaran !== null)).toBe(true);
    expect(byType(everything, 'AJUSTE').every((m) => m.cantidad !== 0 && m.motivo !== null)).toBe(true);
    expect(
      byType(everything, 'DEVOLUCION').every((m) => m.cantidad > 0 && m.idAlbaran !== null && m.motivo),
    ).toBe(true);
    // A transfer leaves one place and arrives at another under the same document.
    const transfers = new Map<string, number>();
    for (const m of byType(everything, 'TRASLADO'))
      transfers.set(m.documento, (transfers.get(m.documento) ?? 0) + m.cantidad);
    expect([...transfers.values()].filter((net) => net > 0)).toEqual([]);
    // Nothing has happened yet that lies ahead: pending notes reserve stock, they do not move it.
    expect(everything[0]!.fecha <= new Date().toISOString()).toBe(true);
    const oldest = everything.at(-1)!.fecha;
    expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(500 * DAY_MS);
    expect(Date.now() - Date.parse(oldest)).toBeLessThan(560 * DAY_MS);
  });

  it('ties every dispatch to the line of its delivery note', async () => {
    const rows = await demo.almacen.obtenerMovimientosPeriodo(period(-120, 0));
    const dispatches = rows.filter((m) => m.tipo === 'SALIDA').slice(0, 15);
    expect(dispatches.length).toBeGreaterThan(0);
    for (const m of dispatches) {
      const note = await demo.distribucion.obtenerAlbaran({ id: m.idAlbaran! });
      expect(note.numeroAlbaran).toBe(m.documento);
      expect(note.codigoAlmacen).toBe(m.codigoAlmacen);
      expect(note.fecha).toBe(m.fecha.slice(0, 10));
      expect(note.lineas).toContainEqual(
        expect.objectContaining({
          codigoArticulo: m.codigoArticulo,
          lote: m.lote,
          cantidadPedida: -m.cantidad,
          unidad: m.unidad,
        }),
      );
    }
  });

  it('answers 400 naming the field for a reversed or unreadable period', async () => {
    const { fechainicio, fechafin } = period(-10, 0);
    expect(
      await rejection(
        demo.almacen.obtenerMovimientosPeriodo({ fechainicio: fechafin, fechafin: fechainicio }),
      ),
    ).toMatchObject({ status: 400, field: 'fechafin' });
    expect(
      await rejection(demo.almacen.obtenerMovimientosPeriodo({ fechainicio: 'last week', fechafin })),
    ).toMatchObject({ status: 400, field: 'fechainicio' });
  });
});
