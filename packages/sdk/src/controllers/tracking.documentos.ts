import { EliminadoSchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import {
  ArchivoDocumentoSchema,
  DocumentoSubidoSchema,
  SubirDocumentoSchema,
} from './tracking.documentos.schema';

// Part of the `tracking` controller: the files of documents. Downloading and deleting take the
// document's id, unique across shipments and dossiers, so one pair serves both (a dossier's upload
// is `dossier.subirDocumento`).

/** Uploading, downloading and deleting the files of shipments' and dossiers' documents. */
export const documentosEndpoints = {
  /**
   * Extension: uploads a file to a shipment's documents (multipart/form-data `archivo` and `tipo`): PDF, PNG, JPEG, XLSX, DOCX or CSV recognised by its content, at most 20 MiB.
   *
   * Sends `POST /api/Tracking/SubirDocumento/{id}` with a `SubirDocumento` body; resolves to `DocumentoSubido`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ApiError} 413: the file is larger than the call takes.
   * @throws {ApiError} 415: the file is not of a type the call takes (recognised by its content).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.subirDocumento`
   */
  subirDocumento: endpoint({
    method: 'POST',
    path: '/api/Tracking/SubirDocumento/{id}',
    body: SubirDocumentoSchema,
    multipart: true,
    response: DocumentoSubidoSchema,
  }),
  /**
   * Extension: the file of a shipment's or a dossier's document (`Documento.id`), as a Blob; the forwarder's own documents as a PDF drawn from the record.
   *
   * Sends `GET /api/Tracking/DescargarDocumento/{idDocumento}`; resolves to `ArchivoDocumento`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.descargarDocumento`
   */
  descargarDocumento: endpoint({
    method: 'GET',
    path: '/api/Tracking/DescargarDocumento/{idDocumento}',
    response: ArchivoDocumentoSchema,
    binary: true,
  }),
  /**
   * Extension: deletes a file the customer uploaded to a shipment or a dossier; the forwarder's own documents cannot be deleted (409).
   *
   * Sends `DELETE /api/Tracking/EliminarDocumento/{idDocumento}`; resolves to `Eliminado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ConflictError} 409: the change conflicts with stored data; `field` names what.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.eliminarDocumento`
   */
  eliminarDocumento: endpoint({
    method: 'DELETE',
    path: '/api/Tracking/EliminarDocumento/{idDocumento}',
    response: EliminadoSchema,
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const documentosDocs = {
  subirDocumento: {
    errors: [400, 401, 403, 404, 413, 415],
    summary:
      "Extension: uploads a file to a shipment's documents (multipart/form-data `archivo` and `tipo`): PDF, PNG, JPEG, XLSX, DOCX or CSV recognised by its content, at most 20 MiB.",
  },
  descargarDocumento: {
    errors: [400, 401, 403, 404],
    summary:
      "Extension: the file of a shipment's or a dossier's document (`Documento.id`), as a Blob; the forwarder's own documents as a PDF drawn from the record.",
  },
  eliminarDocumento: {
    errors: [400, 401, 403, 404, 409],
    summary:
      "Extension: deletes a file the customer uploaded to a shipment or a dossier; the forwarder's own documents cannot be deleted (409).",
  },
} as const satisfies DocsOf<typeof documentosEndpoints>;
