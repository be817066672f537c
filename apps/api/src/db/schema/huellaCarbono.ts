import { doublePrecision, index, integer, json, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { EmissionFactorKey, EmissionLegMode } from '../../reference/emission-factors';
import { instante } from './columns';
import { idCliente } from './core';
import { partidas } from './tracking';

// Carbon footprint per shipment (ISO 14083 / GLEC), computed when the shipment is created (and by the
// seed) from its legs and the factor set of src/reference/emission-factors.ts. The legs are only read
// with their shipment's footprint: a json column.

/**
 * A leg as stored (json, compact): `[modo, factor key, codigoOrigen, origen, codigoDestino, destino,
 * distanciaKm, toneladas, toneladasKm, factor WTW, WTT kg, TTW kg, WTW kg]`. The category and data type
 * come back from the factor key (keys are never reused), the numbers as computed.
 */
export type TramoAlmacenado = [
  modo: EmissionLegMode,
  factor: EmissionFactorKey,
  codigoOrigen: string,
  origen: string,
  codigoDestino: string,
  destino: string,
  distanciaKm: number,
  toneladas: number,
  toneladasKm: number,
  factorWtw: number,
  wtt: number,
  ttw: number,
  wtw: number,
];

export const huellasCarbono = pgTable(
  'huellas_carbono',
  {
    idPartida: integer('id_partida')
      .primaryKey()
      .references(() => partidas.id, { onDelete: 'cascade' }),
    idCliente: idCliente(),
    /** Departure: ATD, else ETD (the period filter). */
    fecha: instante('fecha').notNull(),
    co2eWtwKg: doublePrecision('co2e_wtw_kg').notNull(),
    co2eWttKg: doublePrecision('co2e_wtt_kg').notNull(),
    co2eTtwKg: doublePrecision('co2e_ttw_kg').notNull(),
    toneladasKm: doublePrecision('toneladas_km').notNull(),
    intensidadGCo2eTkm: doublePrecision('intensidad_g_co2e_tkm').notNull(),
    conjuntoFactores: varchar('conjunto_factores', { length: 100 }).notNull(),
    versionFactores: varchar('version_factores', { length: 20 }).notNull(),
    /** Compact legs (`TramoAlmacenado`, written and read by domain/huellaCarbono.ts). */
    tramos: json('tramos').$type<TramoAlmacenado[]>().notNull(),
  },
  (t) => [index('huellas_carbono_cliente_fecha_idx').on(t.idCliente, t.fecha)],
);

export type HuellaCarbonoRow = typeof huellasCarbono.$inferSelect;
export type NewHuellaCarbonoRow = typeof huellasCarbono.$inferInsert;
