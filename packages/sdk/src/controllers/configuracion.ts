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
  /**
   * The signed-in user with role, permission flags and customer accounts.
   *
   * Sends `GET /api/Configuracion/ObtenerPerfil`; resolves to `Perfil`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.obtenerPerfil`
   */
  obtenerPerfil: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerPerfil',
    errors: [401],
    response: PerfilSchema,
    summary: 'The signed-in user with role, permission flags and customer accounts.',
  }),
  /**
   * Application parameters: languages, currency, support contact, session and export limits.
   *
   * Sends `GET /api/Configuracion/ObtenerParametrosAplicacion`; resolves to `ParametrosAplicacion`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.obtenerParametrosAplicacion`
   */
  obtenerParametrosAplicacion: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerParametrosAplicacion',
    errors: [401],
    response: ParametrosAplicacionSchema,
    summary: 'Application parameters: languages, currency, support contact, session and export limits.',
  }),
  /**
   * Every role with its permission flags and number of users.
   *
   * Sends `GET /api/Configuracion/ObtenerRoles`; resolves to `Rol[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.obtenerRoles`
   */
  obtenerRoles: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerRoles',
    errors: [401, 403],
    response: v.array(RolSchema),
    summary: 'Every role with its permission flags and number of users.',
  }),
  /**
   * One role with its permission flags.
   *
   * Sends `GET /api/Configuracion/ObtenerRol/{idrol}`; resolves to `Rol`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.obtenerRol`
   */
  obtenerRol: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerRol/{idrol}',
    errors: [400, 401, 403, 404],
    response: RolSchema,
    summary: 'One role with its permission flags.',
  }),
  /**
   * Create a role (no id) or update one; its users get the new flags at their next token.
   *
   * Sends `POST /api/Configuracion/GuardarRol` with a `GuardarRolInput` body; resolves to `Guardado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ConflictError} 409: the change conflicts with stored data; `field` names what.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.guardarRol`
   */
  guardarRol: endpoint({
    method: 'POST',
    path: '/api/Configuracion/GuardarRol',
    errors: [400, 401, 403, 404, 409],
    body: GuardarRolSchema,
    response: GuardadoSchema,
    summary: 'Create a role (no id) or update one; its users get the new flags at their next token.',
  }),
  /**
   * Extension: delete a role nobody holds; 409 ROLE_IN_USE lists the users who hold it.
   *
   * Sends `DELETE /api/Configuracion/EliminarRol/{idrol}`; resolves to `Eliminado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ConflictError} 409: the change conflicts with stored data; `field` names what.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.eliminarRol`
   */
  eliminarRol: endpoint({
    method: 'DELETE',
    path: '/api/Configuracion/EliminarRol/{idrol}',
    errors: [400, 401, 403, 404, 409],
    response: EliminadoSchema,
    summary: 'Extension: delete a role nobody holds; 409 ROLE_IN_USE lists the users who hold it.',
  }),
  /**
   * Every user, including pending access requests and disabled accounts.
   *
   * Sends `GET /api/Configuracion/ObtenerUsuarios`; resolves to `UsuarioResumen[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.obtenerUsuarios`
   */
  obtenerUsuarios: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerUsuarios',
    errors: [401, 403],
    response: v.array(UsuarioResumenSchema),
    summary: 'Every user, including pending access requests and disabled accounts.',
  }),
  /**
   * One user with contact data, access request and the role's permission flags.
   *
   * Sends `GET /api/Configuracion/ObtenerUsuario/{idusuario}`; resolves to `Usuario`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.obtenerUsuario`
   */
  obtenerUsuario: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerUsuario/{idusuario}',
    errors: [400, 401, 403, 404],
    response: UsuarioSchema,
    summary: "One user with contact data, access request and the role's permission flags.",
  }),
  /**
   * Create a user (no id; without clave an invitation is e-mailed) or update one; activo true approves a request.
   *
   * Sends `POST /api/Configuracion/GuardarUsuario` with a `GuardarUsuarioInput` body; resolves to `Guardado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ConflictError} 409: the change conflicts with stored data; `field` names what.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.guardarUsuario`
   */
  guardarUsuario: endpoint({
    method: 'POST',
    path: '/api/Configuracion/GuardarUsuario',
    errors: [400, 401, 403, 404, 409],
    body: GuardarUsuarioSchema,
    response: GuardadoSchema,
    summary:
      'Create a user (no id; without clave an invitation is e-mailed) or update one; activo true approves a request.',
  }),
  /**
   * Disable a user and revoke their tokens.
   *
   * Sends `DELETE /api/Configuracion/BajaUsuario/{idusuario}`; resolves to `Eliminado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ConflictError} 409: the change conflicts with stored data; `field` names what.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.bajaUsuario`
   */
  bajaUsuario: endpoint({
    method: 'DELETE',
    path: '/api/Configuracion/BajaUsuario/{idusuario}',
    errors: [400, 401, 403, 404, 409],
    response: EliminadoSchema,
    summary: 'Disable a user and revoke their tokens.',
  }),
  /**
   * Customer accounts whose code or name contains the search text.
   *
   * Sends `GET /api/Configuracion/ObtenerClientes/{busqueda}`; resolves to `CuentaCliente[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.obtenerClientes`
   */
  obtenerClientes: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerClientes/{busqueda}',
    errors: [400, 401, 403],
    response: v.array(CuentaClienteSchema),
    summary: 'Customer accounts whose code or name contains the search text.',
  }),
  /**
   * A user's customer assignments; each row's id is the assignment.
   *
   * Sends `GET /api/Configuracion/ObtenerClientesAsignados/{idusuario}`; resolves to `AsignacionCliente[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.obtenerClientesAsignados`
   */
  obtenerClientesAsignados: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerClientesAsignados/{idusuario}',
    errors: [400, 401, 403, 404],
    response: v.array(AsignacionClienteSchema),
    summary: "A user's customer assignments; each row's id is the assignment.",
  }),
  /**
   * Assign customer accounts to a user; returns the user's assignments after the change.
   *
   * Sends `POST /api/Configuracion/AsignarClientes/{idusuario}` with a `AsignarClientesInput` body; resolves to `AsignacionCliente[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.asignarClientes`
   */
  asignarClientes: endpoint({
    method: 'POST',
    path: '/api/Configuracion/AsignarClientes/{idusuario}',
    errors: [400, 401, 403, 404],
    body: AsignarClientesSchema,
    response: v.array(AsignacionClienteSchema),
    summary: "Assign customer accounts to a user; returns the user's assignments after the change.",
  }),
  /**
   * Remove one customer assignment (by the assignment id).
   *
   * Sends `DELETE /api/Configuracion/DesignarCliente/{idusuarioentidad}`; resolves to `Eliminado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.designarCliente`
   */
  designarCliente: endpoint({
    method: 'DELETE',
    path: '/api/Configuracion/DesignarCliente/{idusuarioentidad}',
    errors: [400, 401, 403, 404],
    response: EliminadoSchema,
    summary: 'Remove one customer assignment (by the assignment id).',
  }),
} as const;
