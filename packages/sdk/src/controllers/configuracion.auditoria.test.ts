import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PERIOD, PERIOD_QUERY, recordingClient } from '../../test/harness';
import { ExtranetValidationError } from '../errors';
import {
  ACCIONES_AUDITORIA,
  AuditoriaQuerySchema,
  type RegistroAuditoria,
} from './configuracion.auditoria.schema';
import { ACCIONES_ACTIVIDAD_PARTIDA } from './tracking.actividad.schema';

const registro: RegistroAuditoria = {
  id: 912,
  fecha: '2026-03-31T10:00:00.000Z',
  accion: 'ROLE_CHANGED',
  usuario: 'admin',
  idUsuario: 1,
  ip: '203.0.113.7',
  detalle: 'role Sales',
  idCliente: null,
  entidad: 'rol',
  idEntidad: '4',
  antes: { nombre: 'Sales' },
  despues: { nombre: 'Sales team' },
};

describe('configuracion: the audit log', () => {
  it('obtenerAuditoria: GET /api/Configuracion/ObtenerAuditoria with the period as ISO strings', async () => {
    const { client, last } = recordingClient([registro]);
    await expect(client.configuracion.obtenerAuditoria(PERIOD)).resolves.toEqual([registro]);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Configuracion/ObtenerAuditoria');
    expect(last().query).toEqual(PERIOD_QUERY);
    expect(last().headers.authorization).toBe('Bearer test-token');
  });

  it('obtenerAuditoria: sends the user and action filters', async () => {
    const { client, last } = recordingClient([]);
    await client.configuracion.obtenerAuditoria({ ...PERIOD, usuario: 'dem', accion: 'LOGIN_OK' });
    expect(last().query).toEqual({ ...PERIOD_QUERY, usuario: 'dem', accion: 'LOGIN_OK' });
  });

  it('obtenerAuditoria: refuses an answer that is not audit rows', async () => {
    const { client } = recordingClient([{ ...registro, fecha: 'yesterday' }]);
    await expect(client.configuracion.obtenerAuditoria(PERIOD)).rejects.toBeInstanceOf(
      ExtranetValidationError,
    );
  });

  it('AuditoriaQuerySchema: at most 366 days, in order, an action code; the issue names the field', () => {
    const path = (input: unknown) => {
      const result = v.safeParse(AuditoriaQuerySchema, input);
      return result.success ? null : v.getDotPath(result.issues[0]!);
    };
    expect(path({ fechainicio: '2025-01-01', fechafin: '2026-01-02' })).toBeNull();
    expect(path({ fechainicio: '2025-01-01', fechafin: '2026-01-03' })).toBe('fechafin');
    expect(path({ fechainicio: '2026-02-01', fechafin: '2026-01-01' })).toBe('fechafin');
    expect(path({ fechainicio: 'yesterday', fechafin: '2026-01-01' })).toBe('fechainicio');
    expect(path({ fechainicio: '2026-01-01', fechafin: '2026-01-02', accion: 'drop table' })).toBe('accion');
  });

  it('lists every action of a shipment activity among the audit actions', () => {
    for (const accion of ACCIONES_ACTIVIDAD_PARTIDA) expect(ACCIONES_AUDITORIA).toContain(accion);
  });
});
