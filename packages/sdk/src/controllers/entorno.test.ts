import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type RecordedRequest, recordingClient } from '../../test/harness';
import type { Eliminado } from '../common.schema';
import { ExtranetValidationError } from '../errors';
import {
  type ConfiguracionGrid,
  type Estilo,
  type GuardarConfiguracionGridInput,
  GuardarConfiguracionGridSchema,
} from './entorno.schema';

const expectRequest = (
  request: RecordedRequest,
  expected: { method: string; path: string; body?: unknown },
) => {
  expect(request.method).toBe(expected.method);
  expect(request.path).toBe(expected.path);
  expect(request.query).toEqual({});
  expect(request.body).toEqual(expected.body);
  expect(request.headers.authorization).toBe('Bearer test-token');
};

const vistaMaritimo: GuardarConfiguracionGridInput = {
  codigoGrid: 'tracking',
  nombre: 'Sea imports in transit',
  predeterminada: true,
  estado: {
    columnOrder: [
      'numeroPartida',
      'modo',
      'estado',
      'codigoOrigen',
      'codigoDestino',
      'etd',
      'eta',
      'pesoBrutoKg',
    ],
    columnVisibility: { referenciaCliente: false, volumenM3: false, idDossier: false },
    columnSizing: { numeroPartida: 160, codigoOrigen: 110, pesoBrutoKg: 120.5 },
    sorting: [{ id: 'eta', desc: false }],
    columnFilters: [
      { id: 'modo', value: 'MARITIMO' },
      { id: 'estado', value: ['EN_TRANSITO', 'EN_DESTINO'] },
      { id: 'pesoBrutoKg', value: [1000, null] },
      { id: 'retrasoHoras', value: 24 },
      { id: 'contenedores', value: true },
    ],
    globalFilter: 'CNSHA',
    density: 'xs',
    pageSize: 50,
  },
};

const configuracionGrid: ConfiguracionGrid = {
  id: 57,
  ...vistaMaritimo,
  estado: { ...vistaMaritimo.estado, pageSize: 50 },
  fechaModificacion: '2026-03-02T09:41:12.000Z',
};

const vistaStock: ConfiguracionGrid = {
  id: 58,
  codigoGrid: 'stocks',
  nombre: 'Reefer lots by expiry',
  predeterminada: false,
  estado: {
    columnOrder: [],
    columnVisibility: {},
    columnSizing: {},
    sorting: [{ id: 'fechaCaducidad', desc: false }],
    columnFilters: [],
    globalFilter: null,
    density: 'md',
  },
  fechaModificacion: '2026-02-11T15:00:00.000Z',
};

const estilo: Estilo = { tema: 'dark', colorPrimario: 'indigo', densidad: 'compact', idioma: 'es' };

describe('entorno', () => {
  it('obtenerConfiguracionesGrid: GET .../ObtenerConfiguracionesGrid/{codigogrid}, URL-encoded', async () => {
    const { client, last } = recordingClient([configuracionGrid]);
    await expect(client.entorno.obtenerConfiguracionesGrid({ codigogrid: 'tracking' })).resolves.toEqual([
      configuracionGrid,
    ]);
    expectRequest(last(), { method: 'GET', path: '/api/Entorno/ObtenerConfiguracionesGrid/tracking' });
    await client.entorno.obtenerConfiguracionesGrid({ codigogrid: 'a b/c' });
    expect(last().path).toBe('/api/Entorno/ObtenerConfiguracionesGrid/a%20b%2Fc');
  });

  it('obtenerConfiguracionGrid: GET .../ObtenerConfiguracionGrid/{id}', async () => {
    const { client, last } = recordingClient(vistaStock);
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await expect(client.entorno.obtenerConfiguracionGrid({ id: '58' })).resolves.toEqual(vistaStock);
    expectRequest(last(), { method: 'GET', path: '/api/Entorno/ObtenerConfiguracionGrid/58' });
  });

  it('obtenerConfiguracionGridPredeterminada: the default view, URL-encoded code', async () => {
    const { client, last } = recordingClient(configuracionGrid);
    await expect(
      client.entorno.obtenerConfiguracionGridPredeterminada({ codigo: 'tracking' }),
    ).resolves.toEqual(configuracionGrid);
    expectRequest(last(), {
      method: 'GET',
      path: '/api/Entorno/ObtenerConfiguracionGridPredeterminada/tracking',
    });
    await client.entorno.obtenerConfiguracionGridPredeterminada({ codigo: 'a b/c' });
    expect(last().path).toBe('/api/Entorno/ObtenerConfiguracionGridPredeterminada/a%20b%2Fc');
  });

  it('obtenerConfiguracionGridPredeterminada: null when the grid has no default view', async () => {
    const { client } = recordingClient(null);
    await expect(
      client.entorno.obtenerConfiguracionGridPredeterminada({ codigo: 'stocks' }),
    ).resolves.toBeNull();
  });

  it('guardarConfiguracionGrid: POST the view, answers it saved', async () => {
    const { client, last } = recordingClient(configuracionGrid);
    await expect(client.entorno.guardarConfiguracionGrid({ body: vistaMaritimo })).resolves.toEqual(
      configuracionGrid,
    );
    expectRequest(last(), {
      method: 'POST',
      path: '/api/Entorno/GuardarConfiguracionGrid',
      body: vistaMaritimo,
    });
  });

  it('actualizarConfiguracionGrid: PUT .../GuardarConfiguracionGrid/{id}', async () => {
    const body: GuardarConfiguracionGridInput = { ...vistaMaritimo, nombre: 'Sea imports (late)' };
    const answer: ConfiguracionGrid = { ...configuracionGrid, nombre: 'Sea imports (late)' };
    const { client, last } = recordingClient(answer);
    await expect(client.entorno.actualizarConfiguracionGrid({ id: 57, body })).resolves.toEqual(answer);
    expectRequest(last(), { method: 'PUT', path: '/api/Entorno/GuardarConfiguracionGrid/57', body });
  });

  it('eliminarConfiguracionGrid: DELETE .../EliminarConfiguracionGrid/{idConfiguracionGrid}', async () => {
    const eliminado: Eliminado = { id: 58, eliminado: true };
    const { client, last } = recordingClient(eliminado);
    await expect(client.entorno.eliminarConfiguracionGrid({ idConfiguracionGrid: 58 })).resolves.toEqual(
      eliminado,
    );
    expectRequest(last(), { method: 'DELETE', path: '/api/Entorno/EliminarConfiguracionGrid/58' });
  });

  it('obtenerEstilo: GET /api/Entorno/ObtenerEstilo', async () => {
    const { client, last } = recordingClient(estilo);
    await expect(client.entorno.obtenerEstilo()).resolves.toEqual(estilo);
    expectRequest(last(), { method: 'GET', path: '/api/Entorno/ObtenerEstilo' });
  });

  it('guardarEstilo: POST the style, answers it saved', async () => {
    const body: Estilo = { tema: 'auto', colorPrimario: 'teal', densidad: 'comfortable', idioma: null };
    const { client, last } = recordingClient(body);
    await expect(client.entorno.guardarEstilo({ body })).resolves.toEqual(body);
    expectRequest(last(), { method: 'POST', path: '/api/Entorno/GuardarEstilo', body });
  });

  it('rejects a response that breaks the schema', async () => {
    const { id: _id, ...sinId } = configuracionGrid;
    const { client } = recordingClient([sinId]);
    await expect(
      client.entorno.obtenerConfiguracionesGrid({ codigogrid: 'tracking' }),
    ).rejects.toBeInstanceOf(ExtranetValidationError);
  });

  it('GuardarConfiguracionGridSchema refuses an unknown density or a malformed range filter', () => {
    expect(v.safeParse(GuardarConfiguracionGridSchema, vistaMaritimo).success).toBe(true);
    const densidad = { ...vistaMaritimo, estado: { ...vistaMaritimo.estado, density: 'lg' } };
    expect(v.safeParse(GuardarConfiguracionGridSchema, densidad).success).toBe(false);
    const rango = {
      ...vistaMaritimo,
      estado: { ...vistaMaritimo.estado, columnFilters: [{ id: 'pesoBrutoKg', value: [1, 2, 3] }] },
    };
    expect(v.safeParse(GuardarConfiguracionGridSchema, rango).success).toBe(false);
  });
});
