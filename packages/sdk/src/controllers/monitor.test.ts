import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PERIOD, PERIOD_QUERY, type RecordedRequest, recordingClient } from '../../test/harness';
import type { Eliminado } from '../common.schema';
import { ExtranetValidationError } from '../errors';
import {
  type GuardarMetricasMonitorInput,
  GuardarMetricasMonitorSchema,
  type MetricaAsignada,
  type MetricaDefinicion,
  type MetricaMonitor,
  type MetricaMonitorResumen,
} from './monitor.schema';

const expectRequest = (
  request: RecordedRequest,
  expected: { method: string; path: string; body?: unknown; query?: Record<string, string> },
) => {
  expect(request.method).toBe(expected.method);
  expect(request.path).toBe(expected.path);
  expect(request.query).toEqual(expected.query ?? {});
  expect(request.body).toEqual(expected.body);
  expect(request.headers.authorization).toBe('Bearer test-token');
};

const definiciones: MetricaDefinicion[] = [
  {
    codigo: 'CO2E_KG',
    nombre: 'CO2e emitted',
    descripcion: 'Well-to-wheel kg CO2e of the shipments departed in the period (GLEC v3)',
    unidad: 'KG',
    area: 'tracking',
  },
  {
    codigo: 'FACTURAS_VENCIDAS',
    nombre: 'Overdue invoices',
    descripcion: 'Unpaid invoices past their due date',
    unidad: 'NUMERO',
    area: 'statement',
  },
];

const asignadas: MetricaAsignada[] = [
  {
    id: 301,
    codigo: 'EN_TRANSITO',
    nombre: 'In transit',
    descripcion: 'Shipments departed and not yet arrived',
    unidad: 'NUMERO',
    area: 'tracking',
    orden: 1,
  },
  {
    id: 305,
    codigo: 'CO2E_KG',
    nombre: 'CO2e emitted',
    descripcion: 'Well-to-wheel kg CO2e of the shipments departed in the period (GLEC v3)',
    unidad: 'KG',
    area: 'tracking',
    orden: 2,
  },
];

const metricas: MetricaMonitorResumen[] = [
  {
    id: 301,
    codigo: 'ENTREGAS_A_TIEMPO_PCT',
    nombre: 'On-time deliveries',
    unidad: 'PORCENTAJE',
    orden: 1,
    valor: 92.4,
    moneda: null,
    valorPeriodoAnterior: 88.1,
    area: 'tracking',
  },
  {
    id: 302,
    codigo: 'FACTURAS_ABIERTAS_IMPORTE',
    nombre: 'Open invoices',
    unidad: 'MONEDA',
    orden: 2,
    valor: 48215.6,
    moneda: 'EUR',
    valorPeriodoAnterior: null,
    area: 'statement',
  },
];

const metrica: MetricaMonitor = {
  id: 303,
  codigo: 'EN_TRANSITO',
  nombre: 'In transit',
  unidad: 'NUMERO',
  orden: 3,
  valor: 37,
  moneda: null,
  valorPeriodoAnterior: 31,
  area: 'tracking',
  intervaloSerie: 'SEMANA',
  serie: [
    { fecha: '2025-12-29', valor: 29 },
    { fecha: '2026-01-05', valor: 33 },
    { fecha: '2026-01-12', valor: 37 },
  ],
};

describe('monitor', () => {
  it('obtenerMetricasMonitor: GET with the period as ISO strings', async () => {
    const { client, last } = recordingClient(metricas);
    await expect(client.monitor.obtenerMetricasMonitor(PERIOD)).resolves.toEqual(metricas);
    expectRequest(last(), {
      method: 'GET',
      path: '/api/Monitor/ObtenerMetricasMonitor',
      query: PERIOD_QUERY,
    });
  });

  it('obtenerMetricaMonitor: GET .../ObtenerMetricaMonitor/{idusuariometrica} with the period', async () => {
    const { client, last } = recordingClient(metrica);
    await expect(
      // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
      client.monitor.obtenerMetricaMonitor({ idusuariometrica: '303', ...PERIOD }),
    ).resolves.toEqual(metrica);
    expectRequest(last(), {
      method: 'GET',
      path: '/api/Monitor/ObtenerMetricaMonitor/303',
      query: PERIOD_QUERY,
    });
  });

  it('obtenerMetricasNoAsignadas: GET the catalogue entries not pinned yet', async () => {
    const { client, last } = recordingClient(definiciones);
    await expect(client.monitor.obtenerMetricasNoAsignadas()).resolves.toEqual(definiciones);
    expectRequest(last(), { method: 'GET', path: '/api/Monitor/ObtenerMetricasNoAsignadas' });
  });

  it('guardarMetricasMonitor: POST the pins, answers the pinned list', async () => {
    const body: GuardarMetricasMonitorInput = {
      metricas: [
        { codigo: 'EN_TRANSITO', orden: 1 },
        { codigo: 'CO2E_KG', orden: 2 },
      ],
    };
    const { client, last } = recordingClient(asignadas);
    await expect(client.monitor.guardarMetricasMonitor({ body })).resolves.toEqual(asignadas);
    expectRequest(last(), { method: 'POST', path: '/api/Monitor/GuardarMetricasMonitor', body });
  });

  it('eliminarMetricaMonitor: DELETE .../EliminarMetricaMonitor/{idMetricaUsuario}', async () => {
    const eliminado: Eliminado = { id: 305, eliminado: true };
    const { client, last } = recordingClient(eliminado);
    await expect(client.monitor.eliminarMetricaMonitor({ idMetricaUsuario: 305 })).resolves.toEqual(
      eliminado,
    );
    expectRequest(last(), { method: 'DELETE', path: '/api/Monitor/EliminarMetricaMonitor/305' });
  });

  it('rejects a response that breaks the schema', async () => {
    const { client } = recordingClient([{ ...metricas[0], codigo: 'BEERS_SOLD' }]);
    await expect(client.monitor.obtenerMetricasMonitor(PERIOD)).rejects.toBeInstanceOf(
      ExtranetValidationError,
    );
  });

  it('GuardarMetricasMonitorSchema refuses an empty list, an unknown code and a repeated one', () => {
    const parse = (input: unknown) => v.safeParse(GuardarMetricasMonitorSchema, input).success;
    expect(parse({ metricas: [{ codigo: 'VALOR_STOCK', orden: 1 }] })).toBe(true);
    expect(parse({ metricas: [] })).toBe(false);
    expect(parse({ metricas: [{ codigo: 'BEERS_SOLD', orden: 1 }] })).toBe(false);
    expect(
      parse({
        metricas: [
          { codigo: 'VALOR_STOCK', orden: 1 },
          { codigo: 'VALOR_STOCK', orden: 2 },
        ],
      }),
    ).toBe(false);
  });
});
