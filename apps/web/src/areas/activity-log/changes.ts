import type { RegistroAuditoria } from '@extranet/sdk';

// What an audited change altered, in one line: each field whose value differs, before → after.

const MAX_TEXT = 300;

const shown = (value: unknown): string =>
  value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `nombre: Sales → Sales team; permisos.accesoPowerBI: false → true`, or what was created or deleted. */
export function changeText({ antes, despues }: Pick<RegistroAuditoria, 'antes' | 'despues'>): string {
  if (antes == null && despues == null) return '';
  const parts: string[] = [];
  const walk = (before: unknown, after: unknown, path: string) => {
    if (isRecord(before) || isRecord(after)) {
      const a = isRecord(before) ? before : {};
      const b = isRecord(after) ? after : {};
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        walk(a[key], b[key], path ? `${path}.${key}` : key);
      }
      return;
    }
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    if (antes == null) parts.push(`${path}: ${shown(after)}`);
    else if (despues == null) parts.push(`${path}: ${shown(before)}`);
    else parts.push(`${path}: ${shown(before)} → ${shown(after)}`);
  };
  walk(antes, despues, '');
  const text = parts.join('; ');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
