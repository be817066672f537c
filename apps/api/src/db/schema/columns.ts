import { char, doublePrecision, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

// Columns and groups of columns several tables share, spread into their definitions. The references
// to the core tables (idCliente, idUsuario) live in core.ts, beside the tables they point to.

/** The row's number, given by the database. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** An instant (timestamp with time zone), read as a Date. */
export const instante = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was created. */
export const creado = () => instante('fecha_alta').notNull().defaultNow();

/** Where an operation (a dossier, a shipment) goes from and to, and who sends and receives it. */
export const routeColumns = () => ({
  origen: varchar('origen', { length: 100 }).notNull(),
  /** UN/LOCODE for ports and cities, IATA code for airports. */
  codigoOrigen: varchar('codigo_origen', { length: 10 }).notNull(),
  paisOrigen: char('pais_origen', { length: 2 }).notNull(),
  destino: varchar('destino', { length: 100 }).notNull(),
  codigoDestino: varchar('codigo_destino', { length: 10 }).notNull(),
  paisDestino: char('pais_destino', { length: 2 }).notNull(),
  expedidor: varchar('expedidor', { length: 160 }).notNull(),
  destinatario: varchar('destinatario', { length: 160 }).notNull(),
});

/** How much an operation's goods are: packages, gross weight and volume. */
export const goodsMeasureColumns = () => ({
  bultos: integer('bultos').notNull(),
  pesoBrutoKg: doublePrecision('peso_bruto_kg').notNull(),
  volumenM3: doublePrecision('volumen_m3').notNull(),
});
