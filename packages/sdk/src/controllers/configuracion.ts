import * as v from 'valibot';
import { EliminadoSchema, GuardadoSchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import {
  AsignacionClienteSchema,
  AsignarClientesSchema,
  CuentaClienteSchema,
  GuardarRolSchema,
  GuardarUsuarioSchema,
  ParametrosAplicacionSchema,
  PerfilSchema,
  RolSchema,
  UsuarioResumenSchema,
  UsuarioSchema,
} from './configuracion.schema';

/**
 * Users, roles and customer assignments (Administrator only), plus what every signed-in user may
 * read: their own profile and the application parameters.
 */
export const configuracionEndpoints = {
  obtenerPerfil: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerPerfil',
    response: PerfilSchema,
    summary: 'The signed-in user with role, permission flags and customer accounts.',
  }),
  obtenerParametrosAplicacion: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerParametrosAplicacion',
    response: ParametrosAplicacionSchema,
    summary: 'Application parameters: languages, currency, support contact, session and export limits.',
  }),
  obtenerRoles: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerRoles',
    response: v.array(RolSchema),
    summary: 'Every role with its permission flags and number of users.',
  }),
  obtenerRol: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerRol/{idrol}',
    response: RolSchema,
    summary: 'One role with its permission flags.',
  }),
  guardarRol: endpoint({
    method: 'POST',
    path: '/api/Configuracion/GuardarRol',
    body: GuardarRolSchema,
    response: GuardadoSchema,
    summary: 'Create a role (no id) or update one; its users get the new flags at their next token.',
  }),
  eliminarRol: endpoint({
    method: 'DELETE',
    path: '/api/Configuracion/EliminarRol/{idrol}',
    response: EliminadoSchema,
    summary: 'Extension: delete a role nobody holds; 409 ROLE_IN_USE lists the users who hold it.',
  }),
  obtenerUsuarios: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerUsuarios',
    response: v.array(UsuarioResumenSchema),
    summary: 'Every user, including pending access requests and disabled accounts.',
  }),
  obtenerUsuario: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerUsuario/{idusuario}',
    response: UsuarioSchema,
    summary: "One user with contact data, access request and the role's permission flags.",
  }),
  guardarUsuario: endpoint({
    method: 'POST',
    path: '/api/Configuracion/GuardarUsuario',
    body: GuardarUsuarioSchema,
    response: GuardadoSchema,
    summary:
      'Create a user (no id; without clave an invitation is e-mailed) or update one; activo true approves a request.',
  }),
  bajaUsuario: endpoint({
    method: 'DELETE',
    path: '/api/Configuracion/BajaUsuario/{idusuario}',
    response: EliminadoSchema,
    summary: 'Disable a user and revoke their tokens.',
  }),
  obtenerClientes: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerClientes/{busqueda}',
    response: v.array(CuentaClienteSchema),
    summary: 'Customer accounts whose code or name contains the search text.',
  }),
  obtenerClientesAsignados: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerClientesAsignados/{idusuario}',
    response: v.array(AsignacionClienteSchema),
    summary: "A user's customer assignments; each row's id is the assignment.",
  }),
  asignarClientes: endpoint({
    method: 'POST',
    path: '/api/Configuracion/AsignarClientes/{idusuario}',
    body: AsignarClientesSchema,
    response: v.array(AsignacionClienteSchema),
    summary: "Assign customer accounts to a user; returns the user's assignments after the change.",
  }),
  designarCliente: endpoint({
    method: 'DELETE',
    path: '/api/Configuracion/DesignarCliente/{idusuarioentidad}',
    response: EliminadoSchema,
    summary: 'Remove one customer assignment (by the assignment id).',
  }),
} as const;
