import { doublePrecision, index, integer, json, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TramoAlmacenado } from '../../domain/huellaCarbono';
import { clientes } from './core';
import { partidas } from './tracking';

// Carbon footprint per shipment (ISO 14083 / GLEC), computed when the shipment is created (and by the
// seed) from its legs and the factor set of src/reference/emission-factors.ts. The legs are only read
// with their shipment's footprint: a json column.

export const huellasCarbono = pgTable(
  'huellas_carbono',
  {
    idPartida: integer('id_partida')
      .primaryKey()
      .references(() => partidas.id, { onDelete: 'cascade' }),
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    /** Departure: ATD, else ETD (the period filter). */
    fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull(),
    co2eWtwKg: doublePrecision('co2e_wtw_kg').notNull(),
    co2eWttKg: doublePrecision('co2e_wtt_kg').notNull(),
    co2eTtwKg: doublePrecision('co2e_ttw_kg').notNull(),
    toneladasKm: doublePrecision('toneladas_km').notNull(),
    intensidadGCo2eTkm: doublePrecision('intensidad_g_co2e_tkm').notNull(),
    conjuntoFactores: varchar('conjunto_factores', { length: 100 }).notNull(),
    versionFactores: varchar('version_factores', { length: 20 }).notNull(),
    /** Compact legs (see domain/huellaCarbono.ts `TramoAlmacenado`). */
    tramos: json('tramos').$type<TramoAlmacenado[]>().notNull(),
  },
  (t) => [index('huellas_carbono_cliente_fecha_idx').on(t.idCliente, t.fecha)],
);

export type HuellaCarbonoRow = typeof huellasCarbono.$inferSelect;
export type NewHuellaCarbonoRow = typeof huellasCarbono.$inferInsert;
