import * as v from 'valibot';
import { loadCsv } from '../data';

// UN numbers of the dangerous-goods list, in apps/api/data/un-numbers.csv (ADR 2025 / IMDG): the entries
// freight customers book most (fuels, solvents, acids and alkalis, gases, batteries, fertilisers,
// peroxides, pesticides and the n.o.s. entries), with the Spanish proper shipping name, the class or
// division and the packing group (null where the class has none: explosives, gases, infectious and
// radioactive material, articles such as batteries and vehicles). Where an entry has several packing
// groups, the usual one.

type Grupo = 'I' | 'II' | 'III' | null;

export const MERCANCIAS_ONU: readonly (readonly [
  numero: string,
  descripcion: string,
  clase: string,
  grupo: Grupo,
])[] = loadCsv(
  'un-numbers.csv',
  v.object({
    number: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')),
    description: v.string(),
    class: v.string(),
    packing_group: v.picklist(['I', 'II', 'III', '']),
  }),
).map(
  (row) =>
    [row.number, row.description, row.class, row.packing_group === '' ? null : row.packing_group] as const,
);
