import { char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { creado, id, instante } from './columns';
import { usuarios } from './core';
import { partidas } from './tracking';

// The integration API's own tables: the keys the provider's systems call with, and the milestones
// they post (kept apart from the shipment's compact timeline, so a repeated post is recognised by a
// unique key and answered with the first one's id).

/** An integration key: only its SHA-256 is stored; the key itself is shown once, when created. */
export const clavesIntegracion = pgTable(
  'claves_integracion',
  {
    id: id(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    /** The key's first characters, to tell keys apart on screen and in the audit log. */
    prefijo: varchar('prefijo', { length: 16 }).notNull(),
    claveHash: char('clave_hash', { length: 64 }).notNull(),
    /** The administrator who created it; the name stays when the user goes. */
    idUsuarioAlta: integer('id_usuario_alta').references(() => usuarios.id, { onDelete: 'set null' }),
    creadaPor: varchar('creada_por', { length: 100 }).notNull(),
    fechaAlta: creado(),
    ultimoUso: instante('ultimo_uso'),
    revocada: instante('revocada'),
  },
  (t) => [uniqueIndex('claves_integracion_hash_unq').on(t.claveHash)],
);

/**
 * A milestone posted through `Integracion/RegistrarHito`. The same shipment, code and instant is the
 * same milestone (unique), whichever process or retry posts it.
 */
export const hitosRegistrados = pgTable(
  'hitos_registrados',
  {
    id: id(),
    idPartida: integer('id_partida')
      .notNull()
      .references(() => partidas.id, { onDelete: 'cascade' }),
    codigo: varchar('codigo', { length: 4 }).notNull(),
    fecha: instante('fecha').notNull(),
    lugar: varchar('lugar', { length: 100 }),
    /** A new estimate of the shipment's arrival that came with it. */
    estimada: instante('estimada'),
    idClave: integer('id_clave').references(() => clavesIntegracion.id, { onDelete: 'set null' }),
    fechaAlta: creado(),
  },
  (t) => [
    uniqueIndex('hitos_registrados_unq').on(t.idPartida, t.codigo, t.fecha),
    index('hitos_registrados_alta_idx').on(t.fechaAlta),
  ],
);
