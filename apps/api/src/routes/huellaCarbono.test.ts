import type { ExtranetClient } from '@extranet/sdk';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes } from '../db/schema/index';
import { requestShipment } from '../domain/partidas';
import { confirmBooking } from '../domain/partidas-booking';
import { DAY_MS } from '../lib/time';
import { EMISSION_FACTOR_SET, EMISSION_FACTORS } from '../reference/emission-factors';
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
  demoIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await api?.close();
});

const period = (fromDays: number, toDays: number) => ({
  fechainicio: new Date(Date.now() + fromDays * DAY_MS).toISOString(),
  fechafin: new Date(Date.now() + toDays * DAY_MS).toISOString(),
});
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('huellaCarbono.obtenerHuellaCarbonoPeriodo', () => {
  it("returns the caller's shipments departing in the period (ATD, else ETD) with consistent totals", async () => {
    const { fechainicio, fechafin } = period(-300, 0);
    const rows = await demo.huellaCarbono.obtenerHuellaCarbonoPeriodo({ fechainicio, fechafin });
    expect(rows.length).toBeGreaterThan(0);
    const shipments = await acrossPeriods(demo.tracking.obtenerSeguimientoEnviosPeriodo, period(-700, 60));
    for (const row of rows) {
      expect(demoIds).toContain(row.idCliente);
      expect(row.fecha >= fechainicio && row.fecha <= fechafin).toBe(true);
      const shipment = shipments.find((s) => s.id === row.id)!;
      expect(row.fecha).toBe(shipment.atd ?? shipment.etd);
      expect(row.numeroPartida).toBe(shipment.numeroPartida);
      expect(row.conjuntoFactores).toBe(EMISSION_FACTOR_SET.nombre);
      expect(row.versionFactores).toBe(EMISSION_FACTOR_SET.version);
      expect(row.tramos.length).toBeGreaterThan(0);
      expect(row.tramos.map((t) => t.orden)).toEqual(row.tramos.map((_, i) => i + 1));
      expect(row.co2eWtwKg).toBeCloseTo(row.co2eWttKg + row.co2eTtwKg, 2);
      expect(row.co2eWtwKg).toBeCloseTo(sum(row.tramos.map((t) => t.co2eWtwKg)), 2);
      expect(row.toneladasKm).toBeCloseTo(sum(row.tramos.map((t) => t.toneladasKm)), 2);
      for (const t of row.tramos) {
        expect(t.co2eWtwKg).toBeCloseTo(t.co2eWttKg + t.co2eTtwKg, 2);
        // kg CO2e = t × km × g/tkm ÷ 1000 (within rounding of WTT and TTW to the gram).
        expect(
          Math.abs(t.co2eWtwKg - (t.toneladas * t.distanciaKm * t.factorEmisionGCo2eTkm) / 1000),
        ).toBeLessThan(0.02 + t.co2eWtwKg * 0.002);
      }
      // The main leg is in the shipment's mode, between its origin and destination.
      expect(
        row.tramos.some(
          (t) =>
            t.modo === row.modo &&
            t.codigoOrigen === shipment.codigoOrigen &&
            t.codigoDestino === shipment.codigoDestino,
        ),
      ).toBe(true);
    }
    const dates = rows.map((r) => r.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("equals the shipment's co2eKg in tracking", async () => {
    const rows = await demo.huellaCarbono.obtenerHuellaCarbonoPeriodo(period(-60, 0));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.slice(0, 5)) {
      expect((await demo.tracking.obtenerPartida({ id: row.id })).co2eKg).toBe(row.co2eWtwKg);
    }
  });

  it('keeps `tracking` to AUTOIB and gives administrators everyone', async () => {
    const all = period(-700, 60);
    const own = await acrossPeriods(tracking.huellaCarbono.obtenerHuellaCarbonoPeriodo, all);
    expect(new Set(own.map((r) => r.cliente))).toEqual(new Set(['Autopartes Ibéricas S.L.']));
    const everyone = await acrossPeriods(admin.huellaCarbono.obtenerHuellaCarbonoPeriodo, all);
    expect(new Set(everyone.map((r) => r.idCliente)).size).toBeGreaterThanOrEqual(20);
  });

  it('answers 400 naming fechafin for a reversed period', async () => {
    const { fechainicio, fechafin } = period(-10, 0);
    expect(
      await rejection(
        demo.huellaCarbono.obtenerHuellaCarbonoPeriodo({ fechainicio: fechafin, fechafin: fechainicio }),
      ),
    ).toMatchObject({ status: 400, field: 'fechafin' });
  });

  it('computes a new road shipment by hand: 10 t Valencia → Paris by full truck', async () => {
    const created = await requestShipment(api.db, {
      idCliente: demoIds[0]!,
      modo: 'TERRESTRE',
      origen: 'ESVLC',
      destino: 'FRPAR',
      expedidor: 'Frutas del Sur S.L.',
      destinatario: 'Les Halles Distribution SAS',
      incoterm: 'DAP',
      mercancia: 'Fresh oranges',
      fechaDisponible: new Date(Date.now() + DAY_MS),
      bultos: [{ tipoBulto: 'Pallet', cantidad: 20, largoCm: 120, anchoCm: 80, altoCm: 160, pesoKg: 500 }],
    });
    await confirmBooking(api.db, created.id, {
      carrier: { code: 'DACH' },
      bookingNumber: null,
      plannedDeparture: new Date(Date.now() + 2 * DAY_MS),
      plannedArrival: new Date(Date.now() + 3 * DAY_MS),
    });
    const rows = await demo.huellaCarbono.obtenerHuellaCarbonoPeriodo(period(0, 30));
    const row = rows.find((r) => r.id === created.id)!;
    expect(row.tramos).toHaveLength(1);
    const [leg] = row.tramos;
    // Valencia (39.47, −0.38) → Paris (48.86, 2.35): great circle 1,066.4 km × 1.25 road factor = 1,333 km.
    expect(leg!.distanciaKm).toBe(1333);
    expect(leg!.toneladas).toBe(10);
    expect(leg!.toneladasKm).toBe(13_330);
    const factor = EMISSION_FACTORS.ROAD_ARTICULATED_FTL;
    expect(leg!.factorEmisionGCo2eTkm).toBe(74);
    expect(leg!.categoriaFactor).toBe(factor.categoria);
    // 13,330 tkm × 14.8 g = 197.28 kg WTT; × 59.2 g = 789.14 kg TTW; WTW 986.42 kg (= 13,330 × 74 ÷ 1000).
    expect(leg!.co2eWttKg).toBe(197.28);
    expect(leg!.co2eTtwKg).toBe(789.14);
    expect(row.co2eWtwKg).toBe(986.42);
    expect(row.intensidadGCo2eTkm).toBe(74);
  });

  it('computes a new air shipment by hand: great circle + 95 km', async () => {
    const created = await requestShipment(api.db, {
      idCliente: demoIds[0]!,
      modo: 'AEREO',
      origen: 'MAD',
      destino: 'JFK',
      expedidor: 'Frutas del Sur S.L.',
      destinatario: 'Atlantic Foods Inc.',
      incoterm: 'FCA',
      mercancia: 'Persimmons',
      fechaDisponible: new Date(Date.now() + DAY_MS),
      bultos: [{ tipoBulto: 'Carton', cantidad: 50, largoCm: 60, anchoCm: 40, altoCm: 30, pesoKg: 10 }],
    });
    await confirmBooking(api.db, created.id, {
      carrier: { code: 'IB' },
      bookingNumber: 'IB123456',
      plannedDeparture: new Date(Date.now() + 2 * DAY_MS),
      plannedArrival: new Date(Date.now() + 2.4 * DAY_MS),
    });
    const row = (await demo.huellaCarbono.obtenerHuellaCarbonoPeriodo(period(0, 30))).find(
      (r) => r.id === created.id,
    )!;
    const [leg] = row.tramos;
    // Madrid (40.47, −3.56) → New York JFK (40.64, −73.78): great circle 5,762.5 km + 95 = 5,858 km.
    expect(leg!.distanciaKm).toBe(5858);
    // 0.5 t × 5,858 km = 2,929 tkm: WTT 103.4 g → 302.86 kg, TTW 504.6 g → 1,477.97 kg, WTW 1,780.83 kg
    // (= 2,929 × 608 ÷ 1000, belly freight long-haul).
    expect(leg!.toneladasKm).toBe(2929);
    expect(leg!.factorEmisionGCo2eTkm).toBe(608);
    expect(leg!.co2eWttKg).toBe(302.86);
    expect(leg!.co2eTtwKg).toBe(1477.97);
    expect(row.co2eWtwKg).toBe(1780.83);
  });
});
