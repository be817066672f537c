import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PERIOD, PERIOD_QUERY, recordingClient } from '../../test/harness';
import type { CatalogoItem, Pais } from '../common.schema';
import { ExtranetValidationError } from '../errors';
import {
  type Aeropuerto,
  type BusquedaAeropuertoInput,
  BusquedaCodigoPostalQuerySchema,
  type CalculoTarifaAereaInput,
  type CodigoPostal,
  type ControlHawb,
  type EntidadAerea,
  type EntidadCollect,
  type FinalizarHawbInput,
  FinalizarHawbSchema,
  type Hawb,
  type HawbEmitida,
  type HawbResumen,
  type LineaEstadoCuenta,
  type LiquidacionAerea,
  type ParteConocidaHawb,
  type PromocionAerea,
  type ReciboAlmacenHawb,
  type ServicioAereo,
  type SolicitudSuministrosCreada,
  type SolicitudSuministrosInput,
  type SolicitudSuministrosResumen,
  SolicitudSuministrosSchema,
  type TarifaAerea,
} from './distribucionAerea.schema';

const BEARER = 'Bearer test-token';

const aeropuertos: Aeropuerto[] = [
  { id: 12, codigoIata: 'MAD', nombre: 'Adolfo Suárez Madrid-Barajas', ciudad: 'Madrid', codigoPais: 'ES' },
  {
    id: 31,
    codigoIata: 'BCN',
    nombre: 'Josep Tarradellas Barcelona-El Prat',
    ciudad: 'Barcelona',
    codigoPais: 'ES',
  },
];
const aeropuertosUS: Aeropuerto[] = [
  {
    id: 201,
    codigoIata: 'JFK',
    nombre: 'John F. Kennedy International',
    ciudad: 'New York',
    codigoPais: 'US',
  },
  { id: 202, codigoIata: 'MIA', nombre: 'Miami International', ciudad: 'Miami', codigoPais: 'US' },
];

const promocion: PromocionAerea = {
  codigo: 'AIR10',
  descripcion: '10 % off air freight to the USA',
  descuentoPorcentaje: 10,
  validoHasta: '2026-06-30',
};

// 4 cartons 60×40×50 cm at 18.5 kg and one pallet 120×80×110 cm at 210 kg.
const piezas = [
  { cantidad: 4, largoCm: 60, anchoCm: 40, altoCm: 50, pesoKg: 18.5 },
  { cantidad: 1, largoCm: 120, anchoCm: 80, altoCm: 110, pesoKg: 210 },
];

const calculo: CalculoTarifaAereaInput = {
  aeropuertoOrigen: 'MAD',
  aeropuertoDestino: 'JFK',
  idServicio: 2,
  piezas,
  codigoPromocional: 'AIR10',
  idEntidad: 7,
};

// 284 kg gross, 1.536 m³ → 256 kg volumetric, 284 kg chargeable; +100 rate 2.45 gives 695.80, the
// +300 break at 300 kg × 2.05 = 615.00 is cheaper, so that is charged.
const liquidacion: LiquidacionAerea = {
  claseTarifa: 'Q',
  tramoPesoKg: 300,
  pesoFacturadoKg: 300,
  tarifaKg: 2.05,
  importeMinimo: 75,
  importeFlete: 615,
  recargos: [
    { codigo: 'FSC', descripcion: 'Fuel surcharge 0.85/kg', importe: 241.4 },
    { codigo: 'SSC', descripcion: 'Security surcharge 0.15/kg', importe: 42.6 },
    { codigo: 'AWC', descripcion: 'Air waybill fee', importe: 25 },
  ],
  codigoPromocional: 'AIR10',
  descuento: 61.5,
  total: 862.5,
  moneda: 'EUR',
};

const tarifa: TarifaAerea = {
  aeropuertoOrigen: 'MAD',
  aeropuertoDestino: 'JFK',
  idServicio: 2,
  servicio: 'Air Standard',
  diasTransito: 2,
  totalPiezas: 5,
  pesoBrutoKg: 284,
  volumenM3: 1.536,
  pesoVolumetricoKg: 256,
  pesoTasableKg: 284,
  ...liquidacion,
};

const expedidor = {
  nombre: 'Cerámicas Levante S.A.',
  direccion: 'Calle de la Industria 14, Pol. Ind. Las Mercedes',
  codigoPostal: '28022',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  codigoPais: 'ES',
  contacto: 'Lucía Navarro',
  telefono: '+34 913 204 455',
  email: 'export@ceramicaslevante.es',
};
const destinatario = {
  nombre: 'Hudson Tile Distributors Inc.',
  direccion: '145 Meadow Lane',
  codigoPostal: '11430',
  ciudad: 'Jamaica',
  provincia: 'NY',
  codigoPais: 'US',
  contacto: 'Mark Ellison',
  telefono: '+1 718 555 0199',
  email: 'imports@hudsontile.com',
};

const finalizar: FinalizarHawbInput = {
  idEntidad: 7,
  referenciaCliente: 'PO-55120',
  aeropuertoOrigen: 'MAD',
  aeropuertoDestino: 'JFK',
  expedidor,
  destinatario,
  piezas: [
    { idTipoBulto: 3, ...piezas[0]! },
    { idTipoBulto: 5, ...piezas[1]! },
  ],
  descripcionMercancia: 'Ceramic floor tiles, 5 packages',
  valorDeclaradoAduana: 12480,
  importeSeguro: 12480,
  moneda: 'EUR',
  pagoPortes: 'PP',
  incoterm: 'FCA',
  idServicio: 2,
  informacionManipulacion: 'Fragile. Do not stack the pallet.',
  codigoPromocional: 'AIR10',
};

const hawbEmitida: HawbEmitida = { id: 5310, numeroHawb: 'MAD-26005310' };

const hawbResumen: HawbResumen = {
  id: 5310,
  numeroHawb: 'MAD-26005310',
  numeroMawb: '075-12345675',
  referenciaCliente: 'PO-55120',
  fechaEmision: '2026-02-09T10:15:00.000Z',
  aeropuertoOrigen: 'MAD',
  aeropuertoDestino: 'JFK',
  nombreDestinatario: 'Hudson Tile Distributors Inc.',
  totalPiezas: 5,
  pesoBrutoKg: 284,
  pesoTasableKg: 284,
  estado: 'DEP',
  estadoDescripcion: 'Departed',
  fechaUltimoEvento: '2026-02-11T11:40:00.000Z',
  idCliente: 7,
  cliente: 'Cerámicas Levante S.A.',
};

const hawb: Hawb = {
  ...hawbResumen,
  expedidor,
  destinatario,
  notificar: null,
  piezas: [
    { idTipoBulto: 3, tipoBulto: 'Carton', ...piezas[0]! },
    { idTipoBulto: 5, tipoBulto: 'Pallet', ...piezas[1]! },
  ],
  descripcionMercancia: 'Ceramic floor tiles, 5 packages',
  valorDeclaradoTransporte: null,
  valorDeclaradoAduana: 12480,
  importeSeguro: 12480,
  moneda: 'EUR',
  pagoPortes: 'PP',
  idEntidadCollect: null,
  entidadCollect: null,
  incoterm: 'FCA',
  idServicio: 2,
  servicio: 'Air Standard',
  informacionManipulacion: 'Fragile. Do not stack the pallet.',
  mercanciaPeligrosa: null,
  vuelo: 'IB6251',
  fechaVuelo: '2026-02-11T11:40:00.000Z',
  volumenM3: 1.536,
  pesoVolumetricoKg: 256,
  cargos: liquidacion,
};

const control: ControlHawb = {
  id: 5310,
  numeroHawb: 'MAD-26005310',
  numeroMawb: '075-12345675',
  aeropuertoOrigen: 'MAD',
  aeropuertoDestino: 'JFK',
  estado: 'DEP',
  estadoDescripcion: 'Departed',
  totalPiezas: 5,
  pesoBrutoKg: 284,
  eventos: [
    evento(1, 'BKD', 'Booked', 'MAD', 'IB6251', '2026-02-09T10:15:00.000Z'),
    evento(2, 'RCS', 'Received from shipper', 'MAD', null, '2026-02-10T08:05:00.000Z'),
    evento(3, 'MAN', 'Manifested', 'MAD', 'IB6251', '2026-02-11T07:30:00.000Z'),
    evento(4, 'DEP', 'Departed', 'MAD', 'IB6251', '2026-02-11T11:40:00.000Z'),
  ],
};

function evento(
  id: number,
  codigo: ControlHawb['estado'],
  descripcion: string,
  aeropuerto: string,
  vuelo: string | null,
  fecha: string,
): ControlHawb['eventos'][number] {
  return { id, codigo, descripcion, aeropuerto, vuelo, piezas: 5, pesoKg: 284, fecha };
}

const recibo: ReciboAlmacenHawb = {
  id: 880,
  idHawb: 5310,
  numeroHawb: 'MAD-26005310',
  numeroRecibo: 'WR-MAD-2026-000880',
  fechaRecepcion: '2026-02-10T08:05:00.000Z',
  recibidoPor: 'J. Ortega',
  almacen: 'MAD Cargo City, Nave 3',
  aeropuerto: 'MAD',
  piezasDeclaradas: 5,
  piezasRecibidas: 5,
  pesoDeclaradoKg: 284,
  pesoMedidoKg: 286.5,
  volumenM3: 1.5648,
  pesoVolumetricoKg: 260.8,
  pesoTasableKg: 287,
  dimensiones: [
    { cantidad: 4, largoCm: 60, anchoCm: 40, altoCm: 50, pesoKg: 18.6 },
    { cantidad: 1, largoCm: 120, anchoCm: 80, altoCm: 113, pesoKg: 212.1 },
  ],
  discrepancias: [
    { tipo: 'DIFERENCIA_PESO', descripcion: 'Gross weight 286.5 kg measured vs 284 kg declared' },
    { tipo: 'DIFERENCIA_MEDIDAS', descripcion: 'Pallet height 113 cm measured vs 110 cm declared' },
  ],
  observaciones: 'Shrink wrap torn on one corner, re-wrapped at reception.',
};

const suministros: SolicitudSuministrosInput = {
  idEntidad: 7,
  articulos: [
    { codigo: 'LABEL', cantidad: 200 },
    { codigo: 'AWB_POUCH', cantidad: 50 },
    { codigo: 'OTHER', descripcion: 'Lithium battery handling labels', cantidad: 20 },
  ],
  direccionEntrega: {
    direccion: 'Calle de la Industria 14, Pol. Ind. Las Mercedes',
    codigoPostal: '28022',
    ciudad: 'Madrid',
    codigoPais: 'ES',
  },
  contacto: 'Lucía Navarro',
  telefono: '+34 913 204 455',
  comentarios: 'Loading dock 2, mornings only.',
};

const suministrosCreada: SolicitudSuministrosCreada = { id: 412, numeroSolicitud: 'SUM-2026-000412' };

const solicitudes: SolicitudSuministrosResumen[] = [
  {
    id: 412,
    numeroSolicitud: 'SUM-2026-000412',
    fecha: '2026-02-12T09:00:00.000Z',
    numeroArticulos: 3,
    estado: 'ENVIADA',
    idCliente: 7,
    cliente: 'Cerámicas Levante S.A.',
  },
];

const codigosPostales: CodigoPostal[] = [
  { codigoPostal: '28022', ciudad: 'Madrid', provincia: 'Madrid', idPais: 1 },
  { codigoPostal: '28023', ciudad: 'Madrid', provincia: 'Madrid', idPais: 1 },
];

const parte: ParteConocidaHawb = { id: 91, ...destinatario };

const entidadesCollect: EntidadCollect[] = [
  {
    id: 44,
    codigo: 'HTD-NY',
    nombre: 'Hudson Tile Distributors Inc.',
    nif: '13-4455120',
    ciudad: 'Jamaica',
    codigoPais: 'US',
  },
];

const servicios: ServicioAereo[] = [
  { id: 1, codigo: 'EXP', nombre: 'Air Express', diasTransito: 1 },
  { id: 2, codigo: 'STD', nombre: 'Air Standard', diasTransito: 2 },
  { id: 3, codigo: 'CON', nombre: 'Air Consolidated', diasTransito: 5 },
];

const entidades: EntidadAerea[] = [
  {
    id: 7,
    codigo: 'CLEV',
    nombre: 'Cerámicas Levante S.A.',
    nif: 'A46123456',
    ciudad: 'Madrid',
    codigoPais: 'ES',
    aeropuertoHabitual: 'MAD',
  },
];

const lineasCuenta: LineaEstadoCuenta[] = [
  {
    id: 9001,
    fecha: '2026-02-12',
    tipoDocumento: 'FACTURA',
    numeroDocumento: 'FA-2026-001187',
    concepto: 'Air freight MAD-JFK HAWB MAD-26005310',
    numeroHawb: 'MAD-26005310',
    debe: 862.5,
    haber: 0,
    saldo: 862.5,
    moneda: 'EUR',
    fechaVencimiento: '2026-03-14',
    idCliente: 7,
    cliente: 'Cerámicas Levante S.A.',
  },
  {
    id: 9002,
    fecha: '2026-03-10',
    tipoDocumento: 'COBRO',
    numeroDocumento: 'CB-2026-000311',
    concepto: 'Bank transfer',
    numeroHawb: null,
    debe: 0,
    haber: 862.5,
    saldo: 0,
    moneda: 'EUR',
    fechaVencimiento: null,
    idCliente: 7,
    cliente: 'Cerámicas Levante S.A.',
  },
];

const incoterms: CatalogoItem[] = [
  { id: 1, codigo: 'EXW', nombre: 'Ex Works' },
  { id: 2, codigo: 'FCA', nombre: 'Free Carrier' },
  { id: 3, codigo: 'CPT', nombre: 'Carriage Paid To' },
];
const tiposBulto: CatalogoItem[] = [
  { id: 3, codigo: 'CT', nombre: 'Carton' },
  { id: 5, codigo: 'PX', nombre: 'Pallet' },
  { id: 6, codigo: 'CR', nombre: 'Crate' },
];
const paises: Pais[] = [
  { id: 1, codigo: 'ES', nombre: 'Spain' },
  { id: 2, codigo: 'US', nombre: 'United States' },
];

describe('distribucionAerea: writes (POST with a body)', () => {
  it('aeropuerto: POST /api/DistribucionAerea/Aeropuerto with the search body', async () => {
    const { client, last } = recordingClient(aeropuertos);
    const body: BusquedaAeropuertoInput = { busqueda: 'madr', idPais: 1 };
    await expect(client.distribucionAerea.aeropuerto({ body })).resolves.toEqual(aeropuertos);
    expect(last().method).toBe('POST');
    expect(last().path).toBe('/api/DistribucionAerea/Aeropuerto');
    expect(last().query).toEqual({});
    expect(last().body).toEqual(body);
    expect(last().headers.authorization).toBe(BEARER);
  });

  it('buscarCodigoPromocional: POST with { codigo }', async () => {
    const { client, last } = recordingClient(promocion);
    await expect(
      client.distribucionAerea.buscarCodigoPromocional({ body: { codigo: 'AIR10' } }),
    ).resolves.toEqual(promocion);
    expect(last().method).toBe('POST');
    expect(last().path).toBe('/api/DistribucionAerea/BuscarCodigoPromocional');
    expect(last().body).toEqual({ codigo: 'AIR10' });
    expect(last().headers.authorization).toBe(BEARER);
  });

  it('calcularTarifa: POST with route and pieces, resolves the rated quote', async () => {
    const { client, last } = recordingClient(tarifa);
    await expect(client.distribucionAerea.calcularTarifa({ body: calculo })).resolves.toEqual(tarifa);
    expect(last().method).toBe('POST');
    expect(last().path).toBe('/api/DistribucionAerea/CalcularTarifa');
    expect(last().body).toEqual(calculo);
    expect(last().headers.authorization).toBe(BEARER);
  });

  it('finalizar: POST the HAWB, resolves its id and number', async () => {
    const { client, last } = recordingClient(hawbEmitida);
    await expect(client.distribucionAerea.finalizar({ body: finalizar })).resolves.toEqual(hawbEmitida);
    expect(last().method).toBe('POST');
    expect(last().path).toBe('/api/DistribucionAerea/Finalizar');
    expect(last().body).toEqual(finalizar);
    expect(last().headers.authorization).toBe(BEARER);
  });

  it('solicitudSuministros: POST the supply request', async () => {
    const { client, last } = recordingClient(suministrosCreada);
    await expect(client.distribucionAerea.solicitudSuministros({ body: suministros })).resolves.toEqual(
      suministrosCreada,
    );
    expect(last().method).toBe('POST');
    expect(last().path).toBe('/api/DistribucionAerea/SolicitudSuministros');
    expect(last().body).toEqual(suministros);
    expect(last().headers.authorization).toBe(BEARER);
  });
});

describe('distribucionAerea: look-ups and detail', () => {
  it('buscarCodigoPostal: GET with busquedaCP and idPais as query', async () => {
    const { client, last } = recordingClient(codigosPostales);
    await expect(
      client.distribucionAerea.buscarCodigoPostal({ busquedaCP: '2802', idPais: 1 }),
    ).resolves.toEqual(codigosPostales);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/DistribucionAerea/BuscarCodigoPostal');
    expect(last().query).toEqual({ busquedaCP: '2802', idPais: '1' });
    expect(last().body).toBeUndefined();
    expect(last().headers.authorization).toBe(BEARER);
  });

  it('controlHAWB: GET ControlHAWB/{idControlHAWB} with the optional identidad', async () => {
    const { client, last } = recordingClient(control);
    await expect(
      client.distribucionAerea.controlHAWB({ idControlHAWB: 5310, identidad: 7 }),
    ).resolves.toEqual(control);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/DistribucionAerea/ControlHAWB/5310');
    expect(last().query).toEqual({ identidad: '7' });
    expect(last().headers.authorization).toBe(BEARER);
  });

  it('controlHAWB: a numeric string id, no identidad', async () => {
    const { client, last } = recordingClient(control);
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await client.distribucionAerea.controlHAWB({ idControlHAWB: '5310' });
    expect(last().path).toBe('/api/DistribucionAerea/ControlHAWB/5310');
    expect(last().query).toEqual({});
  });

  it.each([
    ['destinatariosConocidos', 'DestinatariosConocidos', [parte]],
    ['expedidoresConocidos', 'ExpedidoresConocidos', [{ ...parte, id: 92, ...expedidor }]],
    ['entidadesCollect', 'EntidadesCollect', entidadesCollect],
    ['servicios', 'Servicios', servicios],
  ] as const)('%s: GET %s/{identidad}', async (method, action, fixture) => {
    const { client, last } = recordingClient(fixture);
    await expect(client.distribucionAerea[method]({ identidad: 7 })).resolves.toEqual(fixture);
    expect(last().method).toBe('GET');
    expect(last().path).toBe(`/api/DistribucionAerea/${action}/7`);
    expect(last().query).toEqual({});
    expect(last().headers.authorization).toBe(BEARER);
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await client.distribucionAerea[method]({ identidad: '7' });
    expect(last().path).toBe(`/api/DistribucionAerea/${action}/7`);
  });

  it.each([
    ['aeropuertosUS', 'AeropuertosUS', aeropuertosUS],
    ['entidades', 'Entidades', entidades],
    ['incoterms', 'Incoterms', incoterms],
    ['paisesDestino', 'PaisesDestino', paises],
    ['paisesOrigen', 'PaisesOrigen', paises],
    ['tipoBultos', 'TipoBultos', tiposBulto],
  ] as const)('%s: GET %s without parameters', async (method, action, fixture) => {
    const { client, last } = recordingClient(fixture);
    await expect(client.distribucionAerea[method]()).resolves.toEqual(fixture);
    expect(last().method).toBe('GET');
    expect(last().path).toBe(`/api/DistribucionAerea/${action}`);
    expect(last().query).toEqual({});
    expect(last().body).toBeUndefined();
    expect(last().headers.authorization).toBe(BEARER);
  });

  it.each([
    ['estadoCuentas', 'EstadoCuentas', lineasCuenta],
    ['estadoEnvios', 'EstadoEnvios', [hawbResumen]],
    ['solicitudes', 'Solicitudes', solicitudes],
  ] as const)('%s: GET %s with the period as ISO strings', async (method, action, fixture) => {
    const { client, last } = recordingClient(fixture);
    await expect(client.distribucionAerea[method](PERIOD)).resolves.toEqual(fixture);
    expect(last().method).toBe('GET');
    expect(last().path).toBe(`/api/DistribucionAerea/${action}`);
    expect(last().query).toEqual(PERIOD_QUERY);
    expect(last().headers.authorization).toBe(BEARER);
  });

  it.each([
    ['obtenerHAWB', 'ObtenerHAWB', hawb],
    ['obtenerReciboDetalle', 'ObtenerReciboDetalle', recibo],
  ] as const)('%s: GET %s/{id}, also with a numeric string', async (method, action, fixture) => {
    const { client, last } = recordingClient(fixture);
    await expect(client.distribucionAerea[method]({ id: 5310 })).resolves.toEqual(fixture);
    expect(last().method).toBe('GET');
    expect(last().path).toBe(`/api/DistribucionAerea/${action}/5310`);
    expect(last().headers.authorization).toBe(BEARER);
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await client.distribucionAerea[method]({ id: '5310' });
    expect(last().path).toBe(`/api/DistribucionAerea/${action}/5310`);
  });

  it('rejects a response that breaks the schema (a HAWB row without id)', async () => {
    const { id: _id, ...sinId } = hawbResumen;
    const { client } = recordingClient([sinId]);
    await expect(client.distribucionAerea.estadoEnvios(PERIOD)).rejects.toBeInstanceOf(
      ExtranetValidationError,
    );
  });
});

describe('distribucionAerea: request schemas the server validates with', () => {
  const issuePath = (issues: readonly v.BaseIssue<unknown>[]) =>
    issues.map((issue) => issue.path?.map((item) => String(item.key)).join('.'));

  it('Finalizar: collect (CC) needs idEntidadCollect; destination differs from origin', () => {
    expect(v.safeParse(FinalizarHawbSchema, finalizar).success).toBe(true);
    const cc = v.safeParse(FinalizarHawbSchema, { ...finalizar, pagoPortes: 'CC' });
    expect(cc.success).toBe(false);
    expect(issuePath(cc.issues ?? [])).toEqual(['idEntidadCollect']);
    expect(
      v.safeParse(FinalizarHawbSchema, { ...finalizar, pagoPortes: 'CC', idEntidadCollect: 44 }).success,
    ).toBe(true);
    const same = v.safeParse(FinalizarHawbSchema, { ...finalizar, aeropuertoDestino: 'MAD' });
    expect(issuePath(same.issues ?? [])).toEqual(['aeropuertoDestino']);
    const sinPiezas = v.safeParse(FinalizarHawbSchema, { ...finalizar, piezas: [] });
    expect(issuePath(sinPiezas.issues ?? [])).toEqual(['piezas']);
  });

  it('SolicitudSuministros: OTHER needs a descripcion', () => {
    const otro = v.safeParse(SolicitudSuministrosSchema, {
      ...suministros,
      articulos: [{ codigo: 'OTHER', cantidad: 5 }],
    });
    expect(issuePath(otro.issues ?? [])).toEqual(['articulos.0.descripcion']);
  });

  it('BuscarCodigoPostal: idPais arrives as a URL string and parses to a number', () => {
    expect(v.parse(BusquedaCodigoPostalQuerySchema, { busquedaCP: '2802', idPais: '1' })).toEqual({
      busquedaCP: '2802',
      idPais: 1,
    });
    expect(v.safeParse(BusquedaCodigoPostalQuerySchema, { busquedaCP: '2802', idPais: 'ES' }).success).toBe(
      false,
    );
  });
});
