// The payload type a schema is exported as (`PartidaSchema` → `Partida`), for api.md and the JSDoc.
import { readFileSync } from 'node:fs';
import * as schemas from '../src/schemas';

/** Every payload type the root entry exports (src/types.ts, generated). */
export const PAYLOAD_TYPES = new Set(
  [...readFileSync(new URL('../src/types.ts', import.meta.url), 'utf8').matchAll(/^ {2}(\w+),$/gm)]
    .map((match) => match[1] as string)
    .filter((name) => `${name.replace(/Input$/, '')}Schema` in schemas),
);

/** The exported name of a schema without its `Schema` suffix, found by identity. */
export const exportedName = (schema: unknown): string | undefined =>
  Object.entries(schemas)
    .find(([name, value]) => value === schema && name.endsWith('Schema'))?.[0]
    .replace(/Schema$/, '');

export const objectKeys = (schema: unknown): string[] => {
  const s = schema as { entries?: object; pipe?: readonly { entries?: object }[] } | undefined;
  if (!s) return [];
  if (s.entries) return Object.keys(s.entries);
  if (s.pipe?.[0]?.entries) return Object.keys(s.pipe[0].entries);
  return [];
};

/**
 * How a payload reads in docs: its named type in backticks (`Partida`, `Partida[]`), the `…Input`
 * type for what a caller sends when one exists, or its keys when it has no name.
 */
export function typeName(schema: unknown, mode: 'input' | 'output'): string {
  const s = schema as { type?: string; item?: unknown; wrapped?: unknown };
  const named = exportedName(schema);
  if (named) return `\`${mode === 'input' && PAYLOAD_TYPES.has(`${named}Input`) ? `${named}Input` : named}\``;
  if (s.type === 'array') return typeName(s.item, mode).replace(/^(`?)(.*?)(`?)$/, '$1$2[]$3');
  if (s.type === 'nullable') return `${typeName(s.wrapped, mode)} or null`;
  const keys = objectKeys(schema);
  return keys.length ? `{ ${keys.join(', ')} }` : (s.type ?? 'unknown');
}
