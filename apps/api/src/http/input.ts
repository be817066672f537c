import { isIdParameter, pathParameterNames } from '@extranet/sdk/schemas';
import * as v from 'valibot';
import { ApiError, invalid } from '../core/errors';
import type { AppContext } from './context';

// What a call receives, checked before its handler runs: path parameters, the query and the JSON
// body, validated with the SDK's schemas (400 naming the field), plus what the schemas cannot see
// but PostgreSQL would refuse — NUL characters in text and ids beyond its integer type — so bad
// input is always a 400 naming the field, never a database error.

type AnySchema = v.GenericSchema<unknown, unknown>;

export function parsePathParams(template: string, raw: Record<string, string>): never {
  const params: Record<string, string | number> = {};
  for (const name of pathParameterNames(template)) {
    const value = raw[name] ?? '';
    if (isIdParameter(name)) {
      // Ids are PostgreSQL integers (int4): a larger one would only fail in the database.
      const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
        throw invalid(name, `must be a positive integer up to ${MAX_ID}`);
      }
      params[name] = id;
    } else {
      if (value.trim() === '') throw invalid(name, 'is required');
      if (value.length > 200) throw invalid(name, 'is too long');
      if (value.includes('\0')) throw invalid(name, 'must not contain NUL characters');
      params[name] = value;
    }
  }
  return params as never;
}

export async function parseInput(schema: AnySchema, input: unknown, where: 'query' | 'body'): Promise<never> {
  // valibot's object schemas accept arrays; a JSON body must be the object the call describes.
  if (Array.isArray(input) && (schema as { type?: string }).type !== 'array') {
    throw invalid(where, 'must be a JSON object');
  }
  // PostgreSQL text cannot hold NUL: refuse it here, naming the field, before any handler runs (an
  // access request used to look the e-mail up first and fail only when storing, telling apart
  // known and unknown addresses).
  const nul = pathOfNul(input);
  if (nul !== undefined) throw invalid(nul || where, 'must not contain NUL characters');
  const result = await v.safeParseAsync(schema, input);
  if (result.success) {
    const tooLarge = pathOfIdAboveInt4(result.output);
    if (tooLarge) throw invalid(tooLarge, `must be a positive integer up to ${MAX_ID}`);
    return result.output as never;
  }
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? where;
  const missing = issue.type === 'object' && issue.received === 'undefined' && field !== where;
  const message = missing ? 'is required' : issue.message;
  throw invalid(field, message.length > 200 ? `${message.slice(0, 200)}…` : message);
}

/** Largest PostgreSQL `integer`, the type of every id. */
const MAX_ID = 2_147_483_647;

/** The dot path of the first string (or key) holding a NUL character in `value`, '' for the root. */
function pathOfNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return itemPath;
    const found = pathOfNul(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The dot path of the first id (a key `id…`) above MAX_ID in `value`, which the database would refuse. */
function pathOfIdAboveInt4(value: unknown, path = ''): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (
      typeof item === 'number' &&
      item > MAX_ID &&
      (Array.isArray(value) ? isIdParameter(path.split('.').at(-1) ?? '') : isIdParameter(key))
    ) {
      return itemPath;
    }
    const found = pathOfIdAboveInt4(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The JSON body: 415 for another media type, 400 when empty or malformed. (Size: the body limit, 413.) */
export async function readJson(c: AppContext): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'body: must be sent as application/json', {
      field: 'body',
    });
  }
  const text = await c.req.text();
  if (text.trim() === '') throw invalid('body', 'is required');
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('body', 'is not valid JSON', 'MALFORMED_JSON');
  }
}
