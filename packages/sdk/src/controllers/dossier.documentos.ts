import { type DocsOf, endpoint } from '../internal/endpoint';
import { DocumentoSubidoSchema, SubirDocumentoSchema } from './tracking.documentos.schema';

// Part of the `dossier` controller: uploading a file to a dossier's documents. It downloads and is
// deleted with `tracking.descargarDocumento` and `tracking.eliminarDocumento` (ids are unique
// across shipments and dossiers).

/** Uploading a file to a dossier's documents. */
export const documentosDossierEndpoints = {
  /**
   * Extension: uploads a file to a dossier's documents (multipart/form-data `archivo` and `tipo`): PDF, PNG, JPEG, XLSX, DOCX or CSV recognised by its content, at most 20 MiB.
   *
   * Sends `POST /api/Dossier/SubirDocumento/{id}` with a `SubirDocumento` body; resolves to `DocumentoSubido`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ApiError} 413: the file is larger than the call takes.
   * @throws {ApiError} 415: the file is not of a type the call takes (recognised by its content).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `dossier.subirDocumento`
   */
  subirDocumento: endpoint({
    method: 'POST',
    path: '/api/Dossier/SubirDocumento/{id}',
    body: SubirDocumentoSchema,
    multipart: true,
    response: DocumentoSubidoSchema,
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const documentosDossierDocs = {
  subirDocumento: {
    errors: [400, 401, 403, 404, 413, 415],
    summary:
      "Extension: uploads a file to a dossier's documents (multipart/form-data `archivo` and `tipo`): PDF, PNG, JPEG, XLSX, DOCX or CSV recognised by its content, at most 20 MiB.",
  },
} as const satisfies DocsOf<typeof documentosDossierEndpoints>;
