/**
 * Geographic reference data shared by the demo seeds and the domain code: countries, sea ports,
 * airports, road cities and carriers per mode, plus great-circle distances.
 *
 * Codes are real: ISO 3166-1 alpha-2 countries, UN/LOCODE for ports and cities, IATA for airports
 * and airlines, IATA AWB prefixes, SCAC codes for shipping lines. Coordinates are decimal degrees
 * (WGS 84), rounded to about a kilometre, which is all a distance estimate needs.
 *
 * The lists are files of apps/api/data (sources and licences in its README): add entries there. The
 * export names are a contract with other modules (air freight, transport requests, tracking): do
 * not rename them.
 */

import * as v from 'valibot';
import { flag, loadCsv, loadJson, number, optionalText } from './data';

/** Transport mode, as the SDK spells it (`ModoTransporteSchema`). */
export type TransportMode = 'MARITIMO' | 'AEREO' | 'TERRESTRE';

/** A point on the globe in decimal degrees. */
export interface Coordinates {
  readonly lat: number;
  readonly lon: number;
}

/**
 * ISO 3166-1 alpha-2 country with its Spanish and English names and what the freight rules need to
 * know about it: the one list behind the countries of the transport requests and of air export.
 */
export interface Country {
  readonly code: string;
  readonly nameEs: string;
  readonly nameEn: string;
  /** Road network the country belongs to (trucks run between countries of one region); null: no road service. */
  readonly roadRegion: string | null;
  /** In the EU customs union: no customs declaration between two of them. */
  readonly customsUnion: boolean;
  /** VAT rate on domestic freight transport, percent. */
  readonly vatPct: number;
  /** Uses the euro: customer accounts there are quoted in euros, elsewhere in US dollars. */
  readonly euro: boolean;
  /** The provider has an air export station there. */
  readonly airExportStation: boolean;
}

/**
 * Sea area a port opens onto; route distances between two areas use {@link SEA_DETOUR_FACTORS}.
 * NEUR Channel and North Sea, IBATL Atlantic Iberia and Biscay, MED Mediterranean (with Algeciras and
 * Tanger Med), AMATL Atlantic and Caribbean Americas, AMPAC Pacific Americas, ASIA East and South-East
 * Asia, MEIN Gulf and Indian subcontinent, AFR Southern Africa.
 */
export type SeaBasin = 'NEUR' | 'IBATL' | 'MED' | 'AMATL' | 'AMPAC' | 'ASIA' | 'MEIN' | 'AFR';

/** A container or general-cargo sea port. */
export interface SeaPort extends Coordinates {
  /** UN/LOCODE, five letters: country + location (ESVLC). */
  readonly locode: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly basin: SeaBasin;
}

/** A cargo airport. */
export interface Airport extends Coordinates {
  /** IATA three-letter airport code (MAD). */
  readonly iata: string;
  readonly name: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

/** A city served by road freight (origin or destination of a truck). */
export interface RoadCity extends Coordinates {
  /** UN/LOCODE (ESZAZ). */
  readonly locode: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

/**
 * A carrier's public tracking page. Placeholders: `{ref}` is the whole reference (B/L, container,
 * AWB `075-12345675`, CMR or consignment number); for air, `{prefix}` and `{serial}` are the two
 * parts of the AWB. Use {@link buildTrackingUrl} to fill them.
 */
export type TrackingUrlTemplate = string;

/** An ocean carrier. */
export interface ShippingLine {
  /** Standard Carrier Alpha Code; also the owner prefix of its containers (MAEU → MAEU/MSKU…). */
  readonly scac: string;
  readonly name: string;
  /** ISO 6346 owner codes (three letters + U) of its own containers. */
  readonly containerPrefixes: readonly string[];
  /** Names of real ships of the line, for the voyages of sea shipments. */
  readonly vessels: readonly string[];
  readonly trackingUrl: TrackingUrlTemplate;
}

/** An airline carrying cargo. */
export interface Airline {
  /** IATA two-character airline designator (IB). */
  readonly iata: string;
  /** IATA three-digit AWB prefix (075 for Iberia). */
  readonly awbPrefix: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2 code of the country it is based in. */
  readonly country: string;
  /** Carries worldwide through its hub, beyond its home country. */
  readonly hub: boolean;
  readonly trackingUrl: TrackingUrlTemplate;
}

/** A road haulier. */
export interface RoadHaulier {
  /** Short code used in consignment references. */
  readonly code: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2 of its home country. */
  readonly country: string;
  readonly trackingUrl: TrackingUrlTemplate;
}

// ---------------------------------------------------------------------------------------------
// The lists (files of apps/api/data)

const code2 = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'));
const locode = v.pipe(v.string(), v.regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'must be a UN/LOCODE'));
const trackingUrl = v.pipe(v.string(), v.url());

/** Every country that appears in the ports, airports, cities, carriers and customers. */
export const COUNTRIES: readonly Country[] = loadCsv(
  'countries.csv',
  v.pipe(
    v.object({
      code: code2,
      name_es: v.string(),
      name_en: v.string(),
      road_region: optionalText,
      customs_union: flag,
      vat_pct: number,
      euro: flag,
      air_export_station: flag,
    }),
    v.transform((c) => ({
      code: c.code,
      nameEs: c.name_es,
      nameEn: c.name_en,
      roadRegion: c.road_region,
      customsUnion: c.customs_union,
      vatPct: c.vat_pct,
      euro: c.euro,
      airExportStation: c.air_export_station,
    })),
  ),
);

export const SEA_PORTS: readonly SeaPort[] = loadCsv(
  'sea-ports.csv',
  v.object({
    locode,
    name: v.string(),
    country: code2,
    basin: v.picklist(['NEUR', 'IBATL', 'MED', 'AMATL', 'AMPAC', 'ASIA', 'MEIN', 'AFR']),
    lat: number,
    lon: number,
  }),
);

export const AIRPORTS: readonly Airport[] = loadCsv(
  'airports.csv',
  v.object({
    iata: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an IATA airport code')),
    name: v.string(),
    city: v.string(),
    country: code2,
    lat: number,
    lon: number,
  }),
);

export const ROAD_CITIES: readonly RoadCity[] = loadCsv(
  'road-cities.csv',
  v.object({ locode, name: v.string(), country: code2, lat: number, lon: number }),
);

const ownerPrefix = v.pipe(v.string(), v.regex(/^[A-Z]{3}U$/));
/** Carrier codes by country code, `*` for any other country. */
const carriersByCountry = v.pipe(
  v.record(v.string(), v.pipe(v.array(v.string()), v.nonEmpty())),
  v.check((byCountry) => '*' in byCountry, 'needs a `*` entry for other countries'),
);
const carriers = loadJson(
  'carriers.json',
  v.object({
    shippingLines: v.array(
      v.object({
        scac: v.string(),
        name: v.string(),
        containerPrefixes: v.array(ownerPrefix),
        vessels: v.pipe(v.array(v.string()), v.nonEmpty()),
        trackingUrl,
      }),
    ),
    leasingContainerPrefixes: v.pipe(v.array(ownerPrefix), v.nonEmpty()),
    airlines: v.array(
      v.object({
        iata: v.string(),
        awbPrefix: v.pipe(v.string(), v.regex(/^\d{3}$/)),
        name: v.string(),
        country: code2,
        hub: v.boolean(),
        trackingUrl,
      }),
    ),
    roadHauliers: v.array(v.object({ code: v.string(), name: v.string(), country: code2, trackingUrl })),
    homeCarriers: v.object({ airlines: carriersByCountry, roadHauliers: carriersByCountry }),
  }),
);

/** Ocean carriers with their public tracking pages (by B/L, booking or container number). */
export const SHIPPING_LINES: readonly ShippingLine[] = carriers.shippingLines;
/** Airlines with their IATA AWB prefix and cargo tracking page. */
export const AIRLINES: readonly Airline[] = carriers.airlines;
/** Road hauliers (groupage and full truck loads) with their consignment tracking page. */
export const ROAD_HAULIERS: readonly RoadHaulier[] = carriers.roadHauliers;
/** ISO 6346 owner codes of container leasing companies, whose boxes every line also uses. */
export const LEASING_CONTAINER_PREFIXES: readonly string[] = carriers.leasingContainerPrefixes;
/**
 * The provider's usual carriers from each origin country (home carriers; `*`: any other country):
 * airline designators and road haulier codes.
 */
export const HOME_CARRIERS: Readonly<
  Record<'airlines' | 'roadHauliers', Readonly<Record<string, readonly string[]>>>
> = carriers.homeCarriers;
/** Carriers grouped by the mode they serve. */
export const CARRIERS_BY_MODE = {
  MARITIMO: SHIPPING_LINES,
  AEREO: AIRLINES,
  TERRESTRE: ROAD_HAULIERS,
} as const satisfies Record<TransportMode, readonly unknown[]>;

// ---------------------------------------------------------------------------------------------
// Look-ups

const byKey = <T, K extends string>(items: readonly T[], key: (item: T) => K): ReadonlyMap<string, T> =>
  new Map(items.map((item) => [key(item), item]));

const countryMap = byKey(COUNTRIES, (c) => c.code);
const portMap = byKey(SEA_PORTS, (p) => p.locode);
const airportMap = byKey(AIRPORTS, (a) => a.iata);
const cityMap = byKey(ROAD_CITIES, (c) => c.locode);

/** The country with this ISO-2 code, or undefined. */
export function countryByCode(code: string): Country | undefined {
  return countryMap.get(code.toUpperCase());
}

/** Spanish name of a country (the code itself when unknown). */
export function countryName(code: string, language: 'es' | 'en' = 'es'): string {
  const country = countryByCode(code);
  if (!country) return code;
  return language === 'es' ? country.nameEs : country.nameEn;
}

export function portByLocode(locode: string): SeaPort | undefined {
  return portMap.get(locode.toUpperCase());
}

export function airportByIata(iata: string): Airport | undefined {
  return airportMap.get(iata.toUpperCase());
}

export function roadCityByLocode(locode: string): RoadCity | undefined {
  return cityMap.get(locode.toUpperCase());
}

/**
 * The place behind a code for a mode: a sea port by UN/LOCODE, an airport by IATA code, a road city
 * by UN/LOCODE. Undefined when the code is not in the lists.
 */
export function placeFor(
  mode: TransportMode,
  code: string,
): (Coordinates & { code: string; name: string; country: string }) | undefined {
  if (mode === 'AEREO') {
    const airport = airportByIata(code);
    return airport && { ...airport, code: airport.iata, name: airport.city };
  }
  const place = mode === 'MARITIMO' ? portByLocode(code) : roadCityByLocode(code);
  return place && { ...place, code: place.locode };
}

// ---------------------------------------------------------------------------------------------
// Distances and tracking links

/** Mean Earth radius in km (IUGG), the value GLEC and ICAO distance calculators use. */
export const EARTH_RADIUS_KM = 6371;

/** Great-circle (orthodromic) distance in km between two points, by the haversine formula. */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLon = (to.lon - from.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road distance ≈ great-circle × this circuity factor (Spain and EU motorway networks: 1.2–1.3). */
export const ROAD_DETOUR_FACTOR = 1.25;

/** Air distance = great-circle + this (ISO 14083 / EN 16258 correction for routing, holding and approach). */
export const AIR_DISTANCE_ADDITION_KM = 95;

/**
 * Sea route distance ≈ great-circle × a factor per pair of basins (symmetric). Ships sail around
 * continents and through Suez, Panama or the Cape, so the great circle underestimates; the factors
 * were calibrated on published port-to-port distances of the main lanes (Valencia–Shanghai 1.56,
 * Rotterdam–Shanghai 2.16, Valencia–New York 1.13, Valencia–Los Angeles 1.46, Shanghai–Los Angeles
 * 1.01, Valencia–Jebel Ali 1.69…) and are good to about ±15 % on them. Same basin: 1.15.
 */
export const SEA_DETOUR_FACTORS: Readonly<Record<string, number>> = {
  'ASIA-MED': 1.5,
  'ASIA-NEUR': 1.9,
  'ASIA-IBATL': 1.7,
  'MED-MEIN': 1.45,
  'MEIN-NEUR': 1.7,
  'IBATL-MEIN': 1.6,
  'AMATL-MED': 1.08,
  'AMATL-NEUR': 1.12,
  'AMATL-IBATL': 1.05,
  'AMPAC-MED': 1.25,
  'AMPAC-NEUR': 1.3,
  'AMPAC-IBATL': 1.25,
  'AFR-MED': 1.45,
  'AFR-NEUR': 1.35,
  'AFR-IBATL': 1.3,
  'MED-NEUR': 2.3,
  'IBATL-MED': 2.0,
  'IBATL-NEUR': 1.3,
  'AMPAC-ASIA': 1.03,
  'AMATL-ASIA': 1.3,
  'ASIA-MEIN': 1.4,
  'AFR-ASIA': 1.1,
  'AMATL-MEIN': 1.4,
  'AMPAC-MEIN': 1.3,
  'AFR-MEIN': 1.15,
  'AMATL-AMPAC': 1.6,
  'AFR-AMATL': 1.15,
  'AFR-AMPAC': 1.4,
};

/** Detour factor of the sea lane between two basins (1.15 within one basin). */
export function seaDetourFactor(from: SeaBasin, to: SeaBasin): number {
  if (from === to) return 1.15;
  const key = from < to ? `${from}-${to}` : `${to}-${from}`;
  return SEA_DETOUR_FACTORS[key] ?? 1.3;
}

/** Port-to-port sailing distance in km (modelled: great-circle × basin-pair detour factor). */
export function seaRouteKm(from: SeaPort, to: SeaPort): number {
  return greatCircleKm(from, to) * seaDetourFactor(from.basin, to.basin);
}

/** Road distance in km (modelled: great-circle × {@link ROAD_DETOUR_FACTOR}). */
export function roadRouteKm(from: Coordinates, to: Coordinates): number {
  return greatCircleKm(from, to) * ROAD_DETOUR_FACTOR;
}

/** Flight distance in km for emissions: great-circle + {@link AIR_DISTANCE_ADDITION_KM}. */
export function airRouteKm(from: Coordinates, to: Coordinates): number {
  return greatCircleKm(from, to) + AIR_DISTANCE_ADDITION_KM;
}

/**
 * Fills a carrier tracking template with a reference. For air waybills (`075-12345675` or
 * `07512345675`), `{prefix}` and `{serial}` get the three-digit prefix and the eight-digit serial.
 * The reference is URL-encoded.
 */
export function buildTrackingUrl(template: TrackingUrlTemplate, reference: string): string {
  const compact = reference.replace(/[\s-]/g, '');
  const awb = /^(\d{3})(\d{8})$/.exec(compact);
  return template
    .replaceAll('{ref}', encodeURIComponent(reference.trim()))
    .replaceAll('{prefix}', awb ? awb[1]! : '')
    .replaceAll('{serial}', awb ? awb[2]! : encodeURIComponent(compact));
}
