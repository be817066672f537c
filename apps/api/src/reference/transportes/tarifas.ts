import type { TipoContenedorTransporte } from '@extranet/sdk/schemas';
import { TipoContenedorTransporteSchema, TipoTraficoSchema } from '@extranet/sdk/schemas';
import * as v from 'valibot';
import type {
  BaseRecargo,
  CondicionRecargo,
  ParametrosTarifa,
  Recargo,
  TarifaMaritima,
  TarifaTerrestre,
} from '../../domain/transport-rating';
import { loadCsv, loadJson, number, optionalNumber } from '../data';

// The provider's sales tariffs for road and sea requests, in EUR (ocean freight market levels of a
// normal year, Spanish domestic and European road rates). The tables are apps/api/data/
// transport-tariffs.json, sea-tariff-lanes.csv and road-tariffs.csv; this module expands the lanes
// into tariff rows. The seed writes them to the tariff tables; src/domain/transport-rating.ts prices
// requests from those tables.

const SEA = v.picklist(['MARITIMO_FCL', 'MARITIMO_LCL'] satisfies TarifaMaritima['tipoTrafico'][]);
const integer = v.pipe(number, v.integer());
const parametro = v.object({ valor: v.number(), descripcion: v.string() });

const tarifario = loadJson(
  'transport-tariffs.json',
  v.object({
    factoresContenedor: v.record(TipoContenedorTransporteSchema, v.number()),
    contratos: v.array(
      v.object({
        tipoTrafico: SEA,
        origen: v.string(),
        destino: v.string(),
        tipoContenedor: v.nullable(TipoContenedorTransporteSchema),
        precio: v.number(),
        diasTransito: v.number(),
      }),
    ),
    porDistancia: v.array(
      v.object({
        tipoTrafico: SEA,
        precio: v.number(),
        precioPorMilKm: v.number(),
        diasTransito: v.number(),
        diasPorMilKm: v.number(),
      }),
    ),
    recargos: v.array(
      v.object({
        codigo: v.string(),
        concepto: v.string(),
        tiposTrafico: v.array(TipoTraficoSchema),
        base: v.picklist([
          'CONTENEDOR',
          'WM',
          'ENVIO',
          'CAMION',
          'KG_100',
          'PCT_FLETE',
        ] satisfies BaseRecargo[]),
        valor: v.number(),
        valoresContenedor: v.nullable(v.record(TipoContenedorTransporteSchema, v.number())),
        minimo: v.nullable(v.number()),
        condiciones: v.array(
          v.picklist(['ADR', 'ORIGEN', 'DESTINO', 'EXPORTACION', 'DDP'] satisfies CondicionRecargo[]),
        ),
      }),
    ),
    parametros: v.object({
      factorEstibaMaritimo: parametro,
      factorEstibaCarretera: parametro,
      factorRuta: parametro,
      capacidadCamionKg: parametro,
      capacidadCamionM3: parametro,
      diasValidez: parametro,
    } satisfies Record<keyof ParametrosTarifa, typeof parametro>),
  }),
);

/** Price of each container type relative to a 40' dry container. */
const FACTOR_CONTENEDOR = tarifario.factoresContenedor as Record<TipoContenedorTransporte, number>;

/**
 * Sea lanes between zones, FCL per 40' container and LCL per W/M (minimum 1 W/M), with the transit
 * days. Headhaul and backhaul differ (Asia → Europe costs three times Europe → Asia).
 */
const LANES = loadCsv(
  'sea-tariff-lanes.csv',
  v.object({
    traffic: SEA,
    zone_a: v.string(),
    zone_b: v.string(),
    rate_a_to_b: number,
    rate_b_to_a: number,
    transit_days: integer,
  }),
);

const redondear5 = (value: number) => Math.round(value / 5) * 5;
const CONTENEDORES = Object.entries(FACTOR_CONTENEDOR) as [TipoContenedorTransporte, number][];

/** Every sea-tariff row: both directions of each lane, per container type for FCL, plus the `*` rows. */
export function tarifasMaritimas(): TarifaMaritima[] {
  const filas: TarifaMaritima[] = [];
  const fila = (
    tipoTrafico: TarifaMaritima['tipoTrafico'],
    origen: string,
    destino: string,
    tipoContenedor: TipoContenedorTransporte | null,
    precio: number,
    dias: number,
  ): TarifaMaritima => ({
    tipoTrafico,
    origen,
    destino,
    tipoContenedor,
    precio,
    precioPorMilKm: 0,
    minimoWm: tipoTrafico === 'MARITIMO_LCL' ? 1 : null,
    diasTransito: dias,
    diasPorMilKm: 0,
  });
  for (const lane of LANES) {
    const sentidos: [string, string, number][] =
      lane.zone_a === lane.zone_b
        ? [[lane.zone_a, lane.zone_b, lane.rate_a_to_b]]
        : [
            [lane.zone_a, lane.zone_b, lane.rate_a_to_b],
            [lane.zone_b, lane.zone_a, lane.rate_b_to_a],
          ];
    for (const [o, d, precio] of sentidos) {
      if (lane.traffic === 'MARITIMO_LCL') {
        filas.push(fila('MARITIMO_LCL', `Z:${o}`, `Z:${d}`, null, precio, lane.transit_days));
        continue;
      }
      // FCL lanes are priced per 40' container; the other types by their factor.
      for (const [tipo, factor] of CONTENEDORES) {
        filas.push(
          fila('MARITIMO_FCL', `Z:${o}`, `Z:${d}`, tipo, redondear5(precio * factor), lane.transit_days),
        );
      }
    }
  }
  // Port-pair contract rates that beat the zone rate (the provider's own weekly consolidations).
  for (const c of tarifario.contratos) {
    filas.push(fila(c.tipoTrafico, c.origen, c.destino, c.tipoContenedor, c.precio, c.diasTransito));
  }
  // Any other pair: a base plus a rate over the great-circle distance (FCL: of a 40' container).
  for (const g of tarifario.porDistancia) {
    const generica = (
      tipo: TipoContenedorTransporte | null,
      factor: number,
      redondeo: (n: number) => number,
    ) => ({
      ...fila(g.tipoTrafico, '*', '*', tipo, redondeo(g.precio * factor), g.diasTransito),
      precioPorMilKm: redondeo(g.precioPorMilKm * factor),
      diasPorMilKm: g.diasPorMilKm,
    });
    if (g.tipoTrafico === 'MARITIMO_LCL') filas.push(generica(null, 1, (n) => n));
    else for (const [tipo, factor] of CONTENEDORES) filas.push(generica(tipo, factor, redondear5));
  }
  return filas;
}

/** Road rates: FTL per km and truck; LTL groupage per 100 kg in distance bands. */
export const TARIFAS_TERRESTRES: readonly TarifaTerrestre[] = loadCsv(
  'road-tariffs.csv',
  v.pipe(
    v.object({
      traffic: v.picklist(['TERRESTRE_FTL', 'TERRESTRE_LTL'] satisfies TarifaTerrestre['tipoTrafico'][]),
      scope: v.picklist(['NACIONAL', 'INTERNACIONAL'] satisfies TarifaTerrestre['ambito'][]),
      band: v.string(),
      up_to_km: optionalNumber,
      rate: number,
      minimum: number,
      km_per_day: integer,
      base_days: integer,
    }),
    v.transform(
      (t): TarifaTerrestre => ({
        tipoTrafico: t.traffic,
        ambito: t.scope,
        zona: t.band,
        hastaKm: t.up_to_km,
        precio: t.rate,
        minimo: t.minimum,
        kmDia: t.km_per_day,
        diasBase: t.base_days,
      }),
    ),
  ),
);

/** Surcharges and ancillary charges (see `CONDICIONES_RECARGO` for the conditions). */
export const RECARGOS: readonly Recargo[] = tarifario.recargos;

const porParametro = <T>(pick: (fila: v.InferOutput<typeof parametro>) => T) =>
  Object.fromEntries(Object.entries(tarifario.parametros).map(([clave, p]) => [clave, pick(p)])) as Record<
    keyof ParametrosTarifa,
    T
  >;

export const PARAMETROS_TARIFA: ParametrosTarifa = porParametro((p) => p.valor);

export const DESCRIPCION_PARAMETROS: Record<keyof ParametrosTarifa, string> = porParametro(
  (p) => p.descripcion,
);
