import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { instante } from './columns';
import { idUsuario } from './core';

// Counters of the rate limits and of sign-in delays, shared by every API process through the
// database (N processes with counters in memory would allow N times the attempts).

/** One counter per key (`login-account:ana`, `login-pair:ana:<address hash>`, `recovery-ip:…`). */
export const limitesIntentos = pgTable(
  'limites_intentos',
  {
    clave: varchar('clave', { length: 200 }).primaryKey(),
    intentos: integer('intentos').notNull(),
    /** The count starts again from zero after this instant (and the row may be deleted). */
    caduca: instante('caduca').notNull(),
    /** Progressive delay: no further attempt under this key is checked before this instant. */
    esperaHasta: instante('espera_hasta'),
  },
  (t) => [index('limites_intentos_caduca_idx').on(t.caduca)],
);

/**
 * Addresses a user signed in from with the right password (a keyed hash of the IP, never the IP):
 * while their account is under attack from elsewhere, the user can still sign in from these.
 */
export const direccionesConocidas = pgTable(
  'direcciones_conocidas',
  {
    idUsuario: idUsuario(),
    direccionHash: varchar('direccion_hash', { length: 64 }).notNull(),
    ultimoAcceso: instante('ultimo_acceso').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idUsuario, t.direccionHash] })],
);
