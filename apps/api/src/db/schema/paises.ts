import { boolean, char, doublePrecision, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Countries: one table for every area, filled from the one country list (apps/api/data/countries.csv).
 * Transport requests price with the road network (`regionCarretera`, null: no road service), EU
 * customs-union membership and the VAT rate on domestic transport; air export offers the countries
 * with an export station as origins (`origenAereo`) and those with an airport as destinations
 * (`destinoAereo`). Transport names countries in Spanish, the air waybill in English.
 */
export const paises = pgTable('paises', {
  id: id(),
  codigo: char('codigo', { length: 2 }).notNull().unique(),
  nombreEs: varchar('nombre_es', { length: 80 }).notNull(),
  nombreEn: varchar('nombre_en', { length: 80 }).notNull(),
  regionCarretera: varchar('region_carretera', { length: 20 }),
  unionAduanera: boolean('union_aduanera').notNull().default(false),
  ivaPct: doublePrecision('iva_pct').notNull(),
  origenAereo: boolean('origen_aereo').notNull().default(false),
  destinoAereo: boolean('destino_aereo').notNull().default(true),
});
