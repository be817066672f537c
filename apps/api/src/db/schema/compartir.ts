import { char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { creado, id, instante } from './columns';
import { idCliente, usuarios } from './core';
import { partidas } from './tracking';

// Public tracking links: a customer's user shares one shipment with someone who has no account
// (routes/tracking/compartir.ts creates and revokes them, routes/publico.ts opens them).

/**
 * A share link of a shipment. Only the SHA-256 of its token is stored: the token itself is shown once,
 * when the link is created, and whoever reads this table cannot open the links.
 */
export const enlacesCompartidos = pgTable(
  'enlaces_compartidos',
  {
    id: id(),
    idPartida: integer('id_partida')
      .notNull()
      .references(() => partidas.id, { onDelete: 'cascade' }),
    /** The shipment's customer when the link was made: scopes the list and the revocation. */
    idCliente: idCliente('cascade'),
    /** SHA-256 of the token, lower-case hex. */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    /** The user who created it; the name stays when the user goes. */
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    usuario: varchar('usuario', { length: 100 }).notNull(),
    fechaAlta: creado(),
    caduca: instante('caduca').notNull(),
    revocado: instante('revocado'),
    revocadoPor: varchar('revocado_por', { length: 100 }),
    aperturas: integer('aperturas').notNull().default(0),
    ultimaApertura: instante('ultima_apertura'),
  },
  (t) => [
    uniqueIndex('enlaces_compartidos_token_unq').on(t.tokenHash),
    index('enlaces_compartidos_partida_idx').on(t.idPartida),
  ],
);

export type EnlaceCompartidoRow = typeof enlacesCompartidos.$inferSelect;
