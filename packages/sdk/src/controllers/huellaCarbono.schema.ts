import * as v from 'valibot';
import { CantidadSchema, FechaHoraSchema, IdSchema, ModoTransporteSchema } from '../common.schema';

/** Mode of one leg, finer than a shipment's mode: TERRESTRE is road (as in ModoTransporteSchema). */
export const ModoTramoEmisionSchema = v.picklist([
  'MARITIMO',
  'AEREO',
  'TERRESTRE',
  'FERROCARRIL',
  'FLUVIAL',
]);

/** ISO 14083 data type: PRIMARIO carrier-measured, MODELADO modelled, POR_DEFECTO default factor. */
export const TipoDatoEmisionSchema = v.picklist(['PRIMARIO', 'MODELADO', 'POR_DEFECTO']);

/**
 * Emissions of one leg: kg CO2e = toneladas × distanciaKm × factor ÷ 1000 (well-to-wheel), split into
 * well-to-tank (fuel production) and tank-to-wheel (combustion). Air distance is great-circle + 95 km.
 */
export const TramoHuellaCarbonoSchema = v.object({
  id: IdSchema,
  /** Position of the leg in the transport chain, from 1. */
  orden: v.pipe(v.number(), v.integer(), v.minValue(1)),
  modo: ModoTramoEmisionSchema,
  /** The factor set's vehicle or vessel category, e.g. `Container ship 8000-11999 TEU`. */
  categoriaFactor: v.string(),
  origen: v.string(),
  /** UN/LOCODE for ports and cities, IATA code for airports. */
  codigoOrigen: v.string(),
  destino: v.string(),
  codigoDestino: v.string(),
  distanciaKm: CantidadSchema,
  toneladas: CantidadSchema,
  toneladasKm: CantidadSchema,
  /** Well-to-wheel emission factor in g CO2e per tonne-km. */
  factorEmisionGCo2eTkm: CantidadSchema,
  tipoDato: TipoDatoEmisionSchema,
  co2eWttKg: CantidadSchema,
  co2eTtwKg: CantidadSchema,
  co2eWtwKg: CantidadSchema,
});

/**
 * The carbon footprint of one shipment (`id` is the shipment's, as `tracking.obtenerPartida` takes):
 * totals over its legs and the factor set they were computed with.
 */
export const HuellaCarbonoPartidaSchema = v.object({
  id: IdSchema,
  numeroPartida: v.string(),
  idCliente: IdSchema,
  cliente: v.string(),
  /** Departure: ATD, else ETD. */
  fecha: FechaHoraSchema,
  modo: ModoTransporteSchema,
  origen: v.string(),
  destino: v.string(),
  co2eWtwKg: CantidadSchema,
  co2eWttKg: CantidadSchema,
  co2eTtwKg: CantidadSchema,
  toneladasKm: CantidadSchema,
  /** Well-to-wheel g CO2e per tonne-km over the whole chain. */
  intensidadGCo2eTkm: CantidadSchema,
  /** E.g. `GLEC Framework (ISO 14083:2023)`. */
  conjuntoFactores: v.string(),
  versionFactores: v.string(),
  tramos: v.array(TramoHuellaCarbonoSchema),
});

export type ModoTramoEmision = v.InferOutput<typeof ModoTramoEmisionSchema>;
export type TipoDatoEmision = v.InferOutput<typeof TipoDatoEmisionSchema>;
export type TramoHuellaCarbono = v.InferOutput<typeof TramoHuellaCarbonoSchema>;
export type HuellaCarbonoPartida = v.InferOutput<typeof HuellaCarbonoPartidaSchema>;
