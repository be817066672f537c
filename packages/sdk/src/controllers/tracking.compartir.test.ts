import { describe, expect, it } from 'vitest';
import { recordingClient } from '../../test/harness';
import type { EnlaceCompartido, EnlaceCreado } from './tracking.compartir.schema';

const creado: EnlaceCreado = {
  id: 7,
  token: 'Qm9vdHN0cmFwIHRva2VuIGZvciB0aGUgdGVzdHMgb25seQ',
  url: 'https://extranet.example/s/Qm9vdHN0cmFwIHRva2VuIGZvciB0aGUgdGVzdHMgb25seQ',
  caduca: '2026-04-30T10:00:00.000Z',
};

const enlace: EnlaceCompartido = {
  id: 7,
  usuario: 'demo',
  fechaAlta: '2026-03-31T10:00:00.000Z',
  caduca: '2026-04-30T10:00:00.000Z',
  revocado: null,
  revocadoPor: null,
  aperturas: 2,
  ultimaApertura: '2026-04-01T08:30:00.000Z',
};

describe('tracking: public links', () => {
  it('compartirPartida: POST /api/Tracking/CompartirPartida/{id} with the expiry in days', async () => {
    const { client, last } = recordingClient(creado);
    await expect(client.tracking.compartirPartida({ id: 1201, body: { caducaDias: 7 } })).resolves.toEqual(
      creado,
    );
    expect(last().method).toBe('POST');
    expect(last().path).toBe('/api/Tracking/CompartirPartida/1201');
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().body).toEqual({ caducaDias: 7 });
  });

  it('compartirPartida: an empty body leaves the default to the server', async () => {
    const { client, last } = recordingClient(creado);
    await client.tracking.compartirPartida({ id: 1201, body: {} });
    expect(last().body).toEqual({});
  });

  it('obtenerEnlacesCompartidos: GET /api/Tracking/ObtenerEnlacesCompartidos/{id}', async () => {
    const { client, last } = recordingClient([enlace]);
    await expect(client.tracking.obtenerEnlacesCompartidos({ id: 1201 })).resolves.toEqual([enlace]);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Tracking/ObtenerEnlacesCompartidos/1201');
  });

  it('revocarEnlace: DELETE /api/Tracking/RevocarEnlace/{idEnlace}', async () => {
    const revocado = { ...enlace, revocado: '2026-04-02T09:00:00.000Z', revocadoPor: 'demo' };
    const { client, last } = recordingClient(revocado);
    await expect(client.tracking.revocarEnlace({ idEnlace: 7 })).resolves.toEqual(revocado);
    expect(last().method).toBe('DELETE');
    expect(last().path).toBe('/api/Tracking/RevocarEnlace/7');
  });
});
