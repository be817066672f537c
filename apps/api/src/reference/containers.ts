import * as v from 'valibot';
import { loadCsv, number } from './data';

/** A container size-type (`40HC`) with what one holds: usable volume and the payload it is loaded to. */
export interface ContainerType {
  readonly type: string;
  readonly name: string;
  readonly usableM3: number;
  readonly maxPayloadKg: number;
}

/** The container types of sea shipments (data/container-types.csv). */
export const CONTAINER_TYPES: ReadonlyMap<string, ContainerType> = new Map(
  loadCsv(
    'container-types.csv',
    v.pipe(
      v.object({ type: v.string(), name: v.string(), usable_m3: number, max_payload_kg: number }),
      v.transform((c) => ({
        type: c.type,
        name: c.name,
        usableM3: c.usable_m3,
        maxPayloadKg: c.max_payload_kg,
      })),
    ),
  ).map((container) => [container.type, container]),
);
