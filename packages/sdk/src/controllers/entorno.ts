import * as v from 'valibot';
import { EliminadoSchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import {
  BuscarQuerySchema,
  ConfiguracionGridSchema,
  EstiloSchema,
  GuardarConfiguracionGridSchema,
  ResultadoBusquedaSchema,
} from './entorno.schema';

/** The signed-in user's own UI settings: saved grid views and style. Each user sees only their own. */
export const entornoEndpoints = {
  /**
   * The user's saved views of one grid, with their state, default first.
   *
   * Sends `GET /api/Entorno/ObtenerConfiguracionesGrid/{codigogrid}`; resolves to `ConfiguracionGrid[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `entorno.obtenerConfiguracionesGrid`
   */
  obtenerConfiguracionesGrid: endpoint({
    method: 'GET',
    path: '/api/Entorno/ObtenerConfiguracionesGrid/{codigogrid}',
    response: v.array(ConfiguracionGridSchema),
  }),
  /**
   * One saved grid view.
   *
   * Sends `GET /api/Entorno/ObtenerConfiguracionGrid/{id}`; resolves to `ConfiguracionGrid`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `entorno.obtenerConfiguracionGrid`
   */
  obtenerConfiguracionGrid: endpoint({
    method: 'GET',
    path: '/api/Entorno/ObtenerConfiguracionGrid/{id}',
    response: ConfiguracionGridSchema,
  }),
  /**
   * The default view of a grid code, or null when the user has none.
   *
   * Sends `GET /api/Entorno/ObtenerConfiguracionGridPredeterminada/{codigo}`; resolves to `ConfiguracionGrid` or null.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `entorno.obtenerConfiguracionGridPredeterminada`
   */
  obtenerConfiguracionGridPredeterminada: endpoint({
    method: 'GET',
    path: '/api/Entorno/ObtenerConfiguracionGridPredeterminada/{codigo}',
    response: v.nullable(ConfiguracionGridSchema),
  }),
  /**
   * Save a new grid view; returns it with its id.
   *
   * Sends `POST /api/Entorno/GuardarConfiguracionGrid` with a `GuardarConfiguracionGridInput` body; resolves to `ConfiguracionGrid`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ConflictError} 409: the change conflicts with stored data; `field` names what.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `entorno.guardarConfiguracionGrid`
   */
  guardarConfiguracionGrid: endpoint({
    method: 'POST',
    path: '/api/Entorno/GuardarConfiguracionGrid',
    body: GuardarConfiguracionGridSchema,
    response: ConfiguracionGridSchema,
  }),
  /**
   * Replace a saved grid view (name, default flag and state).
   *
   * Sends `PUT /api/Entorno/GuardarConfiguracionGrid/{id}` with a `GuardarConfiguracionGridInput` body; resolves to `ConfiguracionGrid`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `entorno.actualizarConfiguracionGrid`
   */
  actualizarConfiguracionGrid: endpoint({
    method: 'PUT',
    path: '/api/Entorno/GuardarConfiguracionGrid/{id}',
    body: GuardarConfiguracionGridSchema,
    response: ConfiguracionGridSchema,
  }),
  /**
   * Delete a saved grid view.
   *
   * Sends `DELETE /api/Entorno/EliminarConfiguracionGrid/{idConfiguracionGrid}`; resolves to `Eliminado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `entorno.eliminarConfiguracionGrid`
   */
  eliminarConfiguracionGrid: endpoint({
    method: 'DELETE',
    path: '/api/Entorno/EliminarConfiguracionGrid/{idConfiguracionGrid}',
    response: EliminadoSchema,
  }),
  /**
   * The user's style (defaults until first saved).
   *
   * Sends `GET /api/Entorno/ObtenerEstilo`; resolves to `Estilo`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `entorno.obtenerEstilo`
   */
  obtenerEstilo: endpoint({
    method: 'GET',
    path: '/api/Entorno/ObtenerEstilo',
    response: EstiloSchema,
  }),
  /**
   * Save the user's style; returns it as stored.
   *
   * Sends `POST /api/Entorno/GuardarEstilo` with a `EstiloInput` body; resolves to `Estilo`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `entorno.guardarEstilo`
   */
  guardarEstilo: endpoint({
    method: 'POST',
    path: '/api/Entorno/GuardarEstilo',
    body: EstiloSchema,
    response: EstiloSchema,
  }),
  /**
   * Extension: the command palette's search. Shipments, dossiers, invoices and air waybills of the caller's own customers whose reference starts with or contains `texto`, only of the kinds the caller's permissions open; at most 20, exact matches first.
   *
   * Sends `GET /api/Entorno/Buscar`; resolves to `ResultadoBusqueda[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `entorno.buscar`
   */
  buscar: endpoint({
    method: 'GET',
    path: '/api/Entorno/Buscar',
    query: BuscarQuerySchema,
    response: v.array(ResultadoBusquedaSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const entornoDocs = {
  obtenerConfiguracionesGrid: {
    errors: [400, 401],
    summary: "The user's saved views of one grid, with their state, default first.",
  },
  obtenerConfiguracionGrid: {
    errors: [400, 401, 404],
    summary: 'One saved grid view.',
  },
  obtenerConfiguracionGridPredeterminada: {
    errors: [400, 401],
    summary: 'The default view of a grid code, or null when the user has none.',
  },
  guardarConfiguracionGrid: {
    errors: [400, 401, 409],
    summary: 'Save a new grid view; returns it with its id.',
  },
  actualizarConfiguracionGrid: {
    errors: [400, 401, 404],
    summary: 'Replace a saved grid view (name, default flag and state).',
  },
  eliminarConfiguracionGrid: {
    errors: [400, 401, 404],
    summary: 'Delete a saved grid view.',
  },
  obtenerEstilo: {
    errors: [401],
    summary: "The user's style (defaults until first saved).",
  },
  guardarEstilo: {
    errors: [400, 401],
    summary: "Save the user's style; returns it as stored.",
  },
  buscar: {
    errors: [400, 401, 403],
    summary:
      "Extension: the command palette's search. Shipments, dossiers, invoices and air waybills of the caller's own customers whose reference starts with or contains `texto`, only of the kinds the caller's permissions open; at most 20, exact matches first.",
  },
} as const satisfies DocsOf<typeof entornoEndpoints>;
