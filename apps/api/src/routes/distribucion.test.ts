import type { ExtranetClient } from '@extranet/sdk';
import type { AlbaranResumen } from '@extranet/sdk/schemas';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes } from '../db/schema/index';
import { DAY_MS } from '../lib/time';
import { ensureNoteOnItsWay } from '../testing/delivery-notes';
import { albaranDe } from '../testing/foreign/distribucion';
import { acrossPeriods, createTestApi, rejection, type TestApi } from '../testing/harness';

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
let demoIds: number[];
let notes: AlbaranResumen[];
beforeAll(async () => {
  api = await createTestApi();
  await ensureNoteOnItsWay(api.db);
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
  const rows = await api.db
    .select({ id: clientes.id })
    .from(clientes)
    .where(inArray(clientes.codigo, ['FRUSUR', 'TEXMED']));
  demoIds = rows.map((r) => r.id);
  notes = await acrossPeriods(admin.distribucion.obtenerSeguimientoAlbaranesPeriodo, ALL);
});
afterAll(async () => {
  await api?.close();
});

const period = (fromDays: number, toDays: number) => ({
  fechainicio: new Date(Date.now() + fromDays * DAY_MS).toISOString(),
  fechafin: new Date(Date.now() + toDays * DAY_MS).toISOString(),
});
const ALL = period(-600, 60);
const today = () => new Date().toISOString().slice(0, 10);

describe('distribucion.obtenerSeguimientoAlbaranesPeriodo', () => {
  it("returns the caller's customers' delivery notes only, newest first", async () => {
    const mine = await acrossPeriods(demo.distribucion.obtenerSeguimientoAlbaranesPeriodo, ALL);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((n) => n.idCliente))).toEqual(new Set(demoIds));
    expect(mine).toEqual(notes.filter((n) => demoIds.includes(n.idCliente)));
    const dates = mine.map((n) => n.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(notes.map((n) => n.idCliente)).size).toBeGreaterThan(2);
  });

  it('keeps the notes dated within the UTC days of the period, both ends included', async () => {
    const day = notes[Math.floor(notes.length / 2)]!.fecha;
    const sameDay = await admin.distribucion.obtenerSeguimientoAlbaranesPeriodo({
      fechainicio: `${day}T00:00:00.000Z`,
      fechafin: `${day}T00:00:00.000Z`,
    });
    expect(sameDay.map((n) => n.id).sort()).toEqual(
      notes
        .filter((n) => n.fecha === day)
        .map((n) => n.id)
        .sort(),
    );
    const window = period(-90, -30);
    const inWindow = await demo.distribucion.obtenerSeguimientoAlbaranesPeriodo(window);
    const [from, to] = [window.fechainicio.slice(0, 10), window.fechafin.slice(0, 10)];
    expect(inWindow.every((n) => n.fecha >= from && n.fecha <= to)).toBe(true);
    expect(inWindow.map((n) => n.id)).toEqual(
      notes.filter((n) => demoIds.includes(n.idCliente) && n.fecha >= from && n.fecha <= to).map((n) => n.id),
    );
  });

  it('has statuses consistent with the dates: pending ahead, delivered behind', async () => {
    for (const n of notes) {
      if (n.fechaPrevistaEntrega) expect(n.fechaPrevistaEntrega >= n.fecha).toBe(true);
      if (n.estado === 'PENDIENTE') expect(n.fecha >= today()).toBe(true);
      if (n.fecha > today()) expect(n.estado).toBe('PENDIENTE');
      if (n.estado === 'ENTREGADO') {
        expect(n.fechaEntrega).not.toBeNull();
        expect(n.fechaEntrega! >= n.fecha && n.fechaEntrega! <= new Date().toISOString()).toBe(true);
        expect(n.transportista).not.toBeNull();
      } else if (n.estado !== 'INCIDENCIA') {
        expect(n.fechaEntrega).toBeNull();
      }
      expect(n.bultos).toBeGreaterThan(0);
      expect(n.pesoBrutoKg).toBeGreaterThan(0);
      expect(n.pais).toMatch(/^[A-Z]{2}$/);
    }
    expect(notes.filter((n) => n.estado === 'ENTREGADO').length / notes.length).toBeGreaterThan(0.8);
  });

  it('answers 400 naming the field for a reversed or unreadable period', async () => {
    const { fechainicio, fechafin } = period(-10, 0);
    expect(
      await rejection(
        demo.distribucion.obtenerSeguimientoAlbaranesPeriodo({
          fechainicio: fechafin,
          fechafin: fechainicio,
        }),
      ),
    ).toMatchObject({ status: 400, field: 'fechafin' });
    expect(
      await rejection(
        demo.distribucion.obtenerSeguimientoAlbaranesPeriodo({ fechainicio, fechafin: '31/12/2025' }),
      ),
    ).toMatchObject({ status: 400, field: 'fechafin' });
  });
});

describe('distribucion.obtenerAlbaran', () => {
  it('returns the row of the list with contact, lines and the proof of delivery', async () => {
    // Every status, from all customers: the demo user's two see only delivered and pending notes.
    const sample = ['ENTREGADO', 'PENDIENTE', 'INCIDENCIA', 'DEVUELTO', 'EN_REPARTO'].flatMap((estado) =>
      notes.filter((n) => n.estado === estado).slice(0, 3),
    );
    expect(new Set(sample.map((row) => row.estado))).toEqual(
      new Set(['ENTREGADO', 'PENDIENTE', 'INCIDENCIA', 'DEVUELTO', 'EN_REPARTO']),
    );
    for (const row of sample) {
      const note = await admin.distribucion.obtenerAlbaran({ id: row.id });
      expect(note).toMatchObject(row);
      expect(note.lineas.length).toBeGreaterThan(0);
      for (const line of note.lineas) expect(line.cantidadPedida).toBeGreaterThan(0);
      const delivered = note.lineas.map((l) => l.cantidadEntregada);
      switch (note.estado) {
        case 'ENTREGADO':
          expect(note.pruebaEntrega).toMatchObject({ fecha: note.fechaEntrega, incidencia: null });
          expect(note.pruebaEntrega!.urlImagen).toBe(
            `${api.env.publicUrl}/api/Distribucion/ImagenPruebaEntrega/${note.id}`,
          );
          expect(note.pruebaEntrega!.firmadoPor).toMatch(/\w+ \w+/);
          expect(delivered).toEqual(note.lineas.map((l) => l.cantidadPedida));
          break;
        case 'PENDIENTE':
        case 'EN_REPARTO':
          expect(note.pruebaEntrega).toBeNull();
          expect(delivered.every((q) => q === null)).toBe(true);
          break;
        case 'DEVUELTO':
          expect(note.pruebaEntrega).toMatchObject({ firmadoPor: null, urlImagen: null });
          expect(delivered.every((q) => q === 0)).toBe(true);
          break;
        case 'INCIDENCIA':
          expect(note.pruebaEntrega!.incidencia).not.toBeNull();
          break;
      }
    }
  });

  it('brings refused goods back to the warehouse with a return movement', async () => {
    const returned = notes.filter((n) => n.estado === 'DEVUELTO');
    expect(returned.length).toBeGreaterThan(0);
    const movements = await acrossPeriods(admin.almacen.obtenerMovimientosPeriodo, ALL);
    for (const row of returned.slice(0, 5)) {
      const note = await admin.distribucion.obtenerAlbaran({ id: row.id });
      const back = movements.filter((m) => m.idAlbaran === row.id && m.tipo === 'DEVOLUCION');
      const out = movements.filter((m) => m.idAlbaran === row.id && m.tipo === 'SALIDA');
      const total = note.lineas.reduce((s, l) => s + l.cantidadPedida, 0);
      expect(out.reduce((s, m) => s - m.cantidad, 0)).toBe(total);
      expect(back.reduce((s, m) => s + m.cantidad, 0)).toBe(total);
      expect(back.every((m) => m.fecha >= note.pruebaEntrega!.fecha)).toBe(true);
    }
  });

  it("answers 404 for another customer's delivery note and for a missing id", async () => {
    const foreign = await albaranDe(api, 'AUTOIB');
    expect(await rejection(demo.distribucion.obtenerAlbaran({ id: foreign }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await rejection(demo.distribucion.obtenerAlbaran({ id: 99_999_999 }))).toMatchObject({
      status: 404,
    });
    await expect(admin.distribucion.obtenerAlbaran({ id: foreign })).resolves.toMatchObject({ id: foreign });
  });
});
