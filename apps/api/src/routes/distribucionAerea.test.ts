import type { ExtranetClient } from '@extranet/sdk';
import type { FinalizarHawbInput, HawbResumen, LineaEstadoCuenta } from '@extranet/sdk/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, clientes } from '../db/schema/core';
import {
  aereoAeropuertos,
  aereoMovimientosCuenta,
  aereoServicios,
  aereoTarifas,
} from '../db/schema/distribucionAerea';
import { paises } from '../db/schema/paises';
import { roundUpToHalfKg } from '../domain/air-rating';
import { STATUS_ORDER } from '../domain/awb';
import { isValidAwb } from '../domain/identificadores';
import { DAY_MS } from '../lib/time';
import { foreignHawbId } from '../testing/foreign/distribucionAerea';
import { acrossPeriods, createTestApi, rejection, type TestApi } from '../testing/harness';

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
/** Customer ids by code. */
const id: Record<string, number> = {};
const servicio: Record<string, number> = {};

/** Every record of the demo data (18 months back, notes and requests dated ahead): five yearly calls. */
const ALL_TIME = {
  fechainicio: new Date(Date.now() - 3 * 365 * DAY_MS).toISOString(),
  fechafin: new Date(Date.now() + 2 * 365 * DAY_MS).toISOString(),
};

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
  for (const c of await api.db.select().from(clientes)) id[c.codigo] = c.id;
  for (const s of await api.db.select().from(aereoServicios)) servicio[s.codigo] = s.id;
});
afterAll(async () => {
  await api?.close();
});

const demoIds = () => [id.FRUSUR, id.TEXMED].sort();
const idsOf = (rows: { idCliente: number }[]) => [...new Set(rows.map((r) => r.idCliente))].sort();

describe('look-ups', () => {
  it('lists origin and destination countries and searches airports within one', async () => {
    const origen = await demo.distribucionAerea.paisesOrigen();
    expect(origen.map((p) => p.codigo)).toEqual(expect.arrayContaining(['ES', 'PA', 'US']));
    expect(origen.map((p) => p.codigo)).not.toContain('AE');
    const destino = await demo.distribucionAerea.paisesDestino();
    expect(destino.map((p) => p.codigo)).toEqual(expect.arrayContaining(['AE', 'CN', 'US']));
    const us = destino.find((p) => p.codigo === 'US')!;

    const madrid = await demo.distribucionAerea.aeropuerto({ body: { busqueda: 'mad' } });
    expect(madrid[0]).toMatchObject({ codigoIata: 'MAD', ciudad: 'Madrid', codigoPais: 'ES' });
    const bogota = await demo.distribucionAerea.aeropuerto({ body: { busqueda: 'Bogot' } });
    expect(bogota.map((a) => a.codigoIata)).toEqual(['BOG']);
    const enUs = await demo.distribucionAerea.aeropuerto({ body: { busqueda: 'an', idPais: us.id } });
    expect(enUs.length).toBeGreaterThan(0);
    expect(enUs.every((a) => a.codigoPais === 'US')).toBe(true);
    expect(await demo.distribucionAerea.aeropuerto({ body: { busqueda: '%_' } })).toEqual([]);

    const aeropuertosUS = await demo.distribucionAerea.aeropuertosUS();
    expect(aeropuertosUS.map((a) => a.codigoIata)).toEqual(expect.arrayContaining(['JFK', 'LAX', 'MIA']));
    expect(aeropuertosUS.every((a) => a.codigoPais === 'US')).toBe(true);
  });

  it('finds postal codes of a country by their start', async () => {
    const es = (await demo.distribucionAerea.paisesOrigen()).find((p) => p.codigo === 'ES')!;
    const codigos = await demo.distribucionAerea.buscarCodigoPostal({ busquedaCP: '4600', idPais: es.id });
    expect(codigos.length).toBeGreaterThan(5);
    for (const cp of codigos) {
      expect(cp.codigoPostal.startsWith('4600')).toBe(true);
      expect(cp).toMatchObject({ ciudad: 'Valencia', provincia: 'Valencia', idPais: es.id });
    }
    expect(await demo.distribucionAerea.buscarCodigoPostal({ busquedaCP: '99', idPais: es.id })).toEqual([]);
  });

  it('has the incoterms of any mode and the package types', async () => {
    const incoterms = (await demo.distribucionAerea.incoterms()).map((i) => i.codigo);
    expect(incoterms).toEqual(['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);
    const bultos = await demo.distribucionAerea.tipoBultos();
    expect(bultos.map((b) => b.codigo)).toEqual(expect.arrayContaining(['CT', 'PX', 'CR']));
  });

  it('answers a valid promotion code and 404 for an unknown, expired or future one', async () => {
    const promo = await demo.distribucionAerea.buscarCodigoPromocional({ body: { codigo: ' air10 ' } });
    expect(promo).toMatchObject({ codigo: 'AIR10', descuentoPorcentaje: 10 });
    expect(promo.validoHasta! >= new Date().toISOString().slice(0, 10)).toBe(true);
    const open = await demo.distribucionAerea.buscarCodigoPromocional({ body: { codigo: 'WELCOME15' } });
    expect(open.validoHasta).toBeNull();
    for (const codigo of ['NOPE', 'SUMMER25', 'XMAS12']) {
      const error = await rejection(demo.distribucionAerea.buscarCodigoPromocional({ body: { codigo } }));
      expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});

describe("the caller's entities", () => {
  it('lists only the caller’s customers allowed to ship by air (admin: all of them)', async () => {
    const mine = await demo.distribucionAerea.entidades();
    expect(mine.map((e) => e.codigo).sort()).toEqual(['FRUSUR', 'TEXMED']);
    expect(mine.find((e) => e.codigo === 'FRUSUR')).toMatchObject({
      aeropuertoHabitual: 'VLC',
      codigoPais: 'ES',
    });
    const all = await admin.distribucionAerea.entidades();
    expect(all.length).toBeGreaterThanOrEqual(16);
    expect(all.map((e) => e.codigo)).not.toContain('CERCAS'); // sea-only customer
    expect(all.find((e) => e.codigo === 'PACNUT')?.nif).toBe('95-4718263');
  });

  it('gives services, address books and collect entities of an own entity; 404 for another', async () => {
    const servicios = await demo.distribucionAerea.servicios({ identidad: id.FRUSUR! });
    expect(servicios.map((s) => s.codigo)).toEqual(['EXP', 'STD', 'CON', 'PER']);
    expect(
      (await demo.distribucionAerea.servicios({ identidad: id.TEXMED! })).map((s) => s.codigo),
    ).not.toContain('PER');
    const expedidores = await demo.distribucionAerea.expedidoresConocidos({ identidad: id.FRUSUR! });
    expect(expedidores[0]).toBeDefined();
    expect(expedidores.map((e) => e.nombre)).toContain('Frutas del Sur S.L.');
    const destinatarios = await demo.distribucionAerea.destinatariosConocidos({ identidad: id.FRUSUR! });
    expect(destinatarios.length).toBeGreaterThan(3);
    expect(destinatarios.every((d) => d.codigoPais !== 'ES')).toBe(true);
    const collect = await demo.distribucionAerea.entidadesCollect({ identidad: id.FRUSUR! });
    expect(collect.length).toBeGreaterThan(0);

    for (const call of [
      () => demo.distribucionAerea.servicios({ identidad: id.AUTOIB! }),
      () => demo.distribucionAerea.expedidoresConocidos({ identidad: id.AUTOIB! }),
      () => demo.distribucionAerea.destinatariosConocidos({ identidad: id.AUTOIB! }),
      () => demo.distribucionAerea.entidadesCollect({ identidad: id.AUTOIB! }),
      () => admin.distribucionAerea.servicios({ identidad: id.CERCAS! }),
    ]) {
      expect((await rejection(call())).status).toBe(404);
    }
    expect((await admin.distribucionAerea.servicios({ identidad: id.AUTOIB! })).length).toBeGreaterThan(0);
  });
});

/** Pieces of the quotes below: one line, so the weights are easy to check by hand. */
const caja = (cantidad: number, largoCm: number, anchoCm: number, altoCm: number, pesoKg: number) => ({
  cantidad,
  largoCm,
  anchoCm,
  altoCm,
  pesoKg,
});

describe('CalcularTarifa', () => {
  it('rates MAD→MIA standard with the seeded lane tariff (hand-computed)', async () => {
    // The lane tariff MAD→MIA, Air Standard: N 3.44, +45 2.75, +100 2.34, +300 2.06, +500 1.93,
    // +1000 1.79 EUR/kg, minimum 75, FSC 0.95/kg, SSC 0.15/kg, AWB fee 25, 3 days.
    const [fila] = await api.db
      .select()
      .from(aereoTarifas)
      .where(
        and(
          eq(aereoTarifas.origen, 'MAD'),
          eq(aereoTarifas.destino, 'MIA'),
          eq(aereoTarifas.idServicio, servicio.STD!),
        ),
      );
    expect(fila).toMatchObject({
      idCliente: null,
      moneda: 'EUR',
      minimo: 75,
      tarifaN: 3.44,
      tarifaQ45: 2.75,
      tarifaQ100: 2.34,
      tarifaQ300: 2.06,
      tarifaQ500: 1.93,
      tarifaQ1000: 1.79,
      fscKg: 0.95,
      sscKg: 0.15,
      awc: 25,
      diasTransito: 3,
    });
    const cotizar = (piezas: ReturnType<typeof caja>[], codigoPromocional?: string) =>
      demo.distribucionAerea.calcularTarifa({
        body: {
          aeropuertoOrigen: 'MAD',
          aeropuertoDestino: 'MIA',
          idServicio: servicio.STD!,
          piezas,
          codigoPromocional,
        },
      });

    // 95 kg (10 kg volumetric): +45 gives 95 × 2.75 = 261.25, the +100 break 100 × 2.34 = 234.00.
    // FSC 95 × 0.95 = 90.25, SSC 95 × 0.15 = 14.25, AWC 25 → 363.50; AIR10 takes 23.40 → 340.10.
    const q100 = await cotizar([caja(1, 50, 40, 30, 95)], 'AIR10');
    // The rate table comes with the quote, so the customer can check it by hand.
    expect(q100.tramos).toEqual([
      { tramoPesoKg: 0, tarifaKg: 3.44 },
      { tramoPesoKg: 45, tarifaKg: 2.75 },
      { tramoPesoKg: 100, tarifaKg: 2.34 },
      { tramoPesoKg: 300, tarifaKg: 2.06 },
      { tramoPesoKg: 500, tarifaKg: 1.93 },
      { tramoPesoKg: 1000, tarifaKg: 1.79 },
    ]);
    expect(q100).toMatchObject({
      aeropuertoOrigen: 'MAD',
      aeropuertoDestino: 'MIA',
      servicio: 'Air Standard',
      diasTransito: 3,
      totalPiezas: 1,
      pesoBrutoKg: 95,
      volumenM3: 0.06,
      pesoVolumetricoKg: 10,
      pesoTasableKg: 95,
      claseTarifa: 'Q',
      tramoPesoKg: 100,
      pesoFacturadoKg: 100,
      tarifaKg: 2.34,
      importeMinimo: 75,
      importeFlete: 234,
      codigoPromocional: 'AIR10',
      descuento: 23.4,
      total: 340.1,
      moneda: 'EUR',
    });
    expect(q100.recargos.map((r) => [r.codigo, r.importe])).toEqual([
      ['FSC', 90.25],
      ['SSC', 14.25],
      ['AWC', 25],
    ]);

    // 5 kg: 5 × 3.44 = 17.20 < 75 → M; 75 + 4.75 + 0.75 + 25 = 105.50.
    expect(await cotizar([caja(1, 30, 20, 20, 5)])).toMatchObject({
      claseTarifa: 'M',
      tramoPesoKg: null,
      importeFlete: 75,
      total: 105.5,
    });
    // 2 pallets 120×80×100 cm at 50 kg: 320 kg volumetric > 100 kg gross; 320 × 2.06 = 659.20
    // (the +500 break would be 965.00); FSC 304.00, SSC 48.00, AWC 25 → 1,036.20.
    expect(await cotizar([caja(2, 120, 80, 100, 50)])).toMatchObject({
      pesoBrutoKg: 100,
      volumenM3: 1.92,
      pesoVolumetricoKg: 320,
      pesoTasableKg: 320,
      claseTarifa: 'Q',
      tramoPesoKg: 300,
      importeFlete: 659.2,
      total: 1036.2,
    });
    // 44.2 kg → 44.5 kg chargeable: N 44.5 × 3.44 = 153.08 > +45 at 45 × 2.75 = 123.75.
    expect(await cotizar([caja(1, 40, 40, 40, 44.2)])).toMatchObject({
      pesoTasableKg: 44.5,
      claseTarifa: 'Q',
      tramoPesoKg: 45,
      pesoFacturadoKg: 45,
      importeFlete: 123.75,
    });
  });

  it("applies the entity's agreed rates only for that entity", async () => {
    // BCN→MEX standard: the general lane rate N is 4.80 × 0.85 = 4.08; TEXMED's agreement for BCN→Latin
    // America is 4.80 × 0.80 = 3.84. 30 kg at N: 122.40 vs 115.20.
    const body = {
      aeropuertoOrigen: 'BCN',
      aeropuertoDestino: 'MEX',
      idServicio: servicio.STD!,
      piezas: [caja(1, 60, 40, 40, 30)],
    };
    expect(await demo.distribucionAerea.calcularTarifa({ body })).toMatchObject({
      tarifaKg: 4.08,
      importeFlete: 122.4,
    });
    expect(
      await demo.distribucionAerea.calcularTarifa({ body: { ...body, idEntidad: id.TEXMED! } }),
    ).toMatchObject({ tarifaKg: 3.84, importeFlete: 115.2 });
  });

  it('refuses bad routes, services and codes naming the field; 404 for another customer', async () => {
    const body = {
      aeropuertoOrigen: 'MAD',
      aeropuertoDestino: 'JFK',
      idServicio: servicio.STD!,
      piezas: [caja(1, 40, 30, 20, 10)],
    };
    const cases: [Record<string, unknown>, number, string | undefined][] = [
      [{ codigoPromocional: 'SUMMER25' }, 400, 'codigoPromocional'],
      [{ codigoPromocional: 'NOPE' }, 400, 'codigoPromocional'],
      [{ aeropuertoOrigen: 'XXX' }, 400, 'aeropuertoOrigen'],
      [{ aeropuertoOrigen: 'DXB' }, 400, 'aeropuertoOrigen'],
      [{ aeropuertoDestino: 'MAD' }, 400, 'aeropuertoDestino'],
      [{ idServicio: 999 }, 400, 'idServicio'],
      [{ idServicio: servicio.PER!, idEntidad: id.TEXMED! }, 400, 'idServicio'],
      [{ piezas: [] }, 400, 'piezas'],
      [{ piezas: [caja(1, 40, 30, 20, -1)] }, 400, 'piezas.0.pesoKg'],
      [{ idEntidad: id.AUTOIB! }, 404, undefined],
    ];
    for (const [change, status, field] of cases) {
      const error = await rejection(
        demo.distribucionAerea.calcularTarifa({ body: { ...body, ...change } as never }),
      );
      expect({ change, status: error.status, field: error.field }).toEqual({ change, status, field });
    }
  });
});

describe('HAWBs', () => {
  it('lists the HAWBs of the caller’s customers in the period, newest first', async () => {
    const all = await acrossPeriods(demo.distribucionAerea.estadoEnvios, ALL_TIME);
    expect(all.length).toBeGreaterThan(20);
    expect(idsOf(all)).toEqual(demoIds());
    const everyone = await acrossPeriods(admin.distribucionAerea.estadoEnvios, ALL_TIME);
    expect(everyone.length).toBeGreaterThan(all.length);
    expect(everyone.filter((h) => demoIds().includes(h.idCliente)).length).toBe(all.length);

    for (const [a, b] of all.slice(1).map((h, i) => [all[i]!, h] as const)) {
      expect(a.fechaEmision >= b.fechaEmision).toBe(true);
    }
    for (const h of all) {
      expect(h.fechaUltimoEvento >= h.fechaEmision).toBe(true);
      expect(h.numeroHawb.startsWith(`${h.aeropuertoOrigen}-`)).toBe(true);
      if (h.numeroMawb) expect(isValidAwb(h.numeroMawb)).toBe(true);
      // Consolidated (a MAWB) from the manifest on.
      expect(h.numeroMawb !== null).toBe(STATUS_ORDER.indexOf(h.estado) >= STATUS_ORDER.indexOf('MAN'));
      expect(h.fechaEmision <= new Date().toISOString()).toBe(true);
    }

    // Seeded HAWBs leave from airports the simulator and Finalizar accept as origins.
    const origenes = new Set(everyone.map((h) => h.aeropuertoOrigen));
    const aceptados = await api.db
      .select({ iata: aereoAeropuertos.codigoIata })
      .from(aereoAeropuertos)
      .innerJoin(paises, eq(paises.id, aereoAeropuertos.idPais))
      .where(eq(paises.origenAereo, true));
    expect([...origenes].filter((o) => !aceptados.some((a) => a.iata === o))).toEqual([]);

    const desde = new Date(Date.now() - 120 * DAY_MS);
    const hasta = new Date(Date.now() - 30 * DAY_MS);
    const period = await demo.distribucionAerea.estadoEnvios({ fechainicio: desde, fechafin: hasta });
    const expected = all.filter(
      (h) => h.fechaEmision >= desde.toISOString() && h.fechaEmision <= hasta.toISOString(),
    );
    expect(period.map((h) => h.id)).toEqual(expected.map((h) => h.id));

    const reversed = await rejection(
      demo.distribucionAerea.estadoEnvios({ fechainicio: hasta, fechafin: desde }),
    );
    expect(reversed).toMatchObject({ status: 400, field: 'fechafin' });
  });

  it('gives the detail, the IATA events and the warehouse receipt of an own HAWB; 404 for another', async () => {
    const all = await acrossPeriods(demo.distribucionAerea.estadoEnvios, ALL_TIME);
    const delivered = all.find((h) => h.estado === 'DLV')!;
    const hawb = await demo.distribucionAerea.obtenerHAWB({ id: delivered.id });
    expect(hawb).toMatchObject(delivered);
    const volumetrico = hawb.piezas.reduce(
      (s, p) => s + (p.cantidad * p.largoCm * p.anchoCm * p.altoCm) / 6000,
      0,
    );
    const bruto = hawb.piezas.reduce((s, p) => s + p.cantidad * p.pesoKg, 0);
    expect(hawb.pesoVolumetricoKg).toBeCloseTo(volumetrico, 1);
    expect(hawb.pesoBrutoKg).toBeCloseTo(bruto, 2);
    expect(hawb.pesoTasableKg).toBe(roundUpToHalfKg(Math.max(bruto, volumetrico)));
    expect(hawb.totalPiezas).toBe(hawb.piezas.reduce((s, p) => s + p.cantidad, 0));
    const recargos = hawb.cargos.recargos.reduce((s, r) => s + r.importe, 0);
    expect(hawb.cargos.total).toBeCloseTo(hawb.cargos.importeFlete + recargos - hawb.cargos.descuento, 2);
    expect(hawb.pagoPortes === 'CC').toBe(hawb.idEntidadCollect !== null);
    expect(hawb.vuelo).toMatch(/^[A-Z0-9]{2}\d{3,4}$/);

    const control = await demo.distribucionAerea.controlHAWB({ idControlHAWB: delivered.id });
    expect(control.eventos.map((e) => e.codigo)).toEqual(STATUS_ORDER);
    expect(control).toMatchObject({
      estado: 'DLV',
      estadoDescripcion: 'Delivered',
      numeroHawb: delivered.numeroHawb,
    });
    const fechas = control.eventos.map((e) => e.fecha);
    expect([...fechas].sort()).toEqual(fechas);
    expect(control.eventos.at(-1)!.fecha).toBe(delivered.fechaUltimoEvento);
    expect(control.eventos.find((e) => e.codigo === 'DEP')!.aeropuerto).toBe(delivered.aeropuertoOrigen);
    expect(control.eventos.find((e) => e.codigo === 'DLV')!.aeropuerto).toBe(delivered.aeropuertoDestino);

    const recibo = await demo.distribucionAerea.obtenerReciboDetalle({ id: delivered.id });
    expect(recibo).toMatchObject({ idHawb: delivered.id, numeroHawb: delivered.numeroHawb });
    expect(recibo.fechaRecepcion).toBe(control.eventos.find((e) => e.codigo === 'RCS')!.fecha);
    expect(recibo.pesoDeclaradoKg).toBe(delivered.pesoBrutoKg);

    const foreign = await foreignHawbId(api, true);
    for (const call of [
      () => demo.distribucionAerea.obtenerHAWB({ id: foreign }),
      () => demo.distribucionAerea.controlHAWB({ idControlHAWB: foreign }),
      () => demo.distribucionAerea.obtenerReciboDetalle({ id: foreign }),
      () => demo.distribucionAerea.obtenerHAWB({ id: 99_999_999 }),
    ]) {
      expect(await rejection(call())).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await admin.distribucionAerea.obtenerHAWB({ id: foreign })).idCliente).toBe(id.AUTOIB);
  });

  it('ControlHAWB with identidad checks that entity', async () => {
    const [own] = (await acrossPeriods(demo.distribucionAerea.estadoEnvios, ALL_TIME)).filter(
      (h) => h.idCliente === id.FRUSUR,
    );
    const ok = await demo.distribucionAerea.controlHAWB({ idControlHAWB: own!.id, identidad: id.FRUSUR! });
    expect(ok.id).toBe(own!.id);
    for (const identidad of [id.TEXMED!, id.AUTOIB!]) {
      const error = await rejection(
        demo.distribucionAerea.controlHAWB({ idControlHAWB: own!.id, identidad }),
      );
      expect(error.status).toBe(404);
    }
  });
});

const parte = {
  direccion: 'Calle de la Industria 14',
  codigoPostal: '46014',
  ciudad: 'Valencia',
  provincia: 'Valencia',
  codigoPais: 'ES',
  contacto: 'Vicente Ferrer',
};

const nuevaHawb = (): FinalizarHawbInput => ({
  idEntidad: id.FRUSUR!,
  referenciaCliente: 'PO-TEST-1',
  aeropuertoOrigen: 'VLC',
  aeropuertoDestino: 'DXB',
  expedidor: { nombre: 'Frutas del Sur S.L.', ...parte },
  destinatario: {
    nombre: 'Desert Fresh Test Trading LLC',
    direccion: 'Al Aweer Market, Shop 9',
    ciudad: 'Dubai',
    codigoPais: 'AE',
    email: 'buying@desertfresh.example',
  },
  piezas: [{ idTipoBulto: 2, ...caja(20, 50, 30, 25, 12.5) }],
  descripcionMercancia: 'Fresh mandarins, 20 cartons',
  valorDeclaradoAduana: 1200,
  moneda: 'EUR',
  pagoPortes: 'PP',
  incoterm: 'CPT',
  idServicio: 0,
  informacionManipulacion: 'Perishable. Keep between 2 and 8 °C.',
  codigoPromocional: 'AIR10',
});

describe('Finalizar', () => {
  it('issues the next HAWB, rated like the simulator, visible in the grid, detail and control', async () => {
    const body = { ...nuevaHawb(), idServicio: servicio.PER! };
    const quote = await demo.distribucionAerea.calcularTarifa({
      body: {
        aeropuertoOrigen: 'VLC',
        aeropuertoDestino: 'DXB',
        idServicio: servicio.PER!,
        piezas: [caja(20, 50, 30, 25, 12.5)],
        codigoPromocional: 'AIR10',
        idEntidad: id.FRUSUR!,
      },
    });
    const before = await acrossPeriods(admin.distribucionAerea.estadoEnvios, ALL_TIME);
    const issued = await demo.distribucionAerea.finalizar({ body });
    const second = await demo.distribucionAerea.finalizar({ body });
    const [auditada] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.evento, 'HAWB_FINALISED'), eq(auditoria.idEntidad, String(issued.id))));
    expect(auditada).toMatchObject({
      usuario: 'demo',
      entidad: 'hawb',
      detalle: `HAWB ${issued.numeroHawb}`,
    });
    const sequence = (numero: string) => Number(numero.slice(-6));
    expect(issued.numeroHawb).toMatch(new RegExp(`^VLC-${String(new Date().getUTCFullYear() % 100)}\\d{6}$`));
    expect(sequence(second.numeroHawb)).toBe(sequence(issued.numeroHawb) + 1);
    expect(Math.max(...before.map((h) => sequence(h.numeroHawb)))).toBeLessThan(sequence(issued.numeroHawb));

    const today = { fechainicio: new Date(Date.now() - DAY_MS), fechafin: new Date(Date.now() + DAY_MS) };
    const grid = await demo.distribucionAerea.estadoEnvios(today);
    const row = grid.find((h) => h.id === issued.id) as HawbResumen;
    expect(row).toMatchObject({
      numeroHawb: issued.numeroHawb,
      numeroMawb: null,
      referenciaCliente: 'PO-TEST-1',
      estado: 'BKD',
      estadoDescripcion: 'Booked',
      nombreDestinatario: 'Desert Fresh Test Trading LLC',
      totalPiezas: 20,
      pesoBrutoKg: 250,
      pesoTasableKg: 250,
      idCliente: id.FRUSUR,
      cliente: 'Frutas del Sur S.L.',
    });

    const hawb = await demo.distribucionAerea.obtenerHAWB({ id: issued.id });
    const {
      aeropuertoOrigen,
      aeropuertoDestino,
      idServicio,
      servicio: nombre,
      diasTransito,
      ...rating
    } = quote;
    // The rate table is the simulator's explanation, not a charge of the HAWB.
    const { totalPiezas, pesoBrutoKg, volumenM3, pesoVolumetricoKg, pesoTasableKg, tramos, ...cargos } =
      rating;
    expect(tramos?.length).toBeGreaterThan(1);
    expect(hawb.cargos).toEqual(cargos);
    expect(hawb).toMatchObject({
      volumenM3,
      pesoVolumetricoKg,
      servicio: nombre,
      pagoPortes: 'PP',
      idEntidadCollect: null,
      incoterm: 'CPT',
      vuelo: null,
      notificar: null,
      mercanciaPeligrosa: null,
      piezas: [
        {
          idTipoBulto: 2,
          tipoBulto: 'Carton',
          cantidad: 20,
          largoCm: 50,
          anchoCm: 30,
          altoCm: 25,
          pesoKg: 12.5,
        },
      ],
    });
    expect(hawb.destinatario).toMatchObject({
      codigoPostal: null,
      provincia: null,
      email: 'buying@desertfresh.example',
    });

    const control = await demo.distribucionAerea.controlHAWB({
      idControlHAWB: issued.id,
      identidad: id.FRUSUR!,
    });
    expect(control.eventos).toEqual([
      expect.objectContaining({
        id: 1,
        codigo: 'BKD',
        aeropuerto: 'VLC',
        piezas: 20,
        pesoKg: 250,
        vuelo: null,
      }),
    ]);
    expect((await rejection(demo.distribucionAerea.obtenerReciboDetalle({ id: issued.id }))).status).toBe(
      404,
    );

    const libreta = await demo.distribucionAerea.destinatariosConocidos({ identidad: id.FRUSUR! });
    expect(libreta.filter((p) => p.nombre === 'Desert Fresh Test Trading LLC')).toHaveLength(1);
  });

  it('charges collect to a collect entity of that customer only', async () => {
    const [propia] = await demo.distribucionAerea.entidadesCollect({ identidad: id.FRUSUR! });
    const [ajena] = await demo.distribucionAerea.entidadesCollect({ identidad: id.TEXMED! });
    const body = { ...nuevaHawb(), idServicio: servicio.STD!, pagoPortes: 'CC' as const, incoterm: 'FCA' };
    const issued = await demo.distribucionAerea.finalizar({
      body: { ...body, idEntidadCollect: propia!.id },
    });
    expect(await demo.distribucionAerea.obtenerHAWB({ id: issued.id })).toMatchObject({
      pagoPortes: 'CC',
      idEntidadCollect: propia!.id,
      entidadCollect: propia!.nombre,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ idEntidadCollect: ajena!.id }, 'idEntidadCollect'],
      [{ idEntidadCollect: undefined }, 'idEntidadCollect'],
      [{ pagoPortes: 'PP', idEntidadCollect: propia!.id }, 'idEntidadCollect'],
      [{ idEntidadCollect: propia!.id, incoterm: 'FOB' }, 'incoterm'],
      [{ idEntidadCollect: propia!.id, idServicio: 999 }, 'idServicio'],
      [
        { idEntidadCollect: propia!.id, piezas: [{ idTipoBulto: 999, ...caja(1, 10, 10, 10, 1) }] },
        'piezas.0.idTipoBulto',
      ],
      [{ idEntidadCollect: propia!.id, codigoPromocional: 'BLACKFRIDAY20' }, 'codigoPromocional'],
    ];
    for (const [change, field] of cases) {
      const error = await rejection(
        demo.distribucionAerea.finalizar({ body: { ...body, ...change } as never }),
      );
      expect({ change, status: error.status, field: error.field }).toEqual({ change, status: 400, field });
    }
    const foreign = await rejection(
      demo.distribucionAerea.finalizar({
        body: { ...nuevaHawb(), idServicio: servicio.STD!, idEntidad: id.AUTOIB! },
      }),
    );
    expect(foreign.status).toBe(404);
  });
});

describe('supply requests', () => {
  it('stores a request that shows in Solicitudes for today, for its customer only', async () => {
    const created = await demo.distribucionAerea.solicitudSuministros({
      body: {
        idEntidad: id.TEXMED!,
        articulos: [
          { codigo: 'LABEL', cantidad: 200 },
          { codigo: 'AWB_POUCH', cantidad: 50 },
          { codigo: 'OTHER', descripcion: 'Lithium battery handling labels', cantidad: 20 },
        ],
        direccionEntrega: {
          direccion: 'Carrer de la Indústria 215',
          codigoPostal: '08026',
          ciudad: 'Barcelona',
          codigoPais: 'ES',
        },
        contacto: 'Montse Rovira',
        telefono: '+34 934 567 120',
      },
    });
    expect(created.numeroSolicitud).toMatch(new RegExp(`^SUM-${new Date().getUTCFullYear()}-\\d{6}$`));
    const [auditada] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.evento, 'SUPPLY_REQUESTED'), eq(auditoria.idEntidad, String(created.id))));
    expect(auditada).toMatchObject({ usuario: 'demo', idCliente: id.TEXMED, entidad: 'suministro' });
    const today = { fechainicio: new Date(Date.now() - DAY_MS), fechafin: new Date(Date.now() + DAY_MS) };
    const mine = await demo.distribucionAerea.solicitudes(today);
    expect(mine.find((s) => s.id === created.id)).toMatchObject({
      numeroSolicitud: created.numeroSolicitud,
      numeroArticulos: 3,
      estado: 'PENDIENTE',
      idCliente: id.TEXMED,
      cliente: 'Textiles Mediterráneo S.A.',
    });
    const all = await acrossPeriods(demo.distribucionAerea.solicitudes, ALL_TIME);
    expect(idsOf(all)).toEqual(demoIds());
    expect((await acrossPeriods(admin.distribucionAerea.solicitudes, ALL_TIME)).length).toBeGreaterThan(
      all.length,
    );
    const old = await demo.distribucionAerea.solicitudes({
      fechainicio: '2000-01-01',
      fechafin: '2000-12-31',
    });
    expect(old).toEqual([]);
    expect(
      await rejection(
        demo.distribucionAerea.solicitudes({ fechainicio: '2026-02-01', fechafin: '2026-01-01' }),
      ),
    ).toMatchObject({ status: 400, field: 'fechafin' });
  });
});

describe('EstadoCuentas', () => {
  const byCustomer = (lines: LineaEstadoCuenta[]) => {
    const map = new Map<string, LineaEstadoCuenta[]>();
    for (const line of [...lines].reverse()) {
      const key = `${line.idCliente}:${line.moneda}`;
      map.set(key, [...(map.get(key) ?? []), line]);
    }
    return map;
  };

  it('gives statement lines of the caller’s customers with a running balance in date order', async () => {
    const all = await acrossPeriods(demo.distribucionAerea.estadoCuentas, ALL_TIME);
    expect(all.length).toBeGreaterThan(20);
    expect(idsOf(all)).toEqual(demoIds());
    expect(all.map((l) => l.tipoDocumento)).toEqual(expect.arrayContaining(['FACTURA', 'COBRO']));
    for (const [a, b] of all.slice(1).map((l, i) => [all[i]!, l] as const))
      expect(a.fecha >= b.fecha).toBe(true);
    for (const lines of byCustomer(all).values()) {
      let saldo = 0;
      for (const line of lines) {
        saldo = Math.round((saldo + line.debe - line.haber) * 100) / 100;
        expect(line.saldo).toBe(saldo);
        expect(line.debe > 0 !== line.haber > 0).toBe(true);
        expect(line.fechaVencimiento !== null).toBe(
          line.tipoDocumento === 'FACTURA' || line.tipoDocumento === 'NOTA_CARGO',
        );
      }
    }
    const invoice = all.find((l) => l.tipoDocumento === 'FACTURA')!;
    const hawbs = await acrossPeriods(demo.distribucionAerea.estadoEnvios, ALL_TIME);
    expect(hawbs.map((h) => h.numeroHawb)).toContain(invoice.numeroHawb);
  });

  it('carries the balance from before the period', async () => {
    const desde = new Date(Date.now() - 200 * DAY_MS);
    const hasta = new Date(Date.now() - 60 * DAY_MS);
    const period = await demo.distribucionAerea.estadoCuentas({ fechainicio: desde, fechafin: hasta });
    const before = await acrossPeriods(demo.distribucionAerea.estadoCuentas, {
      fechainicio: ALL_TIME.fechainicio,
      fechafin: new Date(desde.getTime() - DAY_MS),
    });
    expect(period.length).toBeGreaterThan(0);
    const inicio = desde.toISOString().slice(0, 10);
    const fin = hasta.toISOString().slice(0, 10);
    expect(period.every((l) => l.fecha >= inicio && l.fecha <= fin)).toBe(true);
    for (const [key, lines] of byCustomer(period)) {
      const opening = byCustomer(before).get(key)?.at(-1)?.saldo ?? 0;
      const first = lines[0]!;
      expect(Math.round((first.saldo - first.debe + first.haber) * 100) / 100).toBe(opening);
    }
  });

  it('computes the running balance of known lines by hand', async () => {
    // Three documents of FRUSUR in 2090, after everything seeded: opening = the current balance.
    const all = await acrossPeriods(demo.distribucionAerea.estadoCuentas, ALL_TIME);
    const opening = all.find((l) => l.idCliente === id.FRUSUR && l.moneda === 'EUR')!.saldo;
    const base = { idCliente: id.FRUSUR!, moneda: 'EUR', concepto: 'Test' };
    await api.db.insert(aereoMovimientosCuenta).values([
      {
        ...base,
        fecha: '2090-01-10',
        tipoDocumento: 'FACTURA',
        numeroDocumento: 'FA-2090-000001',
        debe: 1000,
        fechaVencimiento: '2090-02-09',
      },
      {
        ...base,
        fecha: '2090-01-12',
        tipoDocumento: 'ABONO',
        numeroDocumento: 'AB-2090-000001',
        haber: 150.5,
      },
      {
        ...base,
        fecha: '2090-02-05',
        tipoDocumento: 'COBRO',
        numeroDocumento: 'CB-2090-000001',
        haber: 849.5,
      },
    ]);
    const lines = await demo.distribucionAerea.estadoCuentas({
      fechainicio: '2090-01-01',
      fechafin: '2090-12-31',
    });
    const r = (n: number) => Math.round(n * 100) / 100;
    expect(lines.map((l) => [l.numeroDocumento, l.saldo])).toEqual([
      ['CB-2090-000001', r(opening)],
      ['AB-2090-000001', r(opening + 849.5)],
      ['FA-2090-000001', r(opening + 1000)],
    ]);
    expect(
      await admin.distribucionAerea.estadoCuentas({ fechainicio: '2090-01-01', fechafin: '2090-01-10' }),
    ).toHaveLength(1);
    const otro = api.clientWith(await api.tokenFor('jvidal'));
    expect(
      await otro.distribucionAerea.estadoCuentas({ fechainicio: '2090-01-01', fechafin: '2090-12-31' }),
    ).toEqual([]);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, never 500', async () => {
    const { token } = await api.signIn('demo');
    const auth = { authorization: `Bearer ${token}` };
    const json = { ...auth, 'content-type': 'application/json' };
    const cases: [string, RequestInit, string][] = [
      ['/api/DistribucionAerea/BuscarCodigoPostal?busquedaCP=46&idPais=abc', { headers: auth }, 'idPais'],
      ['/api/DistribucionAerea/ControlHAWB/1?identidad=x', { headers: auth }, 'identidad'],
      ['/api/DistribucionAerea/ControlHAWB/abc', { headers: auth }, 'idControlHAWB'],
      [
        '/api/DistribucionAerea/EstadoEnvios?fechainicio=yesterday&fechafin=2026-01-01',
        { headers: auth },
        'fechainicio',
      ],
      ['/api/DistribucionAerea/EstadoCuentas?fechainicio=2026-01-01', { headers: auth }, 'fechafin'],
      ['/api/DistribucionAerea/Finalizar', { method: 'POST', headers: json, body: '"a string"' }, 'body'],
      [
        '/api/DistribucionAerea/Finalizar',
        { method: 'POST', headers: json, body: '{"idEntidad":"1"}' },
        'idEntidad',
      ],
      ['/api/DistribucionAerea/CalcularTarifa', { method: 'POST', headers: json, body: '{not json' }, 'body'],
    ];
    for (const [path, init, field] of cases) {
      const response = await api.request(path, init);
      const body = (await response.json()) as { field?: string };
      expect({ path, status: response.status, field: body.field }).toEqual({ path, status: 400, field });
    }
    // SQL-looking text is just text.
    for (const busqueda of ["' OR 1=1 --", 'MAD%', 'a_c']) {
      expect(await demo.distribucionAerea.aeropuerto({ body: { busqueda } })).toEqual([]);
    }
    const es = (await demo.distribucionAerea.paisesOrigen()).find((p) => p.codigo === 'ES')!;
    expect(
      await demo.distribucionAerea.buscarCodigoPostal({ busquedaCP: "0'; drop", idPais: es.id }),
    ).toEqual([]);
  });
});

describe('another air customer', () => {
  it('sees its own three customers only', async () => {
    const jvidal = api.clientWith(await api.tokenFor('jvidal'));
    const entidades = await jvidal.distribucionAerea.entidades();
    expect(entidades.map((e) => e.codigo).sort()).toEqual(['CAFALT', 'FLOSAB', 'IMPCOL']);
    const hawbs = await acrossPeriods(jvidal.distribucionAerea.estadoEnvios, ALL_TIME);
    expect(idsOf(hawbs)).toEqual([id.CAFALT, id.FLOSAB, id.IMPCOL].sort());
  });
});
