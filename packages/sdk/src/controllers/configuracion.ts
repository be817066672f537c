import * as v from 'valibot';
import { EliminadoSchema, GuardadoSchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import { AuditoriaQuerySchema, RegistroAuditoriaSchema } from './configuracion.auditoria.schema';
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
import {
  ClaveIntegracionCreadaSchema,
  ClaveIntegracionSchema,
  GuardarClaveIntegracionSchema,
} from './integracion.schema';

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
    response: PerfilSchema,
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
    response: ParametrosAplicacionSchema,
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
    response: v.array(RolSchema),
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
    response: RolSchema,
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
    body: GuardarRolSchema,
    response: GuardadoSchema,
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
    response: EliminadoSchema,
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
    response: v.array(UsuarioResumenSchema),
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
    response: UsuarioSchema,
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
    body: GuardarUsuarioSchema,
    response: GuardadoSchema,
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
    response: EliminadoSchema,
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
    response: v.array(CuentaClienteSchema),
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
    response: v.array(AsignacionClienteSchema),
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
    body: AsignarClientesSchema,
    response: v.array(AsignacionClienteSchema),
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
    response: EliminadoSchema,
  }),
  /**
   * Extension: create an integration key for one of the provider's systems (`x-api-key` of the Integracion calls); the key is in this answer only, the server keeps its hash.
   *
   * Sends `POST /api/Configuracion/GuardarClaveIntegracion` with a `GuardarClaveIntegracionInput` body; resolves to `ClaveIntegracionCreada`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.guardarClaveIntegracion`
   */
  guardarClaveIntegracion: endpoint({
    method: 'POST',
    path: '/api/Configuracion/GuardarClaveIntegracion',
    body: GuardarClaveIntegracionSchema,
    response: ClaveIntegracionCreadaSchema,
  }),
  /**
   * Extension: every integration key, newest first: name, prefix, creator, created, last used, revoked.
   *
   * Sends `GET /api/Configuracion/ObtenerClavesIntegracion`; resolves to `ClaveIntegracion[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.obtenerClavesIntegracion`
   */
  obtenerClavesIntegracion: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerClavesIntegracion',
    response: v.array(ClaveIntegracionSchema),
  }),
  /**
   * Extension: revoke an integration key at once, on every API process; answers the revoked key.
   *
   * Sends `DELETE /api/Configuracion/RevocarClaveIntegracion/{id}`; resolves to `ClaveIntegracion`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.revocarClaveIntegracion`
   */
  revocarClaveIntegracion: endpoint({
    method: 'DELETE',
    path: '/api/Configuracion/RevocarClaveIntegracion/{id}',
    response: ClaveIntegracionSchema,
  }),
  /**
   * Extension: the audit log (who did what) within the period, newest first, optionally of one user (part of the name) or one action; at most 50,000 rows (`MAX_FILAS_LISTA`).
   *
   * Sends `GET /api/Configuracion/ObtenerAuditoria`; resolves to `RegistroAuditoria[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `configuracion.obtenerAuditoria`
   */
  obtenerAuditoria: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerAuditoria',
    query: AuditoriaQuerySchema,
    response: v.array(RegistroAuditoriaSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const configuracionDocs = {
  obtenerPerfil: {
    errors: [401],
    summary: 'The signed-in user with role, permission flags and customer accounts.',
  },
  obtenerParametrosAplicacion: {
    errors: [401],
    summary: 'Application parameters: languages, currency, support contact, session and export limits.',
  },
  obtenerRoles: {
    errors: [401, 403],
    summary: 'Every role with its permission flags and number of users.',
  },
  obtenerRol: {
    errors: [400, 401, 403, 404],
    summary: 'One role with its permission flags.',
  },
  guardarRol: {
    errors: [400, 401, 403, 404, 409],
    summary: 'Create a role (no id) or update one; its users get the new flags at their next token.',
  },
  eliminarRol: {
    errors: [400, 401, 403, 404, 409],
    summary: 'Extension: delete a role nobody holds; 409 ROLE_IN_USE lists the users who hold it.',
  },
  obtenerUsuarios: {
    errors: [401, 403],
    summary: 'Every user, including pending access requests and disabled accounts.',
  },
  obtenerUsuario: {
    errors: [400, 401, 403, 404],
    summary: "One user with contact data, access request and the role's permission flags.",
  },
  guardarUsuario: {
    errors: [400, 401, 403, 404, 409],
    summary:
      'Create a user (no id; without clave an invitation is e-mailed) or update one; activo true approves a request.',
  },
  bajaUsuario: {
    errors: [400, 401, 403, 404, 409],
    summary: 'Disable a user and revoke their tokens.',
  },
  obtenerClientes: {
    errors: [400, 401, 403],
    summary: 'Customer accounts whose code or name contains the search text.',
  },
  obtenerClientesAsignados: {
    errors: [400, 401, 403, 404],
    summary: "A user's customer assignments; each row's id is the assignment.",
  },
  asignarClientes: {
    errors: [400, 401, 403, 404],
    summary: "Assign customer accounts to a user; returns the user's assignments after the change.",
  },
  designarCliente: {
    errors: [400, 401, 403, 404],
    summary: 'Remove one customer assignment (by the assignment id).',
  },
  guardarClaveIntegracion: {
    errors: [400, 401, 403],
    summary:
      "Extension: create an integration key for one of the provider's systems (`x-api-key` of the Integracion calls); the key is in this answer only, the server keeps its hash.",
  },
  obtenerClavesIntegracion: {
    errors: [401, 403],
    summary:
      'Extension: every integration key, newest first: name, prefix, creator, created, last used, revoked.',
  },
  revocarClaveIntegracion: {
    errors: [400, 401, 403, 404],
    summary: 'Extension: revoke an integration key at once, on every API process; answers the revoked key.',
  },
  obtenerAuditoria: {
    errors: [400, 401, 403],
    summary:
      'Extension: the audit log (who did what) within the period, newest first, optionally of one user (part of the name) or one action; at most 50,000 rows (`MAX_FILAS_LISTA`).',
  },
} as const satisfies DocsOf<typeof configuracionEndpoints>;
