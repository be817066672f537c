import type { ExtranetClient } from '@extranet/sdk';
import { and, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, huellasCarbono, partidas } from '../db/schema/index';
import { containerNumber, isValidAwb, isValidContainerNumber } from '../domain/identificadores';
import { requestShipment } from '../domain/partidas';
import { confirmBooking } from '../domain/partidas-booking';
import { DAY_MS } from '../lib/time';
import { partidaDe } from '../testing/foreign/tracking';
import { acrossPeriods, createTestApi, rejection, type TestApi } from '../testing/harness';

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
let tracking: ExtranetClient;
let demoIds: number[];
beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
  tracking = (await api.signIn('tracking')).client;
  const rows = await api.db
    .select({ id: clientes.id })
    .from(clientes)
    .where(inArray(clientes.codigo, ['FRUSUR', 'TEXMED']));
  demoIds = rows.map((r) => r.id).sort();
});
afterAll(async () => {
  await api?.close();
});

const period = (fromDays: number, toDays: number) => ({
  fechainicio: new Date(Date.now() + fromDays * DAY_MS).toISOString(),
  fechafin: new Date(Date.now() + toDays * DAY_MS).toISOString(),
});

describe('tracking.obtenerSeguimientoEnviosPeriodo', () => {
  it("returns the caller's customers' shipments departing in the period, newest first", async () => {
    const { fechainicio, fechafin } = period(-120, 0);
    const rows = await demo.tracking.obtenerSeguimientoEnviosPeriodo({ fechainicio, fechafin });
    const expected = await api.db
      .select({ id: partidas.id })
      .from(partidas)
      .where(
        and(
          inArray(partidas.idCliente, demoIds),
          gte(partidas.etd, new Date(fechainicio)),
          lte(partidas.etd, new Date(fechafin)),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
    for (const row of rows) {
      expect(demoIds).toContain(row.idCliente);
      expect(row.etd >= fechainicio && row.etd <= fechafin).toBe(true);
      expect(['Frutas del Sur S.L.', 'Textiles Mediterráneo S.A.']).toContain(row.cliente);
    }
    const etds = rows.map((r) => r.etd);
    expect(etds).toEqual([...etds].sort().reverse());
  });

  it('gives administrators every customer, and `tracking` only AUTOIB', async () => {
    const all = period(-600, 60);
    const everything = await acrossPeriods(admin.tracking.obtenerSeguimientoEnviosPeriodo, all);
    const [total] = await api.db.$count(partidas).then((n) => [n]);
    expect(everything).toHaveLength(total!);
    expect(new Set(everything.map((r) => r.idCliente)).size).toBeGreaterThanOrEqual(20);
    const own = await acrossPeriods(tracking.tracking.obtenerSeguimientoEnviosPeriodo, all);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.cliente))).toEqual(new Set(['Autopartes Ibéricas S.L.']));
  });

  it('covers the three modes with realistic codes and references', async () => {
    const rows = await acrossPeriods(admin.tracking.obtenerSeguimientoEnviosPeriodo, period(-600, 60));
    expect(new Set(rows.map((r) => r.modo))).toEqual(new Set(['MARITIMO', 'AEREO', 'TERRESTRE']));
    for (const row of rows) {
      if (row.modo === 'AEREO') {
        expect(row.codigoOrigen).toMatch(/^[A-Z]{3}$/);
        expect(isValidAwb(row.documentoTransporte!)).toBe(true);
      } else {
        expect(row.codigoOrigen).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      }
      for (const container of row.contenedores)
        expect(isValidContainerNumber(container), container).toBe(true);
      if (row.ata) expect(row.atd).not.toBeNull();
      if (row.estado === 'ENTREGADA') expect(row.ata).not.toBeNull();
      if (row.estado === 'RESERVADA' || row.estado === 'EN_ORIGEN') expect(row.atd).toBeNull();
    }
    expect(rows.some((r) => r.retrasoHoras > 0)).toBe(true);
    expect(rows.some((r) => r.idDossier !== null)).toBe(true);
  });

  it('answers 400 naming fechafin for a reversed period, and fechainicio when unparsable', async () => {
    const { fechainicio, fechafin } = period(-10, 0);
    expect(
      await rejection(
        demo.tracking.obtenerSeguimientoEnviosPeriodo({ fechainicio: fechafin, fechafin: fechainicio }),
      ),
    ).toMatchObject({
      status: 400,
      field: 'fechafin',
    });
    expect(
      await rejection(demo.tracking.obtenerSeguimientoEnviosPeriodo({ fechainicio: 'yesterday', fechafin })),
    ).toMatchObject({
      status: 400,
      field: 'fechainicio',
    });
  });
});

describe('tracking.obtenerSeguimientoEnvios', () => {
  it('returns every open shipment of the caller (not delivered nor cancelled), whatever its dates', async () => {
    const rows = await demo.tracking.obtenerSeguimientoEnvios();
    const expected = await api.db
      .select({ id: partidas.id })
      .from(partidas)
      .where(
        and(inArray(partidas.idCliente, demoIds), notInArray(partidas.estado, ['ENTREGADA', 'CANCELADA'])),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
    for (const row of rows)
      expect(['RESERVADA', 'EN_ORIGEN', 'EN_TRANSITO', 'EN_DESTINO']).toContain(row.estado);
  });

  it('answers each row as the detail call answers the same shipment', async () => {
    const rows = await demo.tracking.obtenerSeguimientoEnvios();
    for (const row of [...rows.slice(0, 15), ...rows.slice(-15)]) {
      const detail = await demo.tracking.obtenerPartida({ id: row.id });
      const common = Object.fromEntries(
        Object.keys(row).map((key) => [key, (detail as Record<string, unknown>)[key]]),
      );
      expect(row, String(row.id)).toEqual(common);
    }
  });

  it('answers the same rows read in pages of 7 as in pages of 500', async () => {
    const { fechainicio, fechafin } = period(-200, 30);
    const whole = await admin.tracking.obtenerSeguimientoEnviosPeriodo({ fechainicio, fechafin });
    const open = await admin.tracking.obtenerSeguimientoEnvios();
    expect(whole.length).toBeGreaterThan(50);
    api.env.listPageRows = 7;
    try {
      expect(await admin.tracking.obtenerSeguimientoEnviosPeriodo({ fechainicio, fechafin })).toEqual(whole);
      expect(await admin.tracking.obtenerSeguimientoEnvios()).toEqual(open);
    } finally {
      api.env.listPageRows = 500;
    }
  });

  it('shows a change at the next call (on PGlite its pages are kept until something is written)', async () => {
    const [first] = await demo.tracking.obtenerSeguimientoEnvios();
    await demo.tracking.obtenerSeguimientoEnvios();
    const referencia = first!.referenciaCliente;
    await api.db.update(partidas).set({ referenciaCliente: 'CHANGED-REF' }).where(eq(partidas.id, first!.id));
    try {
      const again = await demo.tracking.obtenerSeguimientoEnvios();
      expect(again.find((row) => row.id === first!.id)?.referenciaCliente).toBe('CHANGED-REF');
      // Another caller's scope is another list: tracking sees none of demo's shipments.
      expect((await tracking.tracking.obtenerSeguimientoEnvios()).some((row) => row.id === first!.id)).toBe(
        false,
      );
      await api.db.update(partidas).set({ estado: 'CANCELADA' }).where(eq(partidas.id, first!.id));
      expect((await demo.tracking.obtenerSeguimientoEnvios()).some((row) => row.id === first!.id)).toBe(
        false,
      );
    } finally {
      await api.db
        .update(partidas)
        .set({ referenciaCliente: referencia, estado: first!.estado })
        .where(eq(partidas.id, first!.id));
    }
  });
});

describe('tracking.obtenerPartida', () => {
  it('returns the shipment with a timeline consistent with its status', async () => {
    const rows = await acrossPeriods(demo.tracking.obtenerSeguimientoEnviosPeriodo, period(-600, 60));
    for (const estado of ['ENTREGADA', 'EN_TRANSITO', 'RESERVADA'] as const) {
      const row =
        rows.find((r) => r.estado === estado && r.modo !== 'TERRESTRE') ??
        rows.find((r) => r.estado === estado);
      expect(row, estado).toBeDefined();
      const p = await demo.tracking.obtenerPartida({ id: row!.id });
      expect(p).toMatchObject(row!);
      expect(p.hitos.length).toBeGreaterThanOrEqual(4);
      const happened = p.hitos.filter((h) => h.real);
      if (estado === 'ENTREGADA') expect(happened).toHaveLength(p.hitos.length);
      if (estado === 'EN_TRANSITO') {
        const dep = p.hitos.find((h) => h.codigo === 'DEP' || h.codigo === 'DEPA')!;
        const arr = p.hitos.find((h) => h.codigo === 'ARR' || h.codigo === 'ARRI')!;
        expect(dep.real).toBe(p.atd);
        expect(arr.real).toBeNull();
        expect(arr.estimada).toBe(p.eta);
      }
      if (estado === 'RESERVADA') expect(happened.every((h) => h.codigo === 'BKD')).toBe(true);
      for (const h of p.hitos) if (h.real) expect(h.real <= new Date().toISOString()).toBe(true);
      expect(p.documentos.every((d) => d.fecha <= new Date().toISOString())).toBe(true);
      expect(p.pesoTasableKg).toBeGreaterThanOrEqual(p.pesoBrutoKg);
      expect(p.bultosDetalle.reduce((s, b) => s + b.cantidad, 0)).toBe(p.bultos);
    }
  });

  it('carries containers with valid ISO 6346 numbers on sea FCL shipments, and the CO2e of its footprint', async () => {
    const [row] = await api.db
      .select({ id: partidas.id, co2e: huellasCarbono.co2eWtwKg })
      .from(partidas)
      .innerJoin(huellasCarbono, eq(huellasCarbono.idPartida, partidas.id))
      .where(and(inArray(partidas.idCliente, demoIds), eq(partidas.modo, 'MARITIMO')))
      .limit(1);
    const p = await demo.tracking.obtenerPartida({ id: row!.id });
    expect(p.co2eKg).toBe(row!.co2e);
    expect(p.co2eKg).toBeGreaterThan(0);
    for (const c of p.contenedoresDetalle) {
      expect(isValidContainerNumber(c.numero)).toBe(true);
      expect(['20DV', '40DV', '40HC', '40RF']).toContain(c.tipo);
    }
    expect(p.contenedores).toEqual(p.contenedoresDetalle.map((c) => c.numero));
  });

  it("answers 404 for another customer's shipment and for a missing id", async () => {
    const foreign = await partidaDe(api, 'AUTOIB');
    expect(await rejection(demo.tracking.obtenerPartida({ id: foreign }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await rejection(demo.tracking.obtenerPartida({ id: 999_999 }))).toMatchObject({ status: 404 });
    await expect(tracking.tracking.obtenerPartida({ id: foreign })).resolves.toMatchObject({ id: foreign });
  });
});

describe('tracking.obtenerVinculo', () => {
  it("builds the carrier's tracking URL from its template", async () => {
    const rows = await acrossPeriods(admin.tracking.obtenerSeguimientoEnviosPeriodo, period(-600, 60));
    const sea = rows.find(
      (r) => r.modo === 'MARITIMO' && r.contenedores.length > 0 && r.documentoTransporte?.startsWith('MAEU'),
    );
    if (sea) {
      await expect(admin.tracking.obtenerVinculo({ id: sea.id })).resolves.toEqual({
        id: sea.id,
        numeroPartida: sea.numeroPartida,
        transportista: 'Maersk',
        referencia: sea.documentoTransporte,
        url: `https://www.maersk.com/tracking/${sea.documentoTransporte}`,
      });
    }
    const air = rows.find((r) => r.modo === 'AEREO')!;
    const link = await admin.tracking.obtenerVinculo({ id: air.id });
    const [prefix, rest] = air.documentoTransporte!.split('-');
    expect(link.referencia).toBe(air.documentoTransporte);
    expect(link.url).toContain(prefix!);
    expect(link.url).toContain(rest!);
    expect(link.url).not.toMatch(/\{|\}/);
    const road = rows.find((r) => r.modo === 'TERRESTRE')!;
    expect((await admin.tracking.obtenerVinculo({ id: road.id })).url).toContain(
      encodeURIComponent(road.documentoTransporte!),
    );
    expect(
      await rejection(demo.tracking.obtenerVinculo({ id: await partidaDe(api, 'AUTOIB') })),
    ).toMatchObject({ status: 404 });
  });
});

describe('a requested shipment, once the forwarder confirms it', () => {
  it('shows in tracking with its timeline, equipment and footprint', async () => {
    const idCliente = demoIds[0]!;
    const ready = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);
    const created = await requestShipment(api.db, {
      idCliente,
      modo: 'MARITIMO',
      origen: 'ESVLC',
      destino: 'USNYC',
      expedidor: 'Frutas del Sur S.L.',
      destinatario: 'Atlantic Foods Inc.',
      incoterm: 'FOB',
      mercancia: 'Fresh oranges, 15 kg cartons',
      referenciaCliente: 'PO-TEST-1',
      fechaDisponible: ready,
      bultos: [{ tipoBulto: 'Pallet', cantidad: 20, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 900 }],
      contenedores: [{ tipo: '40RF', cantidad: 1 }],
    });
    expect(created.numeroPartida).toMatch(/^M\d{2}-\d{6}$/);
    await confirmBooking(api.db, created.id, {
      carrier: { code: 'MSCU' },
      bookingNumber: '0123456789',
      transportDocument: 'MSCU123456789',
      voyage: 'MSC LORETO / 612W',
      plannedDeparture: new Date(Date.now() + 7 * DAY_MS),
      plannedArrival: new Date(Date.now() + 19 * DAY_MS),
      containers: [{ numero: containerNumber('MSCU', 305_438), precinto: 'MS1234567' }],
    });

    const open = await demo.tracking.obtenerSeguimientoEnvios();
    expect(open.find((r) => r.id === created.id)).toMatchObject({
      estado: 'RESERVADA',
      codigoOrigen: 'ESVLC',
      referenciaCliente: 'PO-TEST-1',
    });
    const p = await demo.tracking.obtenerPartida({ id: created.id });
    expect(p).toMatchObject({
      numeroPartida: created.numeroPartida,
      bultos: 20,
      pesoBrutoKg: 18_000,
      volumenM3: 28.8,
    });
    expect(p.etd > `${ready}T00:00:00.000Z`).toBe(true);
    expect(p.atd).toBeNull();
    expect(p.hitos.every((h) => h.real === null && h.planificada !== null)).toBe(true);
    expect(p.contenedoresDetalle).toHaveLength(1);
    expect(isValidContainerNumber(p.contenedoresDetalle[0]!.numero)).toBe(true);
    // Sea W/M: 18 t vs 28.8 m³ → 28,800 kg chargeable.
    expect(p.pesoTasableKg).toBe(28_800);

    const [huella] = await api.db
      .select()
      .from(huellasCarbono)
      .where(eq(huellasCarbono.idPartida, created.id));
    expect(huella!.co2eWtwKg).toBe(p.co2eKg);
    expect(p.co2eKg).toBeGreaterThan(0);
    await expect(demo.tracking.obtenerVinculo({ id: created.id })).resolves.toMatchObject({ id: created.id });
    expect(await rejection(tracking.tracking.obtenerPartida({ id: created.id }))).toMatchObject({
      status: 404,
    });

    // The next shipment gets the next id: the identity continues after the seeded rows.
    const next = await requestShipment(api.db, {
      idCliente,
      modo: 'AEREO',
      origen: 'MAD',
      destino: 'JFK',
      expedidor: 'Frutas del Sur S.L.',
      destinatario: 'Atlantic Foods Inc.',
      incoterm: 'FCA',
      mercancia: 'Samples',
      fechaDisponible: ready,
      bultos: [{ tipoBulto: 'Carton', cantidad: 2, largoCm: 60, anchoCm: 40, altoCm: 40, pesoKg: 10 }],
    });
    expect(next.id).toBe(created.id + 1);
    const air = await demo.tracking.obtenerPartida({ id: next.id });
    // 2 × 60×40×40 cm ÷ 6000 = 32 kg volumetric > 20 kg gross.
    expect(air.pesoTasableKg).toBe(32);
    // Not confirmed: no air waybill yet.
    expect(air).toMatchObject({ estado: 'SOLICITADA', documentoTransporte: null });
  });
});

describe('status follows the clock, not the day the demo data was made', () => {
  // Last in this file: it moves the app's clock two months on.
  it('delivers today’s open shipments as their milestones fall due, and drops them from the open list', async () => {
    const open = await demo.tracking.obtenerSeguimientoEnvios();
    const inTransit = open.filter((p) => p.estado === 'EN_TRANSITO');
    expect(inTransit.length).toBeGreaterThan(0);
    const sample = inTransit[0]!;
    expect(sample.ultimoHito).not.toBeNull();

    api.clock.advance(60 * DAY_MS);
    const later = (await api.signIn('demo')).client;
    const detail = await later.tracking.obtenerPartida({ id: sample.id });
    expect(detail.estado).toBe('ENTREGADA');
    expect(detail.ata).not.toBeNull();
    expect(detail.hitos.every((h) => h.real !== null)).toBe(true);
    expect(detail.ultimoHito?.codigo).toBe(detail.hitos.at(-1)?.codigo);
    const stillOpen = await later.tracking.obtenerSeguimientoEnvios();
    expect(stillOpen.map((p) => p.id)).not.toContain(sample.id);
    for (const row of stillOpen) expect(['ENTREGADA', 'CANCELADA']).not.toContain(row.estado);
  });
});
