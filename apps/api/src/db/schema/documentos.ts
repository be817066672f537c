import type { TipoDocumento } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { creado } from './columns';
import { idCliente, usuarios } from './core';
import { dossieres } from './dossier';
import { partidas } from './tracking';

// Files the customer uploaded to a shipment or a dossier, kept in the database so that every API
// process reads them. The forwarder's own documents stay in the json lists of `partidas` and
// `dossieres` and are drawn as PDFs when downloaded (domain/documentos.ts): storing tens of
// thousands of demo files would only cost the seed time and memory.

/** Raw bytes (PostgreSQL bytea), read as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded ids stay below this, so the ids the forwarder's documents are given
 * (`forwarderDocumentId`, from this value up) never meet them.
 */
export const PRIMER_ID_DOCUMENTO_TRANSITARIO = 1_000_000_000;

export const documentos = pgTable(
  'documentos',
  {
    id: integer('id')
      .primaryKey()
      .generatedByDefaultAsIdentity({ maxValue: PRIMER_ID_DOCUMENTO_TRANSITARIO - 1 }),
    idCliente: idCliente('cascade'),
    /** The shipment or (exclusive) the dossier the file belongs to. */
    idPartida: integer('id_partida').references(() => partidas.id, { onDelete: 'cascade' }),
    idDossier: integer('id_dossier').references(() => dossieres.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20 }).$type<TipoDocumento>().notNull(),
    /** The cleaned file name (domain/documentos.ts `cleanFileName`). */
    nombre: varchar('nombre', { length: 200 }).notNull(),
    /** Recognised from the content, never taken from the client. */
    tipoContenido: varchar('tipo_contenido', { length: 100 }).notNull(),
    /** Bytes. */
    tamano: integer('tamano').notNull(),
    contenido: bytea('contenido').notNull(),
    /** Who uploaded it (null once that user is deleted; the name stays). */
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    usuario: varchar('usuario', { length: 100 }).notNull(),
    fechaAlta: creado(),
  },
  (t) => [
    check('documentos_una_entidad_chk', sql`num_nonnulls(${t.idPartida}, ${t.idDossier}) = 1`),
    check('documentos_tamano_chk', sql`${t.tamano} >= 0`),
    index('documentos_partida_idx').on(t.idPartida),
    index('documentos_dossier_idx').on(t.idDossier),
  ],
);

export type DocumentoRow = typeof documentos.$inferSelect;
