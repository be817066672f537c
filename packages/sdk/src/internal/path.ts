import { ExtranetParameterError } from '../errors';

/**
 * Fills `{name}` placeholders of a path template from `args`, URL-encoding each value.
 * Id parameters (names starting with `id`) must be integers, given as a number or a numeric string;
 * every other parameter is a non-empty string. Anything else throws before a request is made.
 */
export function fillPath(template: string, args: Record<string, unknown>, call: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = args[name];
    if (value === undefined || value === null) {
      throw new ExtranetParameterError(call, name, 'is required');
    }
    if (isIdParameter(name)) {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
        throw new ExtranetParameterError(call, name, `must be an integer, got ${JSON.stringify(value)}`);
      }
      return encodeURIComponent(text);
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new ExtranetParameterError(call, name, `must be a string, got ${typeof value}`);
    }
    const text = String(value);
    if (text === '') throw new ExtranetParameterError(call, name, 'must not be empty');
    return encodeURIComponent(text);
  });
}

export const isIdParameter = (name: string): boolean => /^id[A-Za-z]*$/.test(name);

export const pathParameterNames = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
