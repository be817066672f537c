import type { Db } from '../db/client';
import { paises } from '../db/schema/index';
import { AIRPORTS, COUNTRIES } from '../reference/geo';
import { insertRows } from './bulk-insert';
import type { SeedContext } from './context';

/**
 * The one country list (data/countries.csv) into `paises`, for transport requests and air export
 * alike. Air origins: the countries with an export station of the provider and every customer's
 * country, where there is an airport; air destinations: every country with an airport.
 */
export async function seedPaises(ctx: SeedContext): Promise<void> {
  const conAeropuerto = new Set(AIRPORTS.map((a) => a.country));
  const origen = new Set([
    ...COUNTRIES.filter((c) => c.airExportStation).map((c) => c.code),
    ...ctx.clientes.map((c) => c.pais),
  ]);
  await insertRows(
    ctx.db,
    paises,
    COUNTRIES.map((c) => ({
      codigo: c.code,
      nombreEs: c.nameEs,
      nombreEn: c.nameEn,
      regionCarretera: c.roadRegion,
      unionAduanera: c.customsUnion,
      ivaPct: c.vatPct,
      origenAereo: origen.has(c.code) && conAeropuerto.has(c.code),
      destinoAereo: conAeropuerto.has(c.code),
    })),
  );
}

/** Id of each country code in `paises` (for the seeds that refer to countries). */
export async function idsPaises(db: Db): Promise<ReadonlyMap<string, number>> {
  const rows = await db.select({ id: paises.id, codigo: paises.codigo }).from(paises);
  return new Map(rows.map((row) => [row.codigo, row.id]));
}
