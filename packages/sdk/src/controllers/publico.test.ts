import { describe, expect, it } from 'vitest';
import { recordingClient } from '../../test/harness';
import { ExtranetValidationError } from '../errors';
import type { PartidaPublica } from './publico.schema';

const partida: PartidaPublica = {
  numeroPartida: 'M26-001201',
  modo: 'MARITIMO',
  estado: 'EN_TRANSITO',
  origen: 'Valencia',
  codigoOrigen: 'ESVLC',
  paisOrigen: 'ES',
  destino: 'Shanghai',
  codigoDestino: 'CNSHA',
  paisDestino: 'CN',
  etd: '2026-03-01T10:00:00.000Z',
  eta: '2026-04-02T06:00:00.000Z',
  atd: '2026-03-01T12:00:00.000Z',
  ata: null,
  retrasoHoras: 48,
  hitos: [
    {
      codigo: 'DEPA',
      descripcion: 'Vessel departure',
      lugar: 'Valencia',
      planificada: '2026-03-01T10:00:00.000Z',
      estimada: null,
      real: '2026-03-01T12:00:00.000Z',
    },
  ],
  transitario: 'Freight Extranet',
  transportista: 'MSC',
  documentoTransporte: 'MEDUVA123456',
  urlTransportista: 'https://www.msc.com/track-a-shipment?trackingNumber=MEDUVA123456',
  caduca: '2026-04-30T10:00:00.000Z',
};

describe('publico', () => {
  it('obtenerPartida: GET /api/Publico/Partida/{token} with no credentials at all', async () => {
    const { client, last } = recordingClient(partida, {
      baseURL: '/',
      getCsrfToken: () => 'csrf',
      apiKey: undefined,
    });
    await expect(client.publico.obtenerPartida({ token: 'abc_DEF-123' })).resolves.toEqual(partida);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Publico/Partida/abc_DEF-123');
    expect(last().headers.authorization).toBeUndefined();
    expect(last().headers['x-api-key']).toBeUndefined();
    expect(last().headers['x-xsrf-token']).toBeUndefined();
  });

  it('obtenerPartida sends no integration key either', async () => {
    const { client, last } = recordingClient(partida, { apiKey: 'exk_secret' });
    await client.publico.obtenerPartida({ token: 'abc' });
    expect(last().headers['x-api-key']).toBeUndefined();
  });

  it('obtenerPartida refuses an answer with a member the public page must not get', async () => {
    const { client } = recordingClient({ ...partida, cliente: 'Frutas del Sur S.L.' });
    await expect(client.publico.obtenerPartida({ token: 'abc' })).rejects.toBeInstanceOf(
      ExtranetValidationError,
    );
  });
});
