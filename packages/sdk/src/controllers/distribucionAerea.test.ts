import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  aeropuertos,
  aeropuertosUS,
  calculo,
  codigosPostales,
  control,
  entidades,
  entidadesCollect,
  expedidor,
  finalizar,
  hawb,
  hawbEmitida,
  hawbResumen,
  incoterms,
  lineasCuenta,
  paises,
  parte,
  promocion,
  recibo,
  servicios,
  solicitudes,
  suministros,
  suministrosCreada,
  tarifa,
  tiposBulto,
} from '../../test/distribucionAerea.fixtures';
import { PERIOD, PERIOD_QUERY, recordingClient } from '../../test/harness';
import { ExtranetValidationError } from '../errors';
import {
  type BusquedaAeropuertoInput,
  BusquedaCodigoPostalQuerySchema,
  FinalizarHawbSchema,
  SolicitudSuministrosSchema,
} from './distribucionAerea.schema';

const BEARER = 'Bearer test-token';

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
