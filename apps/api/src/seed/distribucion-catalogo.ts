import { type TipoIncidenciaEntrega, TipoIncidenciaEntregaSchema } from '@extranet/sdk/schemas';
import * as v from 'valibot';
import { loadCsv, loadJson, objectWithKeys } from '../reference/data';

// What the delivery notes are made of (apps/api/data/delivery-catalogues.json and delivery-towns.csv):
// the towns recipients are in, streets and industrial estates, contact names, each sector's
// recipients, carriers and delivery instructions, and the remarks of a delivery and its incidents.

/** What a customer trades in: drives its articles, recipients, carriers and delivery habits. */
export const SECTORES = [
  'fruta',
  'textil',
  'autopartes',
  'vino',
  'farma',
  'ceramica',
  'aceite',
  'electronica',
  'quimica',
  'mueble',
  'cafe',
  'importacion',
  'recambios',
  'nutricion',
  'moda',
] as const;
export type Sector = (typeof SECTORES)[number];

/** Delivery regions: Spanish areas (centre, east, north-east, north, south), then countries. */
export const ZONAS = ['C', 'E', 'NE', 'N', 'S', 'PT', 'FR', 'PA', 'CR', 'CO'] as const;
export type Zona = (typeof ZONAS)[number];

export interface Ciudad {
  poblacion: string;
  cp: string;
  provincia: string | null;
  pais: string;
  /** Landline prefix, international form. */
  tel: string;
  zona: Zona;
}

/** Real towns with a postal code of theirs and the landline prefix of their province. */
export const CIUDADES: readonly Ciudad[] = loadCsv(
  'delivery-towns.csv',
  v.pipe(
    v.object({
      town: v.string(),
      postal_code: v.string(),
      province: v.string(),
      country: v.pipe(v.string(), v.length(2)),
      phone_prefix: v.pipe(v.string(), v.regex(/^\+\d+ \d/)),
      zone: v.picklist(ZONAS),
    }),
    v.transform((c) => ({
      poblacion: c.town,
      cp: c.postal_code,
      provincia: c.province,
      pais: c.country,
      tel: c.phone_prefix,
      zona: c.zone,
    })),
  ),
);

const textos = v.array(v.string());
const porPais = v.record(v.string(), textos);

const catalogo = loadJson(
  'delivery-catalogues.json',
  v.object({
    calles: porPais,
    poligonos: porPais,
    personas: v.object({ nombres: textos, apellidos: textos, porPais }),
    /** Carrier lists several sectors share, referred to as `@name`. */
    transportistas: porPais,
    /** Instructions any recipient may give, after the sector's own. */
    instrucciones: textos,
    sectores: objectWithKeys(
      SECTORES,
      v.object({
        paises: v.record(v.string(), v.number()),
        nombres: porPais,
        transportistas: textos,
        instrucciones: textos,
        naves: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
      }),
    ),
    observacionesEntrega: textos,
    incidencias: objectWithKeys(TipoIncidenciaEntregaSchema.options, textos),
  }),
);

/** Streets and industrial estates by country (Spain's for a country not listed). */
export const CALLES: Readonly<Record<string, readonly string[]>> = catalogo.calles;
export const POLIGONOS: Readonly<Record<string, readonly string[]>> = catalogo.poligonos;

/** Spanish given names and surnames; whole names for the countries of `porPais`. */
export const PERSONAS: {
  nombres: readonly string[];
  apellidos: readonly string[];
  porPais: Readonly<Record<string, readonly string[]>>;
} = catalogo.personas;

export interface PerfilSector {
  /** Countries of the recipients, weighted. */
  paises: readonly (readonly [string, number])[];
  /** Recipient names by country (`*` for any); the town is appended. */
  nombres: Readonly<Record<string, readonly string[]>>;
  transportistas: readonly string[];
  instrucciones: readonly string[];
  /** Share of recipients that are businesses in an industrial estate (the rest: shops in town). */
  naves: number;
}

/** A shared carrier list for `@name`, the carrier itself otherwise. */
const transportistas = (nombre: string): readonly string[] => {
  if (!nombre.startsWith('@')) return [nombre];
  const lista = catalogo.transportistas[nombre.slice(1)];
  if (!lista) throw new Error(`data/delivery-catalogues.json: no carrier list ${nombre}`);
  return lista;
};

/** Each sector's recipients, carriers (shared lists expanded) and instructions (its own, then any). */
export const SECTORES_DISTRIBUCION = Object.fromEntries(
  SECTORES.map((sector): [Sector, PerfilSector] => {
    const perfil = catalogo.sectores[sector];
    return [
      sector,
      {
        paises: Object.entries(perfil.paises),
        nombres: perfil.nombres,
        transportistas: perfil.transportistas.flatMap(transportistas),
        instrucciones: [...perfil.instrucciones, ...catalogo.instrucciones],
        naves: perfil.naves,
      },
    ];
  }),
) as Record<Sector, PerfilSector>;

/** Remarks on a delivery that went well. */
export const OBSERVACIONES_ENTREGA: readonly string[] = catalogo.observacionesEntrega;

/** What the driver wrote, by incident. */
export const INCIDENCIAS: Readonly<Record<TipoIncidenciaEntrega, readonly string[]>> = catalogo.incidencias;
