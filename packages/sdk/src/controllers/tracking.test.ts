import { describe, expect, it } from 'vitest';
import { partida, partidaResumen } from '../../test/fixtures';
import { PERIOD, PERIOD_QUERY, recordingClient } from '../../test/harness';
import type { Vinculo } from './tracking.schema';

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
