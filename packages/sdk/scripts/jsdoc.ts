// Writes the JSDoc of every SDK method: the comment above each `name: endpoint({` of
// src/controllers/<controller>.ts (or <controller>.<job>.ts, for a controller defined in parts by
// job), from that endpoint's definition (summary, verb and path, result
// type, errors). Editors show it on `client.<controller>.<name>` (the client's method types map those
// properties, and keep their comments).
// Run: pnpm --filter @extranet/sdk run jsdoc   (a test fails when a comment is stale)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Endpoint, type ErrorStatus, endpoints } from '../src/schemas';
import { typeName } from './schema-names';

const THROWS: Record<ErrorStatus, [string, string]> = {
  400: ['BadRequestError', 'the server refuses an argument; `issues` name the fields'],
  401: ['AuthenticationError', 'no valid session (the client calls `onUnauthorized` first)'],
  403: ['PermissionDeniedError', 'the session lacks the permission this call needs'],
  404: ['NotFoundError', "no such record among the caller's customer accounts"],
  409: ['ConflictError', 'the change conflicts with stored data; `field` names what'],
  413: ['ApiError', 'the file is larger than the call takes'],
  415: ['ApiError', 'the file is not of a type the call takes (recognised by its content)'],
  429: ['RateLimitError', 'too many attempts; `retryAfter` says how many seconds to wait'],
};
/** Login's own refusals mean something else than a session's. */
const SIGN_IN_THROWS: Partial<Record<ErrorStatus, string>> = {
  401: 'wrong user name or password (`onUnauthorized` is not called)',
  403: 'the account is disabled or not yet approved',
};

const controllersDir = fileURLToPath(new URL('../src/controllers/', import.meta.url));

/** The files that define a controller's calls: `<controller>.ts` and its parts `<controller>.<job>.ts`. */
export function controllerFiles(controller: string): string[] {
  const own = new RegExp(`^${controller}(\\.\\w+)?\\.ts$`);
  return readdirSync(controllersDir)
    .filter((name) => own.test(name) && !/\.(schema|test)\.ts$/.test(name))
    .sort()
    .map((name) => `${controllersDir}${name}`);
}

export function methodJsdoc(controller: string, name: string, e: Endpoint): string[] {
  const result = typeName(e.response, 'output');
  const body = e.body ? typeName(e.body, 'input') : undefined;
  const lines = [
    e.summary,
    '',
    `Sends \`${e.method} ${e.path}\`${body ? ` with a ${body} body` : ''}; resolves to ${result}.`,
    ...e.errors.map((status) => {
      const [error, meaning] = THROWS[status];
      return `@throws {${error}} ${status}: ${(e.signIn && SIGN_IN_THROWS[status]) || meaning}.`;
    }),
    '@throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).',
    '@throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.',
    `@see api.md, \`${controller}.${name}\``,
  ];
  return ['  /**', ...lines.map((line) => (line ? `   * ${line}` : '   *')), '   */'];
}

/** One of the controller's files (`controllerFiles`) with every method's comment rewritten. */
export function renderControllerJsdoc(controller: string, file: string): string {
  const map = endpoints[controller as keyof typeof endpoints] as Record<string, Endpoint>;
  const lines = readFileSync(file, 'utf8').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const match = /^ {2}(\w+): endpoint\(\{$/.exec(line);
    const definition = match && map[match[1] as string];
    if (match && definition) {
      // Drop the comment already above it (generated before, or written by hand).
      if (out.at(-1) === '   */') {
        while (out.length && out.at(-1) !== '  /**') out.pop();
        out.pop();
      }
      out.push(...methodJsdoc(controller, match[1] as string, definition));
    }
    out.push(line);
  }
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const controller of Object.keys(endpoints))
    for (const file of controllerFiles(controller))
      writeFileSync(file, renderControllerJsdoc(controller, file));
  console.log('JSDoc written');
}
