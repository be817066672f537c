import { describe, expect, it } from 'vitest';
import { PERIOD, PERIOD_QUERY, recordingClient } from '../../test/harness';
import type { Partida, PartidaResumen, Vinculo } from './tracking.schema';

export const partidaResumen: PartidaResumen = {
  id: 1201,
  numeroPartida: 'PT-2026-001201',
  idCliente: 7,
  cliente: 'Frutas del Sur S.L.',
  modo: 'MARITIMO',
  estado: 'EN_TRANSITO',
  referenciaCliente: 'PO-88123',
  documentoTransporte: 'MEDUVA123456',
  origen: 'Valencia',
  codigoOrigen: 'ESVLC',
  paisOrigen: 'ES',
  destino: 'Shanghai',
  codigoDestino: 'CNSHA',
  paisDestino: 'CN',
  expedidor: 'Frutas del Sur S.L.',
  destinatario: 'Shanghai Fresh Imports Co.',
  incoterm: 'FOB',
  bultos: 20,
  pesoBrutoKg: 18450.5,
  volumenM3: 58.2,
  etd: '2026-02-03T10:00:00.000Z',
  eta: '2026-03-08T06:00:00.000Z',
  atd: '2026-02-03T16:30:00.000Z',
  ata: null,
  retrasoHoras: 6,
  contenedores: ['MSCU1234565'],
  idDossier: 311,
  transportista: 'MSC',
  ultimoHito: {
    codigo: 'DEPA',
    descripcion: 'Vessel departure',
    lugar: 'Valencia (ESVLC)',
    fecha: '2026-02-03T16:30:00.000Z',
  },
};

export const partida: Partida = {
  ...partidaResumen,
  numeroReserva: 'BK-554120',
  mercancia: 'Fresh citrus fruit, reefer at +4 °C',
  pesoTasableKg: 18450.5,
  viaje: 'MSC ARINA / 602E',
  hitos: [
    {
      id: 1,
      codigo: 'GTIN',
      descripcion: 'Gate in',
      lugar: 'ESVLC',
      planificada: null,
      estimada: null,
      real: '2026-02-01T08:00:00.000Z',
    },
    {
      id: 2,
      codigo: 'DEPA',
      descripcion: 'Departure',
      lugar: 'ESVLC',
      planificada: '2026-02-03T10:00:00.000Z',
      estimada: null,
      real: '2026-02-03T16:30:00.000Z',
    },
    {
      id: 3,
      codigo: 'ARRI',
      descripcion: 'Arrival',
      lugar: 'CNSHA',
      planificada: '2026-03-08T00:00:00.000Z',
      estimada: '2026-03-08T06:00:00.000Z',
      real: null,
    },
  ],
  contenedoresDetalle: [
    { id: 9, numero: 'MSCU1234565', tipo: '40RF', precinto: 'ML-778812', pesoBrutoKg: 18450.5 },
  ],
  bultosDetalle: [
    {
      id: 4,
      tipoBulto: 'PALLET',
      cantidad: 20,
      descripcion: 'Citrus',
      largoCm: 120,
      anchoCm: 80,
      altoCm: 180,
      pesoBrutoKg: 18450.5,
    },
  ],
  documentos: [{ id: 5, tipo: 'BL', nombre: 'MEDUVA123456.pdf', fecha: '2026-02-04T09:00:00.000Z' }],
  co2eKg: 4231.7,
};

const vinculo: Vinculo = {
  id: 1201,
  numeroPartida: 'PT-2026-001201',
  transportista: 'MSC',
  referencia: 'MEDUVA123456',
  url: 'https://www.msc.com/track-a-shipment?agencyPath=msc&trackingNumber=MEDUVA123456',
};

describe('tracking', () => {
  it('obtenerPartida: GET /api/Tracking/ObtenerPartida/{id}, bearer token, validated detail', async () => {
    const { client, last } = recordingClient(partida);
    await expect(client.tracking.obtenerPartida({ id: 1201 })).resolves.toEqual(partida);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Tracking/ObtenerPartida/1201');
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().headers['x-xsrf-token']).toBeUndefined();
    expect(last().body).toBeUndefined();
  });

  it('obtenerPartida accepts a numeric string id', async () => {
    const { client, last } = recordingClient(partida);
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await client.tracking.obtenerPartida({ id: '1201' });
    expect(last().path).toBe('/api/Tracking/ObtenerPartida/1201');
  });

  it('obtenerSeguimientoEnvios: GET without parameters', async () => {
    const { client, last } = recordingClient([partidaResumen]);
    await expect(client.tracking.obtenerSeguimientoEnvios()).resolves.toEqual([partidaResumen]);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Tracking/ObtenerSeguimientoEnvios');
    expect(last().query).toEqual({});
  });

  it('obtenerSeguimientoEnviosPeriodo: dates sent as ISO strings', async () => {
    const { client, last } = recordingClient([partidaResumen]);
    await client.tracking.obtenerSeguimientoEnviosPeriodo(PERIOD);
    expect(last().path).toBe('/api/Tracking/ObtenerSeguimientoEnviosPeriodo');
    expect(last().query).toEqual(PERIOD_QUERY);
  });

  it('obtenerVinculo: GET /api/Tracking/ObtenerVinculo/{id}', async () => {
    const { client, last } = recordingClient(vinculo);
    await expect(client.tracking.obtenerVinculo({ id: 1201 })).resolves.toEqual(vinculo);
    expect(last().path).toBe('/api/Tracking/ObtenerVinculo/1201');
  });
});
