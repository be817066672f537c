import * as v from 'valibot';
import { IdSchema } from '../common.schema';
import { TipoDocumentoSchema } from './tracking.schema';

// The files of a shipment's or a dossier's documents: uploading one (multipart/form-data) and
// downloading any listed document (`Documento.id`), the forwarder's own as well.

/** Largest file an upload takes: 20 MiB; a larger one answers 413. */
export const MAX_TAMANO_DOCUMENTO = 20 * 1024 * 1024;

/**
 * What an upload sends, as multipart/form-data: the file and its document type. The server
 * recognises the file by its content (PDF, PNG, JPEG, XLSX, DOCX or CSV; otherwise 415) and cleans
 * its name (no path, no control characters, at most 200 characters).
 */
export const SubirDocumentoSchema = v.object({
  /** A `File` (its name is kept) or a `Blob`. */
  archivo: v.blob(),
  tipo: TipoDocumentoSchema,
});

/** A downloaded document: its bytes, `type` the media type the server recognised when it was uploaded. */
export const ArchivoDocumentoSchema = v.blob();

/** The uploaded document's id (as `Documento.id` in the shipment's or dossier's list). */
export const DocumentoSubidoSchema = v.object({ id: IdSchema });

export type SubirDocumento = v.InferOutput<typeof SubirDocumentoSchema>;
export type ArchivoDocumento = v.InferOutput<typeof ArchivoDocumentoSchema>;
export type DocumentoSubido = v.InferOutput<typeof DocumentoSubidoSchema>;
