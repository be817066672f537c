import { readFileSync } from 'node:fs';

/** The API's version, from apps/api/package.json. */
export const API_VERSION: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;
