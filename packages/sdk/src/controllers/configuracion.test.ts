import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type RecordedRequest, recordingClient } from '../../test/harness';
import type { Eliminado, Guardado, Permisos } from '../common.schema';
import { ExtranetValidationError } from '../errors';
import {
  type AsignacionCliente,
  type AsignarClientesInput,
  type CuentaCliente,
  type GuardarRolInput,
  type GuardarUsuarioInput,
  GuardarUsuarioSchema,
  type ParametrosAplicacion,
  type Perfil,
  type Rol,
  RolEnUsoSchema,
  type Usuario,
  type UsuarioResumen,
} from './configuracion.schema';

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

const customerPermissions: Permisos = {
  accesoPartidas: true,
  accesoDossieres: true,
  accesoStock: true,
  accesoMovimientosAlmacen: true,
  accesoDistribucion: true,
  accesoSolicitudTransporte: true,
  accesoSolicitudEnvio: false,
  accesoSimuladorTarifas: false,
  accesoSolicitudSuministros: false,
  accesoEstadoEnvios: false,
  accesoEstadoCuentas: true,
  accesoPowerBI: false,
  isAdmin: false,
};

const perfil: Perfil = {
  id: 42,
  usuario: 'm.garcia',
  nombre: 'María García',
  correo: 'm.garcia@frutasdelsur.es',
  rol: 'User',
  idioma: 'es',
  permisos: customerPermissions,
  clientes: [{ id: 7, codigo: 'C000712', nombre: 'Frutas del Sur S.L.' }],
};

const rol: Rol = {
  id: 3,
  nombre: 'Importador marítimo',
  descripcion: 'Sea import customers: tracking, dossiers, warehouse and statement',
  permisos: customerPermissions,
  usuarios: 14,
};

const usuarioResumen: UsuarioResumen = {
  id: 42,
  usuario: 'm.garcia',
  nombre: 'María García',
  correo: 'm.garcia@frutasdelsur.es',
  idRol: 3,
  rol: 'Importador marítimo',
  esAdministrador: false,
  estado: 'ACTIVO',
  clientes: 2,
  ultimoAcceso: '2026-03-02T08:14:51.000Z',
  fechaAlta: '2025-11-18T10:02:00.000Z',
};

const usuario: Usuario = {
  ...usuarioResumen,
  estado: 'PENDIENTE',
  ultimoAcceso: null,
  idioma: null,
  telefono: '+34 961 234 567',
  empresa: 'Frutas del Sur S.L.',
  comentario: 'We ship reefer containers Valencia–Shanghai weekly.',
  permisos: customerPermissions,
};

const cuentaCliente: CuentaCliente = {
  id: 7,
  codigo: 'C000712',
  nombre: 'Frutas del Sur S.L.',
  nif: 'B46123456',
  pais: 'ES',
  ciudad: 'Valencia',
};

const asignaciones: AsignacionCliente[] = [
  {
    id: 901,
    idCliente: 7,
    codigo: 'C000712',
    nombre: 'Frutas del Sur S.L.',
    fechaAsignacion: '2025-11-19T09:00:00.000Z',
  },
  {
    id: 902,
    idCliente: 15,
    codigo: 'C001504',
    nombre: 'Cítricos Levante S.A.',
    fechaAsignacion: '2026-03-02T11:30:00.000Z',
  },
];

const parametros: ParametrosAplicacion = {
  nombreAplicacion: 'Freight Extranet',
  version: '2.4.0',
  idiomas: ['en', 'es'],
  idiomaPredeterminado: 'en',
  moneda: 'EUR',
  soporteCorreo: 'extranet.support@forwarder.example',
  soporteTelefono: '+34 960 000 111',
  urlPowerBI: 'https://app.powerbi.com/reportEmbed?reportId=8f2c1d0e-5a4b-4c3d-9e8f-7a6b5c4d3e2f',
  minutosInactividad: 30,
  maximoFilasExportacion: 10000,
};

const guardado: Guardado = { id: 42 };

describe('configuracion', () => {
  it('obtenerPerfil: GET /api/Configuracion/ObtenerPerfil', async () => {
    const { client, last } = recordingClient(perfil);
    await expect(client.configuracion.obtenerPerfil()).resolves.toEqual(perfil);
    expectRequest(last(), { method: 'GET', path: '/api/Configuracion/ObtenerPerfil' });
  });

  it('obtenerParametrosAplicacion: GET without parameters', async () => {
    const { client, last } = recordingClient(parametros);
    await expect(client.configuracion.obtenerParametrosAplicacion()).resolves.toEqual(parametros);
    expectRequest(last(), { method: 'GET', path: '/api/Configuracion/ObtenerParametrosAplicacion' });
  });

  it('obtenerRoles: GET the role rows', async () => {
    const { client, last } = recordingClient([rol]);
    await expect(client.configuracion.obtenerRoles()).resolves.toEqual([rol]);
    expectRequest(last(), { method: 'GET', path: '/api/Configuracion/ObtenerRoles' });
  });

  it('obtenerRol: GET /api/Configuracion/ObtenerRol/{idrol}, numeric string accepted', async () => {
    const { client, last } = recordingClient(rol);
    await expect(client.configuracion.obtenerRol({ idrol: 3 })).resolves.toEqual(rol);
    expectRequest(last(), { method: 'GET', path: '/api/Configuracion/ObtenerRol/3' });
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await client.configuracion.obtenerRol({ idrol: '3' });
    expect(last().path).toBe('/api/Configuracion/ObtenerRol/3');
  });

  it('guardarRol: POST the role, answers its id', async () => {
    const body: GuardarRolInput = {
      nombre: 'Exportador aéreo',
      descripcion: 'Air export customers: HAWB guides, tariff simulator, guide tracking',
      permisos: { ...customerPermissions, accesoSolicitudEnvio: true, accesoSimuladorTarifas: true },
    };
    const { client, last } = recordingClient({ id: 4 } satisfies Guardado);
    await expect(client.configuracion.guardarRol({ body })).resolves.toEqual({ id: 4 });
    expectRequest(last(), { method: 'POST', path: '/api/Configuracion/GuardarRol', body });
  });

  it('obtenerUsuarios: GET the user rows', async () => {
    const { client, last } = recordingClient([usuarioResumen]);
    await expect(client.configuracion.obtenerUsuarios()).resolves.toEqual([usuarioResumen]);
    expectRequest(last(), { method: 'GET', path: '/api/Configuracion/ObtenerUsuarios' });
  });

  it('obtenerUsuario: GET /api/Configuracion/ObtenerUsuario/{idusuario}', async () => {
    const { client, last } = recordingClient(usuario);
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await expect(client.configuracion.obtenerUsuario({ idusuario: '42' })).resolves.toEqual(usuario);
    expectRequest(last(), { method: 'GET', path: '/api/Configuracion/ObtenerUsuario/42' });
  });

  it('guardarUsuario: POST the user as given, answers its id', async () => {
    const body: GuardarUsuarioInput = {
      id: 42,
      usuario: 'm.garcia',
      nombre: 'María García',
      correo: 'm.garcia@frutasdelsur.es',
      idRol: 3,
      idioma: 'es',
      activo: true,
    };
    const { client, last } = recordingClient(guardado);
    await expect(client.configuracion.guardarUsuario({ body })).resolves.toEqual(guardado);
    expectRequest(last(), { method: 'POST', path: '/api/Configuracion/GuardarUsuario', body });
  });

  it('bajaUsuario: DELETE /api/Configuracion/BajaUsuario/{idusuario}', async () => {
    const eliminado: Eliminado = { id: 42, eliminado: true };
    const { client, last } = recordingClient(eliminado);
    await expect(client.configuracion.bajaUsuario({ idusuario: 42 })).resolves.toEqual(eliminado);
    expectRequest(last(), { method: 'DELETE', path: '/api/Configuracion/BajaUsuario/42' });
  });

  it('obtenerClientes: GET /api/Configuracion/ObtenerClientes/{busqueda}, URL-encoded', async () => {
    const { client, last } = recordingClient([cuentaCliente]);
    await expect(client.configuracion.obtenerClientes({ busqueda: 'frutas' })).resolves.toEqual([
      cuentaCliente,
    ]);
    expectRequest(last(), { method: 'GET', path: '/api/Configuracion/ObtenerClientes/frutas' });
    await client.configuracion.obtenerClientes({ busqueda: 'a b/c' });
    expect(last().path).toBe('/api/Configuracion/ObtenerClientes/a%20b%2Fc');
  });

  it('obtenerClientesAsignados: GET /api/Configuracion/ObtenerClientesAsignados/{idusuario}', async () => {
    const { client, last } = recordingClient(asignaciones);
    await expect(client.configuracion.obtenerClientesAsignados({ idusuario: 42 })).resolves.toEqual(
      asignaciones,
    );
    expectRequest(last(), { method: 'GET', path: '/api/Configuracion/ObtenerClientesAsignados/42' });
  });

  it('asignarClientes: POST /api/Configuracion/AsignarClientes/{idusuario}, answers the assignments', async () => {
    const body: AsignarClientesInput = { idsClientes: [15] };
    const { client, last } = recordingClient(asignaciones);
    await expect(client.configuracion.asignarClientes({ idusuario: 42, body })).resolves.toEqual(
      asignaciones,
    );
    expectRequest(last(), { method: 'POST', path: '/api/Configuracion/AsignarClientes/42', body });
  });

  it('designarCliente: DELETE /api/Configuracion/DesignarCliente/{idusuarioentidad}', async () => {
    const eliminado: Eliminado = { id: 902, eliminado: true };
    const { client, last } = recordingClient(eliminado);
    await expect(client.configuracion.designarCliente({ idusuarioentidad: 902 })).resolves.toEqual(eliminado);
    expectRequest(last(), { method: 'DELETE', path: '/api/Configuracion/DesignarCliente/902' });
  });

  it('rejects a response that breaks the schema', async () => {
    const { id: _id, ...sinId } = usuarioResumen;
    const { client } = recordingClient([sinId]);
    await expect(client.configuracion.obtenerUsuarios()).rejects.toBeInstanceOf(ExtranetValidationError);
  });

  it('GuardarUsuarioSchema: a new user needs no password (they are invited), a user name of 3-50 allowed characters', () => {
    const nuevo: GuardarUsuarioInput = {
      usuario: 'j.smith',
      nombre: 'John Smith',
      correo: 'j.smith@acme-imports.com',
      idRol: 3,
      activo: true,
    };
    expect(v.safeParse(GuardarUsuarioSchema, nuevo).success).toBe(true);
    expect(v.safeParse(GuardarUsuarioSchema, { ...nuevo, clave: 'Cargo-2026!' }).success).toBe(true);
    expect(v.safeParse(GuardarUsuarioSchema, { ...nuevo, idsClientes: [15, 16] }).success).toBe(true);
    expect(v.safeParse(GuardarUsuarioSchema, { ...nuevo, idsClientes: [0] }).success).toBe(false);
    expect(v.safeParse(GuardarUsuarioSchema, { ...nuevo, id: 43 }).success).toBe(true);
    expect(v.safeParse(GuardarUsuarioSchema, { ...nuevo, id: 43, usuario: 'js' }).success).toBe(false);
    expect(v.safeParse(GuardarUsuarioSchema, { ...nuevo, id: 43, usuario: 'j smith' }).success).toBe(false);
  });

  it('eliminarRol: DELETE /api/Configuracion/EliminarRol/{idrol}; a role in use answers 409 with its users', async () => {
    const eliminado: Eliminado = { id: 7, eliminado: true };
    const { client, last } = recordingClient(eliminado);
    await expect(client.configuracion.eliminarRol({ idrol: 7 })).resolves.toEqual(eliminado);
    expectRequest(last(), { method: 'DELETE', path: '/api/Configuracion/EliminarRol/7' });
    const enUso = {
      code: 'ROLE_IN_USE',
      message: 'The role is held by 1 user',
      usuarios: [{ id: 42, usuario: 'm.garcia', nombre: 'María García' }],
    };
    expect(v.safeParse(RolEnUsoSchema, enUso).success).toBe(true);
  });
});
