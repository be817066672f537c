import { eq, inArray } from 'drizzle-orm';
import { clientes } from '../db/schema/core';
import { huellasCarbono } from '../db/schema/huellaCarbono';
import { partidas } from '../db/schema/tracking';
import { expandLegs } from '../domain/huellaCarbono';
import { defineController } from '../http/controller';
import { pagedList } from '../http/list';
import { idsInPeriod } from '../http/scope';

// Carbon footprint (ISO 14083 / GLEC): per shipment departing in the period (ATD, else ETD), its
// legs with distance, tonne-km, factor and kg CO2e split well-to-tank / tank-to-wheel. Computed and
// stored when the shipment is created (src/domain/huellaCarbono.ts); the shipment's co2eKg is the WTW total.

export const huellaCarbonoController = defineController('huellaCarbono', {
  /** Newest first, read a page at a time (src/http/list.ts); a footprint's id is its shipment's. */
  obtenerHuellaCarbonoPeriodo: ({ query, user, db }) =>
    pagedList({
      ids: idsInPeriod(
        db,
        user,
        {
          table: huellasCarbono,
          id: huellasCarbono.idPartida,
          idCliente: huellasCarbono.idCliente,
          fecha: huellasCarbono.fecha,
        },
        query.fechainicio,
        query.fechafin,
      ),
      rows: async (ids) => {
        const rows = await db
          .select({
            huella: huellasCarbono,
            numeroPartida: partidas.numeroPartida,
            modo: partidas.modo,
            origen: partidas.origen,
            destino: partidas.destino,
            cliente: clientes.nombre,
          })
          .from(huellasCarbono)
          .innerJoin(partidas, eq(partidas.id, huellasCarbono.idPartida))
          .innerJoin(clientes, eq(clientes.id, huellasCarbono.idCliente))
          .where(inArray(huellasCarbono.idPartida, ids));
        return rows.map(({ huella: h, ...p }) => ({
          id: h.idPartida,
          numeroPartida: p.numeroPartida,
          idCliente: h.idCliente,
          cliente: p.cliente,
          fecha: h.fecha.toISOString(),
          modo: p.modo,
          origen: p.origen,
          destino: p.destino,
          co2eWtwKg: h.co2eWtwKg,
          co2eWttKg: h.co2eWttKg,
          co2eTtwKg: h.co2eTtwKg,
          toneladasKm: h.toneladasKm,
          intensidadGCo2eTkm: h.intensidadGCo2eTkm,
          conjuntoFactores: h.conjuntoFactores,
          versionFactores: h.versionFactores,
          tramos: expandLegs(h.tramos),
        }));
      },
    }),
});
