import { describe, expect, it } from 'vitest';
import { recordingClient } from '../../test/harness';
import type { ActividadPartida } from './tracking.actividad.schema';

const actividad: ActividadPartida[] = [
  { id: 41, fecha: '2026-04-01T08:30:00.000Z', accion: 'SHARE_LINK_OPENED', usuario: null, detalle: null },
  {
    id: 40,
    fecha: '2026-03-31T10:00:00.000Z',
    accion: 'SHARE_LINK_CREATED',
    usuario: 'demo',
    detalle: 'expires 2026-04-30',
  },
];

describe('tracking: the shipment activity', () => {
  it('obtenerActividadPartida: GET /api/Tracking/ObtenerActividadPartida/{id}', async () => {
    const { client, last } = recordingClient(actividad);
    await expect(client.tracking.obtenerActividadPartida({ id: 1201 })).resolves.toEqual(actividad);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Tracking/ObtenerActividadPartida/1201');
    expect(last().headers.authorization).toBe('Bearer test-token');
  });

  it('obtenerActividadPartida: an empty activity is an empty list', async () => {
    const { client } = recordingClient([]);
    await expect(client.tracking.obtenerActividadPartida({ id: 1201 })).resolves.toEqual([]);
  });
});
