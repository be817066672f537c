import * as v from 'valibot';
import { loadCsv } from './data';
import { PROVINCIAS_ES } from './transportes/catalogos';

// Which Spanish province's customs office clears goods at a port, airport or road city
// (data/customs-provinces.csv): the province is part of the office's code.

const rows = loadCsv(
  'customs-provinces.csv',
  v.object({ place: v.pipe(v.string(), v.regex(/^([A-Z]{3}|ES[A-Z0-9]{3})$/)), province: v.string() }),
);
const knownProvinces = new Set(PROVINCIAS_ES.map((p) => p.prefijo));
const byPlace = new Map<string, string>();
for (const { place, province } of rows) {
  // A province is named by its code, the first two digits of its postal codes.
  if (!knownProvinces.has(province)) {
    throw new Error(`data/customs-provinces.csv: ${place}: ${province} is not in spanish-provinces.csv`);
  }
  byPlace.set(place, province);
}

/** Province code (two digits) of the customs office of a Spanish place (UN/LOCODE or IATA), if listed. */
export const customsProvince = (place: string): string | undefined => byPlace.get(place);
