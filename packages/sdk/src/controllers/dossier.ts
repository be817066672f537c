import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import { documentosDossierDocs, documentosDossierEndpoints } from './dossier.documentos';
import { DossierResumenSchema, DossierSchema } from './dossier.schema';

/** Dossiers (forwarding files). Needs the `accesoDossieres` flag. */
export const dossierEndpoints = {
  /**
   * One dossier with its shipments, customs declarations, documents and timeline.
   *
   * Sends `GET /api/Dossier/ObtenerDossier/{id}`; resolves to `Dossier`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `dossier.obtenerDossier`
   */
  obtenerDossier: endpoint({
    method: 'GET',
    path: '/api/Dossier/ObtenerDossier/{id}',
    response: DossierSchema,
  }),
  /**
   * Dossiers opened within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.
   *
   * Sends `GET /api/Dossier/ObtenerSeguimientoDossieresPeriodo`; resolves to `DossierResumen[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `dossier.obtenerSeguimientoDossieresPeriodo`
   */
  obtenerSeguimientoDossieresPeriodo: endpoint({
    method: 'GET',
    path: '/api/Dossier/ObtenerSeguimientoDossieresPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(DossierResumenSchema),
  }),
  ...documentosDossierEndpoints,
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const dossierDocs = {
  obtenerDossier: {
    errors: [400, 401, 403, 404],
    summary: 'One dossier with its shipments, customs declarations, documents and timeline.',
  },
  obtenerSeguimientoDossieresPeriodo: {
    errors: [400, 401, 403],
    summary:
      'Dossiers opened within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  },
  ...documentosDossierDocs,
} as const satisfies DocsOf<typeof dossierEndpoints>;
