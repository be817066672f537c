import { describe, expect, it } from 'vitest';
import { PERIOD, PERIOD_QUERY, recordingClient } from '../../test/harness';
import { ExtranetValidationError } from '../errors';
import type { Dossier, DossierResumen } from './dossier.schema';

const dossierResumen: DossierResumen = {
  id: 318,
  numeroDossier: 'DS-2026-000318',
  idCliente: 12,
  cliente: 'Hogar Levante S.A.',
  referenciaCliente: 'PO-2026-0419',
  tipo: 'IMPORTACION',
  estado: 'EN_CURSO',
  modo: 'MARITIMO',
  origen: 'Shanghai',
  codigoOrigen: 'CNSHA',
  paisOrigen: 'CN',
  destino: 'Valencia',
  codigoDestino: 'ESVLC',
  paisDestino: 'ES',
  expedidor: 'Ningbo Bright Appliances Co., Ltd.',
  destinatario: 'Hogar Levante S.A.',
  fechaApertura: '2026-01-20T09:12:00.000Z',
  fechaCierre: null,
  numeroPartidas: 1,
};

const dossier: Dossier = {
  ...dossierResumen,
  mercancia: 'Small kitchen appliances (HS 8516.60)',
  incoterm: 'FOB',
  bultos: 1120,
  pesoBrutoKg: 11840,
  volumenM3: 66.5,
  gestor: 'Lucía Ferrer',
  partidas: [
    {
      id: 1244,
      numeroPartida: 'PT-2026-001244',
      modo: 'MARITIMO',
      estado: 'EN_DESTINO',
      origen: 'Shanghai',
      destino: 'Valencia',
      etd: '2026-01-24T12:00:00.000Z',
      eta: '2026-02-27T06:00:00.000Z',
    },
  ],
  declaraciones: [
    {
      id: 77,
      mrn: '26ES004611000123A7',
      tipo: 'IMPORTACION',
      regimen: '4000',
      aduana: 'ES004611',
      fecha: '2026-02-27T10:30:00.000Z',
      estado: 'LEVANTE',
      circuito: 'VERDE',
      valorAduana: 48250,
      importeDerechos: 1302.75,
      importeIva: 10406.08,
      moneda: 'EUR',
    },
  ],
  documentos: [
    { id: 501, tipo: 'BL', nombre: 'COSU6281345570.pdf', fecha: '2026-01-25T08:00:00.000Z' },
    {
      id: 502,
      tipo: 'FACTURA_COMERCIAL',
      nombre: 'INV-NB-26-0088.pdf',
      fecha: '2026-01-21T15:20:00.000Z',
    },
    { id: 503, tipo: 'DUA', nombre: '26ES004611000123A7.pdf', fecha: '2026-02-27T10:35:00.000Z' },
  ],
  eventos: [
    {
      id: 1,
      fecha: '2026-01-20T09:12:00.000Z',
      tipo: 'CAMBIO_ESTADO',
      descripcion: 'Dossier opened',
      usuario: null,
    },
    {
      id: 2,
      fecha: '2026-02-26T16:40:00.000Z',
      tipo: 'NOTA',
      descripcion: 'Certificate of origin Form A pending from supplier',
      usuario: 'Lucía Ferrer',
    },
    {
      id: 3,
      fecha: '2026-02-27T10:30:00.000Z',
      tipo: 'ADUANA',
      descripcion: 'Import DUA accepted, green channel, goods released',
      usuario: null,
    },
  ],
};

describe('dossier', () => {
  it('obtenerDossier: GET /api/Dossier/ObtenerDossier/{id}, bearer token, validated detail', async () => {
    const { client, last } = recordingClient(dossier);
    await expect(client.dossier.obtenerDossier({ id: 318 })).resolves.toEqual(dossier);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Dossier/ObtenerDossier/318');
    expect(last().query).toEqual({});
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().body).toBeUndefined();
  });

  it('obtenerDossier accepts a numeric string id', async () => {
    const { client, last } = recordingClient(dossier);
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await client.dossier.obtenerDossier({ id: '318' });
    expect(last().path).toBe('/api/Dossier/ObtenerDossier/318');
  });

  it('obtenerSeguimientoDossieresPeriodo: GET with the period as ISO strings', async () => {
    const { client, last } = recordingClient([dossierResumen]);
    await expect(client.dossier.obtenerSeguimientoDossieresPeriodo(PERIOD)).resolves.toEqual([
      dossierResumen,
    ]);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Dossier/ObtenerSeguimientoDossieresPeriodo');
    expect(last().query).toEqual(PERIOD_QUERY);
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().body).toBeUndefined();
  });

  it('rejects a dossier whose declaration breaks the schema', async () => {
    const broken = { ...dossier, declaraciones: [{ ...dossier.declaraciones[0], moneda: 'euros' }] };
    const { client } = recordingClient(broken);
    await expect(client.dossier.obtenerDossier({ id: 318 })).rejects.toBeInstanceOf(ExtranetValidationError);
  });
});
