import type { Documento, TipoDocumento } from '@extranet/sdk/schemas';
import { asc, eq } from 'drizzle-orm';
import { audit } from '../../audit';
import { ApiError, conflict, invalid, notFound } from '../../core/errors';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { documentos } from '../../db/schema/documentos';
import { dossieres } from '../../db/schema/dossier';
import { type DocumentoAlmacenado, partidas } from '../../db/schema/tracking';
import {
  cleanFileName,
  type EntidadDocumento,
  type ForwarderDocumentRecord,
  forwarderDocumentId,
  forwarderDocumentPdf,
  parseForwarderDocumentId,
  recogniseContent,
} from '../../domain/documentos';
import { type AppContext, requestOrigin } from '../../http/context';
import type { ControllerHandlers } from '../../http/controller';
import { canSeeCliente } from '../../http/scope';
import { isoString } from '../../lib/dates';

// The files of documents: what the customer uploads to a shipment or a dossier (stored in table
// `documentos`), and the forwarder's own listed documents, drawn as PDFs from their record when
// downloaded (domain/documentos.ts). Ids are unique across both kinds and both records, so one
// download and one delete serve shipments and dossiers. Another customer's record or document
// answers 404, as does one of a kind the caller's flags do not open (accesoPartidas, accesoDossieres).

/** May the caller see documents of this kind of record of this customer? */
const mayOpen = (user: SessionUser, entidad: EntidadDocumento, idCliente: number | null): boolean =>
  (entidad === 'partida' ? user.permisos.accesoPartidas : user.permisos.accesoDossieres) &&
  canSeeCliente(user, idCliente);

/** What a forwarder's document of a shipment is drawn from. */
const partidaRecord = {
  id: partidas.id,
  idCliente: partidas.idCliente,
  referencia: partidas.numeroPartida,
  origen: partidas.origen,
  codigoOrigen: partidas.codigoOrigen,
  destino: partidas.destino,
  codigoDestino: partidas.codigoDestino,
  expedidor: partidas.expedidor,
  destinatario: partidas.destinatario,
  referenciaCliente: partidas.referenciaCliente,
  documentoTransporte: partidas.documentoTransporte,
  transportista: partidas.transportista,
  documentos: partidas.documentos,
};
/** What a forwarder's document of a dossier is drawn from. */
const dossierRecord = {
  id: dossieres.id,
  idCliente: dossieres.idCliente,
  referencia: dossieres.numeroDossier,
  origen: dossieres.origen,
  codigoOrigen: dossieres.codigoOrigen,
  destino: dossieres.destino,
  codigoDestino: dossieres.codigoDestino,
  expedidor: dossieres.expedidor,
  destinatario: dossieres.destinatario,
  referenciaCliente: dossieres.referenciaCliente,
  documentos: dossieres.documentos,
};

type RecordFields = Omit<ForwarderDocumentRecord, 'entidad' | 'tipo' | 'nombre' | 'fecha'>;
/** A forwarder's document as listed: type, name and ISO date. */
type Listed = { tipo: TipoDocumento; nombre: string; fecha: string };

const fromSeconds = (seconds: number): string => isoString(seconds * 1000);

/** A shipment's json documents as listed. */
export const listedOfPartida = (stored: readonly DocumentoAlmacenado[]): Listed[] =>
  stored.map(([tipo, fecha, nombre]) => ({ tipo, nombre, fecha: fromSeconds(fecha) }));

/** A dossier's json documents as listed (their stored 1..n ids give way to `forwarderDocumentId`). */
export const listedOfDossier = (stored: readonly Documento[]): Listed[] =>
  stored.map(({ tipo, nombre, fecha }) => ({ tipo, nombre, fecha }));

/** The download name of a forwarder's document: its listed name, as a PDF. */
const pdfName = (nombre: string): string => (/\.pdf$/i.test(nombre) ? nombre : `${nombre}.pdf`);

/**
 * The documents of a shipment or a dossier as its detail lists them: the forwarder's own (ids from
 * `forwarderDocumentId`, not deletable) and then the customer's uploads, oldest first.
 */
export async function documentList(
  db: Db,
  entidad: EntidadDocumento,
  record: RecordFields & { id: number },
  listed: readonly Listed[],
): Promise<Documento[]> {
  const own: Documento[] = [];
  listed.forEach((doc, index) => {
    const id = forwarderDocumentId(entidad, record.id, index);
    if (id === undefined) return; // beyond what the ids can number (32 per record): not downloadable
    own.push({
      id,
      ...doc,
      origen: 'TRANSITARIO',
      eliminable: false,
      tamano: forwarderDocumentPdf({ ...record, ...doc, entidad }).byteLength,
      tipoContenido: 'application/pdf',
      usuario: null,
    });
  });
  const uploads = await db
    .select({
      id: documentos.id,
      tipo: documentos.tipo,
      nombre: documentos.nombre,
      fechaAlta: documentos.fechaAlta,
      tamano: documentos.tamano,
      tipoContenido: documentos.tipoContenido,
      usuario: documentos.usuario,
    })
    .from(documentos)
    .where(entidad === 'partida' ? eq(documentos.idPartida, record.id) : eq(documentos.idDossier, record.id))
    .orderBy(asc(documentos.fechaAlta), asc(documentos.id));
  return [
    ...own,
    ...uploads.map(({ fechaAlta, ...doc }) => ({
      ...doc,
      fecha: fechaAlta.toISOString(),
      origen: 'CLIENTE' as const,
      eliminable: true,
    })),
  ];
}

/** A shipment's or a dossier's record when the caller may see its documents; 404 otherwise. */
async function recordOf(db: Db, user: SessionUser, entidad: EntidadDocumento, id: number) {
  const [row] =
    entidad === 'partida'
      ? await db.select(partidaRecord).from(partidas).where(eq(partidas.id, id))
      : await db.select(dossierRecord).from(dossieres).where(eq(dossieres.id, id));
  if (!row || !mayOpen(user, entidad, row.idCliente))
    throw notFound(entidad === 'partida' ? 'shipment' : 'dossier');
  const listed =
    entidad === 'partida'
      ? listedOfPartida((row as { documentos: DocumentoAlmacenado[] }).documentos)
      : listedOfDossier((row as { documentos: Documento[] }).documentos);
  return { record: row as RecordFields & { id: number; idCliente: number }, listed };
}

/** Where an action on a document happened, for the audit log. */
const origin = (
  c: AppContext,
  user: SessionUser,
  entidad: EntidadDocumento,
  idEntidad: number,
  idCliente: number,
) => ({
  ...requestOrigin(c),
  who: { idUsuario: user.id, usuario: user.usuario },
  entidad,
  idEntidad: String(idEntidad),
  idCliente,
});

/** Stores an uploaded file of a shipment or a dossier: recognised by content, its name cleaned. */
async function upload(
  c: AppContext,
  db: Db,
  user: SessionUser,
  entidad: EntidadDocumento,
  id: number,
  readBody: () => Promise<{ archivo: Blob; tipo: TipoDocumento }>,
): Promise<{ id: number }> {
  const { record } = await recordOf(db, user, entidad, id);
  const body = await readBody();
  const bytes = new Uint8Array(await body.archivo.arrayBuffer());
  if (bytes.byteLength === 0) throw invalid('archivo', 'is empty');
  const known = recogniseContent(bytes);
  if (!known) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'archivo: must be a PDF, PNG, JPEG, XLSX, DOCX or CSV file (recognised by its content)',
      { field: 'archivo' },
    );
  }
  const nombre = cleanFileName((body.archivo as Partial<File>).name ?? '', known.extension);
  const [row] = await db
    .insert(documentos)
    .values({
      idCliente: record.idCliente,
      idPartida: entidad === 'partida' ? id : null,
      idDossier: entidad === 'dossier' ? id : null,
      tipo: body.tipo,
      nombre,
      tipoContenido: known.tipoContenido,
      tamano: bytes.byteLength,
      contenido: bytes,
      idUsuario: user.id,
      usuario: user.usuario,
    })
    .returning({ id: documentos.id });
  await audit({
    ...origin(c, user, entidad, id, record.idCliente),
    event: 'DOCUMENT_UPLOADED',
    detail: nombre,
  });
  return { id: row!.id };
}

export const documentosHandlers = {
  subirDocumento: ({ params, readBody, user, db, c }) => upload(c, db, user, 'partida', params.id, readBody),

  descargarDocumento: async ({ params, user, db, c }) => {
    const forwarder = parseForwarderDocumentId(params.idDocumento);
    if (forwarder) {
      const { entidad, idEntidad, index } = forwarder;
      const { record, listed } = await recordOf(db, user, entidad, idEntidad).catch(() => {
        throw notFound('document');
      });
      const doc = listed[index];
      if (!doc) throw notFound('document');
      const pdf = forwarderDocumentPdf({ ...record, ...doc, entidad });
      await audit({
        ...origin(c, user, entidad, idEntidad, record.idCliente),
        event: 'DOCUMENT_DOWNLOADED',
        detail: pdfName(doc.nombre),
      });
      return new File([pdf], pdfName(doc.nombre), { type: 'application/pdf' });
    }
    const [row] = await db.select().from(documentos).where(eq(documentos.id, params.idDocumento));
    const entidad: EntidadDocumento = row?.idPartida ? 'partida' : 'dossier';
    if (!row || !mayOpen(user, entidad, row.idCliente)) throw notFound('document');
    await audit({
      ...origin(c, user, entidad, (row.idPartida ?? row.idDossier)!, row.idCliente),
      event: 'DOCUMENT_DOWNLOADED',
      detail: row.nombre,
    });
    return new File([row.contenido], row.nombre, { type: row.tipoContenido });
  },

  eliminarDocumento: async ({ params, user, db, c }) => {
    const forwarder = parseForwarderDocumentId(params.idDocumento);
    if (forwarder) {
      const { record, listed } = await recordOf(db, user, forwarder.entidad, forwarder.idEntidad).catch(
        () => {
          throw notFound('document');
        },
      );
      if (!listed[forwarder.index] || !record) throw notFound('document');
      throw conflict(
        'idDocumento',
        "is the forwarder's own document: only documents the customer uploaded can be deleted",
      );
    }
    const [row] = await db
      .select({
        id: documentos.id,
        idCliente: documentos.idCliente,
        idPartida: documentos.idPartida,
        idDossier: documentos.idDossier,
        tipo: documentos.tipo,
        nombre: documentos.nombre,
      })
      .from(documentos)
      .where(eq(documentos.id, params.idDocumento));
    const entidad: EntidadDocumento = row?.idPartida ? 'partida' : 'dossier';
    if (!row || !mayOpen(user, entidad, row.idCliente)) throw notFound('document');
    await db.delete(documentos).where(eq(documentos.id, row.id));
    await audit({
      ...origin(c, user, entidad, (row.idPartida ?? row.idDossier)!, row.idCliente),
      event: 'DOCUMENT_DELETED',
      detail: row.nombre,
    });
    return { id: row.id, eliminado: true as const };
  },
} satisfies ControllerHandlers<'tracking'>;

export const documentosDossierHandlers = {
  subirDocumento: ({ params, readBody, user, db, c }) => upload(c, db, user, 'dossier', params.id, readBody),
} satisfies ControllerHandlers<'dossier'>;
