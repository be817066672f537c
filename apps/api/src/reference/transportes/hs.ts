import * as v from 'valibot';
import { loadCsv } from '../data';

// Harmonized System headings (HS 2022, WCO), in apps/api/data/hs-codes.csv: the subheadings the provider's
// customers ship most — fruit, flowers, coffee, olive oil, wine, chemicals, pharmaceuticals, plastics,
// cork, textiles and footwear, ceramic tiles, machinery, electronics, vehicle parts, furniture — with
// their Spanish descriptions (abridged from the Spanish customs tariff). A few CN 8-digit codes follow
// their heading.

export const PARTIDAS_ARANCELARIAS: readonly (readonly [codigo: string, descripcion: string])[] = loadCsv(
  'hs-codes.csv',
  v.object({
    code: v.pipe(v.string(), v.regex(/^\d{6}(\d{2})?$/, 'must be 6 or 8 digits')),
    description: v.string(),
  }),
).map((row) => [row.code, row.description] as const);
