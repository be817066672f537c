import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiMd } from '../scripts/api-md';

describe('api.md', () => {
  it('is up to date with the endpoint table (run `pnpm --filter @extranet/sdk api-md`)', () => {
    expect(readFileSync(new URL('../api.md', import.meta.url), 'utf8')).toBe(renderApiMd());
  });
});
