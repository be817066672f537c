import type { CodigoEstadoTransporte, CodigoIncoterm, TipoTrafico } from '@extranet/sdk/schemas';
import { CodigoEstadoTransporteSchema, CodigoIncotermSchema, TipoTraficoSchema } from '@extranet/sdk/schemas';
import * as v from 'valibot';
import { loadCsv, loadJson, number } from '../data';
import { COUNTRIES } from '../geo';

// Look-ups of the transport-request form (Transportes): statuses, incoterms, services, package types,
// dangerous-goods classes, and what pricing needs to know about countries and ports. The lists are
// apps/api/data/transport-catalogues.json and spanish-provinces.csv; countries come from the one
// country list (countries.csv, through geo.ts).

const cm = v.nullable(v.number());
const catalogues = loadJson(
  'transport-catalogues.json',
  v.object({
    estados: v.array(
      v.object({ codigo: CodigoEstadoTransporteSchema, nombre: v.string(), final: v.boolean() }),
    ),
    incoterms: v.array(
      v.object({ codigo: CodigoIncotermSchema, nombre: v.string(), soloMaritimo: v.boolean() }),
    ),
    servicios: v.array(
      v.object({
        codigo: v.string(),
        nombre: v.string(),
        tiposTrafico: v.array(TipoTraficoSchema),
        factorFlete: v.number(),
        ajusteDias: v.number(),
      }),
    ),
    tiposBulto: v.array(
      v.object({ codigo: v.string(), nombre: v.string(), largoCm: cm, anchoCm: cm, altoCm: cm }),
    ),
    clasesAdr: v.array(v.object({ clase: v.string(), descripcion: v.string() })),
    tiposCambio: v.array(v.object({ moneda: v.string(), porEur: v.number() })),
    zonasPuerto: v.record(v.string(), v.string()),
    puertosSoloFcl: v.array(v.string()),
  }),
);

export const ESTADOS_TRANSPORTE: readonly {
  codigo: CodigoEstadoTransporte;
  nombre: string;
  final: boolean;
}[] = catalogues.estados;

/** Incoterms® 2020: the seven rules for any mode, then the four for sea and inland waterway. */
export const INCOTERMS_TRANSPORTE: readonly {
  codigo: CodigoIncoterm;
  nombre: string;
  soloMaritimo: boolean;
}[] = catalogues.incoterms;

/** Service levels: `factorFlete` multiplies the freight rate, `ajusteDias` moves the transit time. */
export const SERVICIOS_TRANSPORTE: readonly {
  codigo: string;
  nombre: string;
  tiposTrafico: TipoTrafico[];
  factorFlete: number;
  ajusteDias: number;
}[] = catalogues.servicios;

/** Package types, UN/ECE Recommendation 21 codes; dimensions where the type has a standard one. */
export const TIPOS_BULTO_TRANSPORTE: readonly {
  codigo: string;
  nombre: string;
  largoCm: number | null;
  anchoCm: number | null;
  altoCm: number | null;
}[] = catalogues.tiposBulto;

/** UN dangerous-goods classes and divisions (ADR / IMDG). */
export const CLASES_ADR: readonly { clase: string; descripcion: string }[] = catalogues.clasesAdr;

/**
 * Per country: the road network it belongs to (null: no road service), EU customs-union membership
 * and the VAT rate on domestic freight transport — the columns of the one country list.
 */
export const PAISES_TRANSPORTE: Readonly<
  Record<string, { regionCarretera: string | null; unionAduanera: boolean; ivaPct: number }>
> = Object.fromEntries(
  COUNTRIES.map((c) => [
    c.code,
    { regionCarretera: c.roadRegion, unionAduanera: c.customsUnion, ivaPct: c.vatPct },
  ]),
);

const EURO = new Set(COUNTRIES.filter((c) => c.euro).map((c) => c.code));

/** The currency a customer account is quoted in: euro in the euro area, US dollar elsewhere. */
export const monedaDePais = (codigoPais: string): string => (EURO.has(codigoPais) ? 'EUR' : 'USD');

/** Exchange rates used to convert tariffs quoted in another currency. */
export const TIPOS_CAMBIO: readonly { moneda: string; porEur: number }[] = catalogues.tiposCambio;

/**
 * Sea-tariff zones by port: MEDW West Mediterranean, MEDE East Mediterranean, IBAT Iberian Atlantic,
 * NEUR North Europe, CARI Caribbean and Panama, WCLA West coast of Latin America, ECSA East coast of
 * South America, USEC/USGC/USWC US coasts, FEA Far East, SEA South-East Asia, ISC Indian
 * subcontinent, MEG Middle East Gulf, SAF Southern Africa. A port missing here prices by distance.
 */
export const ZONAS_PUERTO: Readonly<Record<string, string>> = catalogues.zonasPuerto;

/** Ports without a groupage (CFS) service: FCL only. */
export const PUERTOS_SOLO_FCL: ReadonlySet<string> = new Set(catalogues.puertosSoloFcl);

/** Province by postal-code prefix (the first two digits of a Spanish postal code), with its capital's coordinates. */
export const PROVINCIAS_ES: readonly {
  prefijo: string;
  provincia: string;
  capital: string;
  lat: number;
  lon: number;
}[] = loadCsv(
  'spanish-provinces.csv',
  v.pipe(
    v.object({
      prefix: v.pipe(v.string(), v.regex(/^\d{2}$/)),
      province: v.string(),
      capital: v.string(),
      lat: number,
      lon: number,
    }),
    v.transform((p) => ({
      prefijo: p.prefix,
      provincia: p.province,
      capital: p.capital,
      lat: p.lat,
      lon: p.lon,
    })),
  ),
);

export const provinciaEs = (codigoPostal: string) =>
  PROVINCIAS_ES.find((p) => p.prefijo === codigoPostal.slice(0, 2));

/** Lower-case ASCII letters and digits separated by single spaces: how names and descriptions are matched. */
export const normalizarBusqueda = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
