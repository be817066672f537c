import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { recordingClient } from '../../test/harness';
import { RegistrarHitoSchema } from './integracion.schema';

describe('integracion', () => {
  it('a client with apiKey sends x-api-key, and neither a bearer token nor a CSRF header', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc.sig' });
    try {
      const { client, last } = recordingClient({ id: 7 }, { baseURL: '/', apiKey: 'exk_secret' });
      await expect(
        client.integracion.registrarHito({
          body: { numeroPartida: 'M26-000001', codigo: 'DEPA', fecha: new Date('2026-03-01T10:00:00Z') },
        }),
      ).resolves.toEqual({ id: 7 });
      expect(last().method).toBe('POST');
      expect(last().path).toBe('/api/Integracion/RegistrarHito');
      expect(last().headers['x-api-key']).toBe('exk_secret');
      expect(last().headers.authorization).toBeUndefined();
      expect(last().headers['x-xsrf-token']).toBeUndefined();
      // A Date travels as its ISO instant.
      expect(last().body).toEqual({
        numeroPartida: 'M26-000001',
        codigo: 'DEPA',
        fecha: '2026-03-01T10:00:00.000Z',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a client without apiKey sends no x-api-key', async () => {
    const { client, last } = recordingClient({ id: 7 });
    await client.integracion.registrarHito({
      body: { numeroPartida: 'M26-000001', codigo: 'DEPA', fecha: '2026-03-01T10:00:00Z' },
    });
    expect(last().headers['x-api-key']).toBeUndefined();
    expect(last().headers.authorization).toBe('Bearer test-token');
  });

  it('a milestone instant needs its zone; the code is upper-cased', () => {
    const parse = (fecha: unknown) =>
      v.safeParse(RegistrarHitoSchema, { numeroPartida: 'M26-000001', codigo: 'depa', fecha });
    expect(parse('2026-03-01T10:00').success).toBe(false);
    expect(parse('yesterday').success).toBe(false);
    const ok = parse('2026-03-01T10:00:00+01:00');
    expect(ok.success && ok.output.fecha.toISOString()).toBe('2026-03-01T09:00:00.000Z');
    expect(ok.success && ok.output.codigo).toBe('DEPA');
  });
});
