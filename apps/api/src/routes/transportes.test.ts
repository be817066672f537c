import type { ExtranetClient } from '@extranet/sdk';
import type { CalcularVentasInput, GenerarPartidaInput } from '@extranet/sdk/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditoria,
  clientes,
  huellasCarbono,
  partidas,
  transportePartes,
  transporteSolicitudes,
} from '../db/schema/index';
import { confirmBooking } from '../domain/partidas-booking';
import { DAY_MS } from '../lib/time';
import { createTestApi, rejection, type TestApi } from '../testing/harness';

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
const ids = { FRUSUR: 0, TEXMED: 0, AUTOIB: 0 };
const pais: Record<string, number> = {};
const puerto: Record<string, number> = {};
let servicio: Record<string, number>;
let incoterm: Record<string, number>;
let palet: number;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
  for (const c of await api.db.select().from(clientes))
    if (c.codigo in ids) ids[c.codigo as keyof typeof ids] = c.id;
  for (const p of await demo.transportes.paisesOrigen()) pais[p.codigo] = p.id;
  for (const [codigoPais, codigos] of [
    ['ES', ['ESVLC', 'ESBCN']],
    ['US', ['USNYC']],
    ['CN', ['CNSHA']],
  ] as const) {
    for (const p of await demo.transportes.puertos({
      idpais: pais[codigoPais]!,
      tipotrafico: 'MARITIMO_FCL',
    })) {
      if ((codigos as readonly string[]).includes(p.codigo)) puerto[p.codigo] = p.id;
    }
  }
  servicio = Object.fromEntries((await demo.transportes.servicios()).map((s) => [s.codigo, s.id]));
  incoterm = Object.fromEntries((await demo.transportes.incoterms()).map((i) => [i.codigo, i.id]));
  palet = (await demo.transportes.tiposBulto()).find((t) => t.codigo === 'PX')!.id;
});
afterAll(async () => {
  await api?.close();
});

describe('customer accounts and address books', () => {
  it("lists only the caller's customer accounts (all for an administrator)", async () => {
    const mine = await demo.transportes.entidades();
    expect(mine.map((e) => e.codigo).sort()).toEqual(['FRUSUR', 'TEXMED']);
    expect(mine.every((e) => e.moneda === 'EUR' && e.codigoPais === 'ES')).toBe(true);
    const all = await admin.transportes.entidades();
    expect(all).toHaveLength((await api.db.select().from(clientes)).length);
    expect(all.find((e) => e.codigo === 'CAFALT')?.moneda).toBe('USD');
    const tracking = (await api.signIn('tracking')).client;
    expect((await rejection(tracking.transportes.entidades())).status).toBe(403);
  });

  it("gives the account's own address; another customer's is 404", async () => {
    const direccion = await demo.transportes.direccionEntidad({ identidad: ids.FRUSUR });
    expect(direccion).toMatchObject({
      id: ids.FRUSUR,
      nombre: 'Frutas del Sur S.L.',
      ciudad: 'Valencia',
      codigoPais: 'ES',
    });
    expect(direccion.codigoPostal).toMatch(/^46\d{3}$/);
    expect(direccion.provincia).toBe('Valencia');
    expect((await rejection(demo.transportes.direccionEntidad({ identidad: ids.AUTOIB }))).status).toBe(404);
  });

  it('lists known consignees and shippers of one account in one country', async () => {
    const enBook = await api.db
      .select()
      .from(transportePartes)
      .where(and(eq(transportePartes.idCliente, ids.FRUSUR), eq(transportePartes.rol, 'DESTINATARIO')));
    const idPais = enBook[1]!.idPais;
    const destinatarios = await demo.transportes.destinatariosConocidos({
      identidad: ids.FRUSUR,
      idpais: idPais,
    });
    expect(destinatarios.map((d) => d.id).sort()).toEqual(
      enBook
        .filter((p) => p.idPais === idPais)
        .map((p) => p.id)
        .sort(),
    );
    expect(
      destinatarios.every((d) => d.idCliente === ids.FRUSUR && d.cliente === 'Frutas del Sur S.L.'),
    ).toBe(true);

    const expedidores = await demo.transportes.expedidoresConocidos({
      identidad: ids.FRUSUR,
      idpais: pais.ES!,
    });
    expect(expedidores.length).toBeGreaterThan(0);
    expect(expedidores.every((e) => e.codigoPais === 'ES' && e.idCliente === ids.FRUSUR)).toBe(true);
    expect(expedidores.every((e) => /^\d{5}$/.test(e.codigoPostal) && e.provincia !== null)).toBe(true);

    const ajeno = demo.transportes.destinatariosConocidos({ identidad: ids.AUTOIB, idpais: pais.ES! });
    expect((await rejection(ajeno)).status).toBe(404);
  });
});

describe('look-ups', () => {
  it('statuses, incoterms, services, package types and dangerous goods', async () => {
    expect((await demo.transportes.estados()).map((e) => e.codigo)).toEqual([
      'SOLICITADA',
      'CONFIRMADA',
      'RECOGIDA',
      'EN_TRANSITO',
      'ENTREGADA',
      'CANCELADA',
    ]);
    const incoterms = await demo.transportes.incoterms();
    expect(incoterms).toHaveLength(11);
    expect(incoterms.filter((i) => i.soloMaritimo).map((i) => i.codigo)).toEqual([
      'FAS',
      'FOB',
      'CFR',
      'CIF',
    ]);
    expect((await demo.transportes.servicios()).find((s) => s.codigo === 'ECO')?.tiposTrafico).toEqual([
      'MARITIMO_LCL',
      'TERRESTRE_LTL',
    ]);
    expect((await demo.transportes.tiposBulto()).find((t) => t.codigo === 'PX')).toMatchObject({
      largoCm: 120,
      anchoCm: 80,
    });
    expect(await demo.transportes.tiposMercanciaADR()).toHaveLength(20);
    const onu = await demo.transportes.tiposMercanciaONU();
    expect(onu.length).toBeGreaterThan(200);
    expect(onu.find((u) => u.numeroOnu === '1203')).toMatchObject({ clase: '3', grupoEmbalaje: 'II' });
    expect(onu.find((u) => u.numeroOnu === '3480')).toMatchObject({ clase: '9', grupoEmbalaje: null });
  });

  it('countries served and their ports by traffic type', async () => {
    const origen = (await demo.transportes.paisesOrigen()).map((p) => p.codigo);
    expect(origen).toEqual(expect.arrayContaining(['ES', 'US', 'CN', 'PA', 'DE', 'CZ']));
    expect(await demo.transportes.paisesDestino()).toEqual(await demo.transportes.paisesOrigen());
    const fcl = (await demo.transportes.puertos({ idpais: pais.ES!, tipotrafico: 'MARITIMO_FCL' })).map(
      (p) => p.codigo,
    );
    const lcl = (await demo.transportes.puertos({ idpais: pais.ES!, tipotrafico: 'MARITIMO_LCL' })).map(
      (p) => p.codigo,
    );
    expect(fcl).toEqual(expect.arrayContaining(['ESVLC', 'ESBCN', 'ESALG', 'ESTAR']));
    expect(lcl).toContain('ESVLC');
    expect(lcl).not.toContain('ESTAR'); // no groupage (CFS) service in Tarragona
    expect(await demo.transportes.puertos({ idpais: pais.CZ!, tipotrafico: 'MARITIMO_FCL' })).toEqual([]);
  });

  it('finds HS headings by code prefix or by words, whatever the case and accents, 50 at most', async () => {
    const naranjas = await demo.transportes.partidasArancelarias({ busqueda: 'naranjas' });
    expect(naranjas.map((p) => p.codigo)).toEqual(expect.arrayContaining(['080510', '200911']));
    const acentos = await demo.transportes.partidasArancelarias({ busqueda: 'CERAMICA' });
    expect(acentos.length).toBeGreaterThan(3);
    expect(await demo.transportes.partidasArancelarias({ busqueda: 'cerámica' })).toEqual(acentos);
    expect(
      (await demo.transportes.partidasArancelarias({ busqueda: 'vino recipientes' })).map((p) => p.codigo),
    ).toEqual(['220421', '220422', '220429']);
    const prefijo = await demo.transportes.partidasArancelarias({ busqueda: '0805' });
    expect(prefijo.length).toBeGreaterThan(5);
    expect(prefijo.every((p) => p.codigo.startsWith('0805'))).toBe(true);
    expect(
      (await demo.transportes.partidasArancelarias({ busqueda: '0805.10' })).map((p) => p.codigo),
    ).toEqual(['080510', '08051022']);
    expect(await demo.transportes.partidasArancelarias({ busqueda: 'de' })).toHaveLength(50);
    const inyeccion = "'; drop table transporte_partidas_arancelarias; --";
    expect(await demo.transportes.partidasArancelarias({ busqueda: inyeccion })).toEqual([]);
    expect(await demo.transportes.partidasArancelarias({ busqueda: '%' })).toEqual([]);
    expect(await demo.transportes.partidasArancelarias({ busqueda: 'naranjas' })).toEqual(naranjas);
  });
});

type Lcl = Extract<CalcularVentasInput, { tipoTrafico: 'MARITIMO_LCL' }>;
type Road = Extract<CalcularVentasInput, { tipoTrafico: 'TERRESTRE_FTL' | 'TERRESTRE_LTL' }>;

const lcl = (): Lcl => ({
  idEntidad: ids.FRUSUR,
  tipoTrafico: 'MARITIMO_LCL',
  origen: { idPais: pais.ES!, idPuerto: puerto.ESVLC! },
  destino: { idPais: pais.US!, idPuerto: puerto.USNYC! },
  idIncoterm: incoterm.DAP!,
  idServicio: servicio.EST!,
  bultos: [{ idTipoBulto: palet, cantidad: 4, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 450 }],
});

describe('calcularVentas', () => {
  it('prices sea LCL from the tariff tables (the hand-computed case of transport-rating.test.ts)', async () => {
    const q = await demo.transportes.calcularVentas({ body: lcl() });
    expect(q).toMatchObject({
      pesoTasableKg: 5760,
      subtotal: 680.08,
      impuestos: 0,
      total: 680.08,
      moneda: 'EUR',
      diasTransito: 18,
    });
    expect(q.lineas[0]).toEqual({
      codigo: 'FLETE_LCL',
      concepto: 'Flete marítimo LCL ESVLC–USNYC',
      origen: 'ESVLC',
      destino: 'USNYC',
      cantidad: 5.76,
      unidad: 'WM',
      precioUnitario: 58,
      importe: 334.08,
    });
  });

  it('prices domestic road with VAT, resolving the places by city or Spanish postal code', async () => {
    const q = await demo.transportes.calcularVentas({
      body: {
        idEntidad: ids.TEXMED,
        tipoTrafico: 'TERRESTRE_LTL',
        origen: { idPais: pais.ES!, codigoPostal: '08040', ciudad: 'Barcelona' },
        destino: { idPais: pais.ES!, codigoPostal: '28021', ciudad: 'Villaverde' }, // not a listed city: Madrid by postal code
        idIncoterm: incoterm.DAP!,
        idServicio: servicio.EST!,
        bultos: [{ idTipoBulto: palet, cantidad: 2, largoCm: 120, anchoCm: 80, altoCm: 160, pesoKg: 380 }],
      },
    });
    expect(q.pesoTasableKg).toBe(1022.98); // 3.072 m³ × 333 = 1 022.976 > 760 kg gross
    expect(q.lineas[0]!.concepto).toMatch(
      /^Transporte grupaje \(LTL\) zona N4 Barcelona → Villaverde, \d+ km$/,
    );
    // The same line for clients that write it in their own language.
    expect(q.lineas[0]).toMatchObject({
      codigo: 'FLETE_LTL',
      zona: 'N4',
      origen: 'Barcelona',
      destino: 'Villaverde',
      km: expect.any(Number),
    });
    expect(q.lineas.map((l) => l.codigo)).toEqual(['FLETE_LTL', 'FUEL', 'CMR']);
    expect(q.impuestos).toBe(Math.round(q.subtotal * 21) / 100);
    expect(q.total).toBe(Math.round((q.subtotal + q.impuestos) * 100) / 100);
  });

  it('answers 400 naming the field for ids that do not fit, 404 for another customer', async () => {
    const field = async (body: CalcularVentasInput) =>
      (await rejection(demo.transportes.calcularVentas({ body }))).field;
    expect(await field({ ...lcl(), origen: { idPais: pais.ES!, idPuerto: 999_999 } })).toBe(
      'origen.idPuerto',
    );
    expect(await field({ ...lcl(), origen: { idPais: pais.ES!, idPuerto: puerto.USNYC! } })).toBe(
      'origen.idPuerto',
    );
    expect(await field({ ...lcl(), idIncoterm: 999 })).toBe('idIncoterm');
    expect(await field({ ...lcl(), idServicio: servicio.EXP! })).toBe('idServicio');
    expect(await field({ ...lcl(), bultos: [{ ...lcl().bultos[0]!, idTipoBulto: 999 }] })).toBe(
      'bultos.0.idTipoBulto',
    );
    const onu1203 = (await demo.transportes.tiposMercanciaONU()).find((u) => u.numeroOnu === '1203')!.id;
    const clase8 = (await demo.transportes.tiposMercanciaADR()).find((c) => c.clase === '8')!.id;
    expect(
      await field({
        ...lcl(),
        mercanciasPeligrosas: [{ idTipoMercanciaAdr: clase8, idTipoMercanciaOnu: onu1203, pesoNetoKg: 10 }],
      }),
    ).toBe('mercanciasPeligrosas.0.idTipoMercanciaOnu');
    const road: Road = {
      ...lcl(),
      tipoTrafico: 'TERRESTRE_FTL',
      origen: { idPais: pais.ES!, codigoPostal: '46001', ciudad: 'Valencia' },
      destino: { idPais: pais.FR!, codigoPostal: '75001', ciudad: 'Atlantis' },
    };
    expect(await field(road)).toBe('destino.ciudad');
    expect(
      await field({
        ...road,
        destino: { idPais: pais.FR!, codigoPostal: '69001', ciudad: 'Lyon' },
        idIncoterm: incoterm.FOB!,
      }),
    ).toBe('idIncoterm');
    expect(
      await field({ ...road, destino: { idPais: pais.US!, codigoPostal: '10001', ciudad: 'New York' } }),
    ).toBe('destino.idPais');
    const ajena = await rejection(
      demo.transportes.calcularVentas({ body: { ...lcl(), idEntidad: ids.AUTOIB } }),
    );
    expect(ajena.status).toBe(404);
  });
});

describe('generarPartida', () => {
  const reserva = async (): Promise<GenerarPartidaInput> => {
    const [expedidor] = await demo.transportes.expedidoresConocidos({
      identidad: ids.FRUSUR,
      idpais: pais.ES!,
    });
    return {
      idEntidad: ids.FRUSUR,
      tipoTrafico: 'MARITIMO_FCL',
      origen: { idPais: pais.ES!, idPuerto: puerto.ESVLC!, codigoPostal: '46250', ciudad: "L'Alcúdia" },
      destino: { idPais: pais.CN!, idPuerto: puerto.CNSHA! },
      idIncoterm: incoterm.FOB!,
      idServicio: servicio.EST!,
      contenedores: [{ tipo: '40RF', cantidad: 1, temperaturaC: 4 }],
      bultos: [{ idTipoBulto: palet, cantidad: 20, largoCm: 120, anchoCm: 100, altoCm: 180, pesoKg: 922.5 }],
      idExpedidor: expedidor!.id,
      destinatario: {
        nombre: 'Shanghai Fresh Imports Co., Ltd.',
        direccion: 'No. 1188 Yanggao North Road, Pudong',
        codigoPostal: '200137',
        ciudad: 'Shanghai',
        idPais: pais.CN!,
        contacto: 'Li Wei',
        email: 'import@shfresh.cn',
      },
      fechaDisponible: new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10),
      descripcionMercancia: 'Fresh oranges (navel), 20 pallets, reefer at +4 °C',
      partidasArancelarias: ['080510'],
      referenciaCliente: 'PO-88124',
    };
  };

  it('books the request: the shipment shows in tracking for the same user, the new consignee in the address book', async () => {
    const body = await reserva();
    const generada = await demo.transportes.generarPartida({ body });
    expect(generada.numeroPartida).toMatch(/^M\d{2}-\d+$/);
    const [auditada] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.evento, 'BOOKING_REQUESTED'), eq(auditoria.idEntidad, String(generada.id))));
    expect(auditada).toMatchObject({ usuario: 'demo', idCliente: ids.FRUSUR, entidad: 'partida' });

    const [fila] = await api.db.select().from(partidas).where(eq(partidas.id, generada.id));
    expect(fila).toMatchObject({
      idCliente: ids.FRUSUR,
      codigoOrigen: 'ESVLC',
      codigoDestino: 'CNSHA',
      estado: 'SOLICITADA',
    });
    const abiertas = await demo.tracking.obtenerSeguimientoEnvios();
    expect(abiertas.find((p) => p.id === generada.id)).toMatchObject({
      numeroPartida: generada.numeroPartida,
      referenciaCliente: 'PO-88124',
      destinatario: 'Shanghai Fresh Imports Co., Ltd.',
      incoterm: 'FOB',
      bultos: 20,
      pesoBrutoKg: 18450,
    });
    const detalle = await demo.tracking.obtenerPartida({ id: generada.id });
    expect(detalle.contenedoresDetalle.map((c) => c.tipo)).toEqual(['40RF']);
    // No footprint before the forwarder confirms the carrier and dates (confirmBooking computes it).
    expect(detalle.co2eKg).toBe(0);
    expect(
      await api.db.select().from(huellasCarbono).where(eq(huellasCarbono.idPartida, generada.id)),
    ).toEqual([]);
    // No carrier until the forwarder confirms: nothing to link to on a carrier's site.
    expect(detalle.transportista).toBeNull();
    expect((await rejection(demo.tracking.obtenerVinculo({ id: generada.id }))).status).toBe(404);

    const [solicitud] = await api.db
      .select()
      .from(transporteSolicitudes)
      .where(eq(transporteSolicitudes.idPartida, generada.id));
    const cotizacion = await demo.transportes.calcularVentas({ body });
    expect(solicitud).toMatchObject({
      estado: 'SOLICITADA',
      total: cotizacion.total,
      moneda: 'EUR',
      idCliente: ids.FRUSUR,
    });

    const destinatarios = await demo.transportes.destinatariosConocidos({
      identidad: ids.FRUSUR,
      idpais: pais.CN!,
    });
    expect(destinatarios.map((d) => d.nombre)).toContain('Shanghai Fresh Imports Co., Ltd.');

    // Another customer's user does not see it.
    const tracking = (await api.signIn('tracking')).client;
    expect((await rejection(tracking.tracking.obtenerPartida({ id: generada.id }))).status).toBe(404);
  });

  it('stores what was sent and invents nothing: booking requested, no carrier, B/L, vessel or events', async () => {
    const body = await reserva();
    body.tipoTrafico = 'MARITIMO_LCL';
    delete (body as { contenedores?: unknown }).contenedores;
    body.referenciaCliente = 'LCL-1';
    const generada = await demo.transportes.generarPartida({ body });

    const abierta = (await demo.tracking.obtenerSeguimientoEnvios()).find((p) => p.id === generada.id);
    expect(abierta).toMatchObject({
      estado: 'SOLICITADA',
      referenciaCliente: 'LCL-1',
      documentoTransporte: null,
      contenedores: [],
      atd: null,
      ata: null,
      ultimoHito: null,
      codigoOrigen: 'ESVLC',
      codigoDestino: 'CNSHA',
      bultos: 20,
      pesoBrutoKg: 18450,
      volumenM3: 43.2,
    });
    expect(abierta!.transportista || null).toBeNull();

    const detalle = await demo.tracking.obtenerPartida({ id: generada.id });
    expect(detalle).toMatchObject({
      estado: 'SOLICITADA',
      numeroReserva: null,
      documentoTransporte: null,
      viaje: null,
      hitos: [],
      documentos: [],
      contenedoresDetalle: [],
      incoterm: 'FOB',
    });
    expect(detalle.transportista || null).toBeNull();
    expect(detalle.mercancia).toBe('Fresh oranges (navel), 20 pallets, reefer at +4 °C (HS 080510)');
    expect(detalle.bultosDetalle).toEqual([
      expect.objectContaining({ cantidad: 20, largoCm: 120, anchoCm: 100, altoCm: 180, pesoBrutoKg: 18450 }),
    ]);
    // The carrier's tracking page does not exist before there is a carrier.
    expect((await rejection(demo.tracking.obtenerVinculo({ id: generada.id }))).status).toBe(404);

    const [solicitud] = await api.db
      .select()
      .from(transporteSolicitudes)
      .where(eq(transporteSolicitudes.idPartida, generada.id));
    expect(solicitud!.solicitud).toEqual(body);
  });

  it("becomes a booked shipment with the forwarder's confirmation: carrier, planned dates, footprint", async () => {
    const body = await reserva();
    const generada = await demo.transportes.generarPartida({ body });
    // Milestones keep whole seconds.
    const salida = new Date(Math.floor(Date.now() / 1000) * 1000 + 6 * DAY_MS);
    const llegada = new Date(salida.getTime() + 30 * DAY_MS);
    await confirmBooking(api.db, generada.id, {
      carrier: { code: 'MSCU' },
      bookingNumber: '177120045',
      transportDocument: 'MEDUVL123456',
      voyage: 'MSC LORETO / 612E',
      plannedDeparture: salida,
      plannedArrival: llegada,
      containers: [{ numero: 'MSCU3054389', precinto: 'MS7654321' }],
    });

    const detalle = await demo.tracking.obtenerPartida({ id: generada.id });
    expect(detalle).toMatchObject({
      numeroPartida: generada.numeroPartida,
      estado: 'RESERVADA',
      transportista: 'MSC Mediterranean Shipping Company',
      numeroReserva: '177120045',
      documentoTransporte: 'MEDUVL123456',
      viaje: 'MSC LORETO / 612E',
      etd: salida.toISOString(),
      eta: llegada.toISOString(),
      contenedores: ['MSCU3054389'],
      contenedoresDetalle: [
        expect.objectContaining({ numero: 'MSCU3054389', tipo: '40RF', precinto: 'MS7654321' }),
      ],
      pesoBrutoKg: 18450,
    });
    // Port to port (the request's door legs are not part of this confirmation): FCL milestones to the gate-out.
    expect(detalle.hitos.map((h) => h.codigo)).toEqual([
      'STUF',
      'GTIN',
      'LOAD',
      'DEPA',
      'ARRI',
      'DISC',
      'GTOT',
    ]);
    expect(detalle.hitos.every((h) => h.real === null && h.planificada !== null)).toBe(true);
    const [huella] = await api.db
      .select()
      .from(huellasCarbono)
      .where(eq(huellasCarbono.idPartida, generada.id));
    expect(huella!.co2eWtwKg).toBe(detalle.co2eKg);
    expect(huella!.tramos).toHaveLength(1);
    const [tramo] = (
      await demo.huellaCarbono.obtenerHuellaCarbonoPeriodo({
        fechainicio: new Date(salida.getTime() - DAY_MS).toISOString(),
        fechafin: new Date(salida.getTime() + DAY_MS).toISOString(),
      })
    ).find((h) => h.id === generada.id)!.tramos;
    // Valencia → Shanghai by sea, the request's 18.45 t.
    expect(tramo).toMatchObject({
      modo: 'MARITIMO',
      codigoOrigen: 'ESVLC',
      codigoDestino: 'CNSHA',
      toneladas: 18.45,
    });
    await expect(demo.tracking.obtenerVinculo({ id: generada.id })).resolves.toMatchObject({
      referencia: 'MEDUVL123456',
    });
  });

  it('answers 400 naming the field of a bad body, and creates nothing', async () => {
    const antes = (await api.db.select({ id: partidas.id }).from(partidas)).length;
    const body = await reserva();
    const sinDescripcion = await rejection(
      demo.transportes.generarPartida({ body: { ...body, descripcionMercancia: '' } }),
    );
    expect(sinDescripcion).toMatchObject({ status: 400, field: 'descripcionMercancia' });
    const bulto = await rejection(
      demo.transportes.generarPartida({
        body: { ...body, bultos: [{ ...body.bultos![0]!, pesoKg: 0 }] },
      }),
    );
    expect(bulto).toMatchObject({ status: 400, field: 'bultos.0.pesoKg' });
    const hs = await rejection(
      demo.transportes.generarPartida({ body: { ...body, partidasArancelarias: ['08.05'] } }),
    );
    expect(hs).toMatchObject({ status: 400, field: 'partidasArancelarias.0' });
    expect((await api.db.select({ id: partidas.id }).from(partidas)).length).toBe(antes);
  });

  it("refuses another account's shipper (404) and a ready date in the past (400)", async () => {
    const [ajeno] = await api.db
      .select()
      .from(transportePartes)
      .where(and(eq(transportePartes.idCliente, ids.AUTOIB), eq(transportePartes.rol, 'EXPEDIDOR')));
    const body = await reserva();
    const foreign = await rejection(
      demo.transportes.generarPartida({ body: { ...body, idExpedidor: ajeno!.id } }),
    );
    expect(foreign).toMatchObject({ status: 404, field: 'idExpedidor' });
    const pasado = await rejection(
      demo.transportes.generarPartida({ body: { ...body, fechaDisponible: '2020-01-01' } }),
    );
    expect(pasado).toMatchObject({ status: 400, field: 'fechaDisponible' });
    const ambos = await rejection(
      demo.transportes.generarPartida({ body: { ...body, expedidor: body.destinatario } }),
    );
    expect(ambos).toMatchObject({ status: 400, field: 'idExpedidor' });
  });
});
